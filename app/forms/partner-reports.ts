import { z } from "zod";
import { LOAN_PRODUCTS, type LenderProduct } from "~/domain/products";
import { databaseIdField } from "./database-id";
import { chooseDateRange, type ChosenRange } from "./date-range";

export const REPORT_KINDS = ["applications", "leads"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
/** The loans a partner sells and reports on (app/domain/products/). */
export const REPORT_PRODUCTS = LOAN_PRODUCTS as readonly [LenderProduct, ...LenderProduct[]];
export const REPORT_STATUSES = ["applied", "in_progress", "approved", "disbursed", "rejected"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Anything else in the address is ignored (a filter not chosen), never refused: the address is anyone's to write. */
export const FiltersSchema = z.object({
  kind: z.enum(REPORT_KINDS).catch("applications"),
  product: z.enum(REPORT_PRODUCTS).nullable().catch(null),
  lender: databaseIdField("").nullable().catch(null),
  status: z.enum(REPORT_STATUSES).nullable().catch(null),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type ReportFilters = z.infer<typeof FiltersSchema> & ChosenRange;

/** The report an address asks for (a GET form: the page, the CSV and the JSON API read the same address). */
export function reportFilters(params: URLSearchParams, now: Date): ReportFilters {
  const get = (name: string) => params.get(name) || null;
  const filters = FiltersSchema.parse({ kind: get("kind") ?? undefined, product: get("product"), lender: get("lender"), status: get("status"), page: get("page") ?? undefined });
  return { ...filters, ...chooseDateRange(params, now) };
}
