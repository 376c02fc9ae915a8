import { z } from "zod";
import type { ApplicationStatus } from "~/domain/lending/lender-integration";
import { isProductType, productModules, type ProductTypeCode } from "~/domain/products";
import { chooseSort, type SortChoice, type SortRule } from "~/domain/back-office/report-sort";
import { chooseDateRange, type ChosenRange } from "./date-range";

export const APPLICATION_STATUSES = ["applied", "in_progress", "approved", "disbursed", "rejected"] as const satisfies readonly ApplicationStatus[];

/** The products a report can be narrowed to: every product offered (the legacy insurance of old journeys is not). */
export const REPORT_PRODUCT_CODES = productModules.filter((p) => "journey" in p).map((p) => p.code);
/** The products applications are made for: the loans. */
export const LOAN_PRODUCT_CODES = productModules.filter((p) => p.group === "loans").map((p) => p.code);

/** Anything else in the address is ignored (a filter not chosen), never refused: the address is anyone's to write. */
const FiltersSchema = z.object({
  product: z
    .string()
    .refine((v): v is ProductTypeCode => isProductType(v))
    .nullable()
    .catch(null),
  lender: z.coerce.number().int().positive().max(2_147_483_647).nullable().catch(null),
  partner: z.coerce.number().int().positive().max(2_147_483_647).nullable().catch(null),
  status: z.enum(APPLICATION_STATUSES).nullable().catch(null),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});

export interface AdminReportFilters<K extends string> extends ChosenRange {
  product: ProductTypeCode | null;
  lender: number | null;
  partner: number | null;
  status: ApplicationStatus | null;
  sort: SortChoice<K>;
  page: number;
}

/**
 * The report an address asks for (a GET form, so the address is the report:
 * bookmarked, shared, opened without JavaScript), read the same way by the
 * page and its CSV.
 */
export function adminReportFilters<K extends string>(params: URLSearchParams, now: Date, sortRule: SortRule<K>): AdminReportFilters<K> {
  const get = (name: string) => params.get(name) || null;
  const filters = FiltersSchema.parse({ product: get("product"), lender: get("lender"), partner: get("partner"), status: get("status"), page: get("page") ?? undefined });
  return {
    ...filters,
    product: filters.product as ProductTypeCode | null,
    sort: chooseSort(sortRule, get("sort"), get("dir")),
    ...chooseDateRange(params, now),
  };
}

/** The query of an address with some of its parameters changed (null drops one): sort links, page links, the CSV link. */
export function withParams(query: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(query);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "?";
}
