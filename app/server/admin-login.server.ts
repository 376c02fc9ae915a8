import { eq } from "drizzle-orm";
import { adminUsers, rateLimits } from "../../db/schema";
import { getConfig } from "./config.server";
import { getDb } from "./db.server";
import { verifyPassword } from "./password.server";
import { hitRateLimit } from "./rate-limit.server";
import { createSession } from "./session.server";

const ADDRESS_WINDOW_SECONDS = 15 * 60;
const USERNAME_WINDOW_SECONDS = 60 * 60;
// Compared against when the username is unknown, so timing does not tell which usernames exist.
const DUMMY_HASH = "$2b$10$FPMMJYhTTLqXiFqWYGi2hu.vV10eKhch0KjCrEfxudzFWM.kvAiJe";

export type AdminLoginResult =
  | { ok: true; setCookie: string; token: string; roleId: number; adminId: number }
  | { ok: false; reason: "invalid" | "locked" | "throttled" };

const failuresKey = (username: string) => `admin-login:user:${username}`;
const normalise = (username: string) => username.trim().toLowerCase();

/**
 * Checks an admin's username and password. Throttled per address and per
 * username: after ADMIN_LOGIN_MAX_FAILURES wrong passwords within an hour
 * the account locks until an admin of role 1 unlocks it. An unknown username
 * answers exactly like a known one, locked included.
 */
export async function loginAdmin(input: { username: string; password: string; ip: string | null; request?: Request }): Promise<AdminLoginResult> {
  const perAddress = await hitRateLimit(`admin-login:ip:${input.ip ?? "unknown"}`, getConfig().ADMIN_LOGIN_MAX_PER_ADDRESS, ADDRESS_WINDOW_SECONDS);
  if (!perAddress.allowed) return { ok: false, reason: "throttled" };
  const username = normalise(input.username);
  const db = await getDb();
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.username, username)).limit(1);
  const ok = await verifyPassword(input.password, admin?.passwordHash ?? DUMMY_HASH);
  if (admin?.lockedAt) return { ok: false, reason: "locked" };
  if (!admin || !ok || admin.status !== 1) {
    const failures = await hitRateLimit(failuresKey(username), getConfig().ADMIN_LOGIN_MAX_FAILURES, USERNAME_WINDOW_SECONDS);
    if (failures.allowed) return { ok: false, reason: "invalid" };
    if (admin) await db.update(adminUsers).set({ lockedAt: new Date() }).where(eq(adminUsers.id, admin.id));
    return { ok: false, reason: "locked" };
  }
  await db.delete(rateLimits).where(eq(rateLimits.key, failuresKey(username)));
  await db.update(adminUsers).set({ lastLoginAt: new Date() }).where(eq(adminUsers.id, admin.id));
  const { setCookie, token } = await createSession("admin", admin.id, { roleId: admin.roleId, request: input.request });
  return { ok: true, setCookie, token, roleId: admin.roleId, adminId: admin.id };
}

/** Lifts a lockout (an admin of role 1 does this from user management): the account and its failure count start afresh. */
export async function unlockAdmin(adminId: number): Promise<boolean> {
  const db = await getDb();
  const [admin] = await db.update(adminUsers).set({ lockedAt: null }).where(eq(adminUsers.id, adminId)).returning({ username: adminUsers.username });
  if (!admin) return false;
  await db.delete(rateLimits).where(eq(rateLimits.key, failuresKey(admin.username)));
  return true;
}
