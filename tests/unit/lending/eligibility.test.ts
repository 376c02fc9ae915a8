import { describe, expect, it } from "vitest";
import { specialOfferFor } from "~/domain/lending/pricing";
import { matchOffers, reasonsNotMatched, ticketClassOf, type EligibilityProfile, type LenderCriteria } from "~/domain/lending/eligibility";
import { parseTenure } from "~/domain/lending/tenure";

const today = { year: 2026, month: 11, day: 22 };

/** A grid with one rate for every band and a 2% fee, and the given special offer. */
function gridOf(specialOffer: NonNullable<LenderCriteria["pricing"]>["specialOffer"]): NonNullable<LenderCriteria["pricing"]> {
  const rate = 1200;
  return {
    rateBps: { "750_plus": rate, "700_749": rate, "650_699": rate, below_650: rate, new_to_credit: rate, dont_know: rate },
    employmentExtraBps: { salaried: 0, self_employed: 0, business: 0 },
    incomeDiscounts: [],
    fee: { percentBps: 200, minRupees: 0, maxRupees: null, gst: true },
    penal: { overdueBpsPerYear: 2400, bounceRupees: 500 },
    forecloseBps: 0,
    maxEmiSharePercent: 50,
    specialOffer,
  };
}

function lender(overrides: Partial<LenderCriteria> = {}): LenderCriteria {
  return {
    id: 1,
    name: "kaveri",
    displayName: "Kaveri Finserv",
    logoUrl: null,
    minIncome: 15_000,
    maxIncome: null,
    minAge: 21,
    maxAge: 58,
    ticketClass: 4,
    creditScoreClass: 4,
    salaried: 1,
    selfEmployed: 1,
    business: 0,
    priority: 0,
    aprMin: 12,
    aprMax: 24,
    interestRate: "12% - 24%",
    loanAmountUpto: 500_000,
    minLoanAmount: 10_000,
    tenure: "6-60",
    processingFees: "2% + GST",
    soStatus: 0,
    soText: null,
    soDateStart: null,
    soDateEnd: null,
    pricing: null,
    ...overrides,
  };
}

const profile: EligibilityProfile = {
  monthlyIncome: 40_000,
  age: 30,
  employment: "salaried",
  desiredAmount: 100_000,
  existingEmi: 0,
  creditBand: "700_749",
};

describe("eligibility criteria", () => {
  it("matches a profile inside every limit", () => {
    expect(reasonsNotMatched(profile, lender())).toEqual([]);
  });

  it("checks income against the minimum and the maximum", () => {
    expect(reasonsNotMatched({ ...profile, monthlyIncome: 10_000 }, lender())).toEqual(["income_below_min"]);
    expect(reasonsNotMatched({ ...profile, monthlyIncome: 90_000 }, lender({ maxIncome: 80_000 }))).toEqual(["income_above_max"]);
  });

  it("checks age against both limits", () => {
    expect(reasonsNotMatched({ ...profile, age: 20 }, lender())).toEqual(["age_below_min"]);
    expect(reasonsNotMatched({ ...profile, age: 59 }, lender())).toEqual(["age_above_max"]);
    expect(reasonsNotMatched({ ...profile, age: 58 }, lender())).toEqual([]);
  });

  it("checks the kind of employment the lender serves", () => {
    expect(reasonsNotMatched({ ...profile, employment: "business" }, lender())).toEqual(["employment_not_served"]);
    expect(reasonsNotMatched({ ...profile, employment: "self_employed" }, lender({ selfEmployed: 0 }))).toEqual(["employment_not_served"]);
  });

  it("checks the amount against the ticket class", () => {
    expect(ticketClassOf(50_000)).toBe(1);
    expect(ticketClassOf(50_001)).toBe(2);
    expect(ticketClassOf(500_000)).toBe(3);
    expect(ticketClassOf(500_001)).toBe(4);
    expect(reasonsNotMatched(profile, lender({ ticketClass: 1 }))).toEqual(["amount_above_ticket_class"]);
    expect(reasonsNotMatched(profile, lender({ ticketClass: 2 }))).toEqual([]);
  });

  it("checks the declared credit score band, but not a score the consumer does not know", () => {
    expect(reasonsNotMatched(profile, lender({ creditScoreClass: 1 }))).toEqual(["credit_score_below_class"]);
    expect(reasonsNotMatched(profile, lender({ creditScoreClass: 2 }))).toEqual([]);
    expect(reasonsNotMatched({ ...profile, creditBand: "dont_know" }, lender({ creditScoreClass: 1 }))).toEqual([]);
    expect(reasonsNotMatched({ ...profile, creditBand: "new_to_credit" }, lender({ creditScoreClass: 3 }))).toEqual(["credit_score_below_class"]);
  });

  it("gives every reason at once", () => {
    expect(reasonsNotMatched({ ...profile, monthlyIncome: 5_000, age: 19 }, lender())).toEqual(["income_below_min", "age_below_min"]);
  });
});

describe("ranking", () => {
  it("puts the lowest APR first, then the larger amount, with priority only breaking ties", () => {
    const lenders = [
      lender({ id: 1, name: "a", displayName: "A", aprMin: 14, priority: 99 }),
      lender({ id: 2, name: "b", displayName: "B", aprMin: 11 }),
      lender({ id: 3, name: "c", displayName: "C", aprMin: 12, loanAmountUpto: 300_000 }),
      lender({ id: 4, name: "d", displayName: "D", aprMin: 12, loanAmountUpto: 900_000 }),
      lender({ id: 5, name: "e", displayName: "E", aprMin: 12, loanAmountUpto: 300_000, priority: 5 }),
      lender({ id: 6, name: "f", displayName: "F", aprMin: null }),
    ];
    const { offers, notMatched } = matchOffers(profile, lenders, today);
    expect(offers.map((o) => o.lender.name)).toEqual(["b", "d", "e", "c", "a"]);
    // No grid and no rate: it cannot state an APR, so it is not offered at a made-up 0%.
    expect(notMatched).toEqual([{ lender: expect.objectContaining({ name: "f" }), reasons: ["rate_not_published"] }]);
  });

  it("lists each lender not matched with its reasons", () => {
    const { offers, notMatched } = matchOffers(profile, [lender({ id: 1, name: "ok" }), lender({ id: 2, name: "rich", displayName: "Rich", minIncome: 100_000 })], today);
    expect(offers).toHaveLength(1);
    expect(notMatched).toEqual([{ lender: expect.objectContaining({ name: "rich" }), reasons: ["income_below_min"] }]);
  });

  it("prices the amount needed, capped at what the lender lends, over 36 months unless the consumer picks another tenure", () => {
    const [offer] = matchOffers({ ...profile, desiredAmount: 50_000 }, [lender({ aprMin: 10.99, processingFees: null })], today, { months: 24 }).offers;
    expect(offer.facts).toMatchObject({ amount: 50_000, months: 24, rateBps: 1099, emiPaise: 233_016, feePaise: 0 });
    const [capped] = matchOffers({ ...profile, desiredAmount: 800_000, monthlyIncome: 400_000 }, [lender({ loanAmountUpto: 300_000 })], today).offers;
    expect(capped.facts).toMatchObject({ amount: 300_000, months: 36 });
  });

  it("keeps the tenure inside the lender's tenure", () => {
    const [offer] = matchOffers(profile, [lender({ tenure: "3-12" })], today).offers;
    expect(offer.facts.months).toBe(12);
  });
});

describe("affordability", () => {
  it("lowers the amount to the largest whose EMI, with the EMIs already paid, fits the lender's share of income, and says so", () => {
    // ₹30,000 a month, ₹5,000 already in EMIs: at most ₹10,000 more a month (50%).
    const [offer] = matchOffers({ ...profile, monthlyIncome: 30_000, existingEmi: 5_000, desiredAmount: 900_000 }, [lender({ loanAmountUpto: 1_000_000 })], today).offers;
    expect(offer.reducedToFit).toEqual({ wantedAmount: 900_000, maxEmiPaise: 1_000_000 });
    expect(offer.facts.emiPaise).toBeLessThanOrEqual(1_000_000);
    expect(offer.facts.amount).toBeLessThan(900_000);
  });

  it("lists a lender as not matched when even its smallest loan would not fit", () => {
    const { offers, notMatched } = matchOffers({ ...profile, monthlyIncome: 20_000, existingEmi: 9_900 }, [lender({ minLoanAmount: 50_000 })], today);
    expect(offers).toEqual([]);
    expect(notMatched[0].reasons).toEqual(["emi_above_income_share"]);
  });

  it("leaves an affordable offer as asked", () => {
    const [offer] = matchOffers(profile, [lender()], today).offers;
    expect(offer.reducedToFit).toBeNull();
    expect(offer.facts.amount).toBe(100_000);
  });
});

describe("special offers and tenure", () => {
  it("applies a special offer only inside its dates, switched on, to those its condition names; never from its text alone", () => {
    const waiver = { kind: "fee_waiver" as const, lessBps: 0, who: { employment: ["salaried" as const], creditBands: [], minMonthlyIncome: null } };
    const base = lender({ soStatus: 1, soText: "Zero fee", soDateStart: "2026-11-01", soDateEnd: "2026-11-30" });
    const priced = { ...base, pricing: gridOf(waiver) };
    expect(specialOfferFor(priced, profile, today)).toEqual(waiver);
    expect(specialOfferFor(priced, profile, { year: 2026, month: 12, day: 1 })).toBeNull();
    expect(specialOfferFor({ ...priced, soStatus: 0 }, profile, today)).toBeNull();
    expect(specialOfferFor(priced, { ...profile, employment: "self_employed" }, today)).toBeNull();
    expect(specialOfferFor(base, profile, today)).toBeNull();
  });

  it("reads tenure text", () => {
    expect(parseTenure("6-60")).toEqual({ min: 6, max: 60 });
    expect(parseTenure("12 - 48 months")).toEqual({ min: 12, max: 48 });
    expect(parseTenure("36")).toEqual({ min: 36, max: 36 });
    expect(parseTenure(null)).toEqual({ min: 12, max: 60 });
  });
});
