import { isLoanProduct, isProductType, loanProfileOf, productModule } from "../products";

/**
 * A product's funnel (the products report): of the journeys begun in some
 * days, how many reached each step, from asking for a login code to the
 * loan's disbursal. Each journey is counted once, at the furthest step it
 * reached, so every step holds everyone who went further and a step can never
 * count more journeys than the one before it.
 */
export const FUNNEL_STAGES = ["started", "verified", "profileCompleted", "applied", "approved", "disbursed"] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** A loan goes all the way; a card or an insurance ends at applying (the bank or insurer takes it from there), with no profile of ours before it. */
export function stagesOf(product: string | null): FunnelStage[] {
  if (isProductType(product) && productModule(product).group !== "loans") return ["started", "verified", "applied"];
  return [...FUNNEL_STAGES];
}

export interface FunnelStep {
  stage: FunnelStage;
  /** Journeys that reached this step or went further. */
  count: number;
  /** Of those that reached the step before, the share that reached this one (0 to 1); null for the first step or after none. */
  fromPrevious: number | null;
}

export interface Funnel {
  product: string | null;
  steps: FunnelStep[];
  /** Of the consumers who signed up (code verified), the share that reached the last step; null when none signed up. */
  conversion: number | null;
  /**
   * The journeys that checked eligibility (a welcome-back that goes on at once
   * records it: SPEC.md 2.1); beside the steps, not one of them, since most
   * journeys reach the offers without it. Null for a product that never checks.
   */
  eligibilityChecks: number | null;
}

/** Whether a product's journeys check eligibility: a loan whose welcome-back goes on at once (its module's `continuesAtOnce`: housing, gold). */
export function checksEligibility(product: string | null): boolean {
  return isLoanProduct(product) && loanProfileOf(product).continuesAtOnce === true;
}

/** A share as a number from 0 to 1; null when there is nothing to share out. */
export function share(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/**
 * The funnel of one product from how many journeys stopped at each step
 * (`furthest`, by the step's index in FUNNEL_STAGES), and how many of them
 * checked eligibility (`checked`). A stage the product does not have (a
 * card's profile) counts with the step before it.
 */
export function funnelOf(product: string | null, furthest: ReadonlyMap<number, number>, checked = 0): Funnel {
  const stages = stagesOf(product);
  const reached = (stage: FunnelStage) => {
    const index = FUNNEL_STAGES.indexOf(stage);
    let total = 0;
    for (const [at, count] of furthest) if (at >= index) total += count;
    return total;
  };
  const steps: FunnelStep[] = [];
  for (const stage of stages) {
    const count = reached(stage);
    const previous = steps.at(-1);
    steps.push({ stage, count, fromPrevious: previous ? share(count, previous.count) : null });
  }
  const verified = steps.find((s) => s.stage === "verified")?.count ?? 0;
  return { product, steps, conversion: share(steps.at(-1)!.count, verified), eligibilityChecks: checksEligibility(product) ? checked : null };
}

/** A step's count in a funnel, or null when the product has no such step. */
export function stepCount(funnel: Funnel, stage: FunnelStage): number | null {
  return funnel.steps.find((s) => s.stage === stage)?.count ?? null;
}
