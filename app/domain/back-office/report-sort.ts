/**
 * How the admin reports sort and page (docs/decisions/043): each report names
 * the columns it sorts by, a column's first direction (numbers and dates
 * largest first, names A to Z), and its default. Pure: the address is read
 * into a choice here, and the same choice orders rows in SQL or in memory.
 */
export type SortDirection = "asc" | "desc";

export interface SortChoice<K extends string = string> {
  key: K;
  dir: SortDirection;
}

export interface SortRule<K extends string> {
  /** The columns it sorts by, each with the direction a first click sorts it. */
  keys: Readonly<Record<K, SortDirection>>;
  default: SortChoice<K>;
}

export const INTERNAL_REPORT_SORT = {
  keys: { applied: "desc", consumer: "asc", product: "asc", lender: "asc", partner: "asc", status: "asc", amount: "desc", disbursedAmount: "desc", disbursedOn: "desc" },
  default: { key: "applied", dir: "desc" },
} as const satisfies SortRule<string>;

export const PRODUCTS_REPORT_SORT = {
  keys: { product: "asc", started: "desc", verified: "desc", profileCompleted: "desc", applied: "desc", approved: "desc", disbursed: "desc", conversion: "desc", eligibilityChecks: "desc" },
  default: { key: "product", dir: "asc" },
} as const satisfies SortRule<string>;

export const VENDORS_REPORT_SORT = {
  keys: { lender: "asc", product: "asc", applications: "desc", approved: "desc", disbursed: "desc", approvalRate: "desc", disbursalRate: "desc", disbursedAmount: "desc", revenue: "desc" },
  default: { key: "applications", dir: "desc" },
} as const satisfies SortRule<string>;

export type SortKeyOf<R extends SortRule<string>> = keyof R["keys"] & string;

/** The sort an address asks for (`sort`, `dir`); a column the report does not sort by, or no choice, is its default. */
export function chooseSort<K extends string>(rule: SortRule<K>, sort: string | null, dir: string | null): SortChoice<K> {
  if (!sort || !Object.hasOwn(rule.keys, sort)) return { ...rule.default };
  const key = sort as K;
  return { key, dir: dir === "asc" || dir === "desc" ? dir : rule.keys[key] };
}

/** Where a column's head leads: the column sorted its first way, or the other way when it is the sort already. */
export function nextSort<K extends string>(rule: SortRule<K>, current: SortChoice<K>, key: K): SortChoice<K> {
  if (current.key !== key) return { key, dir: rule.keys[key] };
  return { key, dir: current.dir === "asc" ? "desc" : "asc" };
}

export type SortValue = number | string | null;

/**
 * Rows in the chosen order: numbers by size, text as a reader in India
 * orders it; an empty value always last, whichever the direction; equal
 * values keep the tie-breaker's order, so a page never shuffles between views.
 */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, dir: SortDirection, tie: (row: T) => string | number): T[] {
  const collator = new Intl.Collator("en-IN", { sensitivity: "base", numeric: true });
  const compareValues = (a: SortValue, b: SortValue) => (typeof a === "number" && typeof b === "number" ? a - b : collator.compare(String(a), String(b)));
  const compareTies = (a: string | number, b: string | number) => (typeof a === "number" && typeof b === "number" ? a - b : collator.compare(String(a), String(b)));
  return [...rows].sort((x, y) => {
    const a = value(x);
    const b = value(y);
    if (a === null || b === null) return a === b ? compareTies(tie(x), tie(y)) : a === null ? 1 : -1;
    const order = compareValues(a, b);
    return order !== 0 ? (dir === "asc" ? order : -order) : compareTies(tie(x), tie(y));
  });
}

/** Rows on a screen of the reports. */
export const REPORT_PAGE_SIZE = 25;

/** The page shown of `total` rows: the one asked for, or the last when it asks past the end. */
export function pageOf(total: number, asked: number, size = REPORT_PAGE_SIZE): { page: number; pages: number; offset: number } {
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, Math.floor(asked) || 1), pages);
  return { page, pages, offset: (page - 1) * size };
}
