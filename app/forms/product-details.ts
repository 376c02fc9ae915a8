import { z } from "zod";
import { BUSINESS_PAN, COMPANY_NAME, GSTIN, PINCODE } from "~/domain/patterns";
import {
  GOLD_MAX_GRAMS,
  GOLD_MAX_LOAN,
  GOLD_MIN_GRAMS,
  GOLD_MIN_LOAN,
  HOUSING_MAX_LOAN,
  HOUSING_MIN_LOAN,
  PROPERTY_MAX_VALUE,
  PROPERTY_MIN_VALUE,
  productStepFields,
  type DetailField,
  type ProductStep,
} from "~/domain/product-details";
import { checkHouseholdDeclaration, householdFields, MAX_INCOME, MIN_INCOME, required, rupees } from "./profile";

const upper = (message: string, pattern: RegExp) =>
  required(message)
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(pattern, message));

const pincode = required("validation.pincode").pipe(z.string().regex(PINCODE, "validation.pincode"));

/** /user/business-detail (SPEC.md 3 business lists, 5 company name and business PAN). */
export const BusinessDetailsSchema = z
  .object({
    businessRegistrationType: required(),
    companyName: required("validation.companyName").pipe(z.string().regex(COMPANY_NAME, "validation.companyName")),
    companyType: required(),
    businessNature: required(),
    businessTurnover: required(),
    businessYears: required(),
    grossProfit: required(),
    businessAccount: required(),
    monthlyIncome: rupees(MIN_INCOME, MAX_INCOME, "validation.monthlyIncome"),
    ...householdFields,
    businessPan: upper("validation.businessPan", BUSINESS_PAN),
    gstin: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ?? "").toUpperCase())
      .refine((v) => v === "" || GSTIN.test(v), "validation.gstin"),
  })
  .superRefine((v, ctx) => {
    checkHouseholdDeclaration(v, ctx);
    // A GSTIN carries its holder's PAN: a GST number of another business is a typing mistake.
    if (GSTIN.test(v.gstin) && v.gstin.slice(2, 12) !== v.businessPan) ctx.addIssue({ code: "custom", path: ["gstin"], message: "validation.gstinPan" });
  });

/** An optional amount in whole rupees (a form's empty field is none). */
const optionalRupees = (max: number, message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      const digits = (v ?? "").replace(/[,₹\s]/g, "");
      if (!digits) return null;
      if (!/^\d+$/.test(digits) || Number(digits) > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return Number(digits);
    });

/** /user/affordable-housing-loan-detail: what a housing lender needs. */
export const HousingDetailsSchema = z
  .object({
    propertyType: required(),
    housingLoanAmount: rupees(HOUSING_MIN_LOAN, HOUSING_MAX_LOAN, "validation.housingLoanAmount"),
    propertyValue: rupees(PROPERTY_MIN_VALUE, PROPERTY_MAX_VALUE, "validation.propertyValue"),
    propertyPincode: pincode,
    coApplicantIncome: optionalRupees(MAX_INCOME, "validation.coApplicantIncome"),
  })
  .superRefine((v, ctx) => {
    if (v.housingLoanAmount > v.propertyValue) ctx.addIssue({ code: "custom", path: ["housingLoanAmount"], message: "validation.loanAboveValue" });
  });

/** /user/user-detail/gold-loan: what a gold lender needs. */
export const GoldDetailsSchema = z.object({
  goldWeightGrams: required("validation.goldWeight")
    .transform((v) => v.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d+(\.\d{1,2})?$/, "validation.goldWeight").transform(Number).pipe(z.number().min(GOLD_MIN_GRAMS, "validation.goldWeight").max(GOLD_MAX_GRAMS, "validation.goldWeight"))),
  goldPurity: required(),
  goldLoanAmount: rupees(GOLD_MIN_LOAN, GOLD_MAX_LOAN, "validation.goldLoanAmount"),
  goldPincode: pincode,
});

export const productStepSchemas = { business: BusinessDetailsSchema, housing: HousingDetailsSchema, gold: GoldDetailsSchema } as const;

export type BusinessDetails = z.output<typeof BusinessDetailsSchema>;
export type HousingDetails = z.output<typeof HousingDetailsSchema>;
export type GoldDetails = z.output<typeof GoldDetailsSchema>;
export type ProductStepValue = BusinessDetails | HousingDetails | GoldDetails;

/** The step's schema, with each select checked against its list as offered (the lists come from the database). */
export function productStepSchema(step: ProductStep, lists: Record<string, { value: string }[]>) {
  const fields = productStepFields[step] as readonly DetailField[];
  return (productStepSchemas[step] as z.ZodType<Record<string, unknown>>).superRefine((v, ctx) => {
    for (const f of fields) {
      if (!f.list) continue;
      const value = v[f.name];
      const offered = (lists[f.list] ?? []).some((o) => o.value === value) && !f.exclude?.includes(String(value));
      if (!offered) ctx.addIssue({ code: "custom", path: [f.name], message: "validation.required" });
    }
  });
}
