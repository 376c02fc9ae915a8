import { z } from "zod";
import { fromIso, parseDmy, toDmy } from "~/domain/platform/dates";
import { INTEGRATIONS } from "~/domain/lending/lender-integration";
import { LENDER_CRITERIA, type CriterionKind, type PropertyCriterion } from "~/domain/lending/lender-criteria";
import { LENDER_FILTERS, type LenderFilter } from "~/domain/lending/lender-list";
import { LOAN_PRODUCTS, type LenderProduct } from "~/domain/products";
import { LENDER_PAGE_QUESTION_SETS } from "~/domain/lending/lender-page";
import { lenderUrlVerdict, type LenderUrlVerdict } from "~/domain/lending/lender-url";
import { EMAIL, SLUG } from "~/domain/platform/patterns";
import { databaseIdField } from "./database-id";
import { nameSchema } from "../consumer/name";
import { emptyAsNull, flag, nullableNumber, propertyOf, text } from "./property-kinds";

function isRealIsoDate(s: string): boolean {
  const d = fromIso(s);
  return d !== null && parseDmy(toDmy(d)).ok;
}

const longText = text(1000);
const isoDate = emptyAsNull(
  z
    .string({ error: "admin:validation.date" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "admin:validation.date")
    // Date.parse would take 2026-02-30 as 2 March; the day must exist in its month.
    .refine((s) => isRealIsoDate(s), "admin:validation.date"),
);
const amount = nullableNumber(z.number({ error: "admin:validation.number" }).int("admin:validation.wholeNumber").min(0, "admin:validation.positive"));
const age = nullableNumber(z.number().int().min(18, "admin:validation.ageRange").max(100, "admin:validation.ageRange"));
const apr = nullableNumber(z.number({ error: "admin:validation.number" }).min(0, "admin:validation.percent").max(100, "admin:validation.percent"));
const classCode = nullableNumber(z.number({ error: "admin:validation.invalid" }).int().min(1, "admin:validation.invalid").max(4, "admin:validation.invalid"));
const priority = z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v), z.number({ error: "admin:validation.priority" }).int().min(0, "admin:validation.priority"));
const integration = z.enum(INTEGRATIONS, { error: "admin:validation.invalid" });
const questionSet = emptyAsNull(z.enum(LENDER_PAGE_QUESTION_SETS, { error: "admin:validation.invalid" }));
/** A lender's journey (where the consumer's browser goes): https, or http on this machine (a lender's test server). */
const lenderUrl = emptyAsNull(
  z
    .string()
    .trim()
    .max(1000)
    .refine((u) => /^https:\/\/[^\s]+$/.test(u) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/[^\s]*)?$/.test(u), "admin:validation.lenderUrl"),
);
/**
 * A lender's API address (where this server posts): a full http(s) address
 * here; whether we may send to it (https, a public host, the sandbox lender)
 * is judged by the command, which knows the configuration and resolves the
 * host (app/server/lending/lender-url.server.ts, docs/decisions/036).
 */
const isInvalid = (verdict: LenderUrlVerdict) => !verdict.ok && verdict.problem === "invalid";
const lenderApiUrl = emptyAsNull(
  z
    .string()
    .trim()
    .max(1000, "admin:validation.lenderUrl")
    .refine((u) => /^https?:\/\/\S+$/i.test(u) && !isInvalid(lenderUrlVerdict(u, { allowLocal: true })), "admin:validation.lenderUrl"),
);
/** Shown as this, never as itself, once set. */
export const SECRET_MASK = "********";
const secret = emptyAsNull(
  z
    .string()
    .trim()
    .min(16, "admin:validation.secret")
    .max(200, "admin:validation.secret")
    .refine((s) => s !== SECRET_MASK, "admin:validation.secret"),
);
/** A customer care number as lenders publish it: a mobile, a landline with its code or an 1800 number, with spaces or hyphens; 8 to 13 digits. */
const carePhone = emptyAsNull(
  z
    .string({ error: "admin:validation.phone" })
    .trim()
    .max(30, "admin:validation.phone")
    .refine((p) => /^\+?[\d][\d\s-]*$/.test(p) && /^\d{8,13}$/.test(p.replace(/\D/g, "")), "admin:validation.phone"),
);
const careEmail = emptyAsNull(z.string({ error: "admin:validation.email" }).trim().max(200, "admin:validation.email").regex(EMAIL, "admin:validation.email"));
const groupIds = z.preprocess((v) => (typeof v === "string" ? (v ? v.split(",") : []) : v), z.array(databaseIdField("admin:validation.invalid")).max(50));

/** The label keys of the admin list's columns (admin:lenders.columns.*). */
type ListColumn = "minIncome" | "maxIncome" | "minAge" | "maxAge" | "ticketClass" | "creditScoreClass" | "salaried" | "selfEmployed" | "business" | "priority" | "lenderStatus" | "specialOffer";

/** How a property is edited: its input, and how an empty one is sent. */
export type PropertyKind = "number" | "decimal" | "flag" | "select" | "text" | "textarea" | "date" | "groups";

interface PropertyDef {
  kind: PropertyKind;
  schema: z.ZodType;
  /** Its column in the admin list (SPEC.md 2.4), in the list's order. */
  column?: ListColumn;
  /** In the admin list's rows without a column of its own (the special-offer dialog reads it). */
  listed?: true;
  /** The input's bounds on the edit screen; the schema stays the judge. */
  input?: { min?: number; max?: number; step?: number | string };
  /** What an emptied field saves (priority defaults to 0, SPEC.md 9). */
  emptyAs?: string;
  /** Written, never read back: every view shows SECRET_MASK once it is set. */
  secret?: true;
}

/** How each kind of criterion is typed in and judged (app/domain/lending/lender-criteria.ts); the grid has its own section. */
const CRITERION_INPUT = {
  rupees: { kind: "number", schema: amount, input: { min: 0, step: 1 } },
  age: { kind: "number", schema: age, input: { min: 18, max: 100, step: 1 } },
  class: { kind: "select", schema: classCode },
  flag: { kind: "flag", schema: flag },
  priority: { kind: "number", schema: priority, input: { min: 0, step: 1 }, emptyAs: "0" },
  percent: { kind: "decimal", schema: apr, input: { min: 0, max: 100, step: "0.01" } },
  text: { kind: "text", schema: longText },
  paragraph: { kind: "textarea", schema: longText },
  date: { kind: "date", schema: isoDate },
} as const satisfies Record<Exclude<CriterionKind, "pricing">, PropertyDef>;

type Place = Pick<PropertyDef, "column" | "listed">;
type CriterionDef<P extends PropertyCriterion> = (typeof CRITERION_INPUT)[(typeof LENDER_CRITERIA)[P]["kind"]];

/** Criteria as properties, in the order given: each its kind's input and rule, with its place in the admin list. */
function criteria<const T extends { [P in PropertyCriterion]?: Place }>(places: T): { [P in keyof T & PropertyCriterion]: CriterionDef<P> & T[P] } {
  return Object.fromEntries(Object.entries(places).map(([p, place]) => [p, { ...CRITERION_INPUT[LENDER_CRITERIA[p as PropertyCriterion].kind], ...place }])) as never;
}

/**
 * Every lender property an admin may change (SPEC.md 3 and 7:
 * update-lender-data), once: its kind, its rule, its place in the admin list.
 * A criterion's kind and rule are its kind's (the criteria table); the list's
 * columns, the lender's view and the database columns (the same name in
 * camelCase) are derived from this; a property not listed is refused.
 * Labels are admin:lenderEdit.fields.{property}.
 */
export const LENDER_PROPERTIES = {
  ...criteria({
    min_income: { column: "minIncome" },
    max_income: { column: "maxIncome" },
    min_age: { column: "minAge" },
    max_age: { column: "maxAge" },
    ticket_class: { column: "ticketClass" },
    credit_score_class: { column: "creditScoreClass" },
    salaried: { column: "salaried" },
    self_employed: { column: "selfEmployed" },
    business: { column: "business" },
    priority: { column: "priority" },
  }),
  lender_status: { kind: "flag", schema: flag, column: "lenderStatus" },
  ...criteria({
    so_status: { column: "specialOffer" },
    so_text: { listed: true },
    so_date_start: { listed: true },
    so_date_end: { listed: true },
    apr_min: { listed: true },
    apr_max: { listed: true },
  }),
  autosubmission: { kind: "flag", schema: flag },
  ...criteria({ loan_amount_upto: {}, tenure: {}, interest_rate: {}, processing_fees: {} }),
  lender_group_ids: { kind: "groups", schema: groupIds },
  age_text: { kind: "text", schema: longText },
  employment_text: { kind: "text", schema: longText },
  income_text: { kind: "text", schema: longText },
  min_loan_text: { kind: "text", schema: longText },
  max_loan_text: { kind: "text", schema: longText },
  cibil_text: { kind: "text", schema: longText },
  lender_journey_text: { kind: "textarea", schema: longText },
  mp4_text: { kind: "text", schema: longText },
  pptx_text: { kind: "text", schema: longText },
  pdf_text: { kind: "text", schema: longText },
  // How the lender takes applications (decision 027).
  integration: { kind: "select", schema: integration },
  api_url: { kind: "text", schema: lenderApiUrl },
  api_secret: { kind: "text", schema: secret, secret: true },
  redirect_url: { kind: "text", schema: lenderUrl },
  page_questions: { kind: "select", schema: questionSet },
  // A gold lender's officer visits the consumer's home instead of a branch visit (docs/decisions/063).
  home_visit: { kind: "flag", schema: flag },
  // Where a borrower reaches the lender, as the KFS states it (issue 36).
  contact_phone: { kind: "text", schema: carePhone },
  contact_email: { kind: "text", schema: careEmail },
  recovery_contact: { kind: "text", schema: text(300) },
} as const satisfies Record<string, PropertyDef>;

type Properties = typeof LENDER_PROPERTIES;
export type LenderProperty = keyof Properties;
/** The properties kept in the lenders table itself (the groups are rows of their own). */
export type LenderColumnProperty = Exclude<LenderProperty, "lender_group_ids">;
/** The properties a row of the admin list carries. */
export type ListedProperty = { [P in LenderProperty]: Properties[P] extends { column: string } | { listed: true } ? P : never }[LenderProperty];
export type PropertyOfKind<K extends PropertyKind> = { [P in LenderProperty]: Properties[P]["kind"] extends K ? P : never }[LenderProperty];

const entries = Object.entries(LENDER_PROPERTIES) as [LenderProperty, PropertyDef][];

export const LENDER_PROPERTY_NAMES = entries.map(([p]) => p);
export const SECRET_PROPERTIES = entries.filter(([, d]) => d.secret).map(([p]) => p);
export const LISTED_PROPERTIES = entries.filter(([, d]) => d.column || d.listed).map(([p]) => p) as ListedProperty[];
/** The admin list's editable columns in order, each with its label key. */
export const LIST_COLUMNS = entries.flatMap(([property, d]) => (d.column ? [{ property: property as ListedProperty, column: d.column, kind: d.kind }] : []));

export const isLenderProperty = propertyOf(LENDER_PROPERTIES);

/** The special offer is saved as one: its text and window together, the window's end not before its start. */
export const SpecialOfferSchema = z.object({ so_text: longText, so_date_start: isoDate, so_date_end: isoDate }).refine((o) => !o.so_date_start || !o.so_date_end || o.so_date_end >= o.so_date_start, {
  path: ["so_date_end"],
  message: "admin:validation.endBeforeStart",
});
export type SpecialOffer = z.output<typeof SpecialOfferSchema>;
export const SPECIAL_OFFER_FIELDS = ["so_text", "so_date_start", "so_date_end"] as const satisfies readonly LenderProperty[];

export const NewLenderSchema = z.object({ name: nameSchema(SLUG, "admin:validation.lenderName") });

/** The loans a lender can serve (the registry's, app/domain/products/): SPEC.md 7 names pl, bl, gl and hl, the registry has grown since. */
export const LenderProductSchema = z.enum(LOAN_PRODUCTS as [LenderProduct, ...LenderProduct[]]);

/** The create-lender call's body (SPEC.md 7): the name, and which loan the lender serves (personal loans when not said). */
export const NewLenderApiSchema = NewLenderSchema.extend({ product_type: LenderProductSchema.optional() });

export const LenderFilterSchema = z.enum(LENDER_FILTERS as [LenderFilter, ...LenderFilter[]]).catch("all");

/**
 * A property's value as its inline form posts it: a list of groups is every
 * ticked box, anything else the last value (a switch's box comes after the
 * hidden 0 that speaks for it when unticked).
 */
export function postedValue(property: unknown, values: FormDataEntryValue[]): string {
  const strings = values.filter((v): v is string => typeof v === "string");
  return property === "lender_group_ids" ? strings.filter(Boolean).join(",") : (strings.at(-1) ?? "");
}
