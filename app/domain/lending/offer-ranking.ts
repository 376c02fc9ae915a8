import type { Offer } from "./eligibility";

/**
 * The published ranking (RBI digital lending directions; the "How offers are
 * ranked" page says the same): lowest APR first, the APR the offer's KFS
 * states; then the larger amount offered; then the larger amount the lender
 * lends at most; the admin-set priority only to break a tie, and the name
 * last, so equal facts always give one order. What a lender pays us never
 * enters it.
 */
export function compareOffers(a: Offer, b: Offer): number {
  return (
    a.facts.aprBps - b.facts.aprBps ||
    b.facts.amount - a.facts.amount ||
    b.amountUpto - a.amountUpto ||
    b.lender.priority - a.lender.priority ||
    a.lender.displayName.localeCompare(b.lender.displayName, "en") ||
    a.lender.id - b.lender.id
  );
}

// Here rather than beside the matching: the offers page reads both in the browser, without the pricing schema.

/** The tenure a consumer is shown first: 36 months, each lender's range holding it to its own ends. */
export const DEFAULT_TENURE_MONTHS = 36;
