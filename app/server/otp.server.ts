import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { otpChallenges } from "../../db/schema";
import { getConfig } from "./config.server";
import { getDb } from "./db.server";
import { sendMessage } from "./message-sender.server";
import { hitRateLimit } from "./rate-limit.server";

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

export type OtpChannel = "sms" | "email";

export type RequestOtpResult =
  | { ok: true; expiresAt: Date }
  | { ok: false; reason: "cooldown" | "rate_limited"; retryAfterSeconds: number };

export type VerifyOtpResult =
  | { ok: true }
  | { ok: false; reason: "invalid"; attemptsLeft: number }
  | { ok: false; reason: "expired" | "locked" | "missing" };

function hashCode(destination: string, code: string): string {
  return createHmac("sha256", getConfig().OTP_SECRET).update(`${destination}:${code}`).digest("hex");
}

/**
 * Sends a fresh 6-digit code to a mobile number or email. Sends are limited
 * per destination and per IP, with a cooldown between two sends to one
 * destination; a new code replaces any earlier one.
 */
export async function requestOtp(input: { destination: string; channel: OtpChannel; ip: string | null }): Promise<RequestOtpResult> {
  const config = getConfig();
  const cooldown = await hitRateLimit(`otp:cooldown:${input.destination}`, 1, config.OTP_RESEND_COOLDOWN_SECONDS);
  if (!cooldown.allowed) return { ok: false, reason: "cooldown", retryAfterSeconds: cooldown.retryAfterSeconds };
  const perDestination = await hitRateLimit(`otp:dest:${input.destination}`, config.OTP_MAX_PER_DESTINATION_PER_HOUR, 3600);
  if (!perDestination.allowed) return { ok: false, reason: "rate_limited", retryAfterSeconds: perDestination.retryAfterSeconds };
  if (input.ip) {
    const perIp = await hitRateLimit(`otp:ip:${input.ip}`, config.OTP_MAX_PER_IP_PER_HOUR, 3600);
    if (!perIp.allowed) return { ok: false, reason: "rate_limited", retryAfterSeconds: perIp.retryAfterSeconds };
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const expiresAt = new Date(Date.now() + OTP_TTL_MS);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(otpChallenges)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpChallenges.destination, input.destination), isNull(otpChallenges.consumedAt)));
    await tx.insert(otpChallenges).values({
      destination: input.destination,
      channel: input.channel,
      codeHash: hashCode(input.destination, code),
      expiresAt,
      ip: input.ip,
    });
  });
  await sendMessage({
    channel: input.channel,
    destination: input.destination,
    subject: input.channel === "email" ? "Your login code" : undefined,
    body: `${code} is your login code. It is valid for 5 minutes. Do not share it with anyone.`,
    logSummary: `OTP ${code}`,
  });
  return { ok: true, expiresAt };
}

/** Checks a code against the destination's live challenge: 5 minutes, 5 attempts, one use. */
export async function verifyOtp(input: { destination: string; code: string }): Promise<VerifyOtpResult> {
  const db = await getDb();
  const [challenge] = await db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.destination, input.destination), isNull(otpChallenges.consumedAt)))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  if (!challenge) return { ok: false, reason: "missing" };
  if (challenge.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, reason: "locked" };
  if (challenge.expiresAt.getTime() <= Date.now()) return { ok: false, reason: "expired" };

  const expected = Buffer.from(challenge.codeHash, "hex");
  const given = Buffer.from(hashCode(input.destination, input.code), "hex");
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    const [used] = await db
      .update(otpChallenges)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.consumedAt)))
      .returning({ id: otpChallenges.id });
    return used ? { ok: true } : { ok: false, reason: "missing" };
  }
  const [after] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(eq(otpChallenges.id, challenge.id))
    .returning({ attempts: otpChallenges.attempts });
  const attemptsLeft = Math.max(0, OTP_MAX_ATTEMPTS - after.attempts);
  return attemptsLeft === 0 ? { ok: false, reason: "locked" } : { ok: false, reason: "invalid", attemptsLeft };
}
