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
