import { compareDates, type CalendarDate } from "../platform/dates";
import type { Instalment } from "../lending/loan-schedule";

/**
 * Paying a loan off early: all of it (foreclosure) or part of it. Both are
 * measured against the principal still owed today: the balance after the
 * last instalment already due, less any part-payments the lender accepted.
 */

/** "12,500" or "12500.50" (rupees, Indian commas allowed, at most two decimals) → paise, exactly; null for anything else. */
export function rupeesToPaise(text: string): number | null {
  const plain = text.trim().replace(/^₹\s*/, "").replace(/,/g, "");
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** The principal owed on `today`: the schedule's balance after the instalments due by then, less accepted part-payments (never below nil). */
export function outstandingPrincipalPaise(principalPaise: number, schedule: Instalment[], today: CalendarDate, prepaidPaise = 0): number {
  let balance = principalPaise;
  for (const instalment of schedule) if (compareDates(instalment.due, today) <= 0) balance = instalment.balancePaise;
  return Math.max(0, balance - prepaidPaise);
}

/** The smallest part-payment we pass on: below it the lender's cost of handling outweighs the interest saved. */
export const MIN_PART_PREPAY_PAISE = 100_000;

export type PartPrepayProblem = "tooSmall" | "notLess";

/** Why a part-payment cannot be asked for: under the minimum, or not less than what is owed (that is a foreclosure). */
export function partPrepayProblem(amountPaise: number, outstandingPaise: number): PartPrepayProblem | null {
  if (amountPaise >= outstandingPaise) return "notLess";
  if (amountPaise < MIN_PART_PREPAY_PAISE) return "tooSmall";
  return null;
}
