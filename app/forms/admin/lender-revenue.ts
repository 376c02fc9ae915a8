import { z } from "zod";
import { databaseIdField } from "./database-id";
import { MAX_DATABASE_ID } from "~/domain/platform/database-id";
import { REVENUE_MESSAGES, revenueEntryProblems, type RevenueEntryValues } from "~/domain/lending/revenue-entry";

/** "", null and absent mean "no value" (sent as null, SPEC.md 5); numbers may come as strings from a form. */
function toNumberOrNull(v: unknown): unknown {
  if (v === "" || v === null || v === undefined) return null;
  if (typeof v === "string") return v.trim() === "" ? null : Number(v.trim());
  return v;
}

const optionalNumber = z.preprocess(toNumberOrNull, z.number({ error: "admin:validation.number" }).nullable());

const positiveId = (message: string, notFound: string) => z.preprocess(toNumberOrNull, databaseIdField(message, notFound));

/** 1 active, 0 inactive; a new entry is active unless told otherwise. */
const status = z.preprocess(
  (v) => (v === undefined || v === null ? 1 : v === true || v === "1" || v === 1 || v === "on" || v === "true" ? 1 : v === false || v === "0" || v === 0 || v === "false" || v === "" ? 0 : v),
  z.union([z.literal(0), z.literal(1)], { error: "admin:validation.invalid" }),
);

const entryShape = {
  lender_id: positiveId("admin:validation.lenderId", "admin:lenders.notFound"),
  slab_disbursed_min: optionalNumber,
  slab_disbursed_max: optionalNumber,
  slab_number_min: optionalNumber,
  slab_number_max: optionalNumber,
  ats_min: optionalNumber,
  ats_max: optionalNumber,
  revenue_type_id: z.preprocess(toNumberOrNull, databaseIdField(REVENUE_MESSAGES.typeRequired).nullable()),
  revenue_flat: optionalNumber,
  revenue_percent: optionalNumber,
  status,
};

/** The screen's form and older API clients call the percentage revenue_percentage (SPEC.md 3). */
function acceptPercentageAlias(v: unknown): unknown {
  if (!v || typeof v !== "object" || Array.isArray(v)) return v;
  const body = v as Record<string, unknown>;
  return body.revenue_percent === undefined && body.revenue_percentage !== undefined ? { ...body, revenue_percent: body.revenue_percentage } : body;
}

/** After each field's type, the form's rules (app/domain/lending/revenue-entry), each error on its field. */
function checkRules(value: RevenueEntryValues, ctx: z.RefinementCtx) {
  for (const [field, message] of Object.entries(revenueEntryProblems(value))) ctx.addIssue({ code: "custom", path: [field], message });
}

export const NewRevenueEntrySchema = z.preprocess(acceptPercentageAlias, z.object(entryShape).superRefine(checkRules));
export const RevenueEntryUpdateSchema = z.preprocess(
  acceptPercentageAlias,
  z.object({ ...entryShape, id: positiveId("admin:revenue.validation.id", "admin:revenue.notFound") }).superRefine(checkRules),
);

/**
 * What the JSON API takes as a revenue entry, as its OpenAPI document says
 * (issue 37): every field but lender_id may be absent or null (no value), an
 * id may be a number or its digits, a figure is a JSON number, status 0 or 1
 * (or a boolean). A JSON body outside this is refused before the form's
 * rules run; the screen's form (all text) goes straight to those rules.
 */
const wireFigure = z.number().nullable().optional();
const wireId = z.union([z.number().int().min(1).max(MAX_DATABASE_ID), z.string().regex(/^[1-9]\d{0,9}$/)]);
const entryBodyShape = {
  lender_id: wireId,
  slab_disbursed_min: wireFigure,
  slab_disbursed_max: wireFigure,
  slab_number_min: wireFigure,
  slab_number_max: wireFigure,
  ats_min: wireFigure,
  ats_max: wireFigure,
  revenue_type_id: wireId.nullable().optional(),
  revenue_flat: wireFigure,
  revenue_percent: wireFigure,
  revenue_percentage: wireFigure.meta({ deprecated: true, description: "The older name of revenue_percent (read when revenue_percent is absent)" }),
  status: z
    .union([z.literal(0), z.literal(1), z.boolean()])
    .optional()
    .meta({ description: "1 active (the default), 0 inactive" }),
};
export const NewRevenueEntryBody = z.object(entryBodyShape).meta({ title: "NewRevenueEntry" });
export const RevenueEntryUpdateBody = z.object({ ...entryBodyShape, id: wireId }).meta({ title: "RevenueEntryUpdate" });

export type NewRevenueEntry = z.output<typeof NewRevenueEntrySchema>;

/** A list of ids as an array, a JSON array or a comma-separated string (a form field). */
function toIdList(v: unknown): unknown {
  if (typeof v === "string") {
    const s = v.trim();
    if (s.startsWith("[")) {
      try {
        return JSON.parse(s);
      } catch {
        return v;
      }
    }
    return s === "" ? [] : s.split(",").map((x) => Number(x.trim()));
  }
  return Array.isArray(v) ? v.map((x) => (typeof x === "string" ? Number(x) : x)) : v;
}

export const RevenueOrderSchema = z.object({
  lender_id: positiveId("admin:validation.lenderId", "admin:lenders.notFound"),
  lender_revenue_ids: z.preprocess(
    toIdList,
    z
      .array(databaseIdField("admin:revenue.validation.order"), { error: "admin:revenue.validation.order" })
      .min(1, "admin:revenue.validation.order")
      .max(500, "admin:revenue.validation.order")
      .refine((ids) => new Set(ids).size === ids.length, "admin:revenue.validation.order"),
  ),
});
