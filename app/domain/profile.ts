import { isLoanProduct, type ProductTypeCode } from "./products";

/** The saved profile fields the completion rules look at (a consumer row has them all). */
export interface ProfileCompletion {
  plCompleted: number | null;
  blCompleted: number | null;
  glCompleted: number | null;
  hlCompleted: number | null;
  plUpdateRequired: number | null;
  plSeUpdateRequired: number | null;
  employmentStatusCode: string | null;
}

/** Completion flags of SPEC.md 3, per product. */
export function profileFlags(consumer: ProfileCompletion | null, product: ProductTypeCode | null) {
  // Cards and insurance have no loan profile: their journey always starts at their own page.
  if (!consumer || !product || !isLoanProduct(product)) return { complete: false, updateRequired: false };
  if (product === "bl") return { complete: consumer.blCompleted === 1, updateRequired: false };
  if (product === "gl") return { complete: consumer.glCompleted === 1, updateRequired: false };
  if (product === "hl") return { complete: consumer.hlCompleted === 1, updateRequired: false };
  const selfEmployed = consumer.employmentStatusCode !== "salaried";
  return {
    complete: consumer.plCompleted === 1,
    updateRequired: selfEmployed ? consumer.plSeUpdateRequired === 1 : consumer.plUpdateRequired === 1,
  };
}

export interface PersonalDetailsOnFile {
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
  tin: string | null;
  postalCode: string | null;
  address1: string | null;
  seLoanAmount: number | null;
  creditScoreBand: string | null;
}

/** Whether the first step of the profile (personal details) is saved. */
export function hasPersonalDetails(c: PersonalDetailsOnFile): boolean {
  return Boolean(c.firstName && c.lastName && c.birthDate && c.tin && c.postalCode && c.address1 && c.seLoanAmount && c.creditScoreBand);
}

/**
 * The business registration type after the registration question (SPEC.md
 * 4): NO is "none" (not registered; a personal loan); YES keeps a registered
 * type already saved, else leaves it for /user/business-detail to ask.
 */
export function registrationAfterAnswer(current: string | null, registered: boolean): string | null {
  if (!registered) return "none";
  return current && current !== "none" ? current : null;
}
