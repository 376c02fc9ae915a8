import { and, eq } from "drizzle-orm";
import { users } from "../../../db/schema";
import { CONFIRM_EMAIL_PATH, decoyVerdict, type CodeVerdict, type DecoyChallenge } from "~/domain/consumer/email-change";
import type { Consumer } from "./consumers.server";
import { getDb, isUniqueViolation } from "../platform/db/db.server";
import { sendMessage } from "../platform/jobs/message-sender.server";
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, requestOtp, spendOtpSendAllowance, verifyOtp } from "./otp.server";
import { isEmailTakenByAnother } from "./profile.server";
import { setSessionData, type Session } from "../platform/http/session.server";
import { fallbackLanguage, isLanguage, type Language } from "~/i18n/languages";
import { translate } from "~/i18n/resources.server";

/**
 * Confirming a new email (docs/decisions/012-email-confirmation.md). An
 * address that belongs to another consumer is answered exactly like a free
 * one ("we sent a code"), so the form never tells anyone which addresses
 * have accounts; but it never gets a code, and its confirm step fails like a
 * wrong code. Its owner gets a notice instead.
 */

export type SendResult = { ok: true } | { ok: false; reason: "cooldown" | "rate_limited" };

/** Where the confirm step of an address that is someone else's keeps its pretend code. */
const DECOY = "emailDecoy";

function decoyOf(session: Session, email: string): DecoyChallenge | null {
  const decoy = session.data[DECOY] as DecoyChallenge | undefined;
  return decoy && decoy.email === email ? decoy : null;
}

/**
 * Sends the code that confirms `email` for this consumer, in the language of
 * the page they are on (or, for someone else's address, a notice to its
 * owner, in the owner's own language).
 */
export async function sendEmailCode(session: Session, consumerId: number, email: string, ip: string | null, language: Language): Promise<SendResult> {
  const owner = await isEmailTakenByAnother(email, consumerId);
  if (owner) {
    // The same allowance a real send spends, so a taken address meets the limits exactly when a free one would.
    const allowed = await spendOtpSendAllowance(email, ip);
    if (!allowed.ok) return { ok: false, reason: allowed.reason };
    await setSessionData(session, { [DECOY]: { email, sentAt: Date.now(), attempts: 0 } satisfies DecoyChallenge });
    const ownerLanguage = isLanguage(owner.language) ? owner.language : fallbackLanguage;
    const notice = translate(ownerLanguage, "messages.emailTaken");
    await sendMessage({
      channel: "email",
      destination: email,
      subject: translate(ownerLanguage, "messages.emailTakenSubject"),
      body: notice,
      storedBody: notice,
      demoLogLine: "notice: address already in use, no code sent",
    });
    return { ok: true };
  }
  if (session.data[DECOY]) await setSessionData(session, { [DECOY]: null });
  const sent = await requestOtp({ destination: email, channel: "email", ip, purpose: "email_change", language });
  return sent.ok ? { ok: true } : { ok: false, reason: sent.reason };
}

/** Keeps the typed email waiting for its code; the confirmed one stays in use meanwhile. */
export async function setPendingEmail(consumerId: number, email: string | null): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ pendingEmail: email, updatedAt: new Date() }).where(eq(users.id, consumerId));
}

/**
 * Checks the code typed for the pending email; on success the pending email
 * becomes the consumer's email, verified. An address someone else has taken
 * meanwhile fails like a wrong code, whichever request got there first.
 */
export async function confirmEmail(session: Session, consumer: Consumer, code: string): Promise<CodeVerdict> {
  const pending = consumer.pendingEmail;
  if (!pending) return { ok: false, reason: "missing" };
  const decoy = decoyOf(session, pending);
  if (decoy) {
    const { verdict, decoy: counted } = decoyVerdict(decoy, Date.now(), { ttlMs: OTP_TTL_MS, maxAttempts: OTP_MAX_ATTEMPTS });
    if (counted !== decoy) await setSessionData(session, { [DECOY]: counted });
    return verdict;
  }
  const checked = await verifyOtp({ destination: pending, code, purpose: "email_change" });
  if (!checked.ok) return checked;
  const takenAnswer: CodeVerdict = { ok: false, reason: "invalid", attemptsLeft: OTP_MAX_ATTEMPTS - 1 };
  if (await isEmailTakenByAnother(pending, consumer.id)) return takenAnswer;
  const db = await getDb();
  try {
    const [row] = await db
      .update(users)
      .set({ email: pending, emailVerified: 1, pendingEmail: null, updatedAt: new Date() })
      .where(and(eq(users.id, consumer.id), eq(users.pendingEmail, pending)))
      .returning({ id: users.id });
    return row ? { ok: true } : { ok: false, reason: "missing" };
  } catch (error) {
    if (isUniqueViolation(error)) return takenAnswer;
    throw error;
  }
}

/**
 * The step applying asks before the consents when the consumer's new email
 * still waits for its code (docs/decisions/103-fields-before-offers.md: the
 * email is confirmed when applying, not before the offers): its code goes out
 * now and the confirm step leads on to `next`. Null when no email waits.
 */
export async function emailStepBeforeApplying(
  session: Session,
  consumer: Pick<Consumer, "id" | "pendingEmail">,
  next: string,
  ip: string | null,
  language: Language,
): Promise<{ to: string; refused: Exclude<SendResult, { ok: true }>["reason"] | null } | null> {
  if (!consumer.pendingEmail) return null;
  const to = `${CONFIRM_EMAIL_PATH}?${new URLSearchParams({ next })}`;
  const sent = await sendEmailCode(session, consumer.id, consumer.pendingEmail, ip, language);
  return { to, refused: sent.ok ? null : sent.reason };
}
