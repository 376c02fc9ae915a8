import { maskAddress, maskBirthDate, maskEmail, maskName, maskTail } from "./masking";

/** What the back office shows of a consumer's identity. */
export interface PersonFacts {
  firstName: string | null;
  lastName: string | null;
  mobile: string | null;
  email: string | null;
  pan: string | null;
  /** DD/MM/YYYY. */
  birthDate: string | null;
  postalCode: string | null;
}

/**
 * How much of a person a back-office page shows (docs/decisions/044):
 * `full` to a role that may read personal data; `contactMasked` (the CSR
 * portal, SPEC.md 5's rule for contact and IDs) keeps the name a caller is
 * addressed by and the birth year, hides the middle of an email and all but
 * the last 4 characters of a mobile or PAN; `masked` (an analyst) shows
 * initials and nothing of the address either.
 */
export type PersonMasking = "full" | "contactMasked" | "masked";

export function personShown(p: PersonFacts, masking: PersonMasking): PersonFacts {
  if (masking === "full") return p;
  const contact = {
    mobile: p.mobile ? maskTail(p.mobile) : null,
    email: p.email ? maskEmail(p.email) : null,
    pan: p.pan ? maskTail(p.pan) : null,
    birthDate: p.birthDate ? maskBirthDate(p.birthDate) : null,
  };
  if (masking === "contactMasked") return { ...p, ...contact };
  const initials = maskName(p.firstName, p.lastName);
  return { ...contact, firstName: initials, lastName: null, postalCode: maskAddress(p.postalCode) };
}

/** A person's name as one line, or null when they have not given it. */
export function fullName(p: Pick<PersonFacts, "firstName" | "lastName">): string | null {
  return [p.firstName, p.lastName].filter(Boolean).join(" ") || null;
}

/**
 * How the customer journey shows a consumer to a role (docs/decisions/044):
 * role 1 reads personal data; an analyst (role 2) sees it masked, unless
 * they recorded a reason to see this consumer a moment ago.
 */
export function journeyMasking(roleId: number, recordedReason: boolean): PersonMasking {
  return roleId === 1 || recordedReason ? "full" : "masked";
}
