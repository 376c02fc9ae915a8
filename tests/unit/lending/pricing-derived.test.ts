import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { pricingDerivedColumns } from "~/domain/lending/pricing-derived";
import { lenderPricingSchema, pricingOf, type LenderPricing } from "~/domain/lending/pricing";
import { PricingFormSchema, pricingFormValues } from "~/forms/admin/lender-pricing";
import { LENDERS, lenderRow } from "../../../db/seed/lenders";

const grid: LenderPricing = {
  rateBps: { "750_plus": 1099, "700_749": 1250, "650_699": 1475, below_650: 1800, new_to_credit: 1600, dont_know: 1475 },
  employmentExtraBps: { salaried: 0, self_employed: 100, business: 150 },
  incomeDiscounts: [{ minMonthlyIncome: 100_000, lessBps: 50 }],
  fee: { percentBps: 150, minRupees: 1999, maxRupees: 10_000, gst: true },
  penal: { overdueBpsPerYear: 2400, bounceRupees: 500 },
  forecloseBps: 400,
  maxEmiSharePercent: 50,
  specialOffer: { kind: "rate_cut", lessBps: 25, who: { employment: ["salaried"], creditBands: ["750_plus"], minMonthlyIncome: 50_000 } },
};

function formOf(values: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) for (const v of [value].flat()) form.append(name, v);
  return form;
}

describe("the columns written from a grid", () => {
  it("say the grid's range and fee rule", () => {
    expect(pricingDerivedColumns(grid)).toEqual({ apr_min: 10.49, apr_max: 19.5, interest_rate: "10.49% - 19.5%", processing_fees: "1.5% of the amount + GST, at least ₹1,999 and at most ₹10,000" });
  });

  it("are the seeded lenders' own columns, so nothing seeded drifts from its grid", () => {
    for (const seed of LENDERS) {
      const row = lenderRow(seed);
      const derived = pricingDerivedColumns(row.pricing!);
      expect({ apr_min: row.aprMin, apr_max: row.aprMax, interest_rate: row.interestRate, processing_fees: row.processingFees }, seed.name).toEqual(derived);
    }
  });
});

describe("the pricing form", () => {
  it("gives back the grid it was filled from", () => {
    const read = parseWithZod(formOf(pricingFormValues(grid)), { schema: PricingFormSchema });
    expect(read.status).toBe("success");
    expect(lenderPricingSchema.parse(read.status === "success" ? read.value : null)).toEqual(grid);
  });

  it("reads an unticked GST box (not posted at all) as no GST", () => {
    const { fee_gst: _, ...values } = pricingFormValues(grid);
    const read = parseWithZod(formOf(values), { schema: PricingFormSchema });
    expect(read.status === "success" && read.value.fee.gst).toBe(false);
  });

  it("fills in for a lender without a grid what it is priced from today", () => {
    const values = pricingFormValues(pricingOf({ pricing: null, aprMin: 11.25, processingFees: "2% + GST", soStatus: 0, soDateStart: null, soDateEnd: null }));
    expect(values.rate_750_plus).toBe("11.25");
    expect(values.fee_percent).toBe("2");
    expect(values.fee_gst).toBe("on");
  });

  it("reads typed figures exactly and says what is wrong beside each field", () => {
    const values = { ...pricingFormValues(grid), rate_750_plus: "12.29 %", fee_min: "₹2,500", fee_max: "" };
    const read = parseWithZod(formOf(values), { schema: PricingFormSchema });
    expect(read.status === "success" && read.value.rateBps["750_plus"]).toBe(1229);
    expect(read.status === "success" && read.value.fee).toEqual({ percentBps: 150, minRupees: 2500, maxRupees: null, gst: true });

    const wrong = parseWithZod(
      formOf({
        ...pricingFormValues(grid),
        rate_700_749: "12.345",
        rate_650_699: "",
        fee_min: "500.50",
        fee_max: "100",
        fee_percent: "11",
        discount2_income: "200000",
        so_kind: "rate_cut",
        so_less: "",
        max_emi_share: "95",
      }),
      { schema: PricingFormSchema },
    );
    expect(wrong.status).toBe("error");
    const errors = wrong.status === "error" ? (wrong.error ?? {}) : {};
    expect(errors.rate_700_749).toEqual(["admin:lenderEdit.pricing.errors.tooPrecise"]);
    expect(errors.rate_650_699).toEqual(["admin:lenderEdit.pricing.errors.required"]);
    expect(errors.fee_min).toEqual(["admin:lenderEdit.pricing.errors.wholeRupees"]);
    expect(errors.fee_percent).toEqual(["admin:lenderEdit.pricing.errors.feeRange"]);
    expect(errors.max_emi_share).toEqual(["admin:lenderEdit.pricing.errors.shareRange"]);
  });

  it("checks the fields that depend on each other", () => {
    const wrong = parseWithZod(formOf({ ...pricingFormValues(grid), fee_min: "5000", fee_max: "100", discount2_income: "200000", so_less: "" }), { schema: PricingFormSchema });
    const errors = wrong.status === "error" ? (wrong.error ?? {}) : {};
    expect(errors.fee_max).toEqual(["admin:lenderEdit.pricing.errors.maxBelowMin"]);
    expect(errors.discount2_less).toEqual(["admin:lenderEdit.pricing.errors.discountPair"]);
    expect(errors.so_less).toEqual(["admin:lenderEdit.pricing.errors.cutNeeded"]);
    const noKind = parseWithZod(formOf({ ...pricingFormValues(grid), so_kind: "" }), { schema: PricingFormSchema });
    expect(noKind.status === "error" && noKind.error?.so_kind).toEqual(["admin:lenderEdit.pricing.errors.kindNeeded"]);
  });
});
