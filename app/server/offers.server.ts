import { eligibilityProfileOf, matchOffers, type EligibilityProfile, type Match } from "~/domain/eligibility";
import type { LenderProduct } from "~/domain/products";
import { todayInIndia } from "./clock.server";
import type { Consumer } from "./consumers.server";
import { getActiveLenderCriteria } from "./lenders.server";

/** Every active lender of the product matched against the consumer's profile. */
export async function offersFor(consumer: Consumer, product: LenderProduct, on = todayInIndia()): Promise<{ profile: EligibilityProfile; match: Match } | null> {
  const profile = eligibilityProfileOf(consumer, on, product);
  if (!profile) return null;
  return { profile, match: matchOffers(profile, await getActiveLenderCriteria(product), on) };
}

/** The matched offer of this lender for this consumer, with the profile it was matched on; null if the lender does not offer to them. */
export async function findOffer(consumer: Consumer, product: LenderProduct, lenderName: string) {
  const found = await offersFor(consumer, product);
  const offer = found?.match.offers.find((o) => o.lender.name === lenderName);
  return found && offer ? { offer, profile: found.profile } : null;
}
