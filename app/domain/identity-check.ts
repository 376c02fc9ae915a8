/**
 * The returning-user identity check (docs/decisions/010-identity-check.md):
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

/** What a mistyped confirmation code gets, shaped like the OTP module's answer. */
export type CodeVerdict =
  | { ok: true }
  | { ok: false; reason: "invalid"; attemptsLeft: number }
  | { ok: false; reason: "expired" | "locked" | "missing" };

/** A code that was never sent (the email belongs to another consumer): its attempts and age, kept on the session. */
export interface DecoyChallenge {
  email: string;
  sentAt: number;
  attempts: number;
}

/**
 * The answer to a code typed for an email that belongs to someone else: the
 * same sequence a real code gives to wrong guesses (wrong, wrong, …, locked;
 * expired after its lifetime), so the confirm step never tells the two apart.
 */
export function decoyVerdict(decoy: DecoyChallenge | null, now: number, limits: { ttlMs: number; maxAttempts: number }): { verdict: CodeVerdict; decoy: DecoyChallenge | null } {
  if (!decoy) return { verdict: { ok: false, reason: "missing" }, decoy };
  if (decoy.attempts >= limits.maxAttempts) return { verdict: { ok: false, reason: "locked" }, decoy };
  const counted = { ...decoy, attempts: decoy.attempts + 1 };
  if (now - decoy.sentAt >= limits.ttlMs) return { verdict: { ok: false, reason: "expired" }, decoy: counted };
  const attemptsLeft = limits.maxAttempts - counted.attempts;
  return { verdict: attemptsLeft === 0 ? { ok: false, reason: "locked" } : { ok: false, reason: "invalid", attemptsLeft }, decoy: counted };
}
