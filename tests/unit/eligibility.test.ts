import { describe, expect, it } from "vitest";
import {
  matchOffers,
  parseTenure,
  reasonsNotMatched,
  specialOfferOn,
  ticketClassOf,
  type EligibilityProfile,
  type LenderCriteria,
} from "~/domain/eligibility";

const today = { year: 2026, month: 11, day: 22 };

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
    ...overrides,
  };
}

const profile: EligibilityProfile = {
  monthlyIncome: 40_000,
  age: 30,
  employment: "salaried",
  desiredAmount: 100_000,
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
    const { offers } = matchOffers(profile, lenders, today);
    expect(offers.map((o) => o.lender.name)).toEqual(["b", "d", "e", "c", "a", "f"]);
  });

  it("lists each lender not matched with its reasons", () => {
    const { offers, notMatched } = matchOffers(profile, [lender({ id: 1, name: "ok" }), lender({ id: 2, name: "rich", displayName: "Rich", minIncome: 100_000 })], today);
    expect(offers).toHaveLength(1);
    expect(notMatched).toEqual([{ lender: expect.objectContaining({ name: "rich" }), reasons: ["income_below_min"] }]);
  });

  it("shows an EMI example for the amount needed, capped at what the lender lends", () => {
    const [offer] = matchOffers({ ...profile, desiredAmount: 50_000 }, [lender({ aprMin: 10.99 })], today).offers;
    expect(offer.example).toMatchObject({ amount: 50_000, months: 24, monthly: 2330.16, total: 55923.83 });
    const [capped] = matchOffers({ ...profile, desiredAmount: 800_000 }, [lender({ loanAmountUpto: 300_000 })], today).offers;
    expect(capped.example.amount).toBe(300_000);
  });

  it("keeps the example tenure inside the lender's tenure", () => {
    const [offer] = matchOffers(profile, [lender({ tenure: "3-12" })], today).offers;
    expect(offer.example.months).toBe(12);
  });
});

describe("special offers and tenure", () => {
  it("shows a special offer only inside its dates", () => {
    const l = lender({ soStatus: 1, soText: "Zero fee", soDateStart: "2026-11-01", soDateEnd: "2026-11-30" });
    expect(specialOfferOn(l, today)).toBe("Zero fee");
    expect(specialOfferOn(l, { year: 2026, month: 12, day: 1 })).toBeNull();
    expect(specialOfferOn({ ...l, soStatus: 0 }, today)).toBeNull();
  });

  it("reads tenure text", () => {
    expect(parseTenure("6-60")).toEqual({ min: 6, max: 60 });
    expect(parseTenure("12 - 48 months")).toEqual({ min: 12, max: 48 });
    expect(parseTenure("36")).toEqual({ min: 36, max: 36 });
    expect(parseTenure(null)).toEqual({ min: 12, max: 60 });
  });
});
