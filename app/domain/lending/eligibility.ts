import { compareOffers, DEFAULT_TENURE_MONTHS } from "./offer-ranking";
import { parseTenure } from "./tenure";
import { ageOn, fromIso, type CalendarDate } from "../platform/dates";
import { keyFacts, type KeyFacts } from "./kfs";
import { emiPaise, largestAmountWithin } from "./loan-schedule";
import type { LenderCriteria } from "./lender-criteria";
import { pricingOf, rateBpsFor, specialOfferFor } from "./pricing";
import { isLoanProduct, loanProfileOf, type LenderProduct } from "../products";

/** What the consumer told us, as the matching needs it. */
export interface EligibilityProfile {
  monthlyIncome: number;
  age: number;
  employment: "salaried" | "self_employed" | "business";
  desiredAmount: number;
  /** The EMIs the consumer already pays each month, in rupees (declared on the profile). */
  existingEmi: number;
  /** The declared credit score band; "dont_know" is not held against anyone: no bureau is called, the lender checks. */
  creditBand: "750_plus" | "700_749" | "650_699" | "below_650" | "new_to_credit" | "dont_know";
  /**
   * A secured loan (gold, housing): its lender also needs the amount within
   * its own smallest and largest loan, and the collateral worth the amount
   * (its module's rule: RBI's loan-to-value caps, app/domain/products/).
   */
  secured?: { withinCollateral: boolean };
}

/** A lender as the matching reads it: made from the one table of a lender's criteria (./lender-criteria.ts). */
export type { LenderCriteria } from "./lender-criteria";

export type NoMatchReason =
  | "income_below_min"
  | "income_above_max"
  | "age_below_min"
  | "age_above_max"
  | "employment_not_served"
  | "amount_above_ticket_class"
  | "credit_score_below_class"
  | "amount_outside_lender_limits"
  | "amount_above_collateral"
  | "emi_above_income_share"
  | "rate_not_published";

export interface Offer {
  lender: LenderCriteria;
  amountUpto: number;
  tenureMonths: { min: number; max: number };
  /** This consumer's loan from this lender, priced as its KFS will state it (app/domain/lending/kfs.ts). */
  facts: KeyFacts;
  /**
   * The amount was lowered from the one wanted so that all the consumer's
   * EMIs stay within the lender's share of their income: the most EMI that
   * fits, in paise.
   */
  reducedToFit: { wantedAmount: number; maxEmiPaise: number } | null;
}

export interface Match {
  offers: Offer[];
  notMatched: { lender: LenderCriteria; reasons: NoMatchReason[] }[];
}

/** Ticket classes (the select-list catalogue): the highest amount band a lender serves. */
const TICKET_CLASS_CEILINGS = [50_000, 200_000, 500_000, Number.POSITIVE_INFINITY];

export function ticketClassOf(amount: number): number {
  return TICKET_CLASS_CEILINGS.findIndex((ceiling) => amount <= ceiling) + 1;
}

/** Credit score classes: 1 = 750+, 2 = 700–749, 3 = 650–699, 4 = below 650 or new to credit. */
const BAND_CLASS: Record<EligibilityProfile["creditBand"], number | null> = {
  "750_plus": 1,
  "700_749": 2,
  "650_699": 3,
  below_650: 4,
  new_to_credit: 4,
  dont_know: null,
};

export function reasonsNotMatched(profile: EligibilityProfile, lender: LenderCriteria): NoMatchReason[] {
  const reasons: NoMatchReason[] = [];
  if (lender.minIncome !== null && profile.monthlyIncome < lender.minIncome) reasons.push("income_below_min");
  if (lender.maxIncome !== null && profile.monthlyIncome > lender.maxIncome) reasons.push("income_above_max");
  if (lender.minAge !== null && profile.age < lender.minAge) reasons.push("age_below_min");
  if (lender.maxAge !== null && profile.age > lender.maxAge) reasons.push("age_above_max");
  const serves = profile.employment === "salaried" ? lender.salaried : profile.employment === "self_employed" ? lender.selfEmployed : lender.business;
  if (!serves) reasons.push("employment_not_served");
  if (lender.ticketClass !== null && ticketClassOf(profile.desiredAmount) > lender.ticketClass) reasons.push("amount_above_ticket_class");
  const band = BAND_CLASS[profile.creditBand];
  if (band !== null && lender.creditScoreClass !== null && band > lender.creditScoreClass) reasons.push("credit_score_below_class");
  if (profile.secured) {
    const amount = profile.desiredAmount;
    if ((lender.minLoanAmount !== null && amount < lender.minLoanAmount) || (lender.loanAmountUpto !== null && amount > lender.loanAmountUpto)) {
      reasons.push("amount_outside_lender_limits");
    }
    if (!profile.secured.withinCollateral) reasons.push("amount_above_collateral");
  }
  return reasons;
}

/** The smallest loan any lender is asked for, when it names none. */
const SMALLEST_LOAN = 1000;

/** What the consumer chose on the offers page: the tenure, within each lender's range. */
export interface OfferTerms {
  months: number;
}

/**
 * The lender's offer to this consumer, or why there is none: the amount
 * wanted (within the lender's largest) over the chosen tenure (within its
 * range), lowered to the largest that keeps all their EMIs within the
 * lender's share of income, or not offered when even its smallest loan does not fit.
 */
function offerFor(profile: EligibilityProfile, lender: LenderCriteria, on: CalendarDate, terms: OfferTerms): Offer | "emi_above_income_share" | "rate_not_published" {
  // A lender with neither a grid nor a rate cannot state an APR: offering it at 0% would be untrue.
  if (!lender.pricing && lender.aprMin === null) return "rate_not_published";
  const amountUpto = lender.loanAmountUpto ?? profile.desiredAmount;
  const tenureMonths = parseTenure(lender.tenure);
  const months = Math.min(Math.max(terms.months, tenureMonths.min), tenureMonths.max);
  const pricing = pricingOf(lender);
  const special = specialOfferFor(lender, profile, on);
  const rateBps = rateBpsFor(pricing, profile, special);
  const wanted = Math.min(profile.desiredAmount, amountUpto);
  const maxEmiPaise = maxEmiPaiseFor(profile, lender);
  let amount = wanted;
  let reducedToFit: Offer["reducedToFit"] = null;
  if (emiPaise(wanted * 100, rateBps, months) > maxEmiPaise) {
    amount = largestAmountWithin(maxEmiPaise, rateBps, months, wanted);
    if (amount < Math.max(lender.minLoanAmount ?? SMALLEST_LOAN, SMALLEST_LOAN)) return "emi_above_income_share";
    reducedToFit = { wantedAmount: wanted, maxEmiPaise };
  }
  return { lender, amountUpto, tenureMonths, facts: keyFacts(pricing, profile, special, { amount, months }, on), reducedToFit };
}

/** The most EMI a consumer can take on with this lender: its share of their income, less the EMIs they already pay (paise). */
export function maxEmiPaiseFor(profile: EligibilityProfile, lender: LenderCriteria): number {
  return Math.floor((profile.monthlyIncome * pricingOf(lender).maxEmiSharePercent) / 100) * 100 - profile.existingEmi * 100;
}

/**
 * An offer at the amount and tenure the consumer picks on its Key Fact
 * Statement: the tenure within the lender's range, the amount within its
 * smallest and largest loan and within what the consumer can afford over
 * that tenure; priced by the same function as the card.
 */
export function offerAt(offer: Offer, profile: EligibilityProfile, wanted: { amount?: number; months?: number }, on: CalendarDate): KeyFacts {
  const { lender, tenureMonths } = offer;
  const clamp = (v: number | undefined, min: number, max: number, fallback: number) => Math.round(Math.min(Math.max(Number.isFinite(v) ? v! : fallback, min), max));
  const pricing = pricingOf(lender);
  const special = specialOfferFor(lender, profile, on);
  const smallest = lender.minLoanAmount ?? SMALLEST_LOAN;
  let months = clamp(wanted.months, tenureMonths.min, tenureMonths.max, offer.facts.months);
  let most = largestAmountWithin(maxEmiPaiseFor(profile, lender), rateBpsFor(pricing, profile, special), months, offer.amountUpto);
  // A tenure too short for any loan the consumer can afford keeps the offer's own.
  if (most < Math.min(smallest, offer.facts.amount)) [months, most] = [offer.facts.months, offer.facts.amount];
  // The amount the card offered is always allowed, even below the lender's smallest loan (unsecured lenders are matched on their largest).
  const amount = clamp(wanted.amount, Math.min(smallest, most, offer.facts.amount), most, offer.facts.amount);
  return keyFacts(pricing, profile, special, { amount, months }, on);
}

/** Every active lender of the product, matched against the profile: all matches ranked, every other with its reasons. */
export function matchOffers(profile: EligibilityProfile, lenders: LenderCriteria[], on: CalendarDate, terms: OfferTerms = { months: DEFAULT_TENURE_MONTHS }): Match {
  const offers: Offer[] = [];
  const notMatched: Match["notMatched"] = [];
  for (const lender of lenders) {
    const reasons = reasonsNotMatched(profile, lender);
    if (reasons.length) {
      notMatched.push({ lender, reasons });
      continue;
    }
    const offer = offerFor(profile, lender, on, terms);
    if (typeof offer === "string") notMatched.push({ lender, reasons: [offer] });
    else offers.push(offer);
  }
  offers.sort(compareOffers);
  notMatched.sort((a, b) => a.lender.displayName.localeCompare(b.lender.displayName));
  return { offers, notMatched };
}

/** The credit score bands a consumer declares (the catalogue's credit_score_band codes). */
export const CREDIT_BANDS = ["750_plus", "700_749", "650_699", "below_650", "new_to_credit", "dont_know"] as const satisfies readonly EligibilityProfile["creditBand"][];

export const EMPLOYMENTS = ["salaried", "self_employed", "business"] as const satisfies readonly EligibilityProfile["employment"][];

/** The saved profile fields the matching reads (a consumer row has them all, and a secured loan's own answers). */
export type SavedEligibility = {
  birthDate: string | null;
  monthlyIncome: number | null;
  seLoanAmount: number | null;
  employmentStatusCode: string | null;
  creditScoreBand: string | null;
  housingLoanAmount?: number | null;
  propertyValue?: number | null;
  coApplicantIncome?: number | null;
  goldWeightGrams?: number | null;
  goldPurity?: string | null;
  goldLoanAmount?: number | null;
  /** The EMIs already paid each month, as declared. */
  emi?: number | null;
};

/**
 * What a secured loan's lenders look at beyond the personal profile (its
 * module's rule): the amount of that loan (not the personal loan amount),
 * income added to the applicant's, and the collateral; null while unsaved,
 * undefined for a loan matched on the personal profile alone.
 */
function securedTerms(consumer: Omit<SavedEligibility, "birthDate">, product: LenderProduct | undefined) {
  if (!product || !isLoanProduct(product)) return undefined;
  const rule = loanProfileOf(product).secured;
  return rule ? rule(consumer) : undefined;
}

/** The consumer's saved profile as the eligibility rules need it (for gold and housing, with their own details); null while it is incomplete. */
export function eligibilityProfileOf(consumer: SavedEligibility, on: CalendarDate, product?: LenderProduct): EligibilityProfile | null {
  const birth = consumer.birthDate ? fromIso(consumer.birthDate) : null;
  return birth ? profileOfAnswers({ ...consumer, age: ageOn(birth, on) }, product) : null;
}

/** A profile's answers with the age already known: a consumer's, or one an admin types into the eligibility tester (docs/decisions/048). */
export type EligibilityAnswers = Omit<SavedEligibility, "birthDate"> & { age: number };

/** The answers as the eligibility rules need them; null while they are incomplete. */
export function profileOfAnswers(answers: EligibilityAnswers, product?: LenderProduct): EligibilityProfile | null {
  if (answers.monthlyIncome === null) return null;
  const employment = EMPLOYMENTS.find((e) => e === answers.employmentStatusCode);
  if (!employment) return null;
  const band = CREDIT_BANDS.find((b) => b === answers.creditScoreBand) ?? "dont_know";
  const secured = securedTerms(answers, product);
  if (secured === null) return null;
  // A loan with its own amount (its module's rule) is matched on that; any other on the personal step's.
  const desiredAmount = secured?.amount ?? answers.seLoanAmount;
  if (desiredAmount === null) return null;
  return {
    monthlyIncome: answers.monthlyIncome + (secured?.extraIncome ?? 0),
    age: answers.age,
    employment,
    desiredAmount,
    existingEmi: Math.max(0, answers.emi ?? 0),
    creditBand: band,
    ...(secured ? { secured: { withinCollateral: secured.withinCollateral } } : {}),
  };
}
