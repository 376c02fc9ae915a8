import { describe, expect, it } from "vitest";
import { aprOf, keyFacts, processingFeeOf } from "~/domain/kfs";

describe("Key Fact Statement", () => {
  it("reads processing fees as lenders write them", () => {
    expect(processingFeeOf("Up to 2% + GST", 50_000)).toEqual({ fee: 1000, gst: 180 });
    expect(processingFeeOf("₹999 + GST", 50_000)).toEqual({ fee: 999, gst: 179.82 });
    expect(processingFeeOf("1.5%", 100_000)).toEqual({ fee: 1500, gst: 0 });
    expect(processingFeeOf("Nil", 100_000)).toEqual({ fee: 0, gst: 0 });
    expect(processingFeeOf(null, 100_000)).toEqual({ fee: 0, gst: 0 });
  });

  it("APR equals the interest rate when there are no fees", () => {
    expect(aprOf(50_000, 0, 2330.16, 24)).toBeCloseTo(10.99, 1);
  });

  it("APR is above the interest rate when fees are taken upfront", () => {
    const facts = keyFacts({ amount: 50_000, months: 24, interestRate: 10.99, processingFees: "2% + GST" });
    expect(facts.monthly).toBe(2330.16);
    expect(facts.totalRepayment).toBe(55923.83);
    expect(facts.processingFee).toBe(1000);
    expect(facts.gstOnFee).toBe(180);
    expect(facts.netDisbursed).toBe(48820);
    expect(facts.totalCost).toBe(7103.83);
    expect(facts.apr).toBeGreaterThan(12.9);
    expect(facts.apr).toBeLessThan(13.5);
  });
});
