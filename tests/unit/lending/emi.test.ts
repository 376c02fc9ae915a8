import { describe, expect, it } from "vitest";
import { emi } from "~/domain/lending/emi";
import { formatRupees, formatRupeesPaise } from "~/domain/platform/money";

describe("EMI", () => {
  it("gives ₹2,330.16 a month and ₹55,923.83 in total for ₹50,000 at 10.99% over 24 months", () => {
    const result = emi(50_000, 10.99, 24);
    expect(result.monthly).toBe(2330.16);
    expect(result.total).toBe(55923.83);
    expect(result.interest).toBe(5923.83);
  });

  it("splits the principal evenly at 0%", () => {
    expect(emi(12_000, 0, 12)).toEqual({ monthly: 1000, total: 12000, interest: 0 });
  });

  it("answers zero for an empty loan or tenure", () => {
    expect(emi(0, 12, 12).monthly).toBe(0);
    expect(emi(10_000, 12, 0).monthly).toBe(0);
  });

  it("formats rupees with Indian grouping", () => {
    expect(formatRupees(100000)).toBe("₹1,00,000");
    expect(formatRupeesPaise(2330.16)).toBe("₹2,330.16");
  });
});
