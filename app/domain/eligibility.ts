import { ageOn, compareDates, fromIso, type CalendarDate } from "./dates";
import { emi, type EmiResult } from "./emi";
import { isLoanProduct, loanProfileOf, type LenderProduct } from "./products";

/** What the consumer told us, as the matching needs it. */
export interface EligibilityProfile {
  monthlyIncome: number;
  age: number;
  employment: "salaried" | "self_employed" | "business";
  desiredAmount: number;
  /** The declared credit score band; "dont_know" is not held against anyone: no bureau is called, the lender checks. */
  creditBand: "750_plus" | "700_749" | "650_699" | "below_650" | "new_to_credit" | "dont_know";
  /**
   * A secured loan (gold, housing): its lender also needs the amount within
   * its own smallest and largest loan, and the collateral worth the amount
   * (its module's rule: RBI's loan-to-value caps, app/domain/products/).
   */
  secured?: { withinCollateral: boolean };
}

export interface LenderCriteria {
  id: number;
  name: string;
  displayName: string;
  logoUrl: string | null;
  minIncome: number | null;
  maxIncome: number | null;
  minAge: number | null;
  maxAge: number | null;
  ticketClass: number | null;
  creditScoreClass: number | null;
  salaried: number;
  selfEmployed: number;
  business: number;
  priority: number;
  aprMin: number | null;
  aprMax: number | null;
  interestRate: string | null;
  loanAmountUpto: number | null;
  minLoanAmount: number | null;
  tenure: string | null;
  processingFees: string | null;
  soStatus: number;
  soText: string | null;
  soDateStart: string | null;
  soDateEnd: string | null;
}

export type NoMatchReason =
  | "income_below_min"
  | "income_above_max"
  | "age_below_min"
  | "age_above_max"
  | "employment_not_served"
  | "amount_above_ticket_class"
  | "credit_score_below_class"
  | "amount_outside_lender_limits"
  | "amount_above_collateral";

export interface Offer {
  lender: LenderCriteria;
  amountUpto: number;
  tenureMonths: { min: number; max: number };
  specialOffer: string | null;
  example: { amount: number; ratePercent: number; months: number } & EmiResult;
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

/** "6-60" or "12 - 48 months" → {6, 60}; a single number is both ends. */
export function parseTenure(text: string | null): { min: number; max: number } {
  const numbers = (text ?? "").match(/\d+/g)?.map(Number) ?? [];
  if (!numbers.length) return { min: 12, max: 60 };
  return { min: Math.min(...numbers), max: Math.max(...numbers) };
}

export function specialOfferOn(lender: LenderCriteria, on: CalendarDate): string | null {
  if (!lender.soStatus || !lender.soText) return null;
  const start = lender.soDateStart ? fromIso(lender.soDateStart) : null;
  const end = lender.soDateEnd ? fromIso(lender.soDateEnd) : null;
  if (start && compareDates(on, start) < 0) return null;
  if (end && compareDates(on, end) > 0) return null;
  return lender.soText;
}

export function reasonsNotMatched(profile: EligibilityProfile, lender: LenderCriteria): NoMatchReason[] {
  const reasons: NoMatchReason[] = [];
  if (lender.minIncome !== null && profile.monthlyIncome < lender.minIncome) reasons.push("income_below_min");
  if (lender.maxIncome !== null && profile.monthlyIncome > lender.maxIncome) reasons.push("income_above_max");
  if (lender.minAge !== null && profile.age < lender.minAge) reasons.push("age_below_min");
  if (lender.maxAge !== null && profile.age > lender.maxAge) reasons.push("age_above_max");
  const serves =
    profile.employment === "salaried" ? lender.salaried : profile.employment === "self_employed" ? lender.selfEmployed : lender.business;
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

/**
 * The published ranking (RBI digital lending directions): lowest APR first,
 * then the larger amount, with the admin-set priority only to break a tie.
 * What a lender pays us never enters it.
 */
export function compareOffers(a: Offer, b: Offer): number {
  const aprA = a.lender.aprMin ?? Number.POSITIVE_INFINITY;
  const aprB = b.lender.aprMin ?? Number.POSITIVE_INFINITY;
  return (
    aprA - aprB ||
    b.amountUpto - a.amountUpto ||
    b.lender.priority - a.lender.priority ||
    a.lender.displayName.localeCompare(b.lender.displayName)
  );
}

const EXAMPLE_MONTHS = 24;

function offerFor(profile: EligibilityProfile, lender: LenderCriteria, on: CalendarDate): Offer {
  const amountUpto = lender.loanAmountUpto ?? profile.desiredAmount;
  const tenureMonths = parseTenure(lender.tenure);
  const months = Math.min(Math.max(EXAMPLE_MONTHS, tenureMonths.min), tenureMonths.max);
  const amount = Math.min(profile.desiredAmount, amountUpto);
  const ratePercent = lender.aprMin ?? 0;
  return {
    lender,
    amountUpto,
    tenureMonths,
    specialOffer: specialOfferOn(lender, on),
    example: { amount, ratePercent, months, ...emi(amount, ratePercent, months) },
  };
}

/** Every active lender of the product, matched against the profile: all matches ranked, every other with its reasons. */
export function matchOffers(profile: EligibilityProfile, lenders: LenderCriteria[], on: CalendarDate): Match {
  const offers: Offer[] = [];
  const notMatched: Match["notMatched"] = [];
  for (const lender of lenders) {
    const reasons = reasonsNotMatched(profile, lender);
    if (reasons.length) notMatched.push({ lender, reasons });
    else offers.push(offerFor(profile, lender, on));
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
  if (answers.monthlyIncome === null || answers.seLoanAmount === null) return null;
  const employment = EMPLOYMENTS.find((e) => e === answers.employmentStatusCode);
  if (!employment) return null;
  const band = CREDIT_BANDS.find((b) => b === answers.creditScoreBand) ?? "dont_know";
  const secured = securedTerms(answers, product);
  if (secured === null) return null;
  return {
    monthlyIncome: answers.monthlyIncome + (secured?.extraIncome ?? 0),
    age: answers.age,
    employment,
    desiredAmount: secured?.amount ?? answers.seLoanAmount,
    creditBand: band,
    ...(secured ? { secured: { withinCollateral: secured.withinCollateral } } : {}),
  };
}
