import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { otpChallenges } from "../../../db/schema";
import { SMS_MESSAGES, type SmsMessageName } from "~/domain/platform/sms-messages";
import { fallbackLanguage, type Language } from "~/i18n/languages";
import { translate } from "~/i18n/resources.server";
import { getConfig } from "../platform/db/config.server";
import { getDb } from "../platform/db/db.server";
import { sendMessage } from "../platform/jobs/message-sender.server";
import { hitRateLimit } from "../platform/http/rate-limit.server";

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

export type OtpChannel = "sms" | "email";
/** What a code is for: signing in, confirming a new email on the profile, or a merchant's contact mobile. A code never answers another purpose. */
export type OtpPurpose = "login" | "email_change" | "merchant_signup" | "merchant_login";

export type RequestOtpResult = { ok: true; expiresAt: Date } | { ok: false; reason: "cooldown" | "rate_limited"; retryAfterSeconds: number };

export type VerifyOtpResult = { ok: true } | { ok: false; reason: "invalid"; attemptsLeft: number } | { ok: false; reason: "expired" | "locked" | "missing" };

function hashCode(destination: string, purpose: OtpPurpose, code: string): string {
  const scope = purpose === "login" ? destination : `${purpose}:${destination}`;
  return createHmac("sha256", getConfig().OTP_SECRET).update(`${scope}:${code}`).digest("hex");
}

/** Each code's words (common.json), so every code goes out in the language of the person it is for. */
const MESSAGES: Record<OtpPurpose, { subject: string; text: string; sms: SmsMessageName | null }> = {
  login: { subject: "messages.loginCodeSubject", text: SMS_MESSAGES.login_otp.text, sms: "login_otp" },
  email_change: { subject: "messages.emailCodeSubject", text: "messages.emailCode", sms: null },
  merchant_signup: { subject: "messages.merchantCodeSubject", text: SMS_MESSAGES.merchant_otp.text, sms: "merchant_otp" },
  merchant_login: { subject: "messages.merchantLoginCodeSubject", text: SMS_MESSAGES.merchant_login_otp.text, sms: "merchant_login_otp" },
};

/**
 * Counts one send to `destination`: the caller's address first, so nobody
 * can spend a victim's per-number sends from one address; then the cooldown
 * and the hourly limit of the destination. Whatever a send is for (or a
 * pretend send that must look like one), it spends this.
 */
export async function spendOtpSendAllowance(destination: string, ip: string | null): Promise<{ ok: true } | Extract<RequestOtpResult, { ok: false }>> {
  const config = getConfig();
  if (ip) {
    const perIp = await hitRateLimit(`otp:ip:${ip}`, config.OTP_MAX_PER_IP_PER_HOUR, 3600);
    if (!perIp.allowed) return { ok: false, reason: "rate_limited", retryAfterSeconds: perIp.retryAfterSeconds };
  }
  const cooldown = await hitRateLimit(`otp:cooldown:${destination}`, 1, config.OTP_RESEND_COOLDOWN_SECONDS);
  if (!cooldown.allowed) return { ok: false, reason: "cooldown", retryAfterSeconds: cooldown.retryAfterSeconds };
  const perDestination = await hitRateLimit(`otp:dest:${destination}`, config.OTP_MAX_PER_DESTINATION_PER_HOUR, 3600);
  if (!perDestination.allowed) return { ok: false, reason: "rate_limited", retryAfterSeconds: perDestination.retryAfterSeconds };
  return { ok: true };
}

/**
 * The text a code goes out in, SMS or email: in the language of the page that
 * asked for it (the one the person is reading as they wait for the code), as
 * every screen around it is.
 */
function codeText(purpose: OtpPurpose, language: Language, code: string): string {
  return translate(language, MESSAGES[purpose].text, { code });
}

/** Sends a fresh 6-digit code to a mobile number or email, within the send allowance; a new code replaces any earlier one for the same purpose. */
export async function requestOtp(input: { destination: string; channel: OtpChannel; ip: string | null; purpose?: OtpPurpose; language?: Language }): Promise<RequestOtpResult> {
  const purpose = input.purpose ?? "login";
  const allowed = await spendOtpSendAllowance(input.destination, input.ip);
  if (!allowed.ok) return allowed;

  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const expiresAt = new Date(Date.now() + OTP_TTL_MS);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(otpChallenges)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpChallenges.destination, input.destination), eq(otpChallenges.purpose, purpose), isNull(otpChallenges.consumedAt)));
    await tx.insert(otpChallenges).values({
      destination: input.destination,
      channel: input.channel,
      purpose,
      codeHash: hashCode(input.destination, purpose, code),
      expiresAt,
      ip: input.ip,
    });
  });
  const language = input.language ?? fallbackLanguage;
  await sendMessage({
    channel: input.channel,
    destination: input.destination,
    subject: input.channel === "email" ? translate(language, MESSAGES[purpose].subject) : undefined,
    body: codeText(purpose, language, code),
    storedBody: codeText(purpose, language, "******"),
    demoLogLine: `OTP ${code}`,
    template: MESSAGES[purpose].sms ? { name: MESSAGES[purpose].sms, language } : undefined,
  });
  return { ok: true, expiresAt };
}

/**
 * Checks a code against the destination's live challenge: 5 minutes, 5
 * attempts, one use. The attempt is counted and the limit checked in one
 * statement before any comparison, so however many guesses arrive at once,
 * at most five are ever compared.
 */
export async function verifyOtp(input: { destination: string; code: string; purpose?: OtpPurpose }): Promise<VerifyOtpResult> {
  const purpose = input.purpose ?? "login";
  const db = await getDb();
  const live = and(eq(otpChallenges.destination, input.destination), eq(otpChallenges.purpose, purpose), isNull(otpChallenges.consumedAt));
  const latest = db.select({ id: otpChallenges.id }).from(otpChallenges).where(live).orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id)).limit(1);
  const [counted] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(and(sql`${otpChallenges.id} = (${latest})`, isNull(otpChallenges.consumedAt), lt(otpChallenges.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ id: otpChallenges.id, codeHash: otpChallenges.codeHash, attempts: otpChallenges.attempts, expiresAt: otpChallenges.expiresAt });
  if (!counted) {
    const [challenge] = await db.select({ attempts: otpChallenges.attempts }).from(otpChallenges).where(live).limit(1);
    return challenge ? { ok: false, reason: "locked" } : { ok: false, reason: "missing" };
  }
  if (counted.expiresAt.getTime() <= Date.now()) return { ok: false, reason: "expired" };

  const expected = Buffer.from(counted.codeHash, "hex");
  const given = Buffer.from(hashCode(input.destination, purpose, input.code), "hex");
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    const [used] = await db
      .update(otpChallenges)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpChallenges.id, counted.id), isNull(otpChallenges.consumedAt)))
      .returning({ id: otpChallenges.id });
    return used ? { ok: true } : { ok: false, reason: "missing" };
  }
  const attemptsLeft = Math.max(0, OTP_MAX_ATTEMPTS - counted.attempts);
  return attemptsLeft === 0 ? { ok: false, reason: "locked" } : { ok: false, reason: "invalid", attemptsLeft };
}
