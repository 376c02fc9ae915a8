import { describe, expect, it } from "vitest";
import { blurbVars, marketingCopy } from "~/domain/partner/marketing";

describe("the landing's marketing copy (SPEC.md 1)", () => {
  it("quotes the form's amounts, the active lenders' rates and longest term, and the worked example from the EMI formula", () => {
    const copy = marketingCopy([
      { aprMin: 10.99, aprMax: 15.5, tenure: "12-60" },
      { aprMin: 24, aprMax: 36, tenure: "3-12" },
      { aprMin: 14, aprMax: null, tenure: null },
    ]);
    expect(copy).toEqual({
      amounts: { min: "₹1,000", max: "₹10,00,000" },
      rates: { min: "10.99", max: "36", months: 60 },
      example: { amount: "₹50,000", rate: "10.99", months: 24, monthly: "₹2,330.16", total: "₹55,923.83" },
    });
  });

  it("follows the lenders when an admin changes them, and quotes no rate without any", () => {
    expect(marketingCopy([{ aprMin: 12, aprMax: 30, tenure: "6-48" }]).rates).toEqual({ min: "12", max: "30", months: 48 });
    expect(marketingCopy([])).toEqual({ amounts: { min: "₹1,000", max: "₹10,00,000" }, rates: null, example: null });
  });

  it("gives the products' limits: personal up to 10 lakh, gold up to 1 crore", () => {
    expect(blurbVars).toEqual({ plMax: "₹10,00,000", glMax: "₹1,00,00,000" });
  });
});
