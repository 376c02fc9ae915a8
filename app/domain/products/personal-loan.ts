import type { LoanProfile, ProductModule } from "./shape";

/** Personal loans (SPEC.md 1): the personal profile and the employment step, matched on the amount asked there. */
export const personalLoan = {
  code: "pl",
  key: "personalLoans",
  name: "Personal Loans",
  group: "loans",
  lenders: "pl",
  journey: { detail: "/user/user-detail", offers: "/user/offers", welcomeBack: "/user/welcome-back" },
} as const satisfies ProductModule;

export const personalLoanRules = {
  profile: {
    steps: ["personal", "employment"],
    // SPEC.md 3: the update flag of the consumer's employment (salaried, or self-employed and business).
    updateRequired: (c) => (c.employmentStatusCode !== "salaried" ? c.plSeUpdateRequired === 1 : c.plUpdateRequired === 1),
    amountColumn: "seLoanAmount",
    afterProfile: "offers",
  },
} as const satisfies { profile: LoanProfile };
