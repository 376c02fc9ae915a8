import { loanProfileOf, type LenderProduct } from "../products";

export interface EligibilityCheckKey {
  phone: string;
  category: LenderProduct;
  goal: string;
}

/**
 * The key of the eligibility-check event that a welcome-back going on at once
 * fires (SPEC.md 2.1, /user/housing-welcome-back): the phone number, the
 * category (the product type) and the goal (the loan amount asked for, in
 * the product's own amount column or worked out by its rule, in rupees). No phone number: no event.
 */
export function eligibilityCheckKey(consumer: { mobilePhoneNumber: string | null } & Readonly<Record<string, unknown>>, product: LenderProduct): EligibilityCheckKey | null {
  if (!consumer.mobilePhoneNumber) return null;
  const profile = loanProfileOf(product);
  // A loan worked out from its answers (a car's price less its down payment) is that loan; else the amount column's.
  const amount = profile.secured?.(consumer)?.amount ?? consumer[profile.amountColumn];
  return { phone: consumer.mobilePhoneNumber, category: product, goal: String(amount ?? 0) };
}
