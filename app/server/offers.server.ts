import { ageOn, fromIso, today } from "~/domain/dates";
import { matchOffers, type EligibilityProfile, type Match } from "~/domain/eligibility";
import type { LenderProduct } from "~/domain/products";
import type { Consumer } from "./consumers.server";
import { getActiveLenderCriteria } from "./lenders.server";
import { redirectWithToast } from "./toast.server";
import { offersPathFor } from "~/domain/consumer-routing";

const BANDS = ["750_plus", "700_749", "650_699", "below_650", "new_to_credit", "dont_know"] as const;

/** The consumer's saved profile as the eligibility rules need it; null while it is incomplete. */
export function eligibilityProfileOf(consumer: Consumer, on = today()): EligibilityProfile | null {
  const birth = consumer.birthDate ? fromIso(consumer.birthDate) : null;
  if (!birth || consumer.monthlyIncome === null || consumer.seLoanAmount === null) return null;
  const employment = consumer.employmentStatusCode;
  if (employment !== "salaried" && employment !== "self_employed" && employment !== "business") return null;
  const band = BANDS.find((b) => b === consumer.creditScoreBand) ?? "dont_know";
  return {
    monthlyIncome: consumer.monthlyIncome,
    age: ageOn(birth, on),
    employment,
    desiredAmount: consumer.seLoanAmount,
    creditBand: band,
  };
}

/** Every active lender of the product matched against the consumer's profile. */
export async function offersFor(consumer: Consumer, product: LenderProduct, on = today()): Promise<{ profile: EligibilityProfile; match: Match } | null> {
  const profile = eligibilityProfileOf(consumer, on);
  if (!profile) return null;
  return { profile, match: matchOffers(profile, await getActiveLenderCriteria(product), on) };
}

/**
 * The matched offer of this lender for this consumer, or back to the offers
 * page with 'Please select a offer from offer screen' (SPEC.md 5 quotes it
 * so, "a offer" included: docs/decisions/010-spec-quoted-english.md).
 */
export async function requireOffer(request: Request, consumer: Consumer, product: LenderProduct, lenderName: string) {
  const found = await offersFor(consumer, product);
  const offer = found?.match.offers.find((o) => o.lender.name === lenderName);
  if (!found || !offer) {
    throw redirectWithToast(offersPathFor(product), { type: "error", message: "offers.selectOffer" }, {}, request);
  }
  return { offer, profile: found.profile };
}
