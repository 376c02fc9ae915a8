import { eq } from "drizzle-orm";
import { partnerUsers } from "../../db/schema";
import { getDb } from "./db.server";
import { hashPassword, verifyPassword } from "./password.server";
import { hitRateLimit } from "./rate-limit.server";
import { endOtherSessions } from "./session.server";

/** Tries per partner user and hour, right or wrong, as for admins (docs/decisions/015). */
export const PARTNER_PASSWORD_CHANGES_PER_HOUR = 10;

export type PartnerPasswordResult = { ok: true; endedSessions: number } | { ok: false; reason: "wrongPassword" | "throttled" | "notFound" };

/**
 * A partner user changes its own password: the current one must be right;
 * the session making the change stays, every other one ends.
 */
export async function changePartnerPassword(
  partnerUserId: number,
  keepSessionId: number,
  input: { currentPassword: string; newPassword: string },
): Promise<PartnerPasswordResult> {
  // Every attempt counts, so a session left open cannot be used to guess the password.
  const attempts = await hitRateLimit(`partner-password-change:${partnerUserId}`, PARTNER_PASSWORD_CHANGES_PER_HOUR, 3600);
  if (!attempts.allowed) return { ok: false, reason: "throttled" };
  const db = await getDb();
  const [user] = await db.select({ passwordHash: partnerUsers.passwordHash }).from(partnerUsers).where(eq(partnerUsers.id, partnerUserId)).limit(1);
  if (!user) return { ok: false, reason: "notFound" };
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) return { ok: false, reason: "wrongPassword" };
  await db.update(partnerUsers).set({ passwordHash: await hashPassword(input.newPassword) }).where(eq(partnerUsers.id, partnerUserId));
  return { ok: true, endedSessions: await endOtherSessions("partner", partnerUserId, keepSessionId) };
}
