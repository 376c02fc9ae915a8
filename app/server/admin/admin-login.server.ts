import { eq } from "drizzle-orm";
import { adminUsers } from "../../../db/schema";
import { recordAdminChange, SYSTEM, type Actor } from "./admin-audit.server";
import { getDb } from "../platform/db/db.server";
import { checkPasswordLogin, clearLoginFailures, type PasswordArea, type PasswordLoginResult } from "./password-login.server";
import { createSession } from "../platform/http/session.server";

export type AdminLoginResult = { ok: true; setCookie: string; token: string; roleId: number; adminId: number } | Exclude<PasswordLoginResult, { ok: true }>;

/** Admin accounts for the shared sign-in checks: a lock lifts by itself, or sooner when an admin of role 1 lifts it. */
const adminArea: PasswordArea = {
  area: "admin",
  async find(username) {
    const db = await getDb();
    const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.username, username)).limit(1);
    return admin ? { id: admin.id, passwordHash: admin.passwordHash, active: admin.status === 1 } : null;
  },
  async signedIn(id) {
    const db = await getDb();
    await db.update(adminUsers).set({ lastLoginAt: new Date() }).where(eq(adminUsers.id, id));
  },
};

/**
 * Checks an admin's username and password (throttled per address and per
 * username, app/server/admin/password-login.server.ts) and starts a session.
 */
export async function loginAdmin(input: { username: string; password: string; ip: string | null; request?: Request }): Promise<AdminLoginResult> {
  const checked = await checkPasswordLogin(adminArea, input);
  if (!checked.ok) return checked;
  const db = await getDb();
  const [admin] = await db.select({ roleId: adminUsers.roleId }).from(adminUsers).where(eq(adminUsers.id, checked.accountId)).limit(1);
  const { setCookie, token } = await createSession("admin", checked.accountId, { roleId: admin.roleId, request: input.request });
  return { ok: true, setCookie, token, roleId: admin.roleId, adminId: checked.accountId };
}

/**
 * Lifts a lock before its time (an admin of role 1 does this from user
 * management): the account and its failure count start afresh, and the
 * audit log says who lifted it.
 */
export async function unlockAdmin(adminId: number, by: Actor = SYSTEM): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [admin] = await tx.select({ username: adminUsers.username }).from(adminUsers).where(eq(adminUsers.id, adminId)).limit(1);
    if (!admin) return false;
    await clearLoginFailures("admin", admin.username, tx);
    await recordAdminChange(tx, { ...by, subject: "admin-user", subjectId: adminId, action: "unlock", before: { username: admin.username } });
    return true;
  });
}
