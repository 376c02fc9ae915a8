import { LOAN_PRODUCTS, type LenderProduct } from "../products";

/**
 * The admin lenders list is sent a page at a time: with a thousand lenders the
 * whole table was megabytes of HTML (a form per cell) and half a second of
 * rendering on every view. Each row is about 9 KB (a form per editable cell,
 * so each saves on its own without JavaScript); twenty rows fill the 80vh
 * scroll area on a laptop and keep a page under 300 KB in Hindi too, whose
 * labels weigh twice the English ones.
 */
export const LENDERS_PAGE_SIZE = 20;

export type LenderFilter = "all" | LenderProduct;
/** All lenders, or those of one loan (the registry's, app/domain/products/); each labelled admin:lenders.{filter}. */
export const LENDER_FILTERS: readonly LenderFilter[] = ["all", ...LOAN_PRODUCTS];

/** Longer than any lender name (60 characters), so a pasted name still finds it. */
export const LENDER_SEARCH_MAX = 80;

/** What the list shows: one product or all, the lenders whose name holds `q`, and which page. */
export interface LenderListView {
  filter: LenderFilter;
  q: string;
  page: number;
}

export const isLenderProductFilter = (filter: LenderFilter): filter is LenderProduct => filter !== "all";

/** The view a URL asks for; anything it cannot mean falls back to all lenders, no search, the first page. */
export function lenderListView(params: URLSearchParams): LenderListView {
  const filter = params.get("filter");
  const page = Number(params.get("page"));
  return {
    filter: (LENDER_FILTERS as readonly string[]).includes(filter ?? "") ? (filter as LenderFilter) : "all",
    q: (params.get("q") ?? "").trim().replace(/\s+/g, " ").slice(0, LENDER_SEARCH_MAX),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/**
 * The query string of a view, in one order and without defaults, so every
 * link to the same view is the same URL: `?filter=pl&q=axis&page=2`. The
 * filter is always written (the list's links have always carried it).
 */
export function lenderListSearch(view: LenderListView, changes: Partial<LenderListView> = {}): string {
  const { filter, q, page } = { ...view, ...changes };
  const params = new URLSearchParams({ filter });
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  return `?${params}`;
}

export const pageCount = (total: number, size = LENDERS_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));

/** The page a row sits on, from how many rows come before it in the list's order. */
export const pageOfPosition = (rowsBefore: number, size = LENDERS_PAGE_SIZE) => Math.floor(rowsBefore / size) + 1;

/**
 * The page numbers a pager shows: the first, the last, and two on each side
 * of the current one; null marks a gap. Forty pages stay one short line.
 */
export function pageLinks(current: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const previous = out.at(-1);
    if (typeof previous === "number" && p - previous > 1) out.push(p - previous === 2 ? p - 1 : null);
    out.push(p);
  }
  return out;
}

/** A search term as a LIKE pattern that matches it literally anywhere in a name (its % and _ are not wildcards). */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
