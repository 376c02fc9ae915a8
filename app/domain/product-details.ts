import { HOUSEHOLD_BANDS_DECLARED } from "./household-income";
import type { LenderProduct } from "./products";

/**
 * The steps of each loan product's profile, and the fields of the steps that
 * ask what its lenders need (SPEC.md 2.1, issue 10). A product's own step is
 * data: the detail page renders its fields from this list, the server checks
 * them with the step's schema (app/forms/product-details.ts).
 */
export type ProfileStep = "personal" | "employment" | "business" | "gold" | "housing";
export type ProductStep = Exclude<ProfileStep, "personal" | "employment">;

export const profileSteps: Record<LenderProduct, readonly ProfileStep[]> = {
  pl: ["personal", "employment"],
  // A registered business: its details replace the employment step (it is a business owner's loan).
  bl: ["personal", "business"],
  gl: ["personal", "employment", "gold"],
  hl: ["personal", "employment", "housing"],
};

export function isProductStep(step: ProfileStep): step is ProductStep {
  return step === "business" || step === "gold" || step === "housing";
}

/** One field of a product's step: a select of a select list, a checkbox, else a text box. */
export interface DetailField {
  name: string;
  list?: string;
  checkbox?: boolean;
  /** Shown (with JavaScript) only when this select's value is one of these; without it, always, and the server ignores it otherwise. */
  shownWhen?: { field: string; values: readonly string[] };
  inputMode?: "numeric" | "decimal";
  maxLength?: number;
  optional?: boolean;
  upperCase?: boolean;
  /** Options of the list not offered here. */
  exclude?: readonly string[];
}

/** The household's yearly income and, above ₹3,00,000, its declaration: asked with the income, in the employment or business step. */
export const HOUSEHOLD_FIELDS = [
  { name: "householdIncome", list: "household_income" },
  { name: "householdDeclaration", checkbox: true, optional: true, shownWhen: { field: "householdIncome", values: HOUSEHOLD_BANDS_DECLARED } },
] as const satisfies readonly DetailField[];

export const productStepFields = {
  business: [
    // "none" is the NO answer of the registration question, which makes it a personal loan (SPEC.md 4).
    { name: "businessRegistrationType", list: "business_registration_type", exclude: ["none"] },
    { name: "companyName", maxLength: 40 },
    { name: "companyType", list: "business_company_type" },
    { name: "businessNature", list: "business_nature" },
    { name: "businessTurnover", list: "business_current_turnover" },
    { name: "businessYears", list: "business_years" },
    { name: "grossProfit", list: "business_gross_profit" },
    { name: "businessAccount", list: "business_account" },
    { name: "monthlyIncome", inputMode: "numeric" },
    ...HOUSEHOLD_FIELDS,
    { name: "businessPan", maxLength: 10, upperCase: true },
    { name: "gstin", maxLength: 15, upperCase: true, optional: true },
  ],
  housing: [
    { name: "propertyType", list: "property_type" },
    { name: "housingLoanAmount", inputMode: "numeric" },
    { name: "propertyValue", inputMode: "numeric" },
    { name: "propertyPincode", inputMode: "numeric", maxLength: 6 },
    { name: "coApplicantIncome", inputMode: "numeric", optional: true },
  ],
  gold: [
    { name: "goldWeightGrams", inputMode: "decimal", maxLength: 8 },
    { name: "goldPurity", list: "gold_purity" },
    { name: "goldLoanAmount", inputMode: "numeric" },
    { name: "goldPincode", inputMode: "numeric", maxLength: 6 },
  ],
} as const satisfies Record<ProductStep, readonly DetailField[]>;

export type DetailFieldName = (typeof productStepFields)[ProductStep][number]["name"];

/** The select lists a step's fields offer. */
export function listsOfStep(step: ProductStep): string[] {
  return (productStepFields[step] as readonly DetailField[]).flatMap((f) => (f.list ? [f.list] : []));
}

// ─── Limits ─────────────────────────────────────────────────────────────────

export const GOLD_MIN_LOAN = 1_000;
/** SPEC.md 1: gold loans up to ₹1 crore. */
export const GOLD_MAX_LOAN = 10_000_000;
export const GOLD_MIN_GRAMS = 1;
export const GOLD_MAX_GRAMS = 5_000;
export const HOUSING_MIN_LOAN = 100_000;
export const HOUSING_MAX_LOAN = 10_000_000;
export const PROPERTY_MIN_VALUE = 100_000;
export const PROPERTY_MAX_VALUE = 100_000_000;

/**
 * RBI's loan-to-value caps for housing loans: 90% of the property's value up
 * to a ₹30 lakh loan, 80% up to ₹75 lakh, 75% above.
 */
export function housingLtvCap(loanAmount: number): number {
  if (loanAmount <= 3_000_000) return 0.9;
  if (loanAmount <= 7_500_000) return 0.8;
  return 0.75;
}

export function withinHousingLtv(loanAmount: number, propertyValue: number): boolean {
  return loanAmount <= propertyValue * housingLtvCap(loanAmount);
}

/**
 * A rough price of a gram of 24-karat gold, for the estimate only: each gold
 * lender values the gold itself at the visit (docs/decisions/026-every-product.md).
 */
export const GOLD_RATE_PER_GRAM_24K = 7_500;
/** RBI caps a gold loan at 75% of the gold's value. */
export const GOLD_LTV = 0.75;

/** The most a gold lender would lend on this gold, by the estimate. */
export function goldLoanLimit(grams: number, karat: number, ratePerGram24k = GOLD_RATE_PER_GRAM_24K): number {
  return Math.floor(grams * (karat / 24) * ratePerGram24k * GOLD_LTV);
}
