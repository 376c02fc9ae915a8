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
