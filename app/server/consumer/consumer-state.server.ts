import { getConfig } from "../platform/db/config.server";
import type { ConsumerState } from "~/domain/consumer/consumer-routing";
import { profileFlags } from "~/domain/consumer/profile";
import { currentConsumer, type Consumer } from "./consumers.server";
import { sessionAppId, sessionIdentityVerified } from "./identity.server";
import { readJourney, type Journey } from "./journey.server";
import { getProspect, type Prospect } from "./prospects.server";
import type { Session } from "../platform/http/session.server";

export interface ConsumerContext {
  state: ConsumerState;
  journey: Journey;
  session: Session | null;
  consumer: Consumer | null;
  prospect: Prospect | null;
}

/** Everything the consumer redirect rules look at, read once per request. */
export async function getConsumerContext(request: Request): Promise<ConsumerContext> {
  const journey = readJourney(request);
  // Two statements at once, not three one after another: the session with its consumer, and the prospect application.
  const [{ session, consumer }, prospect] = await Promise.all([currentConsumer(request), getProspect(journey.prospectAppId)]);
  // A prospect application that belongs to someone else is not this consumer's.
  const ownProspect = prospect && (!prospect.userId || prospect.userId === consumer?.id) ? prospect : null;
  const productType = journey.productType ?? ownProspect?.productType ?? null;
  const flags = profileFlags(consumer, productType);
  return {
    journey,
    session,
    consumer,
    prospect: ownProspect,
    state: {
      hasProspect: ownProspect !== null,
      loggedIn: consumer !== null,
      productType,
      // The app id and the identity check are the session's, never the appId cookie's: cookies are the client's to forge.
      hasAppId: ownProspect !== null && sessionAppId(session) === ownProspect.uuid,
      identityVerified: sessionIdentityVerified(session, consumer),
      profileComplete: flags.complete,
      updateRequired: flags.updateRequired,
      editMode: consumer?.isEditing === 1,
      lenderDeployment: Boolean(getConfig().LENDER_DEPLOYMENT),
    },
  };
}
