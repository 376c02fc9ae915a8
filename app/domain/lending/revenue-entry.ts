/**
 * The rules of the revenue form (SPEC.md 5 "Revenue form"), over values
 * already read as numbers. The Add/Edit dialog checks them as the admin
 * types, and the server schema (app/forms/admin/lender-revenue.ts) checks them again,
 * so both give the same message for the same value. Messages are i18n keys.
 */

export const REVENUE_NUMBER_FIELDS = ["slab_disbursed_min", "slab_disbursed_max", "slab_number_min", "slab_number_max", "ats_min", "ats_max", "revenue_flat", "revenue_percent"] as const;

export type RevenueNumberField = (typeof REVENUE_NUMBER_FIELDS)[number];
export type RevenueEntryField = RevenueNumberField | "revenue_type_id";

export type RevenueEntryValues = Record<RevenueEntryField, number | null>;

/** Each minimum and the maximum that must exceed it. */
export const REVENUE_RANGES = [
  ["slab_disbursed_min", "slab_disbursed_max"],
  ["slab_number_min", "slab_number_max"],
  ["ats_min", "ats_max"],
] as const satisfies ReadonlyArray<readonly [RevenueNumberField, RevenueNumberField]>;

export const REVENUE_PERCENT_MAX = 100;
/** The percentage input's step; the column keeps three decimals. */
export const REVENUE_PERCENT_STEP = 0.001;
/** Rupee columns hold 12 digits before the decimal point. */
export const REVENUE_AMOUNT_MAX = 999_999_999_999;

export const REVENUE_MESSAGES = {
  typeRequired: "admin:revenue.validation.typeRequired",
  positive: "admin:validation.positive",
  percent: "admin:validation.percent",
  percentStep: "admin:revenue.validation.percentStep",
  wholeNumber: "admin:validation.wholeNumber",
  tooLarge: "admin:revenue.validation.tooLarge",
  maxAboveMin: "admin:revenue.validation.maxAboveMin",
  amountRequired: "admin:revenue.validation.amountRequired",
} as const;

const COUNT_FIELDS = new Set<RevenueNumberField>(["slab_number_min", "slab_number_max"]);

/** Whether `n` has at most three decimals (0.001 steps), with room for binary noise. */
function onPercentStep(n: number): boolean {
  return Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6;
}

/** The first problem of each field, or an empty object when the entry may be saved. */
export function revenueEntryProblems(v: RevenueEntryValues): Partial<Record<RevenueEntryField, string>> {
  const problems: Partial<Record<RevenueEntryField, string>> = {};
  if (v.revenue_type_id === null || !(v.revenue_type_id > 0)) problems.revenue_type_id = REVENUE_MESSAGES.typeRequired;
  for (const field of REVENUE_NUMBER_FIELDS) {
    const n = v[field];
    if (n === null) continue;
    if (n < 0) problems[field] = REVENUE_MESSAGES.positive;
    else if (COUNT_FIELDS.has(field) && !Number.isInteger(n)) problems[field] = REVENUE_MESSAGES.wholeNumber;
    else if (field === "revenue_percent" && n > REVENUE_PERCENT_MAX) problems[field] = REVENUE_MESSAGES.percent;
    else if (field === "revenue_percent" && !onPercentStep(n)) problems[field] = REVENUE_MESSAGES.percentStep;
    else if (n > REVENUE_AMOUNT_MAX) problems[field] = REVENUE_MESSAGES.tooLarge;
  }
  for (const [min, max] of REVENUE_RANGES) {
    const lo = v[min];
    const hi = v[max];
    if (lo !== null && hi !== null && !problems[min] && !problems[max] && !(hi > lo)) problems[max] = REVENUE_MESSAGES.maxAboveMin;
  }
  // Either earns something: an entry with neither would never pay.
  if (!problems.revenue_flat && !problems.revenue_percent && !((v.revenue_flat ?? 0) > 0) && !((v.revenue_percent ?? 0) > 0)) {
    problems.revenue_flat = REVENUE_MESSAGES.amountRequired;
  }
  return problems;
}
