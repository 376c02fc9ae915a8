import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchOffers, offerAt, type EligibilityProfile, type LenderCriteria } from "~/domain/lending/eligibility";
import { offersInView, offerViewOf } from "~/domain/lending/offer-view";
import { PRICING_BANDS, PRICING_EMPLOYMENTS, rateBpsFor, specialOfferFor, type LenderPricing } from "~/domain/lending/pricing";

/**
 * The page publishes "lowest APR first": over random consumers and random
 * lender grids, the order the offers page shows is the order of the APRs the
 * offers' Key Fact Statements state, and every badge's claim holds in its KFS.
 */

const on = { year: 2026, month: 11, day: 27 };
const bps = fc.integer({ min: 600, max: 3600 });
const who = fc.record({
  employment: fc.subarray([...PRICING_EMPLOYMENTS]),
  creditBands: fc.subarray([...PRICING_BANDS]),
  minMonthlyIncome: fc.option(fc.integer({ min: 10_000, max: 200_000 }), { nil: null }),
});
const grid: fc.Arbitrary<LenderPricing> = fc.record({
  rateBps: fc.record(Object.fromEntries(PRICING_BANDS.map((b) => [b, bps])) as Record<(typeof PRICING_BANDS)[number], typeof bps>),
  employmentExtraBps: fc.record({ salaried: fc.constant(0), self_employed: fc.integer({ min: 0, max: 300 }), business: fc.integer({ min: 0, max: 300 }) }),
  incomeDiscounts: fc.array(fc.record({ minMonthlyIncome: fc.integer({ min: 20_000, max: 300_000 }), lessBps: fc.integer({ min: 0, max: 200 }) }), { maxLength: 3 }),
  fee: fc.record({
    percentBps: fc.integer({ min: 0, max: 400 }),
    minRupees: fc.integer({ min: 0, max: 5_000 }),
    maxRupees: fc.option(fc.integer({ min: 5_000, max: 50_000 }), { nil: null }),
    gst: fc.boolean(),
  }),
  penal: fc.constant({ overdueBpsPerYear: 2400, bounceRupees: 500 }),
  forecloseBps: fc.constant(0),
  maxEmiSharePercent: fc.integer({ min: 30, max: 70 }),
  specialOffer: fc.option(fc.record({ kind: fc.constantFrom("fee_waiver" as const, "rate_cut" as const), lessBps: fc.integer({ min: 0, max: 300 }), who }), { nil: null }),
});

const lenders = fc
  .array(
    fc.record({
      grid,
      upto: fc.integer({ min: 50, max: 5_000 }).map((k) => k * 1000),
      smallest: fc.integer({ min: 5, max: 50 }).map((k) => k * 1000),
      tenure: fc.constantFrom("6-60", "12-36", "3-12", "12-84", "60-240"),
      priority: fc.integer({ min: 0, max: 9 }),
      soStatus: fc.constantFrom(0, 1),
    }),
    { minLength: 1, maxLength: 12 },
  )
  .map((list) =>
    list.map(
      (l, i): LenderCriteria => ({
        id: i + 1,
        name: `lender-${i}`,
        displayName: `Lender ${i}`,
        logoUrl: null,
        minIncome: null,
        maxIncome: null,
        minAge: null,
        maxAge: null,
        ticketClass: null,
        creditScoreClass: null,
        salaried: 1,
        selfEmployed: 1,
        business: 1,
        priority: l.priority,
        aprMin: null,
        aprMax: null,
        interestRate: null,
        loanAmountUpto: l.upto,
        minLoanAmount: l.smallest,
        tenure: l.tenure,
        processingFees: null,
        soStatus: l.soStatus,
        soText: null,
        soDateStart: "2026-11-01",
        soDateEnd: "2026-12-31",
        pricing: l.grid,
      }),
    ),
  );

const profiles: fc.Arbitrary<EligibilityProfile> = fc.record({
  monthlyIncome: fc.integer({ min: 10_000, max: 400_000 }),
  age: fc.constant(30),
  employment: fc.constantFrom(...PRICING_EMPLOYMENTS),
  desiredAmount: fc.integer({ min: 10, max: 3_000 }).map((k) => k * 1000),
  existingEmi: fc.integer({ min: 0, max: 30_000 }),
  creditBand: fc.constantFrom(...PRICING_BANDS),
});

const months = fc.constantFrom(12, 24, 36, 60, 120);

describe("the published ranking holds", () => {
  it("the page's order is the order of the APRs the offers' KFSs state, lowest first", () => {
    fc.assert(
      fc.property(profiles, lenders, months, (profile, list, chosen) => {
        const { offers } = matchOffers(profile, list, on, { months: chosen });
        const shown = offersInView(offers, offerViewOf(new URLSearchParams(`months=${chosen}`)));
        const kfsAprs = shown.map((o) => offerAt(o, profile, { amount: o.facts.amount, months: o.facts.months }, on).aprBps);
        expect(kfsAprs).toEqual(shown.map((o) => o.facts.aprBps));
        for (let i = 1; i < kfsAprs.length; i++) expect(kfsAprs[i]).toBeGreaterThanOrEqual(kfsAprs[i - 1]);
      }),
      { numRuns: 300 },
    );
  });

  it("every badge's claim holds in the KFS, and no badge shows where its condition does not", () => {
    fc.assert(
      fc.property(profiles, lenders, (profile, list) => {
        const { offers } = matchOffers(profile, list, on);
        for (const offer of offers) {
          const kfs = offerAt(offer, profile, { amount: offer.facts.amount, months: offer.facts.months }, on);
          const applies = specialOfferFor(offer.lender, profile, on);
          expect(offer.facts.special).toEqual(applies);
          if (applies?.kind === "fee_waiver") expect([kfs.feePaise, kfs.gstPaise]).toEqual([0, 0]);
          if (applies?.kind === "rate_cut") expect(kfs.rateBps).toBe(Math.max(0, rateBpsFor(offer.lender.pricing!, profile, null) - applies.lessBps));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("every offer's EMI, with the EMIs already paid, is within the lender's share of income", () => {
    fc.assert(
      fc.property(profiles, lenders, months, (profile, list, chosen) => {
        for (const offer of matchOffers(profile, list, on, { months: chosen }).offers) {
          const limit = Math.floor((profile.monthlyIncome * offer.lender.pricing!.maxEmiSharePercent) / 100) * 100 - profile.existingEmi * 100;
          expect(offer.facts.emiPaise).toBeLessThanOrEqual(limit);
        }
      }),
      { numRuns: 300 },
    );
  });
});
