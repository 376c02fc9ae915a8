import { z } from "zod";
import { DATE_RANGE_PRESETS } from "~/domain/back-office/date-range";
import { LOAN_PRODUCTS, type LenderProduct } from "~/domain/products";
import { databaseIdField } from "../admin/database-id";
import { chooseDateRange, type ChosenRange } from "../admin/date-range";

export const REPORT_KINDS = ["applications", "leads"] as const;
/** The loans a partner sells and reports on (app/domain/products/). */
export const REPORT_PRODUCTS = LOAN_PRODUCTS as readonly [LenderProduct, ...LenderProduct[]];
export const REPORT_STATUSES = ["applied", "in_progress", "approved", "disbursed", "rejected"] as const;

/** Anything else in the address is ignored (a filter not chosen), never refused: the address is anyone's to write. */
export const FiltersSchema = z.object({
  kind: z.enum(REPORT_KINDS).catch("applications"),
  product: z.enum(REPORT_PRODUCTS).nullable().catch(null),
  lender: databaseIdField("").nullable().catch(null),
  status: z.enum(REPORT_STATUSES).nullable().catch(null),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type ReportFilters = z.infer<typeof FiltersSchema> & ChosenRange;

const QUERY_VALUE = "api:messages.invalidQueryValue";
const digits = z.string().regex(/^[1-9]\d{0,8}$/, QUERY_VALUE);
/**
 * What the JSON API takes in the same address (GET /api/partner/reports): a
 * script is told when a value is not one the call knows (400), where the page,
 * which anyone may type into, shows its default instead. The date range is
 * checked after, as the page checks it (422).
 */
export const ReportQuerySchema = z.object({
  kind: z.enum(REPORT_KINDS, QUERY_VALUE).optional(),
  product: z.enum(REPORT_PRODUCTS, QUERY_VALUE).optional(),
  lender: digits.optional(),
  status: z.enum(REPORT_STATUSES, QUERY_VALUE).optional(),
  page: digits.optional(),
  range: z.enum(DATE_RANGE_PRESETS, QUERY_VALUE).optional(),
  from: z.string().optional().meta({ description: "YYYY-MM-DD, with range=custom_range" }),
  to: z.string().optional().meta({ description: "YYYY-MM-DD, with range=custom_range" }),
});

/** Each query field the API refuses with its message key; null when every value is one it takes. */
export function reportQueryMistakes(params: URLSearchParams): Record<string, string[]> | null {
  const present = Object.fromEntries([...params.entries()].filter(([name, value]) => name in ReportQuerySchema.shape && value !== ""));
  const parsed = ReportQuerySchema.safeParse(present);
  if (parsed.success) return null;
  const mistakes: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (mistakes[String(issue.path[0])] ??= []).push(issue.message);
  return mistakes;
}

/** The report an address asks for (a GET form: the page, the CSV and the JSON API read the same address). */
export function reportFilters(params: URLSearchParams, now: Date): ReportFilters {
  const get = (name: string) => params.get(name) || null;
  const filters = FiltersSchema.parse({ kind: get("kind") ?? undefined, product: get("product"), lender: get("lender"), status: get("status"), page: get("page") ?? undefined });
  return { ...filters, ...chooseDateRange(params, now) };
}
