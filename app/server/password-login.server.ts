import { eq } from "drizzle-orm";
import { rateLimits } from "../../db/schema";
import type { SessionArea } from "~/domain/session-areas";
import { getConfig } from "./config.server";
import { getDb } from "./db.server";
import { verifyPassword } from "./password.server";
import { hitRateLimit, rateLimitCount } from "./rate-limit.server";

const ADDRESS_WINDOW_SECONDS = 15 * 60;
const USERNAME_WINDOW_SECONDS = 60 * 60;
// Compared against when the username is unknown, so timing does not tell which usernames exist.
const DUMMY_HASH = "$2b$10$FPMMJYhTTLqXiFqWYGi2hu.vV10eKhch0KjCrEfxudzFWM.kvAiJe";

/** An account that signs in with a username and password, as its area's table holds it. */
export interface PasswordAccount {
  id: number;
  passwordHash: string;
  active: boolean;
  /** Locked for good, until someone lifts it (admins: an admin of role 1 in user management). */
  locked: boolean;
}

/** How one area (admin, partner) finds and marks its accounts; the throttling and lockout are the same for all. */
export interface PasswordArea {
  area: Exclude<SessionArea, "user">;
  find(username: string): Promise<PasswordAccount | null>;
  /**
   * Stores a lock after too many wrong passwords. An area without it is
   * locked only for the rest of the failure window (an hour): it has no
   * screen where someone could lift a stored lock.
   */
  lock?(id: number): Promise<void>;
  signedIn(id: number): Promise<void>;
}

export type PasswordLoginResult = { ok: true; accountId: number } | { ok: false; reason: "invalid" | "locked" | "throttled" };

export const normaliseUsername = (username: string) => username.trim().toLowerCase();

/** The key counting wrong passwords for one username of an area. */
export const loginFailuresKey = (area: PasswordArea["area"], username: string) => `${area}-login:user:${normaliseUsername(username)}`;

/**
 * Checks a username and password. Throttled per address and per username:
 * after ADMIN_LOGIN_MAX_FAILURES wrong passwords within an hour the account
 * locks. An unknown username answers exactly like a known one, locked included.
 */
export async function checkPasswordLogin(kind: PasswordArea, input: { username: string; password: string; ip: string | null }): Promise<PasswordLoginResult> {
  const config = getConfig();
  const perAddress = await hitRateLimit(`${kind.area}-login:ip:${input.ip ?? "unknown"}`, config.ADMIN_LOGIN_MAX_PER_ADDRESS, ADDRESS_WINDOW_SECONDS);
  if (!perAddress.allowed) return { ok: false, reason: "throttled" };
  const username = normaliseUsername(input.username);
  const failuresKey = loginFailuresKey(kind.area, username);
  const account = await kind.find(username);
  const ok = await verifyPassword(input.password, account?.passwordHash ?? DUMMY_HASH);
  const lockedForTheWindow = !kind.lock && (await rateLimitCount(failuresKey, USERNAME_WINDOW_SECONDS)) > config.ADMIN_LOGIN_MAX_FAILURES;
  if (account?.locked || lockedForTheWindow) return { ok: false, reason: "locked" };
  if (!account || !ok || !account.active) {
    const failures = await hitRateLimit(failuresKey, config.ADMIN_LOGIN_MAX_FAILURES, USERNAME_WINDOW_SECONDS);
    if (failures.allowed) return { ok: false, reason: "invalid" };
    if (account && kind.lock) await kind.lock(account.id);
    return { ok: false, reason: "locked" };
  }
  await clearLoginFailures(kind.area, username);
  await kind.signedIn(account.id);
  return { ok: true, accountId: account.id };
}

/** Forgets a username's wrong passwords (a sign-in succeeded, or an admin lifted the lock). */
export async function clearLoginFailures(area: PasswordArea["area"], username: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, loginFailuresKey(area, username)));
}
