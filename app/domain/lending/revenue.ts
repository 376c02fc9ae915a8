/**
 * What a disbursed application earns the marketplace, by its lender's
 * revenue slabs (SPEC.md 3 "Lender revenue entry"; DESIGN.md: disbursed
 * applications earn revenue by the lender's revenue slabs).
 */

/** One revenue entry of a lender; a null bound is open. */
export interface RevenueSlab {
  slabDisbursedMin: number | null;
  slabDisbursedMax: number | null;
  slabNumberMin: number | null;
  slabNumberMax: number | null;
  atsMin: number | null;
  atsMax: number | null;
  revenueFlat: number | null;
  revenuePercent: number | null;
  /** 1 active, 0 inactive. */
  status: number;
}

/** The disbursed application and the figures of its period. */
export interface RevenueFigures {
  /** What was disbursed on this application, in rupees. */
  disbursedAmount: number;
  /** How many applications of the lender were disbursed in the period. */
  disbursedCount: number;
  /** Average ticket size of the period, in rupees. */
  averageTicketSize: number;
}

export interface RevenueEarned<S extends RevenueSlab> {
  /** The entry that applied, or null when none did. */
  slab: S | null;
  /** Rupees, rounded to paise. */
  revenue: number;
}

/** Bounds are inclusive on both sides: the seeded slabs run 0–50 then 51–200. */
function within(value: number, min: number | null, max: number | null): boolean {
  return (min === null || value >= min) && (max === null || value <= max);
}

export function slabApplies(slab: RevenueSlab, figures: RevenueFigures): boolean {
  return (
    slab.status === 1 &&
    within(figures.disbursedAmount, slab.slabDisbursedMin, slab.slabDisbursedMax) &&
    within(figures.disbursedCount, slab.slabNumberMin, slab.slabNumberMax) &&
    within(figures.averageTicketSize, slab.atsMin, slab.atsMax)
  );
}

/**
 * The first active entry, in the admin's order, whose bounds all hold the
 * figures; it earns flat + amount × percent / 100. The order is the admin's
 * way of saying which slab wins when several overlap.
 */
export function revenueEarned<S extends RevenueSlab>(slabs: readonly S[], figures: RevenueFigures): RevenueEarned<S> {
  const slab = slabs.find((s) => slabApplies(s, figures)) ?? null;
  if (!slab) return { slab: null, revenue: 0 };
  // Counted in paise; toFixed first drops binary noise (2.675 × 100 = 267.49999…) before rounding half up.
  const paise = (slab.revenueFlat ?? 0) * 100 + figures.disbursedAmount * (slab.revenuePercent ?? 0);
  return { slab, revenue: Math.round(Number(paise.toFixed(6))) / 100 };
}

/** A partner's commission terms (SPEC.md 3 "Partner"); a null term is none. */
export interface CommissionTerms {
  revenuePercent: number | null;
  revenueFlatFee: number | null;
}

/**
 * What the partner that brought the consumer earns on a disbursal: its flat
 * fee plus its percentage of the disbursed amount, rounded to paise half up
 * (the same rule as a revenue slab). Neither term set: nothing (null).
 */
export function partnerCommission(terms: CommissionTerms, disbursedAmount: number): number | null {
  if (!terms.revenueFlatFee && !terms.revenuePercent) return null;
  const paise = (terms.revenueFlatFee ?? 0) * 100 + disbursedAmount * (terms.revenuePercent ?? 0);
  return Math.round(Number(paise.toFixed(6))) / 100;
}
