import { AREA_PATHS } from "./session-areas";

/**
 * A new email counts only once its code is confirmed
 * (docs/decisions/012-email-confirmation.md). Until then it waits in
 * `users.pending_email`: not used for login, not shown as verified.
 */

/** What saving the profile form does to the email: the confirmed one stays until the typed one is confirmed. */
export function emailAfterProfileSave(saved: { email: string | null; pendingEmail: string | null }, typed: string): { pendingEmail: string | null; sendCode: boolean } {
  const email = typed.trim().toLowerCase();
  // Typing the confirmed email back drops a change that was waiting.
  if (email === saved.email) return { pendingEmail: null, sendCode: false };
  // The same pending email again: its code is on its way already (a new one is a "resend" away).
  if (email === saved.pendingEmail) return { pendingEmail: email, sendCode: false };
  return { pendingEmail: email, sendCode: true };
}

/** The step that confirms a new email (`?next=` the page to go back to). */
export const CONFIRM_EMAIL_PATH = "/user/confirm-email";

/** Where to go after the confirm step: a page of the user area, never another site. */
export function safeUserPath(raw: string | null, fallback: string): string {
  if (!raw?.startsWith(`${AREA_PATHS.user}/`) || raw.includes("//") || raw.includes("\\")) return fallback;
  return raw;
}

/** The answer to a typed confirmation code, shaped like the OTP module's. */
export type CodeVerdict = { ok: true } | { ok: false; reason: "invalid"; attemptsLeft: number } | { ok: false; reason: "expired" | "locked" | "missing" };

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
