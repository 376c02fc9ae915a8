import type { CalendarDate } from "../platform/dates";
import { aprBps, repaymentSchedule, type Instalment } from "./loan-schedule";
import { feePaiseFor, rateBpsFor, type LenderPricing, type PricedProfile } from "./pricing";

/**
 * The Key Fact Statement's figures of one loan (RBI): the rate this consumer
 * is charged, the fee, the instalments and the APR that follows from them.
 * The offer card, the KFS, the application sent to the lender and the
 * consumer's loan page all read this one function, so they state the same.
 * Amounts are paise (integers); rates basis points.
 */
export interface KeyFacts {
  /** Rupees, as the consumer chose them. */
  amount: number;
  months: number;
  rateBps: number;
  aprBps: number;
  feePaise: number;
  gstPaise: number;
  /** The equated monthly instalment (the last may differ by paise: the schedule shows it). */
  emiPaise: number;
  totalInterestPaise: number;
  totalRepaymentPaise: number;
  /** Everything paid beyond the amount: interest, fee and its GST. */
  totalCostPaise: number;
  /** What reaches the borrower's account: the amount less the fee and its GST. */
  netDisbursedPaise: number;
  /** The special offer that priced this loan, if any. */
  special: LenderPricing["specialOffer"];
  schedule: Instalment[];
}

export function keyFacts(pricing: LenderPricing, profile: PricedProfile, special: LenderPricing["specialOffer"], terms: { amount: number; months: number }, startsOn: CalendarDate): KeyFacts {
  const rateBps = rateBpsFor(pricing, profile, special);
  const { feePaise, gstPaise } = feePaiseFor(pricing, terms.amount, special);
  const principalPaise = terms.amount * 100;
  const schedule = repaymentSchedule(principalPaise, rateBps, terms.months, startsOn);
  const totalRepaymentPaise = schedule.reduce((sum, i) => sum + i.paymentPaise, 0);
  const totalInterestPaise = totalRepaymentPaise - principalPaise;
  const netDisbursedPaise = principalPaise - feePaise - gstPaise;
  return {
    amount: terms.amount,
    months: terms.months,
    rateBps,
    aprBps: aprBps(
      netDisbursedPaise,
      schedule.map((i) => i.paymentPaise),
    ),
    feePaise,
    gstPaise,
    emiPaise: schedule[0]?.paymentPaise ?? 0,
    totalInterestPaise,
    totalRepaymentPaise,
    totalCostPaise: totalInterestPaise + feePaise + gstPaise,
    netDisbursedPaise,
    special,
    schedule,
  };
}
