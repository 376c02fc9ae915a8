import { PINCODE } from "../platform/patterns";
import { MAX_INCOME } from "../consumer/profile-limits";
import type { LoanProfile, ProductModule } from "./shape";

export const HOUSING_MIN_LOAN = 100_000;
export const HOUSING_MAX_LOAN = 10_000_000;
export const PROPERTY_MIN_VALUE = 100_000;
export const PROPERTY_MAX_VALUE = 100_000_000;

/**
 * Affordable housing loans (SPEC.md 1, 2.1): the property after employment;
 * a returning consumer goes on to the housing offers at once.
 */
export const housingLoan = {
  code: "hl",
  key: "housingLoans",
  name: "Affordable Housing Loan",
  group: "loans",
  lenders: "hl",
  journey: { detail: "/user/affordable-housing-loan-detail", offers: "/user/housing-offers", welcomeBack: "/user/housing-welcome-back" },
} as const satisfies ProductModule;

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

export const housingLoanRules = {
  profile: {
    steps: ["personal", "employment", "housing"],
    ownStep: {
      name: "housing",
      fields: [
        { name: "propertyType", list: "property_type" },
        { name: "housingLoanAmount", inputMode: "numeric", answer: { kind: "rupees", min: HOUSING_MIN_LOAN, max: HOUSING_MAX_LOAN, message: "validation.housingLoanAmount" } },
        { name: "propertyValue", inputMode: "numeric", answer: { kind: "rupees", min: PROPERTY_MIN_VALUE, max: PROPERTY_MAX_VALUE, message: "validation.propertyValue" } },
        { name: "propertyPincode", inputMode: "numeric", maxLength: 6, answer: { kind: "text", pattern: PINCODE, message: "validation.pincode" } },
        { name: "coApplicantIncome", inputMode: "numeric", optional: true, answer: { kind: "rupees", min: 0, max: MAX_INCOME, message: "validation.coApplicantIncome" } },
      ],
      check: ({ housingLoanAmount, propertyValue }) => (Number(housingLoanAmount) > Number(propertyValue) ? [{ field: "housingLoanAmount", message: "validation.loanAboveValue" }] : []),
    },
    amountColumn: "housingLoanAmount",
    asking: ({ amount, value, coApplicantIncome }) => ({ housingLoanAmount: amount, propertyValue: value, coApplicantIncome }),
    // The amount is the housing loan's, a co-applicant's income is added, and the loan stays within RBI's caps.
    secured: ({ housingLoanAmount: amount, propertyValue, coApplicantIncome }) => {
      if (typeof amount !== "number" || typeof propertyValue !== "number" || !amount || !propertyValue) return null;
      return { amount, extraIncome: typeof coApplicantIncome === "number" ? coApplicantIncome : 0, withinCollateral: withinHousingLtv(amount, propertyValue) };
    },
    afterProfile: "offers",
    continuesAtOnce: true,
  },
} as const satisfies { profile: LoanProfile };
