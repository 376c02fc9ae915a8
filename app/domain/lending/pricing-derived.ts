import { bpsAsPercentText } from "../platform/decimal-text";
import { feeRuleInEnglish, rateRangeOf, type LenderPricing } from "./pricing";

/**
 * The lender columns older readers use (the admin and partner lists, the
 * partner's criteria page, the JSON API), written from the grid whenever the
 * grid is saved, so they can never say something the grid does not: one
 * source per fact (docs/decisions/087-pricing-admin.md).
 */
export const PRICING_DERIVED_PROPERTIES = ["apr_min", "apr_max", "interest_rate", "processing_fees"] as const;
export type PricingDerivedProperty = (typeof PRICING_DERIVED_PROPERTIES)[number];

export function isPricingDerived(property: string): property is PricingDerivedProperty {
  return (PRICING_DERIVED_PROPERTIES as readonly string[]).includes(property);
}

/** The rate range in words, as the columns have always held it ("10.99% - 18.5%"). */
export function rateRangeInWords(pricing: LenderPricing): string {
  const { min, max } = rateRangeOf(pricing);
  return min === max ? `${bpsAsPercentText(min)}%` : `${bpsAsPercentText(min)}% - ${bpsAsPercentText(max)}%`;
}

/**
 * apr_min and apr_max are the percent columns (numeric(6,2)): basis points
 * over 100 is a two-decimal figure the column keeps exactly.
 */
export function pricingDerivedColumns(pricing: LenderPricing): { apr_min: number; apr_max: number; interest_rate: string; processing_fees: string } {
  const { min, max } = rateRangeOf(pricing);
  return {
    apr_min: Number(bpsAsPercentText(min)),
    apr_max: Number(bpsAsPercentText(max)),
    interest_rate: rateRangeInWords(pricing),
    processing_fees: feeRuleInEnglish(pricing.fee),
  };
}
