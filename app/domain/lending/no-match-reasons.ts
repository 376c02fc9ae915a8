import type { NoMatchReason } from "./eligibility";
import { formatRupees } from "../platform/money";
import { DEFAULT_MAX_EMI_SHARE_PERCENT } from "./emi-share";
import type { LenderPricing } from "./pricing";

/** The figures a "why not matched" message names (offers.reasons.*): the lender's limit the consumer is outside of. */
export function reasonVars(
  reason: NoMatchReason,
  lender: { minIncome: number | null; maxIncome: number | null; minAge: number | null; maxAge: number | null; pricing?: LenderPricing | null },
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
    case "emi_above_income_share":
      return { share: lender.pricing?.maxEmiSharePercent ?? DEFAULT_MAX_EMI_SHARE_PERCENT };
    default:
      return {};
  }
}

export interface ReasonWithFigures {
  reason: NoMatchReason;
  vars: Record<string, string | number>;
}

/**
 * The lenders that did not match, told once per distinct set of reasons with
 * the same figures: with hundreds of lenders, most share a handful of reasons,
 * and a person reads a few groups sooner than hundreds of cards. Every lender
 * is still named with every reason; groups keep the lenders' order and come
 * in the order of their first lender.
 */
export function groupByReasons<L extends Parameters<typeof reasonVars>[1] & { displayName: string }>(
  notMatched: { lender: L; reasons: NoMatchReason[] }[],
): { lenders: string[]; reasons: ReasonWithFigures[] }[] {
  const groups = new Map<string, { lenders: string[]; reasons: ReasonWithFigures[] }>();
  for (const { lender, reasons } of notMatched) {
    const withFigures = reasons.map((reason) => ({ reason, vars: reasonVars(reason, lender) }));
    const key = JSON.stringify(withFigures);
    const group = groups.get(key);
    if (group) group.lenders.push(lender.displayName);
    else groups.set(key, { lenders: [lender.displayName], reasons: withFigures });
  }
  return [...groups.values()];
}
