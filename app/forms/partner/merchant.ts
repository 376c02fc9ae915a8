import { z } from "zod";
import { LISTED_STATUSES, MERCHANT_ACTION_NAMES, type ListedStatus } from "~/domain/partner/merchants";
import { pageNumber } from "~/domain/back-office/page-number";
import { ADDRESS, BANK_ACCOUNT, COMPANY_NAME, EMAIL, FULL_NAME, GSTIN, IFSC, LETTERS_ONLY, LOCALITY, MOBILE, OTP, PINCODE, UDYAM } from "~/domain/platform/patterns";
import { databaseIdField } from "../admin/database-id";
import { required } from "../consumer/profile";

export const MERCHANT_INTENT = { details: "details", verify: "verify", resend: "resend" } as const;

/** An optional registration number, upper-cased before its pattern is judged; empty is none. */
const optionalCode = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(pattern, message))
    .optional();

/**
 * The create-merchant form (SPEC.md 2.1), judged on the server with SPEC.md
 * 5's messages: company name, IFSC (its pattern is case sensitive, so it is
 * upper-cased first: sbin0001234 is stored as SBIN0001234),
 * locality, user name (the owner's, two words at least), address, pincode.
 * `businessTypes` are the codes of the select list business_company_type.
 */
export const merchantSignupSchema = (businessTypes: readonly string[]) =>
  z.object({
    intent: z.literal(MERCHANT_INTENT.details),
    businessName: required().pipe(z.string().regex(COMPANY_NAME, "validation.companyName")),
    businessType: z.enum(businessTypes as [string, ...string[]], { error: "merchantForm.errors.businessType" }),
    gstin: optionalCode(GSTIN, "validation.gstin"),
    udyam: optionalCode(UDYAM, "intake:errors.uan"),
    ownerName: required().pipe(z.string().max(80, "validation.userName").regex(FULL_NAME, "validation.userName")),
    mobile: required("validation.mobileInvalid")
      .transform((v) => v.replace(/[\s-]/g, "").replace(/^(\+91|0)/, ""))
      .pipe(z.string().regex(MOBILE, "validation.mobileInvalid")),
    // Optional: where the review's decision is written besides the SMS (issue 39 item 6).
    email: z.string().trim().max(120, "validation.emailInvalid").regex(EMAIL, "validation.emailInvalid").optional(),
    address: required().pipe(z.string().max(120, "validation.address1").regex(ADDRESS, "validation.address1")),
    locality: required().pipe(z.string().max(80, "validation.locality").regex(LOCALITY, "validation.locality")),
    city: required().pipe(z.string().max(40, "validation.city").regex(LETTERS_ONLY, "validation.city")),
    pincode: required("validation.pincode").pipe(z.string().regex(PINCODE, "validation.pincode")),
    accountNumber: required("merchantForm.errors.accountNumber")
      .transform((v) => v.replace(/\s/g, ""))
      .pipe(z.string().regex(BANK_ACCOUNT, "merchantForm.errors.accountNumber")),
    ifsc: required("validation.ifsc")
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(IFSC, "validation.ifsc")),
    consent: z.literal("on", { error: "merchantForm.errors.consent" }),
  });

export type MerchantSignup = z.output<ReturnType<typeof merchantSignupSchema>>;

/** The code sent to the contact mobile; a bad shape gets SPEC.md 5's 'Enter 6 digits OTP'. */
export const MerchantOtpSchema = z.object({
  intent: z.literal(MERCHANT_INTENT.verify),
  otp: z.string({ error: "validation.otp" }).trim().regex(OTP, "validation.otp"),
});

/** An admin's decision on a merchant (approve, reject, deactivate, reactivate), or opening its partner's portal. */
export const MERCHANT_ADMIN_INTENT = { masquerade: "masquerade" } as const;
export const merchantActionSchema = z.object({
  intent: z.enum(MERCHANT_ACTION_NAMES as [string, ...string[]], { error: "admin:validation.invalid" }),
  merchantId: databaseIdField("admin:merchants.errors.merchant"),
});

const FiltersSchema = z.object({
  q: z.string().trim().max(80).nullable().catch(null),
  status: z
    .enum(LISTED_STATUSES as [ListedStatus, ...ListedStatus[]])
    .nullable()
    .catch(null),
  partner: z
    .union([z.literal("none"), z.coerce.number().int().positive().max(2_147_483_647)])
    .nullable()
    .catch(null),
});

export interface MerchantFilters {
  /** Business, owner, city, the mobile's digits or the reference. */
  q: string | null;
  status: ListedStatus | null;
  /** A partner's id, or "none" for the merchants of no partner. */
  partner: number | "none" | null;
  page: number;
}

/** The list's view an address asks for (a GET form); anything unknown in it is a filter not chosen, never refused. */
export function merchantFilters(params: URLSearchParams): MerchantFilters {
  const get = (name: string) => params.get(name) || null;
  return { ...FiltersSchema.parse({ q: get("q"), status: get("status"), partner: get("partner") }), page: pageNumber(get("page")) };
}
