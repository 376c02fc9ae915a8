import { financedWithin, purchaseAsking, type LoanProfile, type ProductModule } from "./shape";

export const TWO_WHEELER_MIN_PRICE = 20_000;
export const TWO_WHEELER_MAX_PRICE = 1_000_000;
/** The most of a two-wheeler's price its lenders finance (docs/decisions/053-new-loan-products.md). */
export const TWO_WHEELER_FUNDING_CAP = 0.95;

/** Two-wheeler loans (SPEC.md 1's 2-wheeler loans): the model's price and the down payment after employment. */
export const twoWheelerLoan = {
  code: "tw",
  key: "twoWheelerLoans",
  name: "Two-wheeler Loans",
  group: "loans",
  lenders: "tw",
  journey: { detail: "/user/two-wheeler-loan-detail", offers: "/user/two-wheeler-offers", welcomeBack: "/user/two-wheeler-welcome-back" },
} as const satisfies ProductModule;

export const twoWheelerLoanRules = {
  profile: {
    steps: ["personal", "employment", "twoWheeler"],
    ownStep: {
      name: "twoWheeler",
      fields: [
        { name: "twModelPrice", inputMode: "numeric", answer: { kind: "rupees", min: TWO_WHEELER_MIN_PRICE, max: TWO_WHEELER_MAX_PRICE, message: "validation.twModelPrice" } },
        { name: "twDownPayment", inputMode: "numeric", answer: { kind: "rupees", min: 0, max: TWO_WHEELER_MAX_PRICE, message: "validation.downPayment" } },
      ],
      check: ({ twModelPrice, twDownPayment }) => (Number(twDownPayment) >= Number(twModelPrice) ? [{ field: "twDownPayment", message: "validation.downPaymentAbovePrice" }] : []),
    },
    amountColumn: "twModelPrice",
    asking: ({ amount, value }) => {
      const { price, down } = purchaseAsking(amount, value);
      return { twModelPrice: price, twDownPayment: down };
    },
    secured: ({ twModelPrice, twDownPayment }) => financedWithin(twModelPrice, twDownPayment, TWO_WHEELER_FUNDING_CAP),
    afterProfile: "offers",
  },
} as const satisfies { profile: LoanProfile };
