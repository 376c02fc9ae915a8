import { financedWithin, purchaseAsking, type LoanProfile, type ProductModule } from "./shape";

export const CAR_MIN_PRICE = 100_000;
export const CAR_MAX_PRICE = 20_000_000;
/** The most of a car's on-road price its lenders finance: a new car 90%, a used one 80% (docs/decisions/053-new-loan-products.md). */
export const CAR_FUNDING_CAP = { new: 0.9, used: 0.8 } as const;

/** Car loans (SPEC.md 1): new or used, the on-road price and the down payment after employment. */
export const carLoan = {
  code: "car",
  key: "carLoans",
  name: "Car Loans",
  group: "loans",
  lenders: "car",
  journey: { detail: "/user/car-loan-detail", offers: "/user/car-offers", welcomeBack: "/user/car-welcome-back" },
} as const satisfies ProductModule;

export const carLoanRules = {
  profile: {
    steps: ["personal", "employment", "car"],
    ownStep: {
      name: "car",
      fields: [
        { name: "carCondition", list: "car_condition" },
        { name: "carOnRoadPrice", inputMode: "numeric", answer: { kind: "rupees", min: CAR_MIN_PRICE, max: CAR_MAX_PRICE, message: "validation.carOnRoadPrice" } },
        { name: "carDownPayment", inputMode: "numeric", answer: { kind: "rupees", min: 0, max: CAR_MAX_PRICE, message: "validation.downPayment" } },
      ],
      check: ({ carOnRoadPrice, carDownPayment }) => (Number(carDownPayment) >= Number(carOnRoadPrice) ? [{ field: "carDownPayment", message: "validation.downPaymentAbovePrice" }] : []),
    },
    amountColumn: "carOnRoadPrice",
    asking: ({ amount, value }) => {
      const { price, down } = purchaseAsking(amount, value);
      return { carCondition: "new", carOnRoadPrice: price, carDownPayment: down };
    },
    // The loan is the price less the down payment, within the share of the price a lender finances.
    secured: ({ carCondition, carOnRoadPrice, carDownPayment }) => financedWithin(carOnRoadPrice, carDownPayment, carCondition === "used" ? CAR_FUNDING_CAP.used : CAR_FUNDING_CAP.new),
    afterProfile: "offers",
  },
} as const satisfies { profile: LoanProfile };
