import { nextConsumerPath, type ConsumerState } from "~/domain/consumer/consumer-routing";
import { AREA_PATHS } from "~/domain/consumer/session-areas";
import { loanProfileOf, offersPathFor, type LenderProduct } from "~/domain/products";
import type { LoanProfile } from "~/domain/products/shape";
import { getConsumer, type Consumer } from "../consumer/consumers.server";
import { recordEligibilityCheck } from "./eligibility-check.server";
import { startGoldLoan } from "./gold-loans.server";
import { chooseAppId } from "../consumer/identity.server";
import { now } from "../platform/db/clock.server";
import { updateProspect, type Prospect } from "../consumer/prospects.server";
import type { Session } from "../platform/http/session.server";

/** The flows a product's module may name instead of its offers: each starts at once and answers the page to go to. */
const flows: Record<Exclude<LoanProfile["afterProfile"], "offers">, (consumer: Consumer, prospect: Prospect) => Promise<string>> = {
  // SPEC.md 2.1: the gold-loan flow gives the application to the best-ranked gold lender, whose page comes next.
  "gold-loan": async (consumer, prospect) => `${AREA_PATHS.user}/${(await startGoldLoan(consumer, prospect)).redirect}`,
};

/** Where a complete profile goes (its module's `afterProfile`): its offers, or its own flow, started now. */
async function whereAfterProfile(consumer: Consumer, prospect: Prospect, product: LenderProduct): Promise<string> {
  const after = loanProfileOf(product).afterProfile;
  return after === "offers" ? offersPathFor(product) : flows[after](consumer, prospect);
}

interface Journey {
  consumer: Consumer;
  prospect: Prospect;
  session: Session;
  product: LenderProduct;
}

/**
 * The last step saved: the profile is complete and this visit's application
 * chosen; then the product's own way on (SPEC.md 2.1). Answers the page and
 * the app id the journey's cookie now holds.
 */
export async function finishProfile({ consumer, prospect, session, product }: Journey): Promise<{ to: string; appId: string }> {
  // The first finish counts (business time): editing the profile later in the same journey is not a second completion.
  await updateProspect(prospect.id, { step: "profile_complete", profileCompletedAt: prospect.profileCompletedAt ?? now() });
  await chooseAppId(session, prospect.uuid);
  // Read again: the step just saved is what the product's flow matches on.
  const saved = (await getConsumer(consumer.id)) ?? consumer;
  return { to: await whereAfterProfile(saved, prospect, product), appId: prospect.uuid };
}

/** Whether this product's welcome-back goes on at once, without asking (its module's `continuesAtOnce`). */
export function continuesAtOnce(product: LenderProduct): boolean {
  return loanProfileOf(product).continuesAtOnce === true;
}

/**
 * A welcome-back that goes on at once (SPEC.md 2.1, /user/housing-welcome-back):
 * by the redirect rules, and when they lead to the offers, the product's own
 * way on, recording the eligibility-check event.
 */
export async function continueAtOnce({ consumer, prospect, session, product }: Journey, state: ConsumerState): Promise<{ to: string; appId: string }> {
  const next = nextConsumerPath({ ...state, identityVerified: true, hasAppId: true });
  await chooseAppId(session, prospect.uuid);
  if (next !== offersPathFor(product)) return { to: next, appId: prospect.uuid };
  await recordEligibilityCheck(consumer, product, prospect.id);
  return { to: await whereAfterProfile(consumer, prospect, product), appId: prospect.uuid };
}
