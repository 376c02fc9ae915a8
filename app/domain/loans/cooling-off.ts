import type { CalendarDate } from "../platform/dates";
import { addDays, daysBetween } from "./calendar";

/**
 * The cooling-off exit (RBI Digital Lending Directions): within the lender's
 * period after disbursal the borrower may leave the loan by repaying the
 * principal and the APR for the days they held it, with no penalty. The
 * period is counted in days from the day of disbursal; its last day is the
 * deadline, and the exit is open until that day ends in India.
 */

/** The last day the exit is open: disbursal day + the lender's cooling-off days (never under 1, RBI's minimum). */
export function coolingOffDeadline(disbursedOn: CalendarDate, coolingOffDays: number): CalendarDate {
  return addDays(disbursedOn, Math.max(1, coolingOffDays));
}

export function coolingOffOpen(disbursedOn: CalendarDate, coolingOffDays: number, today: CalendarDate): boolean {
  const deadline = coolingOffDeadline(disbursedOn, coolingOffDays);
  return daysBetween(disbursedOn, today) >= 0 && daysBetween(today, deadline) >= 0;
}

export interface ExitAmount {
  /** Days the borrower held the money: from the day of disbursal to today, at least one (a part of a day is charged as a day). */
  daysHeld: number;
  principalPaise: number;
  /** The APR for those days on the principal, a 365-day year, rounded half up to the paisa. */
  interestPaise: number;
  totalPaise: number;
}

/**
 * What the borrower repays to exit: principal + principal × APR × days ÷ 365,
 * in integer arithmetic (BigInt) so no binary fraction enters a rupee figure.
 */
export function coolingOffExitAmount(principalPaise: number, aprBps: number, disbursedOn: CalendarDate, today: CalendarDate): ExitAmount {
  const daysHeld = Math.max(1, daysBetween(disbursedOn, today));
  const numerator = BigInt(principalPaise) * BigInt(aprBps) * BigInt(daysHeld);
  const denominator = 10_000n * 365n;
  const interestPaise = Number((numerator * 2n + denominator) / (denominator * 2n));
  return { daysHeld, principalPaise, interestPaise, totalPaise: principalPaise + interestPaise };
}
