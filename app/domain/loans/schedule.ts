import { addMonths, repaymentSchedule, type Instalment } from "../lending/loan-schedule";
import type { CalendarDate } from "../platform/dates";

/** Where a loan's schedule comes from: the Key Fact Statement the consumer acknowledged, or the application's own terms. */
export interface ScheduleSource {
  /** The acknowledged KFS's schedule (kfs_proposals.snapshot.facts.schedule), when the application was made from one. */
  kfsSchedule: Instalment[] | null;
  amountRupees: number;
  rateBps: number;
  months: number;
  disbursedOn: CalendarDate;
  /** The first instalment's due date as the lender set it at disbursal. */
  firstEmiOn: CalendarDate | null;
}

/**
 * The repayment schedule of a disbursed loan: the KFS's figures as the
 * consumer read them (a statement's amounts do not change after it is
 * acknowledged), else the same rule (loan-schedule.ts) on the application's
 * amount, rate and tenure; in both, the dates follow the lender's first EMI
 * date when it set one, a month apart, else a month after the disbursal (the
 * KFS dated its instalments from the day it was issued, an estimate).
 */
export function loanSchedule(source: ScheduleSource): Instalment[] {
  const base = source.kfsSchedule?.length ? source.kfsSchedule : repaymentSchedule(source.amountRupees * 100, source.rateBps, source.months, source.disbursedOn);
  const first = source.firstEmiOn;
  return base.map((i) => ({ ...i, due: first ? addMonths(first, i.number - 1) : addMonths(source.disbursedOn, i.number) }));
}
