import { HOUSEHOLD_DECLARATION, HOUSEHOLD_INCOME } from "../lending/product-details";
import { BUSINESS_PAN, COMPANY_NAME, GSTIN } from "../platform/patterns";
import { MAX_INCOME, MIN_INCOME } from "../consumer/profile-limits";
import type { LoanProfile, ProductModule } from "./shape";

/**
 * Business loans (SPEC.md 1, 2.1): a registered business's owner. The
 * products page asks first whether the business is registered; NO makes it a
 * personal loan. Its own step replaces employment (docs/decisions/026-every-product.md).
 */
export const businessLoan = {
  code: "bl",
  key: "businessLoans",
  name: "Business Loans",
  group: "loans",
  lenders: "bl",
  journey: { detail: "/user/business-detail", offers: "/user/business-offers", welcomeBack: "/user/business-welcome-back" },
  registrationQuestion: { dialog: "business", whenNo: "pl" },
} as const satisfies ProductModule;

export const businessLoanRules = {
  profile: {
    steps: ["personal", "business"],
    ownStep: {
      name: "business",
      fields: [
        // "none" is the NO answer of the registration question, which makes it a personal loan (SPEC.md 4).
        { name: "businessRegistrationType", list: "business_registration_type", exclude: ["none"] },
        { name: "companyName", maxLength: 40, column: "businessName", answer: { kind: "text", pattern: COMPANY_NAME, message: "validation.companyName" } },
        { name: "companyType", list: "business_company_type", column: "businessCompanyType" },
        { name: "businessNature", list: "business_nature" },
        { name: "businessTurnover", list: "business_current_turnover", column: "businessCurrentTurnover" },
        { name: "businessYears", list: "business_years" },
        { name: "grossProfit", list: "business_gross_profit", column: "businessGrossProfit" },
        { name: "businessAccount", list: "business_account" },
        { name: "monthlyIncome", inputMode: "numeric", answer: { kind: "rupees", min: MIN_INCOME, max: MAX_INCOME, message: "validation.monthlyIncome" } },
        // The EMIs already paid: lenders' affordability rule reads them (docs/decisions/090).
        { name: "ownerExistingEmi", inputMode: "numeric", optional: true, column: "emi", answer: { kind: "rupees", min: 0, max: MAX_INCOME, message: "validation.existingEmi" } },
        HOUSEHOLD_INCOME,
        HOUSEHOLD_DECLARATION,
        { name: "businessPan", maxLength: 10, upperCase: true, answer: { kind: "text", pattern: BUSINESS_PAN, message: "validation.businessPan" } },
        { name: "gstin", maxLength: 15, upperCase: true, optional: true, answer: { kind: "text", pattern: GSTIN, message: "validation.gstin" } },
      ],
      // The business step is a business owner's employment step too.
      sets: { employmentStatusCode: "business", employerName: null, officePincode: null, salaryMode: null },
      // A GSTIN carries its holder's PAN: a GST number of another business is a typing mistake.
      check: ({ gstin, businessPan }) => (typeof gstin === "string" && GSTIN.test(gstin) && gstin.slice(2, 12) !== businessPan ? [{ field: "gstin", message: "validation.gstinPan" }] : []),
    },
    amountColumn: "seLoanAmount",
    afterProfile: "offers",
  },
} as const satisfies { profile: LoanProfile };

/**
 * The business registration type after the registration question (SPEC.md
 * 4): NO is "none" (not registered; a personal loan); YES keeps a registered
 * type already saved, else leaves it for /user/business-detail to ask.
 */
export function registrationAfterAnswer(current: string | null, registered: boolean): string | null {
  if (!registered) return "none";
  return current && current !== "none" ? current : null;
}
