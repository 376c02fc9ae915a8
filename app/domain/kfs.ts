import { emi } from "./emi";

export const GST_RATE = 0.18;

/** A processing fee as lenders write it: "2%", "Up to 2% + GST", "₹999 + GST", "Nil". */
export function processingFeeOf(text: string | null, amount: number): { fee: number; gst: number } {
  const source = (text ?? "").replace(/,/g, "");
  const withGst = /gst/i.test(source);
  const percent = /(\d+(?:\.\d+)?)\s*%/.exec(source);
  const flat = /(?:₹|rs\.?|inr)\s*(\d+(?:\.\d+)?)/i.exec(source);
  const fee = percent ? (amount * Number(percent[1])) / 100 : flat ? Number(flat[1]) : 0;
  const rounded = Math.round(fee * 100) / 100;
  return { fee: rounded, gst: withGst ? Math.round(rounded * GST_RATE * 100) / 100 : 0 };
}

/** Annual percentage rate: the yearly rate at which the instalments repay what the borrower actually receives. */
export function aprOf(amount: number, upfrontCharges: number, monthly: number, months: number): number {
  const received = amount - upfrontCharges;
  if (received <= 0 || monthly <= 0) return 0;
  const presentValue = (r: number) => (r === 0 ? monthly * months : (monthly * (1 - (1 + r) ** -months)) / r);
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (presentValue(mid) > received) lo = mid;
    else hi = mid;
  }
  return Math.round(((lo + hi) / 2) * 12 * 10000) / 100;
}

export interface KeyFacts {
  amount: number;
  months: number;
  interestRate: number;
  apr: number;
  processingFee: number;
  gstOnFee: number;
  monthly: number;
  totalRepayment: number;
  totalInterest: number;
  /** Everything the borrower pays beyond the amount: interest and fees. */
  totalCost: number;
  netDisbursed: number;
}

/** The Key Fact Statement figures of one offer (RBI): the borrower sees them before applying. */
export function keyFacts(input: { amount: number; months: number; interestRate: number; processingFees: string | null }): KeyFacts {
  const repay = emi(input.amount, input.interestRate, input.months);
  const { fee, gst } = processingFeeOf(input.processingFees, input.amount);
  const upfront = fee + gst;
  return {
    amount: input.amount,
    months: input.months,
    interestRate: input.interestRate,
    apr: aprOf(input.amount, upfront, repay.monthly, input.months),
    processingFee: fee,
    gstOnFee: gst,
    monthly: repay.monthly,
    totalRepayment: repay.total,
    totalInterest: repay.interest,
    totalCost: Math.round((repay.interest + upfront) * 100) / 100,
    netDisbursed: Math.round((input.amount - upfront) * 100) / 100,
  };
}
