import { z } from "zod";
import { API_ERROR_CODES } from "~/domain/platform/api-errors";
import { CARD_PROPERTIES } from "~/forms/admin/credit-card-property";
import { lenderPricingSchema } from "~/domain/lending/pricing";
import { LENDER_PROPERTIES } from "~/forms/admin/lender-property";

/**
 * The answers of the JSON API as Zod schemas, for the OpenAPI document
 * (docs/decisions/072). A success names the fields SPEC.md 7 says callers
 * use, and allows the rest (`loose`); an error is the one shape every error
 * answer has (responses/api-errors.server.ts makes it).
 */

const codes = Object.values(API_ERROR_CODES) as [string, ...string[]];

export const ApiErrorSchema = z
  .object({
    success: z.literal(false),
    status: z.number().int().min(400).max(599),
    code: z.enum(codes).meta({ description: "Stable machine code of the status" }),
    message: z.string().meta({ description: "In the caller's language (Accept-Language), English by default" }),
    errors: z.record(z.string(), z.array(z.string())).optional().meta({ description: "Each field's messages, for a form's mistakes" }),
  })
  .loose()
  .meta({ title: "ApiError", description: "Every answer that is not a success" });

/**
 * A refused upload (SPEC.md 7: success, message, the errors list and rowsUpdated on every answer):
 * the one shape's fields, with `errors` as the file's list and each field's messages under `fieldErrors`.
 */
export const UploadRefusalSchema = z
  .object({
    success: z.literal(false),
    status: z.number().int().min(400).max(599),
    code: z.enum(codes).meta({ description: "Stable machine code of the status" }),
    message: z.string().meta({ description: "In the caller's language (Accept-Language), English by default" }),
    errors: z.array(z.string()).meta({ description: "The file's mistakes, one line each (the reason itself when no row was read)" }),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional().meta({ description: "Each field's messages, when the form itself was refused (no file, wrong type)" }),
    rowsUpdated: z.literal(0).meta({ description: "A refused file changes nothing" }),
  })
  .loose()
  .meta({ title: "UploadRefusal", description: "An upload refused: the one error shape, with the errors list SPEC.md 7 promises" });

/** A success: `success: true` and the call's own fields (more may come: a client ignores what it does not know). */
export const ok = (shape: z.ZodRawShape = {}) => z.object({ success: z.literal(true), ...shape }).loose();
/** A record whose fields are those of its screen: the ones named are promised, others may come. */
export const record = (shape: z.ZodRawShape = {}) => z.object(shape).loose();
const id = z.number().int().positive();
/** A database id in a body, as a number or a string of digits. */
export const idField = z.union([id, z.string().regex(/^\d+$/)]);

export const messageAnswer = ok({ message: z.string() });
export const withData = (data: z.ZodType) => ok({ message: z.string().optional(), data });

const LenderPricing = lenderPricingSchema.meta({
  title: "LenderPricing",
  description: "A lender's price as data (issue 36): rates and percents in basis points (1299 = 12.99 % a year), amounts in whole rupees",
});

/**
 * Each changeable property of a lender with its own rule (app/forms/admin/lender-property.ts), as SPEC.md 7's update-lender-data takes it;
 * or the lender's whole pricing grid, from which apr_min, apr_max, interest_rate and processing_fees are then written.
 */
export const LenderUpdateBody = z.union([
  ...Object.entries(LENDER_PROPERTIES).map(([property, def]) => z.object({ lender_id: idField, property: z.literal(property), value: def.schema })),
  z.object({ lender_id: idField, pricing: LenderPricing }).meta({ description: "Sets the pricing grid; the rate range and fee text are derived from it" }),
] as never);
/** The same of a card (app/forms/admin/credit-card-property.ts). */
export const CardUpdateBody = z.union(Object.entries(CARD_PROPERTIES).map(([property, def]) => z.object({ category_id: idField, property: z.literal(property), value: def.schema })) as never);

export const LenderRecord = record({
  lender_id: id,
  name: z.string(),
  pricing: LenderPricing.nullable().meta({ description: "None: the lender is priced from apr_min and the processing_fees text" }),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  recovery_contact: z.string().nullable(),
});
export const CardRecord = record({ category_id: id, category_name: z.string() });
export const RevenueEntry = record({ id, lender_id: id });
export const PartnerRecord = record({ id });
/** A partner's payout statement (docs/decisions/098-partner-payouts.md): amounts in whole paise, exact. */
export const PayoutStatement = record({
  uuid: z.string(),
  month: z.string(),
  invoiceNumber: z.string(),
  grossPaise: z.number().int(),
  gstKind: z.enum(["none", "igst", "cgst_sgst", "gst"]),
  gstPaise: z.number().int(),
  tdsRateBps: z.number().int(),
  tdsPaise: z.number().int(),
  netPaise: z.number().int(),
  utr: z.string().nullable(),
  paidOn: z.string().nullable(),
});

/** A multipart upload: the file under image_name, as SPEC.md 7 names it. */
export const upload = (extra: z.ZodRawShape = {}) => z.object({ image_name: z.string().meta({ format: "binary", contentMediaType: "application/octet-stream" }), ...extra });
