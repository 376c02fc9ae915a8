import { and, eq, gt, lte } from "drizzle-orm";
import { loginLocks, rateLimits } from "../../../db/schema";
import type { SessionArea } from "~/domain/consumer/session-areas";
import { getConfig } from "../platform/db/config.server";
import { getDb, type Tx } from "../platform/db/db.server";
import { verifyPassword } from "./password.server";
import { hitRateLimit } from "../platform/http/rate-limit.server";

const ADDRESS_WINDOW_SECONDS = 15 * 60;
const USERNAME_WINDOW_SECONDS = 60 * 60;
// Compared against when the username is unknown, so timing does not tell which usernames exist.
const DUMMY_HASH = "$2b$10$FPMMJYhTTLqXiFqWYGi2hu.vV10eKhch0KjCrEfxudzFWM.kvAiJe";

/** An account that signs in with a username and password, as its area's table holds it. */
export interface PasswordAccount {
  id: number;
  passwordHash: string;
  active: boolean;
}

/** How one area (admin, partner) finds and marks its accounts; the throttling and the lock are the same for all. */
export interface PasswordArea {
  area: Exclude<SessionArea, "user">;
  find(username: string): Promise<PasswordAccount | null>;
  signedIn(id: number): Promise<void>;
}

export type PasswordLoginResult =
  | { ok: true; accountId: number }
  | { ok: false; reason: "invalid" | "throttled" }
  /** Locked after too many wrong passwords: the lock lifts by itself in `retryAfterMinutes`. */
  | { ok: false; reason: "locked"; retryAfterMinutes: number };

export const normaliseUsername = (username: string) => username.trim().toLowerCase();

/** The key counting wrong passwords for one username of an area. */
export const loginFailuresKey = (area: PasswordArea["area"], username: string) => `${area}-login:user:${normaliseUsername(username)}`;

const lockMs = () => getConfig().LOGIN_LOCK_MINUTES * 60_000;

/** Whether a lock is still in force at `now`: it lasts LOGIN_LOCK_MINUTES from when it was set. */
export const lockInForce = (now = new Date()) => gt(loginLocks.lockedAt, new Date(now.getTime() - lockMs()));

/** When the username's lock lifts, if it is locked now. */
async function lockedUntil(area: PasswordArea["area"], username: string, now: Date): Promise<Date | null> {
  const db = await getDb();
  const [lock] = await db
    .select({ lockedAt: loginLocks.lockedAt })
    .from(loginLocks)
    .where(and(eq(loginLocks.area, area), eq(loginLocks.username, username), lockInForce(now)))
    .limit(1);
  return lock ? new Date(lock.lockedAt.getTime() + lockMs()) : null;
}

const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/**
 * Checks a username and password. Throttled per address and per username:
 * after ADMIN_LOGIN_MAX_FAILURES wrong passwords within an hour the username
 * locks for LOGIN_LOCK_MINUTES, then lifts by itself (a wrong password in the
 * same hour locks it again). The lock is kept by username, so an unknown
 * username answers exactly like a known one, the time to wait included.
 */
export async function checkPasswordLogin(kind: PasswordArea, input: { username: string; password: string; ip: string | null }): Promise<PasswordLoginResult> {
  const config = getConfig();
  const now = new Date();
  const perAddress = await hitRateLimit(`${kind.area}-login:ip:${input.ip ?? "unknown"}`, config.ADMIN_LOGIN_MAX_PER_ADDRESS, ADDRESS_WINDOW_SECONDS, now);
  if (!perAddress.allowed) return { ok: false, reason: "throttled" };
  const username = normaliseUsername(input.username);
  const account = await kind.find(username);
  const ok = await verifyPassword(input.password, account?.passwordHash ?? DUMMY_HASH);
  const until = await lockedUntil(kind.area, username, now);
  if (until) return { ok: false, reason: "locked", retryAfterMinutes: minutesUntil(until, now) };
  if (!account || !ok || !account.active) {
    const failures = await hitRateLimit(loginFailuresKey(kind.area, username), config.ADMIN_LOGIN_MAX_FAILURES, USERNAME_WINDOW_SECONDS, now);
    if (failures.allowed) return { ok: false, reason: "invalid" };
    const db = await getDb();
    await db
      .insert(loginLocks)
      .values({ area: kind.area, username, lockedAt: now })
      .onConflictDoUpdate({ target: [loginLocks.area, loginLocks.username], set: { lockedAt: now } });
    return { ok: false, reason: "locked", retryAfterMinutes: config.LOGIN_LOCK_MINUTES };
  }
  await clearLoginFailures(kind.area, username);
  await kind.signedIn(account.id);
  return { ok: true, accountId: account.id };
}

/** Forgets a username's wrong passwords and lifts its lock (a sign-in succeeded, or an admin lifted the lock). */
export async function clearLoginFailures(area: PasswordArea["area"], username: string, tx?: Tx): Promise<void> {
  const db = tx ?? (await getDb());
  const name = normaliseUsername(username);
  await db.delete(rateLimits).where(eq(rateLimits.key, loginFailuresKey(area, name)));
  await db.delete(loginLocks).where(and(eq(loginLocks.area, area), eq(loginLocks.username, name)));
}

/** Deletes locks that have lifted (the scheduled purge). */
export async function purgeLiftedLocks(now = new Date()): Promise<number> {
  const db = await getDb();
  const lifted = await db
    .delete(loginLocks)
    .where(lte(loginLocks.lockedAt, new Date(now.getTime() - lockMs())))
    .returning({ username: loginLocks.username });
  return lifted.length;
}
