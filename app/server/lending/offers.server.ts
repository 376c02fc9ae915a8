import { eligibilityProfileOf, matchOffers, type EligibilityProfile, type Match, type OfferTerms } from "~/domain/lending/eligibility";
import type { LenderProduct } from "~/domain/products";
import type { CalendarDate } from "~/domain/platform/dates";
import type { ReasonWithFigures } from "~/domain/lending/no-match-reasons";
import type { Language } from "~/i18n/languages";
import { translate } from "~/i18n/resources.server";
import { todayInIndia } from "../platform/db/clock.server";
import type { Consumer } from "../consumer/consumers.server";
import { getActiveLenderCriteria } from "../catalogue/lenders.server";

/** Every active lender of the product matched against a profile: the consumer's offers, and the admin's eligibility tester (docs/decisions/048). */
export async function matchProfile(profile: EligibilityProfile, product: LenderProduct, on: CalendarDate = todayInIndia(), terms?: OfferTerms): Promise<Match> {
  return matchOffers(profile, await getActiveLenderCriteria(product), on, terms);
}

/** Every active lender of the product matched against the consumer's profile. */
export async function offersFor(consumer: Consumer, product: LenderProduct, on = todayInIndia(), terms?: OfferTerms): Promise<{ profile: EligibilityProfile; match: Match } | null> {
  const profile = eligibilityProfileOf(consumer, on, product);
  if (!profile) return null;
  return { profile, match: await matchProfile(profile, product, on, terms) };
}

/** The matched offer of this lender for this consumer, with the profile it was matched on; null if the lender does not offer to them. */
export async function findOffer(consumer: Consumer, product: LenderProduct, lenderName: string, terms?: OfferTerms) {
  const found = await offersFor(consumer, product, todayInIndia(), terms);
  const offer = found?.match.offers.find((o) => o.lender.name === lenderName);
  return found && offer ? { offer, profile: found.profile } : null;
}

/** Lenders that did not match, grouped by their reasons (app/domain/lending/no-match-reasons), each reason told as the offers page tells it ("its" for one lender, "their" for several). */
export function tellReasons(groups: { lenders: string[]; reasons: ReasonWithFigures[] }[], language: Language) {
  return groups.map(({ lenders, reasons }) => ({
    lenders,
    reasons: reasons.map(({ reason, vars }) => translate(language, `offers.reasons.${reason}`, { ...vars, count: lenders.length })),
  }));
}
