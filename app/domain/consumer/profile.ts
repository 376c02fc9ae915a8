import { answered } from "../lending/product-details";
import { completionFlagOf, isLoanProduct, loanProfileOf, personalStepAsksAmount, type LenderProduct, type ProductTypeCode, type ProfileStep } from "../products";
import type { ProfileCompletion } from "../products/shape";

export type { ProfileCompletion } from "../products/shape";

/** Completion flags of SPEC.md 3, by the product's own rule (its module). */
export function profileFlags(consumer: ProfileCompletion | null, product: ProductTypeCode | null) {
  // Cards and insurance have no loan profile: their journey always starts at their own page.
  if (!consumer || !product || !isLoanProduct(product)) return { complete: false, updateRequired: false };
  const profile = loanProfileOf(product);
  return { complete: consumer[completionFlagOf(product)] === 1, updateRequired: profile.updateRequired?.(consumer) ?? false };
}

export interface PersonalDetailsOnFile {
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
  tin: string | null;
  postalCode: string | null;
  address1: string | null;
  seLoanAmount: number | null;
  creditScoreBand: string | null;
}

/** Whether the first step of the profile (personal details) is saved; the amount only when that step asks it (`asksAmount`). */
export function hasPersonalDetails(c: PersonalDetailsOnFile, asksAmount = true): boolean {
  return Boolean(c.firstName && c.lastName && c.birthDate && c.tin && c.postalCode && c.address1 && (c.seLoanAmount || !asksAmount) && c.creditScoreBand);
}

/** What the step rules read of a consumer: the personal details, the employment, and any product's own answers. */
export type SavedProfile = PersonalDetailsOnFile & { employmentStatusCode: string | null; monthlyIncome: number | null } & Readonly<Record<string, unknown>>;

/** Whether a step of this loan's profile is saved: every question it needs is answered. */
export function stepDone(c: SavedProfile, product: LenderProduct, step: ProfileStep): boolean {
  if (step === "personal") return hasPersonalDetails(c, personalStepAsksAmount(product));
  if (step === "employment") return Boolean(c.employmentStatusCode && c.monthlyIncome !== null);
  const own = loanProfileOf(product).ownStep;
  return own?.name === step && answered(own.fields, c);
}

/**
 * Where the profile resumes: the step asked for once the steps before it are
 * saved, else the first one not saved (the last when all are); editing from
 * the drawer (`edit`) starts again at the first step.
 */
export function resumeStep(c: SavedProfile, product: LenderProduct, asked: { step: string | null; edit: boolean }): ProfileStep {
  const steps = loanProfileOf(product).steps;
  const wanted = asked.step ?? (asked.edit ? "personal" : null);
  const at = steps.indexOf(wanted as ProfileStep);
  if (at >= 0 && steps.slice(0, at).every((s) => stepDone(c, product, s))) return steps[at];
  return steps.find((s) => !stepDone(c, product, s)) ?? steps[steps.length - 1];
}

/** The step after this one; none after the last, whose save completes the profile. */
export function stepAfter(product: LenderProduct, step: ProfileStep): ProfileStep | undefined {
  const steps = loanProfileOf(product).steps;
  const at = steps.indexOf(step);
  return at >= 0 ? steps[at + 1] : undefined;
}
