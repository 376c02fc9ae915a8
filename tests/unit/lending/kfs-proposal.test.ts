import { describe, expect, it } from "vitest";
import { keyFacts } from "~/domain/lending/kfs";
import { feeRuleWords, lenderOfferOf, normaliseProposalNumber, PROPOSAL_NUMBER, proposalHoldsOn, proposalNumber, sameTerms, snapshotOf } from "~/domain/lending/kfs-proposal";
import { kfsValidUntil } from "~/domain/lending/kfs-snapshot";
import { pricingOf, type PricedProfile } from "~/domain/lending/pricing";

/** Proposals (docs/decisions/091): a readable unique number, 3 working days of validity, and when a statement is "the same terms". */
const profile: PricedProfile = { monthlyIncome: 60_000, employment: "salaried", creditBand: "750_plus" };
const pricing = pricingOf({ pricing: null, aprMin: 13.5, processingFees: "2% + GST", soStatus: 0, soDateStart: null, soDateEnd: null });
const friday = { year: 2026, month: 11, day: 27 };
const lender = {
  name: "kaveri-finserv",
  displayName: "Kaveri Finserv",
  grievanceOfficer: "R. Iyer",
  grievanceEmail: "grievance@kaveri.example",
  contactPhone: "1800 200 3000",
  contactEmail: "care@kaveri.example",
  recoveryContact: "Collections desk",
  coolingOffDays: 3,
};

describe("a proposal number", () => {
  it("is CL-{yymm}-{6 symbols} of an alphabet without I, L, O or U", () => {
    const number = proposalNumber(friday, Uint8Array.from([0, 31, 7, 18, 255, 100]));
    expect(number).toBe("CL-2611-0Z7JZ4");
    expect(number).toMatch(PROPOSAL_NUMBER);
    for (let i = 0; i < 200; i++) {
      const random = crypto.getRandomValues(new Uint8Array(6));
      expect(proposalNumber(friday, random)).toMatch(/^CL-2611-[0-9A-HJKMNP-TV-Z]{6}$/);
    }
  });

  it("is read back as typed: lower case, spaces, and O, I or L for 0 and 1; anything else is none", () => {
    expect(normaliseProposalNumber(" cl-2611-7f3k9q ")).toBe("CL-2611-7F3K9Q");
    expect(normaliseProposalNumber("CL-2611-7F3KOI")).toBe("CL-2611-7F3K01");
    expect(normaliseProposalNumber("CL-2611-7F3K9")).toBeNull();
    expect(normaliseProposalNumber("../../etc")).toBeNull();
    expect(normaliseProposalNumber("")).toBeNull();
  });
});

describe("validity", () => {
  it("is 3 working days: a Friday's proposal holds until Wednesday, a Monday's until Thursday", () => {
    expect(kfsValidUntil(friday)).toEqual({ year: 2026, month: 12, day: 2 });
    expect(kfsValidUntil({ year: 2026, month: 11, day: 23 })).toEqual({ year: 2026, month: 11, day: 26 });
  });

  it("holds through its last day and not the day after", () => {
    expect(proposalHoldsOn("2026-12-02", { year: 2026, month: 12, day: 2 })).toBe(true);
    expect(proposalHoldsOn("2026-12-02", friday)).toBe(true);
    expect(proposalHoldsOn("2026-12-02", { year: 2026, month: 12, day: 3 })).toBe(false);
  });
});

describe("the same terms", () => {
  const facts = keyFacts(pricing, profile, null, { amount: 100_000, months: 24 }, friday);

  it("are the same amount, tenure and price, whatever day the schedule starts", () => {
    expect(sameTerms(facts, keyFacts(pricing, profile, null, { amount: 100_000, months: 24 }, { year: 2026, month: 11, day: 30 }))).toBe(true);
  });

  it("are not another amount, another tenure, a changed price or a special offer", () => {
    expect(sameTerms(facts, keyFacts(pricing, profile, null, { amount: 90_000, months: 24 }, friday))).toBe(false);
    expect(sameTerms(facts, keyFacts(pricing, profile, null, { amount: 100_000, months: 36 }, friday))).toBe(false);
    expect(sameTerms(facts, keyFacts({ ...pricing, rateBps: { ...pricing.rateBps, "750_plus": 1400 } }, profile, null, { amount: 100_000, months: 24 }, friday))).toBe(false);
    const waiver = { kind: "fee_waiver" as const, lessBps: 0, who: { employment: [], creditBands: [], minMonthlyIncome: null } };
    expect(sameTerms(facts, keyFacts(pricing, profile, waiver, { amount: 100_000, months: 24 }, friday))).toBe(false);
  });
});

describe("the fee rule in words", () => {
  it("is made of the rule's fields, for each language to word", () => {
    expect(feeRuleWords({ percentBps: 0, minRupees: 0, maxRupees: null, gst: true })).toEqual({ kind: "nil" });
    expect(feeRuleWords({ percentBps: 0, minRupees: 999, maxRupees: 999, gst: true })).toEqual({ kind: "flat", rupees: 999, gst: true });
    expect(feeRuleWords({ percentBps: 200, minRupees: 1000, maxRupees: 5000, gst: false })).toEqual({ kind: "percent", percentBps: 200, minRupees: 1000, maxRupees: 5000, gst: false });
    expect(feeRuleWords({ percentBps: 150, minRupees: 0, maxRupees: null, gst: true })).toEqual({ kind: "percent", percentBps: 150, minRupees: null, maxRupees: null, gst: true });
  });
});

describe("what the lender is sent", () => {
  it("is the statement's figures in rupees with paise and its number", () => {
    const facts = keyFacts(pricing, profile, null, { amount: 100_000, months: 24 }, friday);
    const offer = lenderOfferOf("CL-2611-7F3K9Q", snapshotOf(lender, pricing, facts), "2% + GST");
    expect(offer).toMatchObject({
      amount: 100_000,
      tenure_months: 24,
      interest_rate: 13.5,
      apr: facts.aprBps / 100,
      processing_fee: 2000,
      gst_on_processing_fee: 360,
      emi: facts.emiPaise / 100,
      total_cost: facts.totalCostPaise / 100,
      kfs_proposal_number: "CL-2611-7F3K9Q",
    });
    expect(String(offer.emi)).toMatch(/^\d+(\.\d{1,2})?$/);
  });
});
