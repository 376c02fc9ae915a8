import { compareDates, fromIso, type CalendarDate } from "../platform/dates";
import type { KeyFacts } from "./kfs";
import type { KeyFactsSnapshot } from "./kfs-snapshot";
import type { LenderPricing } from "./pricing";

/**
 * A Key Fact Statement as a proposal (RBI's KFS circular, docs/decisions/091):
 * a unique number the consumer can read out on a call, the statement kept as
 * shown, and the days it holds.
 */

/**
 * Crockford's base 32: digits and capitals without I, L, O and U, so a number
 * read aloud or copied by hand is not misread; 32 symbols, so a random byte's
 * low five bits pick one with no bias.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const RANDOM_SYMBOLS = 6;
export const PROPOSAL_NUMBER = /^CL-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/;

/** CL-{yymm}-{6 random symbols} (CL-2611-7F3K9Q): the month it was issued, then 2^30 choices a month, drawn from `random`. */
export function proposalNumber(issuedOn: CalendarDate, random: Uint8Array): string {
  if (random.length < RANDOM_SYMBOLS) throw new Error(`proposalNumber needs ${RANDOM_SYMBOLS} random bytes`);
  const yymm = `${String(issuedOn.year % 100).padStart(2, "0")}${String(issuedOn.month).padStart(2, "0")}`;
  const tail = Array.from(random.slice(0, RANDOM_SYMBOLS), (b) => ALPHABET[b & 31]).join("");
  return `CL-${yymm}-${tail}`;
}

/** A number as a person may type it (lower case, spaces, O for 0): the form it is stored in, or null when it cannot be one. */
export function normaliseProposalNumber(text: string): string | null {
  const upper = text.trim().toUpperCase().replace(/\s+/g, "");
  const [prefix, month, tail] = upper.split("-");
  if (!prefix || !month || tail === undefined) return null;
  const fixed = `${prefix}-${month}-${tail.replace(/O/g, "0").replace(/[IL]/g, "1")}`;
  return PROPOSAL_NUMBER.test(fixed) ? fixed : null;
}

/** Whether a proposal holds on `on`: through the last day of its validity, in India's calendar. */
export function proposalHoldsOn(validUntil: string | CalendarDate, on: CalendarDate): boolean {
  const until = typeof validUntil === "string" ? fromIso(validUntil) : validUntil;
  return until !== null && compareDates(on, until) <= 0;
}

/**
 * Whether a statement shown again states the same loan as a kept proposal: the
 * same amount and tenure at the same price. A price the lender changed since
 * (or a special offer that ended) is other terms, so another proposal.
 */
export function sameTerms(kept: KeyFacts, now: KeyFacts): boolean {
  return (
    kept.amount === now.amount &&
    kept.months === now.months &&
    kept.rateBps === now.rateBps &&
    kept.aprBps === now.aprBps &&
    kept.feePaise === now.feePaise &&
    kept.gstPaise === now.gstPaise &&
    kept.emiPaise === now.emiPaise &&
    (kept.special?.kind ?? null) === (now.special?.kind ?? null)
  );
}

/** A kept statement as a page shows it: its proposal, its dates (DD/MM/YYYY, or a moment in the reader's language) and whom to complain to. */
export interface StatementView {
  number: string;
  issuedOn: string;
  validUntil: string;
  /** When the consumer acknowledged it, formatted; null while they have not. */
  acknowledgedAt: string | null;
  /** The product's key under common `products` (personalLoans…), for "Type of loan". */
  loanType: string | null;
  snapshot: KeyFactsSnapshot;
  /** Our own nodal grievance officer (config GRIEVANCE_OFFICER_*). */
  nodal: { name: string; email: string };
}

/** What of a lender's row a statement quotes: whom to reach, and the exit window. */
export interface StatementLender {
  name: string;
  displayName: string;
  grievanceOfficer: string | null;
  grievanceEmail: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  recoveryContact: string | null;
  coolingOffDays: number;
}

/** The statement to keep: the figures, the rules behind its charges and the lender's contacts, as they stand today. */
export function snapshotOf(lender: StatementLender, pricing: LenderPricing, facts: KeyFacts): KeyFactsSnapshot {
  const { name, displayName, grievanceOfficer, grievanceEmail, contactPhone, contactEmail, recoveryContact, coolingOffDays } = lender;
  return {
    version: 1,
    lender: { name, displayName, grievanceOfficer, grievanceEmail, contactPhone, contactEmail, recoveryContact, coolingOffDays },
    facts,
    fee: pricing.fee,
    penal: pricing.penal,
    forecloseBps: pricing.forecloseBps,
  };
}

/**
 * The processing fee rule as parts a screen words in its own language
 * (kfs.feeRule.*): the rule's fields, never the lender's English text.
 */
export type FeeRuleWords = { kind: "nil" } | { kind: "flat"; rupees: number; gst: boolean } | { kind: "percent"; percentBps: number; minRupees: number | null; maxRupees: number | null; gst: boolean };

export function feeRuleWords(fee: LenderPricing["fee"]): FeeRuleWords {
  if (fee.percentBps === 0 && fee.minRupees === 0) return { kind: "nil" };
  if (fee.percentBps === 0 || fee.minRupees === fee.maxRupees) return { kind: "flat", rupees: fee.minRupees, gst: fee.gst };
  return { kind: "percent", percentBps: fee.percentBps, minRupees: fee.minRupees || null, maxRupees: fee.maxRupees, gst: fee.gst };
}

/** Paise as rupees with paise, for a JSON reader (233016 → 2330.16): exact to two places. */
const rupeesOf = (paise: number) => Number((paise / 100).toFixed(2));

/**
 * The offer as the lender is sent it (docs/lender-api.md): the figures of the
 * statement the consumer acknowledged, never recomputed, in rupees with paise;
 * rates in percent a year.
 */
export function lenderOfferOf(number: string, snapshot: KeyFactsSnapshot, feeRuleText: string | null) {
  const f = snapshot.facts;
  return {
    amount: f.amount,
    tenure_months: f.months,
    interest_rate: f.rateBps / 100,
    apr: f.aprBps / 100,
    processing_fees: feeRuleText,
    processing_fee: rupeesOf(f.feePaise),
    gst_on_processing_fee: rupeesOf(f.gstPaise),
    emi: rupeesOf(f.emiPaise),
    net_disbursed: rupeesOf(f.netDisbursedPaise),
    total_interest: rupeesOf(f.totalInterestPaise),
    total_repayment: rupeesOf(f.totalRepaymentPaise),
    total_cost: rupeesOf(f.totalCostPaise),
    kfs_proposal_number: number,
  };
}
