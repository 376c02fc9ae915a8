import type { ProfileStep } from "~/domain/products";
import { employmentStep } from "./employment.server";
import { ownStep } from "./own-step.server";
import { personalStep } from "./personal.server";

export type { StepAnswer, StepJourney } from "./step.server";
export type { PersonalView } from "./personal.server";
export type { EmploymentView } from "./employment.server";
export type { OwnStepView } from "./own-step.server";

/** The server half of a profile step: the two every loan asks, and any other is the product's own. */
export function profileStepServer(step: ProfileStep) {
  if (step === "personal") return personalStep;
  if (step === "employment") return employmentStep;
  return ownStep;
}
