import type { ProductTypeCode } from "./products";

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
  if (!consumer || !product) return { complete: false, updateRequired: false };
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
