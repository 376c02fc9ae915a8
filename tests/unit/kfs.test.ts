import { describe, expect, it } from "vitest";
import { keyFacts } from "~/domain/kfs";
import { pricingOf, type LenderPricing, type PricedProfile } from "~/domain/pricing";

/** The Key Fact Statement's figures (domain/kfs.ts): what the offer card, the KFS and the lender's payload all state. */
const on = { year: 2026, month: 3, day: 10 };
const profile: PricedProfile = { monthlyIncome: 60_000, employment: "salaried", creditBand: "750_plus" };
const flat = (rateBps: number, fee: LenderPricing["fee"]): LenderPricing => ({
  ...pricingOf({ pricing: null, aprMin: rateBps / 100, processingFees: null, soStatus: 0, soDateStart: null, soDateEnd: null }),
  fee,
});

describe("Key Fact Statement", () => {
  it("states the spec's example: ₹50,000 at 10.99% for 24 months is ₹2,330.16 a month, ₹55,923.83 in all; no fee, so the APR is the rate", () => {
    const facts = keyFacts(flat(1099, { percentBps: 0, minRupees: 0, maxRupees: null, gst: false }), profile, null, { amount: 50_000, months: 24 }, on);
    expect(facts.emiPaise).toBe(233_016);
    expect(facts.totalRepaymentPaise).toBeCloseTo(5_592_383, -1);
    expect(facts.schedule).toHaveLength(24);
    expect(facts.schedule.at(-1)!.balancePaise).toBe(0);
    expect(facts.aprBps).toBeGreaterThanOrEqual(1098);
    expect(facts.aprBps).toBeLessThanOrEqual(1100);
  });

  it("takes a fee and its GST off what the borrower receives, so the APR is above the rate", () => {
    const facts = keyFacts(flat(1099, { percentBps: 200, minRupees: 0, maxRupees: null, gst: true }), profile, null, { amount: 50_000, months: 24 }, on);
    expect(facts.feePaise).toBe(100_000);
    expect(facts.gstPaise).toBe(18_000);
    expect(facts.netDisbursedPaise).toBe(5_000_000 - 118_000);
    expect(facts.totalCostPaise).toBe(facts.totalInterestPaise + 118_000);
    expect(facts.aprBps).toBeGreaterThan(1290);
    expect(facts.aprBps).toBeLessThan(1350);
  });

  it("dates each instalment a month apart from the day it starts, in the same day of the month or the month's last", () => {
    const facts = keyFacts(flat(1200, { percentBps: 0, minRupees: 0, maxRupees: null, gst: false }), profile, null, { amount: 10_000, months: 3 }, { year: 2026, month: 1, day: 31 });
    expect(facts.schedule.map((i) => i.due)).toEqual([
      { year: 2026, month: 2, day: 28 },
      { year: 2026, month: 3, day: 31 },
      { year: 2026, month: 4, day: 30 },
    ]);
  });
});
