import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { adminUsers } from "../../db/schema";
import { getDb } from "./db.server";
import { unlockAdmin } from "./admin-login.server";
import { hashPassword, verifyPassword } from "./password.server";
import { hitRateLimit } from "./rate-limit.server";
import { endOtherSessions } from "./session.server";

/** An admin account as the user management screen lists it; never its password hash. */
export interface AdminAccount {
  id: number;
  username: string;
  roleId: number;
  status: number;
  lockedAt: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
}

/**
 * Why a command was refused. `self`: an admin may not disable, demote or
 * reset themselves here (they would lock themselves out); `lastAdmin`: the
 * last active role-1 admin must stay, or nobody could manage accounts.
 */
export type AdminAccountRefusal = "notFound" | "usernameTaken" | "self" | "lastAdmin" | "wrongPassword" | "throttled";
export type AdminAccountResult<T = null> = { ok: true; data: T } | { ok: false; reason: AdminAccountRefusal };

const ok = <T>(data: T): AdminAccountResult<T> => ({ ok: true, data });
const refused = (reason: AdminAccountRefusal): AdminAccountResult<never> => ({ ok: false, reason });

/** Attempts per account and hour on the change-password form. */
const PASSWORD_CHANGES_PER_HOUR = 10;

const accountColumns = {
  id: adminUsers.id,
  username: adminUsers.username,
  roleId: adminUsers.roleId,
  status: adminUsers.status,
  lockedAt: adminUsers.lockedAt,
  lastLoginAt: adminUsers.lastLoginAt,
  createdAt: adminUsers.createdAt,
};

export async function listAdminAccounts(): Promise<AdminAccount[]> {
  const db = await getDb();
  return db.select(accountColumns).from(adminUsers).orderBy(asc(adminUsers.username));
}

export async function getAdminAccount(id: number): Promise<AdminAccount | null> {
  const db = await getDb();
  const [account] = await db.select(accountColumns).from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return account ?? null;
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
};

/** Creates an active admin; the password is stored only as its bcrypt hash. */
export async function createAdminAccount(input: { username: string; roleId: number; password: string }): Promise<AdminAccountResult<AdminAccount>> {
  const db = await getDb();
  const username = input.username.trim().toLowerCase();
  const [taken] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.username, username)).limit(1);
  if (taken) return refused("usernameTaken");
  try {
    const [created] = await db
      .insert(adminUsers)
      .values({ username, roleId: input.roleId, passwordHash: await hashPassword(input.password), status: 1 })
      .returning(accountColumns);
    return ok(created);
  } catch (error) {
    // Two admins adding the same name at once: the unique index decides.
    if (isUniqueViolation(error)) return refused("usernameTaken");
    throw error;
  }
}

type Tx = import("./db.server").Tx;

/** Any number; it names the lock that role and status changes of admin accounts take in turn. */
const ACCOUNT_CHANGES_LOCK = 804_001;

/**
 * Runs a change of an account's role or status while no other such change
 * runs (a transaction-scoped advisory lock), so two admins demoting each
 * other at the same moment cannot both succeed and leave no role-1 admin.
 */
async function oneAtATime<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_CHANGES_LOCK})`);
    return work(tx);
  });
}

/** Whether an active, unlocked role-1 admin other than `targetId` remains, who could still manage accounts. */
async function anotherActiveSuperAdmin(tx: Tx, targetId: number): Promise<boolean> {
  const others = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.roleId, 1), eq(adminUsers.status, 1), isNull(adminUsers.lockedAt)));
  return others.some((row) => row.id !== targetId);
}

/** Changes another admin's role; it counts from their next request. */
export async function changeAdminRole(actorId: number, targetId: number, roleId: number): Promise<AdminAccountResult> {
  if (actorId === targetId) return refused("self");
  return oneAtATime(async (tx) => {
    const [target] = await tx.select({ roleId: adminUsers.roleId, status: adminUsers.status }).from(adminUsers).where(eq(adminUsers.id, targetId));
    if (!target) return refused("notFound");
    if (target.roleId === 1 && roleId !== 1 && target.status === 1 && !(await anotherActiveSuperAdmin(tx, targetId))) return refused("lastAdmin");
    await tx.update(adminUsers).set({ roleId }).where(eq(adminUsers.id, targetId));
    return ok(null);
  });
}

/** Disables another admin and ends all their sessions at once; enabling lets them sign in again. */
export async function setAdminActive(actorId: number, targetId: number, active: boolean): Promise<AdminAccountResult> {
  if (actorId === targetId && !active) return refused("self");
  const result = await oneAtATime(async (tx) => {
    const [target] = await tx.select({ roleId: adminUsers.roleId }).from(adminUsers).where(eq(adminUsers.id, targetId));
    if (!target) return refused("notFound");
    if (!active && target.roleId === 1 && !(await anotherActiveSuperAdmin(tx, targetId))) return refused("lastAdmin");
    await tx.update(adminUsers).set({ status: active ? 1 : 0 }).where(eq(adminUsers.id, targetId));
    return ok(null);
  });
  if (result.ok && !active) await endOtherSessions("admin", targetId, null);
  return result;
}

/** Lifts a lockout after too many wrong passwords. */
export async function unlockAdminAccount(targetId: number): Promise<AdminAccountResult> {
  return (await unlockAdmin(targetId)) ? ok(null) : refused("notFound");
}

/** Sets another admin's password (they forgot it, or it leaked) and ends their sessions. */
export async function resetAdminPassword(actorId: number, targetId: number, password: string): Promise<AdminAccountResult> {
  // Their own password is changed on the account page, which asks for the current one and keeps this session.
  if (actorId === targetId) return refused("self");
  const db = await getDb();
  const updated = await db
    .update(adminUsers)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(adminUsers.id, targetId))
    .returning({ id: adminUsers.id });
  if (!updated.length) return refused("notFound");
  await endOtherSessions("admin", targetId, null);
  return ok(null);
}

/**
 * An admin changes their own password: the current one must be right; the
 * session making the change stays, every other one ends (a password is
 * usually changed because someone else may know it).
 */
export async function changeOwnPassword(
  adminId: number,
  keepSessionId: number,
  input: { currentPassword: string; newPassword: string },
): Promise<AdminAccountResult<{ endedSessions: number }>> {
  // Every attempt counts, right or wrong, so a session left open cannot be used to guess the password.
  const attempts = await hitRateLimit(`admin-password-change:${adminId}`, PASSWORD_CHANGES_PER_HOUR, 3600);
  if (!attempts.allowed) return refused("throttled");
  const db = await getDb();
  const [admin] = await db.select({ passwordHash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, adminId)).limit(1);
  if (!admin) return refused("notFound");
  if (!(await verifyPassword(input.currentPassword, admin.passwordHash))) return refused("wrongPassword");
  await db.update(adminUsers).set({ passwordHash: await hashPassword(input.newPassword) }).where(eq(adminUsers.id, adminId));
  return ok({ endedSessions: await endOtherSessions("admin", adminId, keepSessionId) });
}
