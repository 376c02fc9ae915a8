import { describe, expect, it } from "vitest";
import { groupByReasons } from "~/domain/lending/no-match-reasons";

const lender = (displayName: string, minIncome: number | null = null) => ({ displayName, minIncome, maxIncome: null, minAge: 21, maxAge: 58 });

describe("lenders not matched, told by their reasons", () => {
  it("names every lender once, with every reason, and puts lenders with the same reasons and figures together", () => {
    const groups = groupByReasons([
      { lender: lender("Alpha", 30000), reasons: ["income_below_min"] },
      { lender: lender("Beta"), reasons: ["employment_not_served"] },
      { lender: lender("Gamma", 30000), reasons: ["income_below_min"] },
      { lender: lender("Delta", 40000), reasons: ["income_below_min"] },
      { lender: lender("Epsilon", 30000), reasons: ["income_below_min", "employment_not_served"] },
    ]);
    expect(groups.map((g) => g.lenders)).toEqual([["Alpha", "Gamma"], ["Beta"], ["Delta"], ["Epsilon"]]);
    expect(groups[0].reasons).toEqual([{ reason: "income_below_min", vars: { amount: "₹30,000" } }]);
    expect(groups[2].reasons).toEqual([{ reason: "income_below_min", vars: { amount: "₹40,000" } }]);
    expect(groups[3].reasons.map((r) => r.reason)).toEqual(["income_below_min", "employment_not_served"]);
  });

  it("has nothing to tell when every lender matched", () => {
    expect(groupByReasons([])).toEqual([]);
  });
});
