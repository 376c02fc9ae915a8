import { z } from "zod";
import { fromIso, parseDmy, toDmy } from "~/domain/dates";
import { SLUG } from "~/domain/patterns";

function isRealIsoDate(s: string): boolean {
  const d = fromIso(s);
  return d !== null && parseDmy(toDmy(d)).ok;
}

/** "" and null mean "no value"; numbers may come as strings from a form. */
const nullableNumber = (schema: z.ZodNumber) =>
  z.preprocess((v) => (v === "" || v === null || v === undefined ? null : typeof v === "string" ? Number(v) : v), schema.nullable());

const flag = z.preprocess((v) => (v === true || v === "1" || v === 1 || v === "on" ? 1 : v === false || v === "0" || v === 0 || v === "" ? 0 : v), z.union([z.literal(0), z.literal(1)]));
const text = z.preprocess((v) => (v === "" || v === undefined ? null : v), z.string().trim().max(1000).nullable());
const isoDate = z.preprocess(
  (v) => (v === "" || v === undefined ? null : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "admin:validation.date")
    // Date.parse would take 2026-02-30 as 2 March; the day must exist in its month.
    .refine((s) => isRealIsoDate(s), "admin:validation.date")
    .nullable(),
);
const amount = nullableNumber(z.number({ error: "admin:validation.number" }).int("admin:validation.wholeNumber").min(0, "admin:validation.positive"));
const classCode = nullableNumber(z.number({ error: "admin:validation.invalid" }).int().min(1, "admin:validation.invalid").max(4, "admin:validation.invalid"));

/**
 * Every lender property an admin may change, each with its own rule
 * (SPEC.md 5 and 7: update-lender-data). A property not listed here is refused.
 */
export const lenderPropertySchemas = {
  min_income: amount,
  max_income: amount,
  min_age: nullableNumber(z.number().int().min(18, "admin:validation.ageRange").max(100, "admin:validation.ageRange")),
  max_age: nullableNumber(z.number().int().min(18, "admin:validation.ageRange").max(100, "admin:validation.ageRange")),
  ticket_class: classCode,
  credit_score_class: classCode,
  salaried: flag,
  self_employed: flag,
  business: flag,
  lender_status: flag,
  so_status: flag,
  autosubmission: flag,
  priority: z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v), z.number({ error: "admin:validation.priority" }).int().min(0, "admin:validation.priority")),
  so_text: text,
  so_date_start: isoDate,
  so_date_end: isoDate,
  apr_min: nullableNumber(z.number({ error: "admin:validation.number" }).min(0, "admin:validation.percent").max(100, "admin:validation.percent")),
  apr_max: nullableNumber(z.number({ error: "admin:validation.number" }).min(0, "admin:validation.percent").max(100, "admin:validation.percent")),
  loan_amount_upto: amount,
  tenure: text,
  interest_rate: text,
  processing_fees: text,
  lender_group_ids: z.preprocess(
    (v) => (typeof v === "string" ? (v ? v.split(",") : []) : v),
    z.array(z.coerce.number().int().positive()).max(50),
  ),
  age_text: text,
  employment_text: text,
  income_text: text,
  min_loan_text: text,
  max_loan_text: text,
  cibil_text: text,
  lender_journey_text: text,
  mp4_text: text,
  pptx_text: text,
  pdf_text: text,
} as const;

export type LenderProperty = keyof typeof lenderPropertySchemas;

export function isLenderProperty(value: unknown): value is LenderProperty {
  return typeof value === "string" && Object.hasOwn(lenderPropertySchemas, value);
}

export type PropertyUpdate = { ok: true; property: LenderProperty; value: unknown } | { ok: false; message: string };

/** Validates one `{property, value}` of an inline edit. */
export function parseLenderProperty(property: unknown, value: unknown): PropertyUpdate {
  if (!isLenderProperty(property)) return { ok: false, message: "admin:validation.unknownProperty" };
  const parsed = lenderPropertySchemas[property].safeParse(value);
  return parsed.success ? { ok: true, property, value: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? "admin:validation.invalid" };
}

export const NewLenderSchema = z.object({
  name: z
    .string({ error: "admin:validation.nameRequired" })
    .trim()
    .min(1, "admin:validation.nameRequired")
    .max(60, "admin:validation.nameTooLong")
    .regex(SLUG, "admin:validation.lenderName"),
});

export const LenderFilterSchema = z.enum(["all", "pl", "bl", "gl", "hl"]).catch("all");
