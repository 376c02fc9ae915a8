import type { LoanProfile, ProductModule } from "./shape";

export const SOLAR_MIN_KW = 1;
export const SOLAR_MAX_KW = 500;
export const SOLAR_MIN_QUOTE = 30_000;
export const SOLAR_MAX_QUOTE = 20_000_000;
/**
 * What a rooftop system costs per kW, installed (before subsidy), lowest and
 * highest: a quote outside it is a typing mistake or not a rooftop system.
 */
export const SOLAR_RUPEES_PER_KW = { min: 25_000, max: 150_000 } as const;

/**
 * Solar-panel loans: the roof, the system's size and the installer's quote
 * after employment. A host whose brand sets it as its landing product shows
 * its landing on the empty path (SPEC.md 2.1; docs/decisions/054-solar-host.md).
 */
export const solarLoan = {
  code: "solar",
  key: "solarLoans",
  name: "Solar Panel Loans",
  group: "loans",
  lenders: "solar",
  journey: { detail: "/user/solar-loan-detail", offers: "/user/solar-offers", welcomeBack: "/user/solar-welcome-back" },
  ownLanding: true,
} as const satisfies ProductModule;

export const solarLoanRules = {
  profile: {
    steps: ["personal", "employment", "solar"],
    ownStep: {
      name: "solar",
      fields: [
        { name: "solarRoofType", list: "roof_type" },
        { name: "solarSystemKw", inputMode: "decimal", maxLength: 5, answer: { kind: "decimal", min: SOLAR_MIN_KW, max: SOLAR_MAX_KW, places: 1, message: "validation.solarSystemKw" } },
        { name: "solarInstallerQuote", inputMode: "numeric", answer: { kind: "rupees", min: SOLAR_MIN_QUOTE, max: SOLAR_MAX_QUOTE, message: "validation.solarInstallerQuote" } },
      ],
      check: ({ solarSystemKw, solarInstallerQuote }) => {
        const perKw = Number(solarInstallerQuote) / Number(solarSystemKw);
        return perKw < SOLAR_RUPEES_PER_KW.min || perKw > SOLAR_RUPEES_PER_KW.max ? [{ field: "solarInstallerQuote", message: "validation.solarQuotePerKw" }] : [];
      },
    },
    amountColumn: "solarInstallerQuote",
    // The installer's quote is the amount: the system is financed whole.
    secured: ({ solarInstallerQuote: amount }) => (typeof amount === "number" && amount ? { amount, extraIncome: 0, withinCollateral: true } : null),
    afterProfile: "offers",
  },
} as const satisfies { profile: LoanProfile };
