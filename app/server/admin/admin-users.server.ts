import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { adminUsers, loginLocks } from "../../../db/schema";
import { getDb, type Tx } from "../platform/db/db.server";
import { recordAdminChange, SYSTEM, type Actor } from "./admin-audit.server";
import { unlockAdmin } from "./admin-login.server";
import type { CommandResult, Refused } from "../platform/http/command.server";
import { lockInForce } from "./password-login.server";
import { hashPassword } from "./password.server";
import { endOtherSessions } from "../platform/http/session.server";
import { changedFields } from "~/domain/back-office/audit-diff";

/** An admin account as the user management screen lists it; never its password hash. */
export interface AdminAccount {
  id: number;
  username: string;
  roleId: number;
  status: number;
  /** When a lock now in force was set (too many wrong passwords); null when the account is not locked. */
  lockedAt: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
}

/**
 * What each change answers (docs/decisions/016), its message an i18n key.
 * Refused: `self`, an admin may not disable, demote or reset themselves here
 * (they would lock themselves out); `lastAdmin`, the last active role-1
 * admin must stay, or nobody could manage accounts.
 */
const E = "admin:userManagement.errors";
const REFUSED: Record<"notFound" | "usernameTaken" | "self" | "lastAdmin", Refused> = {
  notFound: { ok: false, status: 404, message: `${E}.notFound` },
  usernameTaken: { ok: false, status: 409, message: `${E}.usernameTaken`, errors: { username: [`${E}.usernameTaken`] } },
  self: { ok: false, status: 403, message: `${E}.self` },
  lastAdmin: { ok: false, status: 409, message: `${E}.lastAdmin` },
};

const done = <T = null>(what: string, data: T = null as T): CommandResult<T> => ({ ok: true, message: `admin:userManagement.done.${what}`, data });

const accountColumns = {
  id: adminUsers.id,
  username: adminUsers.username,
  roleId: adminUsers.roleId,
  status: adminUsers.status,
  lastLoginAt: adminUsers.lastLoginAt,
  createdAt: adminUsers.createdAt,
};

/** The admin accounts with their lock, when one is in force (a lock that has lifted is no lock). */
async function accounts(where?: SQL): Promise<AdminAccount[]> {
  const db = await getDb();
  return db
    .select({ ...accountColumns, lockedAt: loginLocks.lockedAt })
    .from(adminUsers)
    .leftJoin(loginLocks, and(eq(loginLocks.area, "admin"), eq(loginLocks.username, adminUsers.username), lockInForce()))
    .where(where)
    .orderBy(asc(adminUsers.username));
}

export async function listAdminAccounts(): Promise<AdminAccount[]> {
  return accounts();
}

export async function getAdminAccount(id: number): Promise<AdminAccount | null> {
  const [account] = await accounts(eq(adminUsers.id, id));
  return account ?? null;
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
};

/** Creates an active admin; the password is stored only as its bcrypt hash, and the audit row names no password at all. */
export async function createAdminAccount(input: { username: string; roleId: number; password: string }, by: Actor = SYSTEM): Promise<CommandResult<AdminAccount>> {
  const db = await getDb();
  const username = input.username.trim().toLowerCase();
  const [taken] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.username, username)).limit(1);
  if (taken) return REFUSED.usernameTaken;
  const passwordHash = await hashPassword(input.password);
  try {
    const id = await db.transaction(async (tx) => {
      const [created] = await tx.insert(adminUsers).values({ username, roleId: input.roleId, passwordHash, status: 1 }).returning({ id: adminUsers.id });
      await recordAdminChange(tx, { ...by, subject: "admin-user", subjectId: created.id, action: "create", after: { username, role_id: input.roleId, status: 1 } });
      return created.id;
    });
    // Read back with its lock: a username tried before it existed may be locked already.
    return done("created", (await getAdminAccount(id))!);
  } catch (error) {
    // Two admins adding the same name at once: the unique index decides.
    if (isUniqueViolation(error)) return REFUSED.usernameTaken;
    throw error;
  }
}

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

/** Whether an active role-1 admin other than `targetId` remains, not locked now, who could still manage accounts. */
async function anotherActiveSuperAdmin(tx: Tx, targetId: number): Promise<boolean> {
  const others = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .leftJoin(loginLocks, and(eq(loginLocks.area, "admin"), eq(loginLocks.username, adminUsers.username), lockInForce()))
    .where(and(eq(adminUsers.roleId, 1), eq(adminUsers.status, 1), isNull(loginLocks.username)));
  return others.some((row) => row.id !== targetId);
}

/** Changes another admin's role; it counts from their next request. */
export async function changeAdminRole(actorId: number, targetId: number, roleId: number, request: Request | null = null): Promise<CommandResult> {
  if (actorId === targetId) return REFUSED.self;
  return oneAtATime(async (tx) => {
    const [target] = await tx.select({ roleId: adminUsers.roleId, status: adminUsers.status }).from(adminUsers).where(eq(adminUsers.id, targetId));
    if (!target) return REFUSED.notFound;
    if (target.roleId === 1 && roleId !== 1 && target.status === 1 && !(await anotherActiveSuperAdmin(tx, targetId))) return REFUSED.lastAdmin;
    await tx.update(adminUsers).set({ roleId }).where(eq(adminUsers.id, targetId));
    const change = changedFields({ role_id: target.roleId }, { role_id: roleId });
    if (change) await recordAdminChange(tx, { adminId: actorId, request, subject: "admin-user", subjectId: targetId, action: "role-change", ...change });
    return done("roleChanged");
  });
}

/** Disables another admin and ends all their sessions at once; enabling lets them sign in again. */
export async function setAdminActive(actorId: number, targetId: number, active: boolean, request: Request | null = null): Promise<CommandResult> {
  if (actorId === targetId && !active) return REFUSED.self;
  const result = await oneAtATime(async (tx) => {
    const [target] = await tx.select({ roleId: adminUsers.roleId, status: adminUsers.status }).from(adminUsers).where(eq(adminUsers.id, targetId));
    if (!target) return REFUSED.notFound;
    if (!active && target.roleId === 1 && !(await anotherActiveSuperAdmin(tx, targetId))) return REFUSED.lastAdmin;
    const status = active ? 1 : 0;
    await tx.update(adminUsers).set({ status }).where(eq(adminUsers.id, targetId));
    const change = changedFields({ status: target.status }, { status });
    if (change) await recordAdminChange(tx, { adminId: actorId, request, subject: "admin-user", subjectId: targetId, action: active ? "enable" : "disable", ...change });
    return done(active ? "enabled" : "disabled");
  });
  if (result.ok && !active) await endOtherSessions("admin", targetId, null);
  return result;
}

/** Lifts a lockout after too many wrong passwords. */
export async function unlockAdminAccount(targetId: number, by: Actor = SYSTEM): Promise<CommandResult> {
  return (await unlockAdmin(targetId, by)) ? done("unlocked") : REFUSED.notFound;
}

/** Sets another admin's password (they forgot it, or it leaked) and ends their sessions. */
export async function resetAdminPassword(actorId: number, targetId: number, password: string, request: Request | null = null): Promise<CommandResult> {
  // Their own password is changed on the account page, which asks for the current one and keeps this session.
  if (actorId === targetId) return REFUSED.self;
  const db = await getDb();
  const passwordHash = await hashPassword(password);
  const reset = await db.transaction(async (tx) => {
    const updated = await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, targetId)).returning({ id: adminUsers.id });
    // That it was reset, by whom: never the password or its hash.
    if (updated.length) await recordAdminChange(tx, { adminId: actorId, request, subject: "admin-user", subjectId: targetId, action: "password-reset" });
    return updated.length > 0;
  });
  if (!reset) return REFUSED.notFound;
  await endOtherSessions("admin", targetId, null);
  return done("passwordReset");
}
