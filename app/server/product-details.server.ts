import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { productStepFields, type DetailField, type ProductStep } from "~/domain/product-details";
import type { BusinessDetails, GoldDetails, HousingDetails, ProductStepValue } from "~/forms/product-details";
import type { Consumer } from "./consumers.server";
import { getDb } from "./db.server";
import { completed, householdColumns } from "./profile.server";

/** The consumer columns each product step writes. */
const columnsOf = {
  business: (v: BusinessDetails) => ({
    // The business step is a business owner's employment step too (app/domain/product-details.ts).
    employmentStatusCode: "business",
    monthlyIncome: v.monthlyIncome,
    ...householdColumns(v),
    employerName: null,
    officePincode: null,
    salaryMode: null,
    businessRegistrationType: v.businessRegistrationType,
    businessName: v.companyName,
    businessCompanyType: v.companyType,
    businessNature: v.businessNature,
    businessCurrentTurnover: v.businessTurnover,
    businessYears: v.businessYears,
    businessGrossProfit: v.grossProfit,
    businessAccount: v.businessAccount,
    businessPan: v.businessPan,
    gstin: v.gstin || null,
  }),
  housing: (v: HousingDetails) => ({
    propertyType: v.propertyType,
    housingLoanAmount: v.housingLoanAmount,
    propertyValue: v.propertyValue,
    propertyPincode: v.propertyPincode,
    coApplicantIncome: v.coApplicantIncome,
  }),
  gold: (v: GoldDetails) => ({
    goldWeightGrams: v.goldWeightGrams,
    goldPurity: v.goldPurity,
    goldLoanAmount: v.goldLoanAmount,
    goldPincode: v.goldPincode,
  }),
} as const;

const productOfStep = { business: "bl", housing: "hl", gold: "gl" } as const;

/** Saves a product's own step, its last: the product's profile is then complete. */
export async function saveProductStep(consumerId: number, step: ProductStep, value: ProductStepValue): Promise<void> {
  const db = await getDb();
  const columns = (columnsOf[step] as (v: ProductStepValue) => Partial<typeof users.$inferInsert>)(value);
  await db
    .update(users)
    .set({ ...columns, ...completed(productOfStep[step]), updatedAt: new Date() })
    .where(eq(users.id, consumerId));
}

/** What the consumer saved for a product step, by field name, to fill the form again. */
export function savedProductStep(c: Consumer, step: ProductStep): Record<string, string | number | null> {
  switch (step) {
    case "business":
      return {
        // The registration question's NO is stored as "none"; this step is for registered businesses.
        businessRegistrationType: c.businessRegistrationType === "none" ? null : c.businessRegistrationType,
        companyName: c.businessName,
        companyType: c.businessCompanyType,
        businessNature: c.businessNature,
        businessTurnover: c.businessCurrentTurnover,
        businessYears: c.businessYears,
        grossProfit: c.businessGrossProfit,
        businessAccount: c.businessAccount,
        monthlyIncome: c.monthlyIncome,
        householdIncome: c.householdIncome,
        householdDeclaration: c.householdIncomeDeclaredAt ? "on" : null,
        businessPan: c.businessPan,
        gstin: c.gstin,
      };
    case "housing":
      return {
        propertyType: c.propertyType,
        housingLoanAmount: c.housingLoanAmount,
        propertyValue: c.propertyValue,
        propertyPincode: c.propertyPincode,
        coApplicantIncome: c.coApplicantIncome,
      };
    case "gold":
      return { goldWeightGrams: c.goldWeightGrams, goldPurity: c.goldPurity, goldLoanAmount: c.goldLoanAmount, goldPincode: c.goldPincode };
  }
}

/** Whether the consumer saved the product step (to resume at the right step). */
export function hasProductStep(c: Consumer, step: ProductStep): boolean {
  const saved = savedProductStep(c, step);
  return (productStepFields[step] as readonly DetailField[]).every((f) => f.optional || (saved[f.name] !== null && saved[f.name] !== undefined && saved[f.name] !== ""));
}
