import { describe, expect, it } from "vitest";
import { revenueEarned, slabApplies, type RevenueSlab } from "~/domain/lending/revenue";
import { revenueEntryProblems, type RevenueEntryValues } from "~/domain/lending/revenue-entry";

const open: RevenueSlab = {
  slabDisbursedMin: null,
  slabDisbursedMax: null,
  slabNumberMin: null,
  slabNumberMax: null,
  atsMin: null,
  atsMax: null,
  revenueFlat: null,
  revenuePercent: null,
  status: 1,
};
const slab = (s: Partial<RevenueSlab>): RevenueSlab => ({ ...open, ...s });
const figures = { disbursedAmount: 200_000, disbursedCount: 30, averageTicketSize: 150_000 };

describe("revenue earned by a disbursed application", () => {
  it("is flat + amount × percent / 100 of the matching entry", () => {
    expect(revenueEarned([slab({ revenueFlat: 500, revenuePercent: 2.5 })], figures).revenue).toBe(5500);
    expect(revenueEarned([slab({ revenuePercent: 1.75 })], figures).revenue).toBe(3500);
    expect(revenueEarned([slab({ revenueFlat: 40 })], figures).revenue).toBe(40);
  });

  it("rounds to paise, half up", () => {
    expect(revenueEarned([slab({ revenuePercent: 0.333 })], { ...figures, disbursedAmount: 12_345 }).revenue).toBe(41.11);
    // 1,005 × 0.5% = 5.025, exactly half a paisa over 5.02
    expect(revenueEarned([slab({ revenuePercent: 0.5 })], { ...figures, disbursedAmount: 1_005 }).revenue).toBe(5.03);
    expect(revenueEarned([slab({ revenueFlat: 0.1, revenuePercent: 0.001 })], { ...figures, disbursedAmount: 2_000 }).revenue).toBe(0.12);
  });

  it("takes the first active entry, in the admin's order, whose bounds all hold the figures", () => {
    const small = slab({ slabDisbursedMin: 0, slabDisbursedMax: 100_000, revenuePercent: 1 });
    const inactive = slab({ status: 0, revenuePercent: 9 });
    const wide = slab({ slabDisbursedMin: 0, revenuePercent: 2 });
    const wider = slab({ revenuePercent: 3 });
    const result = revenueEarned([small, inactive, wide, wider], figures);
    expect(result.slab).toBe(wide);
    expect(result.revenue).toBe(4000);
    // The same entries in another order: the first that applies wins.
    expect(revenueEarned([wider, wide], figures).slab).toBe(wider);
  });

  it("checks each pair of bounds, both ends inclusive, a null bound being open", () => {
    expect(slabApplies(slab({ slabDisbursedMin: 200_000, slabDisbursedMax: 200_000 }), figures)).toBe(true);
    expect(slabApplies(slab({ slabDisbursedMax: 199_999.99 }), figures)).toBe(false);
    expect(slabApplies(slab({ slabNumberMin: 0, slabNumberMax: 29 }), figures)).toBe(false);
    expect(slabApplies(slab({ slabNumberMin: 30 }), figures)).toBe(true);
    expect(slabApplies(slab({ atsMin: 150_001 }), figures)).toBe(false);
    expect(slabApplies(slab({ atsMax: 150_000 }), figures)).toBe(true);
  });

  it("follows the seeded slabs: 0–50 disbursals earn 2.5%, 51–200 earn 3%", () => {
    const slabs = [
      slab({ slabDisbursedMin: 0, slabDisbursedMax: 5_000_000, slabNumberMin: 0, slabNumberMax: 50, atsMin: 50_000, atsMax: 500_000, revenuePercent: 2.5 }),
      slab({ slabDisbursedMin: 0, slabDisbursedMax: 5_000_000, slabNumberMin: 51, slabNumberMax: 200, atsMin: 50_000, atsMax: 500_000, revenuePercent: 3 }),
    ];
    expect(revenueEarned(slabs, { disbursedAmount: 100_000, disbursedCount: 50, averageTicketSize: 120_000 }).revenue).toBe(2500);
    expect(revenueEarned(slabs, { disbursedAmount: 100_000, disbursedCount: 51, averageTicketSize: 120_000 }).revenue).toBe(3000);
    expect(revenueEarned(slabs, { disbursedAmount: 100_000, disbursedCount: 201, averageTicketSize: 120_000 })).toEqual({ slab: null, revenue: 0 });
  });

  it("is 0 without entries, or when only inactive ones would match", () => {
    expect(revenueEarned([], figures)).toEqual({ slab: null, revenue: 0 });
    expect(revenueEarned([slab({ status: 0, revenueFlat: 100 })], figures)).toEqual({ slab: null, revenue: 0 });
  });
});

describe("revenue form rules", () => {
  const valid: RevenueEntryValues = {
    slab_disbursed_min: null,
    slab_disbursed_max: null,
    slab_number_min: null,
    slab_number_max: null,
    ats_min: null,
    ats_max: null,
    revenue_type_id: 1,
    revenue_flat: 100,
    revenue_percent: null,
  };
  const problems = (v: Partial<RevenueEntryValues>) => revenueEntryProblems({ ...valid, ...v });

  it("accepts a typed entry with a flat amount or a percentage", () => {
    expect(problems({})).toEqual({});
    expect(problems({ revenue_flat: null, revenue_percent: 0.001 })).toEqual({});
  });

  it("needs a revenue type", () => {
    expect(problems({ revenue_type_id: null })).toEqual({ revenue_type_id: "admin:revenue.validation.typeRequired" });
  });

  it("needs a flat amount or a percentage above zero", () => {
    expect(problems({ revenue_flat: 0, revenue_percent: 0 })).toEqual({ revenue_flat: "admin:revenue.validation.amountRequired" });
    expect(problems({ revenue_flat: null })).toEqual({ revenue_flat: "admin:revenue.validation.amountRequired" });
  });

  it("keeps numbers non-negative, the percentage within 0–100 in 0.001 steps, slab numbers whole", () => {
    expect(problems({ revenue_flat: -1, revenue_percent: 1 })).toEqual({ revenue_flat: "admin:validation.positive" });
    expect(problems({ revenue_percent: 100.001 })).toEqual({ revenue_percent: "admin:validation.percent" });
    expect(problems({ revenue_percent: 100 })).toEqual({});
    expect(problems({ revenue_percent: 1.0005 })).toEqual({ revenue_percent: "admin:revenue.validation.percentStep" });
    expect(problems({ slab_number_min: 1.5 })).toEqual({ slab_number_min: "admin:validation.wholeNumber" });
  });

  it("wants each maximum above its minimum", () => {
    const maxAboveMin = "admin:revenue.validation.maxAboveMin";
    expect(problems({ slab_disbursed_min: 10, slab_disbursed_max: 10 })).toEqual({ slab_disbursed_max: maxAboveMin });
    expect(problems({ slab_number_min: 5, slab_number_max: 4 })).toEqual({ slab_number_max: maxAboveMin });
    expect(problems({ ats_min: 2, ats_max: 1 })).toEqual({ ats_max: maxAboveMin });
    expect(problems({ ats_min: 1, ats_max: 2, slab_number_max: 0 })).toEqual({});
  });
});
