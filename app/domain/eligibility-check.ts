import type { LenderProduct } from "./products";

export interface EligibilityCheckKey {
  phone: string;
  category: LenderProduct;
  goal: string;
}

/**
 * The key of the eligibility-check event that /user/housing-welcome-back
 * fires (SPEC.md 2.1): the phone number, the category (the product type) and
 * the goal (the loan amount asked for, in rupees). No phone number: no event.
 */
export function eligibilityCheckKey(
  consumer: { mobilePhoneNumber: string | null; housingLoanAmount: number | null; goldLoanAmount: number | null; seLoanAmount: number | null },
  product: LenderProduct,
): EligibilityCheckKey | null {
  if (!consumer.mobilePhoneNumber) return null;
  const amount = product === "hl" ? consumer.housingLoanAmount : product === "gl" ? consumer.goldLoanAmount : consumer.seLoanAmount;
  return { phone: consumer.mobilePhoneNumber, category: product, goal: String(amount ?? 0) };
}
