import type { KeyFacts } from "./kfs";
import type { LenderPricing } from "./pricing";

/**
 * A Key Fact Statement exactly as the consumer was shown it, kept with its
 * proposal (kfs_proposals.snapshot): its figures and schedule, the charges
 * beside them and whom to contact, so the statement reopened from "My loans"
 * is the one they acknowledged, whatever the lender changes later.
 */
export interface KeyFactsSnapshot {
  version: 1;
  lender: {
    name: string;
    displayName: string;
    grievanceOfficer: string | null;
    grievanceEmail: string | null;
    contactPhone: string | null;
    contactEmail: string | null;
    recoveryContact: string | null;
    coolingOffDays: number;
  };
  facts: KeyFacts;
  fee: LenderPricing["fee"];
  penal: LenderPricing["penal"];
  forecloseBps: number;
}

/** A proposal is valid for 3 working days (RBI's KFS rule: at least 3 for loans of 7 days or more). */
export const KFS_VALID_WORKING_DAYS = 3;

/** The last day a proposal issued on `issuedOn` holds: 3 working days on, Saturdays and Sundays not counted. */
export function kfsValidUntil(issuedOn: { year: number; month: number; day: number }): { year: number; month: number; day: number } {
  const moment = new Date(Date.UTC(issuedOn.year, issuedOn.month - 1, issuedOn.day));
  let left = KFS_VALID_WORKING_DAYS;
  while (left > 0) {
    moment.setUTCDate(moment.getUTCDate() + 1);
    const weekday = moment.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return { year: moment.getUTCFullYear(), month: moment.getUTCMonth() + 1, day: moment.getUTCDate() };
}
