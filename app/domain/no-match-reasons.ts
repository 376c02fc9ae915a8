import type { NoMatchReason } from "./eligibility";
import { formatRupees } from "./money";

/** The figures a "why not matched" message names (offers.reasons.*): the lender's limit the consumer is outside of. */
export function reasonVars(
  reason: NoMatchReason,
  lender: { minIncome: number | null; maxIncome: number | null; minAge: number | null; maxAge: number | null },
): Record<string, string | number> {
  switch (reason) {
    case "income_below_min":
      return { amount: formatRupees(lender.minIncome ?? 0) };
    case "income_above_max":
      return { amount: formatRupees(lender.maxIncome ?? 0) };
    case "age_below_min":
      return { age: lender.minAge ?? 0 };
    case "age_above_max":
      return { age: lender.maxAge ?? 0 };
    default:
      return {};
  }
}
