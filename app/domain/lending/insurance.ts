export const MAX_PEOPLE_COVERED = 8;
export const MAX_AGE_COVERED = 99;

/** "34, 31, 6" → [34, 31, 6]: one to eight whole ages from 0 to 99; null when the text is not that. */
export function parseAges(text: string): number[] | null {
  const parts = text.split(/[,\s]+/).filter(Boolean);
  if (!parts.length || parts.length > MAX_PEOPLE_COVERED) return null;
  if (!parts.every((p) => /^\d{1,2}$/.test(p))) return null;
  const ages = parts.map(Number);
  return ages.every((a) => a >= 0 && a <= MAX_AGE_COVERED) ? ages : null;
}

export const INSURANCE_STATUSES = ["quote_requested", "quoted", "purchased", "closed"] as const;
export type InsuranceStatus = (typeof INSURANCE_STATUSES)[number];

/** Why a closed request closed: the consumer declined the quote, the insurer declined to quote, or the quote ran out. */
export const CLOSED_REASONS = ["declined_consumer", "declined_insurer", "expired"] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

/** Insurers are rows of the lenders table of this product type: the same endpoint, key and sandbox as a lender's (docs/decisions/062). */
export const INSURER_PRODUCT_TYPE = "ins";

export const isInsuranceStatus = (value: unknown): value is InsuranceStatus => INSURANCE_STATUSES.includes(value as InsuranceStatus);

/** The statuses a request may move to from each (the state machine): a decided request stays decided. */
const NEXT: Record<InsuranceStatus, readonly InsuranceStatus[]> = {
  quote_requested: ["quoted", "closed"],
  quoted: ["purchased", "closed"],
  purchased: [],
  closed: [],
};

export function canMove(from: InsuranceStatus, to: InsuranceStatus): boolean {
  return NEXT[from].includes(to);
}

/** The consumer's answers to a quote, as the status page posts them (with the request's id). */
export const INSURANCE_QUOTE_INTENTS = { accept: "accept-quote", decline: "decline-quote" } as const;
