import type { CalendarDate } from "../platform/dates";
import type { KeyFactsSnapshot } from "../lending/kfs-snapshot";
import type { Instalment } from "../lending/loan-schedule";
import { coolingOffDeadline, coolingOffExitAmount, coolingOffOpen, type ExitAmount } from "./cooling-off";
import { requestsOffered, type LoanRequestKind, type RequestSeen } from "./loan-requests";
import { outstandingPrincipalPaise } from "./prepayment";
import { loanSchedule } from "./schedule";

/** What the loan page is made from: the application as disbursed, its lender's cooling-off period, its KFS, its requests. */
export interface LoanRecord {
  amountRupees: number;
  tenureMonths: number;
  /** The application's yearly rate and APR, in percent (its numeric columns). */
  interestRate: number | null;
  apr: number | null;
  disbursedOn: CalendarDate;
  firstEmiOn: CalendarDate | null;
  coolingOffDays: number;
  kfs: KeyFactsSnapshot | null;
  requests: (RequestSeen & { amountPaise: number | null })[];
}

export interface LoanFigures {
  principalPaise: number;
  rateBps: number;
  aprBps: number;
  schedule: Instalment[];
  outstandingPaise: number;
  exit: { deadline: CalendarDate; open: boolean; amount: ExitAmount };
  offered: Record<LoanRequestKind, boolean>;
}

const toBps = (percent: number | null) => (percent == null ? null : Math.round(percent * 100));

/**
 * The figures the loan page states, from one rule each: the KFS's rate and
 * APR when the loan was made from one (what the consumer acknowledged),
 * else the application's; the schedule (schedule.ts); what is owed today;
 * the cooling-off exit's deadline and amount; and which requests it offers.
 */
export function loanFigures(loan: LoanRecord, today: CalendarDate): LoanFigures {
  const principalPaise = loan.amountRupees * 100;
  const rateBps = loan.kfs?.facts.rateBps ?? toBps(loan.interestRate) ?? 0;
  const aprBps = loan.kfs?.facts.aprBps ?? toBps(loan.apr) ?? rateBps;
  const schedule = loanSchedule({
    kfsSchedule: loan.kfs?.facts.schedule ?? null,
    amountRupees: loan.amountRupees,
    rateBps,
    months: loan.kfs?.facts.months ?? loan.tenureMonths,
    disbursedOn: loan.disbursedOn,
    firstEmiOn: loan.firstEmiOn,
  });
  const prepaid = loan.requests.filter((r) => r.kind === "part_prepay" && r.state === "accepted").reduce((sum, r) => sum + (r.amountPaise ?? 0), 0);
  const open = coolingOffOpen(loan.disbursedOn, loan.coolingOffDays, today);
  return {
    principalPaise,
    rateBps,
    aprBps,
    schedule,
    outstandingPaise: outstandingPrincipalPaise(principalPaise, schedule, today, prepaid),
    exit: { deadline: coolingOffDeadline(loan.disbursedOn, loan.coolingOffDays), open, amount: coolingOffExitAmount(principalPaise, aprBps, loan.disbursedOn, today) },
    offered: requestsOffered(loan.requests, open),
  };
}
