import type { SubmissionResult } from "@conform-to/react";
import type { LenderProduct } from "~/domain/products";
import type { Language } from "~/i18n/languages";
import type { Consumer } from "../consumers.server";
import type { Prospect } from "../prospects.server";
import type { Session } from "../../platform/http/session.server";
import type { ToastInput } from "../../platform/http/toast.server";

/** What a profile step needs of the consumer's journey: the user area's guard read it once for the request. */
export interface StepJourney {
  consumer: Consumer;
  prospect: Prospect;
  session: Session;
  product: LenderProduct;
}

/** What a step's form is drawn with: its select lists in the visitor's language, and where the page is. */
export interface StepLoad {
  language: Language;
  /** The page's path and query, to come back to. */
  here: string;
}

export interface StepPost {
  language: Language;
  ip: string | null;
  userAgent: string | null;
  /** The next step's page; null when this step is the last, whose save completes the profile. */
  next: string | null;
}

/**
 * A step's post answered: its form again with the errors beside each field
 * and what was typed; on to a page (a toast with it when one is due); or the
 * profile complete, for the product's own way on (app/server/lending/product-flows.server.ts).
 */
export type StepAnswer = { kind: "invalid"; result: SubmissionResult<string[]> } | { kind: "next"; to: string; toast?: ToastInput } | { kind: "complete" };

/** One step of a loan's profile on the server: what its form shows, and its post. */
export interface ProfileStepServer<View> {
  load(journey: StepJourney, at: StepLoad): Promise<View>;
  post(journey: StepJourney, formData: FormData, at: StepPost): Promise<StepAnswer>;
}
