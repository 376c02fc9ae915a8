import type { LoanProfile, ProductModule } from "./shape";

export const GOLD_MIN_LOAN = 1_000;
/** SPEC.md 1: gold loans up to ₹1 crore. */
export const GOLD_MAX_LOAN = 10_000_000;
export const GOLD_MIN_GRAMS = 1;
export const GOLD_MAX_GRAMS = 5_000;

/**
 * Gold loans (SPEC.md 1, 2.1's gold group): the gold after employment; then
 * the gold-loan flow starts at once, giving the application to the
 * best-ranked gold lender, whose own pages book its visit.
 */
export const goldLoan = {
  code: "gl",
  key: "goldLoans",
  name: "Gold Loans",
  group: "loans",
  lenders: "gl",
  // A returning gold consumer goes through housing-welcome-back, which starts the gold flow at once (SPEC.md 2.1).
  journey: { detail: "/user/user-detail/gold-loan", offers: "/user/offers", welcomeBack: "/user/housing-welcome-back" },
  // Each gold lender's own page (its branch or home visit), and its confirmation.
  pages: { visit: "/user/gold-loan/:lender", confirmation: "/user/gold-loan/:lender/confirmation" },
} as const satisfies ProductModule;

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

export const goldLoanRules = {
  profile: {
    steps: ["personal", "employment", "gold"],
    ownStep: {
      name: "gold",
      fields: [
        { name: "goldWeightGrams", inputMode: "decimal", maxLength: 8, answer: { kind: "decimal", min: GOLD_MIN_GRAMS, max: GOLD_MAX_GRAMS, places: 2, message: "validation.goldWeight" } },
        { name: "goldPurity", list: "gold_purity" },
        { name: "goldLoanAmount", inputMode: "numeric", answer: { kind: "rupees", min: GOLD_MIN_LOAN, max: GOLD_MAX_LOAN, message: "validation.goldLoanAmount" } },
      ],
    },
    amountColumn: "goldLoanAmount",
    asking: ({ amount, goldWeightGrams, goldPurity }) => ({ goldLoanAmount: amount, goldWeightGrams, goldPurity }),
    // The amount is the gold loan's, within 75% of the gold's estimated value.
    secured: ({ goldLoanAmount: amount, goldWeightGrams: grams, goldPurity }) => {
      const karat = Number(goldPurity);
      if (typeof amount !== "number" || typeof grams !== "number" || !amount || !grams || !karat) return null;
      return { amount, extraIncome: 0, withinCollateral: amount <= goldLoanLimit(grams, karat) };
    },
    afterProfile: "gold-loan",
    // The lender is sent the application with the visit booked on its page (docs/decisions/063).
    beforeHandoff: goldLoan.pages.visit,
    continuesAtOnce: true,
  },
} as const satisfies { profile: LoanProfile };
