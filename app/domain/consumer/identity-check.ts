import { fromIso, parseDmy, toDmy, toIso } from "../platform/dates";
import { maskBirthDate, maskTail } from "../back-office/masking";

/**
 * The returning-user identity check (docs/decisions/011-identity-check.md):
 * an OTP proves only that someone holds the phone or inbox; the PAN, birth
 * date and address of a profile are shown or changed only after the
 * welcome-back check has passed in this session.
 */

export interface IdentityOnFile {
  tin: string | null;
  birthDate: string | null;
}

/** Whether there is anything for the check to protect (and to check against). */
export function hasIdentityOnFile(c: IdentityOnFile): boolean {
  return Boolean(c.tin || c.birthDate);
}

/**
 * The verdict of a session at OTP login: a consumer with no PAN and no birth
 * date yet is verified at once (nothing to protect; what they type now is
 * theirs), anyone else only once the welcome-back check passes.
 */
export function verifiedAtLogin(c: IdentityOnFile): boolean {
  return !hasIdentityOnFile(c);
}

/** Whether this session may see and change the profile: passed the check, or nothing on file to protect. */
export function isIdentityVerified(sessionFlag: unknown, c: IdentityOnFile): boolean {
  return sessionFlag === true || !hasIdentityOnFile(c);
}

/**
 * Whether the typed birth date (DD/MM/YYYY) and PAN are the stored ones.
 * Each one on file must match; one missing from the file (records the
 * profile form did not write) is not held against the consumer, but there
 * must be at least one to check.
 */
export function identityMatches(c: IdentityOnFile, birthDate: string, pan: string): boolean {
  if (!hasIdentityOnFile(c)) return false;
  const parsed = parseDmy(birthDate.trim());
  const birthOk = !c.birthDate || (parsed.ok && toIso(parsed.date) === c.birthDate);
  const panOk = !c.tin || c.tin === pan.trim().toUpperCase();
  return birthOk && panOk;
}

/** The stored PAN and birth date, masked: what the identity check shows as hints (GET /api/getMaskInfo). */
export function maskedIdentity(c: IdentityOnFile): { pan: string | null; birth_date: string | null } {
  const birth = c.birthDate ? fromIso(c.birthDate) : null;
  return {
    pan: c.tin ? maskTail(c.tin) : null,
    birth_date: birth ? maskBirthDate(toDmy(birth)) : null,
  };
}
