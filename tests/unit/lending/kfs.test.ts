import { describe, expect, it } from "vitest";
import { keyFacts } from "~/domain/lending/kfs";
import { aprBps, emiPaise, largestAmountWithin, repaymentSchedule } from "~/domain/lending/loan-schedule";
import { formatBps, formatPaise } from "~/domain/platform/money";
import { feePaiseFor, pricingOf, type LenderPricing } from "~/domain/lending/pricing";

const on = { year: 2026, month: 11, day: 27 };
const flat = (rate: number, fee: LenderPricing["fee"]): LenderPricing => ({
  ...pricingOf({ pricing: null, aprMin: rate, processingFees: null, soStatus: 0, soDateStart: null, soDateEnd: null }),
  fee,
});
const salaried = { monthlyIncome: 60_000, employment: "salaried" as const, creditBand: "700_749" as const };

describe("the loan's figures, in paise", () => {
  it("₹50,000 at 10.99% for 24 months is ₹2,330.16 a month", () => {
    expect(emiPaise(5_000_000, 1099, 24)).toBe(233_016);
  });

  it("the schedule repays the principal to exactly nil, each month's interest on the balance", () => {
    const schedule = repaymentSchedule(5_000_000, 1099, 24, on);
    expect(schedule).toHaveLength(24);
    expect(schedule.reduce((sum, i) => sum + i.principalPaise, 0)).toBe(5_000_000);
    expect(schedule.at(-1)!.balancePaise).toBe(0);
    expect(schedule[0]).toMatchObject({ number: 1, due: { year: 2026, month: 12, day: 27 }, interestPaise: 45_792, principalPaise: 187_224 });
    for (const i of schedule) expect(Number.isInteger(i.paymentPaise) && Number.isInteger(i.interestPaise)).toBe(true);
  });

  it("dates a 31st's instalments on the last day of shorter months", () => {
    const due = repaymentSchedule(1_000_000, 1200, 3, { year: 2027, month: 1, day: 31 }).map((i) => i.due);
    expect(due).toEqual([
      { year: 2027, month: 2, day: 28 },
      { year: 2027, month: 3, day: 31 },
      { year: 2027, month: 4, day: 30 },
    ]);
  });

  it("the APR is the interest rate when nothing is taken upfront, and above it when a fee is", () => {
    const payments = repaymentSchedule(5_000_000, 1099, 24, on).map((i) => i.paymentPaise);
    expect(Math.abs(aprBps(5_000_000, payments) - 1099)).toBeLessThanOrEqual(1);
    expect(aprBps(5_000_000 - 118_000, payments)).toBeGreaterThan(1290);
    expect(aprBps(5_000_000 - 118_000, payments)).toBeLessThan(1350);
  });

  it("finds the largest amount whose EMI fits", () => {
    const most = largestAmountWithin(1_000_000, 1200, 36, 2_000_000);
    expect(emiPaise(most * 100, 1200, 36)).toBeLessThanOrEqual(1_000_000);
    expect(emiPaise((most + 1000) * 100, 1200, 36)).toBeGreaterThan(1_000_000);
    expect(largestAmountWithin(1_000_000, 1200, 36, 50_000)).toBe(50_000);
    expect(largestAmountWithin(0, 1200, 36, 50_000)).toBe(0);
  });
});

describe("the fee rule", () => {
  const rule = { percentBps: 200, minRupees: 2500, maxRupees: 10_000, gst: true };
  it("takes the percent, within its minimum and maximum, with 18% GST", () => {
    expect(feePaiseFor(flat(12, rule), 200_000, null)).toEqual({ feePaise: 400_000, gstPaise: 72_000 });
    expect(feePaiseFor(flat(12, rule), 50_000, null)).toEqual({ feePaise: 250_000, gstPaise: 45_000 });
    expect(feePaiseFor(flat(12, rule), 1_000_000, null)).toEqual({ feePaise: 1_000_000, gstPaise: 180_000 });
  });
  it("a fee waiver makes the fee and its GST nil", () => {
    expect(feePaiseFor(flat(12, rule), 200_000, { kind: "fee_waiver", lessBps: 0, who: { employment: [], creditBands: [], minMonthlyIncome: null } })).toEqual({ feePaise: 0, gstPaise: 0 });
  });
  it("reads a lender without a grid from its fee text", () => {
    expect(pricingOf({ pricing: null, aprMin: 11, processingFees: "Up to 2% + GST", soStatus: 0, soDateStart: null, soDateEnd: null }).fee).toEqual({
      percentBps: 200,
      minRupees: 0,
      maxRupees: null,
      gst: true,
    });
    expect(pricingOf({ pricing: null, aprMin: 11, processingFees: "₹999 + GST", soStatus: 0, soDateStart: null, soDateEnd: null }).fee).toEqual({
      percentBps: 0,
      minRupees: 999,
      maxRupees: 999,
      gst: true,
    });
  });
});

describe("the Key Fact Statement's figures", () => {
  it("₹50,000 at 10.99% for 24 months with 2% + GST", () => {
    const facts = keyFacts(flat(10.99, { percentBps: 200, minRupees: 0, maxRupees: null, gst: true }), salaried, null, { amount: 50_000, months: 24 }, on);
    expect(formatPaise(facts.emiPaise)).toBe("₹2,330.16");
    expect(facts.feePaise).toBe(100_000);
    expect(facts.gstPaise).toBe(18_000);
    expect(facts.netDisbursedPaise).toBe(4_882_000);
    expect(facts.totalRepaymentPaise).toBe(facts.schedule.reduce((sum, i) => sum + i.paymentPaise, 0));
    expect(facts.totalCostPaise).toBe(facts.totalInterestPaise + 118_000);
    expect(facts.aprBps).toBeGreaterThan(1290);
    expect(facts.aprBps).toBeLessThan(1350);
    expect(formatBps(facts.rateBps)).toBe("10.99");
  });
});

describe("formatting exact amounts", () => {
  it("writes paise and basis points without binary fractions", () => {
    expect(formatPaise(100_000_000_05)).toBe("₹10,00,00,000.05");
    expect(formatPaise(0)).toBe("₹0.00");
    expect(formatBps(1279)).toBe("12.79");
    expect(formatBps(900)).toBe("9.00");
  });
});
