import { today } from "../platform/dates";

/** The option lists of a lender's merchant intake form, as lenders configure them (SPEC.md 3). */
export interface IntakeOptions {
  gender: { value: string; label: string }[];
  maritalStatus: { value: string; label: string }[];
  purposeOfLoan: { value: string; label: string }[];
  nature: { value: string; label: string }[];
  /** Each category and its sub-categories; an empty list means the category has none. */
  category: Record<string, string[]>;
  rules?: IntakeRules;
  redirectionUrl?: string;
}

/** A lender's own acceptance rules for merchants; defaults are a typical small-business floor. */
export interface IntakeRules {
  minAnnualTurnover?: number;
  minBusinessAgeMonths?: number;
}

export const DEFAULT_INTAKE_RULES: Required<IntakeRules> = { minAnnualTurnover: 100_000, minBusinessAgeMonths: 6 };

export function normaliseIntakeOptions(raw: unknown): IntakeOptions | null {
  if (!raw || typeof raw !== "object") return null;
  const o = raw as Partial<IntakeOptions>;
  if (!Array.isArray(o.gender) || !o.category || typeof o.category !== "object") return null;
  return {
    gender: o.gender,
    maritalStatus: o.maritalStatus ?? [],
    purposeOfLoan: o.purposeOfLoan ?? [],
    nature: o.nature ?? [],
    category: o.category,
    rules: o.rules,
    redirectionUrl: o.redirectionUrl,
  };
}

export function subCategoriesOf(options: IntakeOptions, category: string | null | undefined): string[] {
  return category && Object.hasOwn(options.category, category) ? options.category[category] : [];
}

/** Whole calendar months from a day to the day in India at `to`. */
function monthsBetween(fromIso: string, to: Date): number {
  const from = new Date(`${fromIso}T00:00:00Z`);
  const on = today(to);
  return (on.year - from.getUTCFullYear()) * 12 + (on.month - 1 - from.getUTCMonth());
}

/** The lender's decision on a merchant: accepted, or rejected by its rules. */
export function intakeDecision(input: { annualSalesTurnOver: number; dateOfIncorporation: string }, rules: IntakeRules | undefined, now: Date): "accepted" | "rejected" {
  const r = { ...DEFAULT_INTAKE_RULES, ...rules };
  if (input.annualSalesTurnOver < r.minAnnualTurnover) return "rejected";
  if (monthsBetween(input.dateOfIncorporation, now) < r.minBusinessAgeMonths) return "rejected";
  return "accepted";
}
