import { parseTenure } from "../lending/tenure";
import { emi } from "../lending/emi";
import { formatRupees, formatRupeesPaise } from "../platform/money";
import { GOLD_MAX_LOAN } from "../products/gold-loan";

/** The personal loan amounts the profile form takes (SPEC.md 1: ₹1,000 to ₹10,00,000). */
export const MIN_LOAN = 1_000;
export const MAX_LOAN = 1_000_000;

/** SPEC.md 1's representative example: ₹50,000 for 24 months, at the lowest rate offered. */
export const EXAMPLE_AMOUNT = 50_000;
export const EXAMPLE_MONTHS = 24;

/** The products' blurbs quote their limits from the forms' own (SPEC.md 1: personal up to 10 lakh, gold up to 1 crore). */
export const blurbVars = { plMax: formatRupees(MAX_LOAN), glMax: formatRupees(GOLD_MAX_LOAN) };

export interface MarketingLender {
  aprMin: number | null;
  aprMax: number | null;
  tenure: string | null;
}

/**
 * The landing's marketing copy (SPEC.md 1), computed: the loan amounts of the
 * profile form; the lowest and highest rate and the longest term of the active
 * personal-loan lenders; the worked example from the EMI formula at the
 * lowest rate. Without an active lender there are no rates to quote (null).
 */
export function marketingCopy(lenders: MarketingLender[]) {
  const amounts = { min: formatRupees(MIN_LOAN), max: formatRupees(MAX_LOAN) };
  const mins = lenders.flatMap((l) => (l.aprMin === null ? [] : [l.aprMin]));
  const maxes = lenders.flatMap((l) => (l.aprMax === null ? [] : [l.aprMax]));
  if (!mins.length) return { amounts, rates: null, example: null };
  const minRate = Math.min(...mins);
  const maxRate = Math.max(...mins, ...maxes);
  const months = Math.max(...lenders.map((l) => parseTenure(l.tenure).max));
  const e = emi(EXAMPLE_AMOUNT, minRate, EXAMPLE_MONTHS);
  return {
    amounts,
    rates: { min: String(minRate), max: String(maxRate), months },
    example: { amount: formatRupees(EXAMPLE_AMOUNT), rate: String(minRate), months: EXAMPLE_MONTHS, monthly: formatRupeesPaise(e.monthly), total: formatRupeesPaise(e.total) },
  };
}

export type MarketingCopy = ReturnType<typeof marketingCopy>;
