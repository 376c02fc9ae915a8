export interface EmiResult {
  /** Monthly repayment, rounded to paise. */
  monthly: number;
  /** Everything repaid over the tenure, rounded to paise. */
  total: number;
  /** Total minus principal. */
  interest: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Equated monthly instalment of a reducing-balance loan.
 * ₹50,000 at 10.99% a year for 24 months: ₹2,330.16 a month, ₹55,923.83 in total.
 */
export function emi(principal: number, annualRatePercent: number, months: number): EmiResult {
  if (!(principal > 0) || !(months > 0)) return { monthly: 0, total: 0, interest: 0 };
  const r = annualRatePercent / 1200;
  const exact = r === 0 ? principal / months : (principal * r * (1 + r) ** months) / ((1 + r) ** months - 1);
  const total = round2(exact * months);
  return { monthly: round2(exact), total, interest: round2(total - principal) };
}
