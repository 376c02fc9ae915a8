import { daysInMonth, type CalendarDate } from "../platform/dates";

/**
 * A reducing-balance loan in paise: the instalment, each month's split and
 * the annual percentage rate, computed once here and read by the offer card,
 * the Key Fact Statement, the application the lender receives and the
 * consumer's loan page, so all four state the same figures.
 */

export interface Instalment {
  number: number;
  due: CalendarDate;
  /** What is paid that month: the EMI, the last one evening out the rounding. */
  paymentPaise: number;
  principalPaise: number;
  interestPaise: number;
  /** The principal still owed after this instalment. */
  balancePaise: number;
}

/** The same day `months` months later; a day a shorter month lacks becomes its last day (31 Jan → 28 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** The equated monthly instalment, rounded to the paisa. */
export function emiPaise(principalPaise: number, rateBps: number, months: number): number {
  if (principalPaise <= 0 || months <= 0) return 0;
  const r = rateBps / 120_000;
  if (r === 0) return Math.ceil(principalPaise / months);
  const growth = (1 + r) ** months;
  return Math.round((principalPaise * r * growth) / (growth - 1));
}

/**
 * Month by month: interest on the balance at a twelfth of the yearly rate,
 * rounded to the paisa, the rest of the EMI to principal; the last
 * instalment repays what is left, so the balance ends at exactly nil.
 */
export function repaymentSchedule(principalPaise: number, rateBps: number, months: number, disbursedOn: CalendarDate): Instalment[] {
  const emi = emiPaise(principalPaise, rateBps, months);
  const out: Instalment[] = [];
  let balance = principalPaise;
  for (let n = 1; n <= months && balance > 0; n++) {
    const interest = Math.round((balance * rateBps) / 120_000);
    const principal = n === months ? balance : Math.min(balance, emi - interest);
    balance -= principal;
    out.push({ number: n, due: addMonths(disbursedOn, n), paymentPaise: principal + interest, principalPaise: principal, interestPaise: interest, balancePaise: balance });
  }
  return out;
}

/**
 * The annual percentage rate in basis points: twelve times the monthly rate
 * at which the instalments are worth what the borrower actually receives
 * (the amount less the fee and its GST), as RBI's KFS illustration computes it.
 */
export function aprBps(receivedPaise: number, payments: number[]): number {
  if (receivedPaise <= 0 || !payments.length) return 0;
  // The instalments' present value at monthly rate r, less what was received, and its slope; found by Newton's
  // method from the plain instalment rate (a few steps: the offers page prices every matching lender).
  const gap = (r: number) => {
    const d = 1 / (1 + r);
    let factor = 1;
    let value = -receivedPaise;
    let slope = 0;
    for (let i = 0; i < payments.length; i++) {
      factor *= d;
      value += payments[i] * factor;
      slope -= (i + 1) * payments[i] * factor * d;
    }
    return { value, slope };
  };
  if (gap(0).value <= 0) return 0;
  let r = 0.01;
  for (let step = 0; step < 50; step++) {
    const { value, slope } = gap(r);
    const next = r - value / slope;
    if (!(next > -0.99) || !Number.isFinite(next)) break;
    if (Math.abs(next - r) < 1e-12) return Math.round(next * 12 * 10_000);
    r = next;
  }
  // Newton did not settle (not seen for real loans): halve the interval instead, slower and certain.
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (gap(mid).value > 0) lo = mid;
    else hi = mid;
  }
  return Math.round(((lo + hi) / 2) * 12 * 10_000);
}

/** `upto` when its EMI is within `maxEmiPaise`, else the largest whole thousand of rupees that is; 0 when none is. */
export function largestAmountWithin(maxEmiPaise: number, rateBps: number, months: number, upto: number): number {
  if (maxEmiPaise <= 0) return 0;
  if (emiPaise(upto * 100, rateBps, months) <= maxEmiPaise) return upto;
  let lo = 0;
  let hi = Math.floor(upto / 1000);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (emiPaise(mid * 1000 * 100, rateBps, months) <= maxEmiPaise) lo = mid;
    else hi = mid - 1;
  }
  return lo * 1000;
}
