import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { adminUsers } from "../../db/schema";
import { canOpenAdminPath } from "~/domain/admin-roles";
import { getDb } from "./db.server";
import { verifyPassword } from "./password.server";
import { createSession, requireSession, type Session } from "./session.server";

/** Checks an admin's username and password; answers the session cookie on success. */
export async function loginAdmin(username: string, password: string): Promise<{ setCookie: string; token: string; roleId: number; adminId: number } | null> {
  const db = await getDb();
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.username, username.trim().toLowerCase())).limit(1);
  // Compare against a dummy hash when the user is unknown, so timing does not tell which usernames exist.
  const ok = await verifyPassword(password, admin?.passwordHash ?? "$2b$10$FPMMJYhTTLqXiFqWYGi2hu.vV10eKhch0KjCrEfxudzFWM.kvAiJe");
  if (!admin || !ok || admin.status !== 1) return null;
  await db.update(adminUsers).set({ lastLoginAt: new Date() }).where(eq(adminUsers.id, admin.id));
  const { setCookie, token } = await createSession("admin", admin.id, { roleId: admin.roleId });
  return { setCookie, token, roleId: admin.roleId, adminId: admin.id };
}

export async function getAdminUser(id: number) {
  const db = await getDb();
  const [admin] = await db
    .select({ id: adminUsers.id, username: adminUsers.username, roleId: adminUsers.roleId })
    .from(adminUsers)
    .where(eq(adminUsers.id, id))
    .limit(1);
  return admin ?? null;
}

/**
 * Every admin page: a live admin session (else the login page with this
 * path as callback) and a role that may open the page (else the dashboard).
 */
export async function requireAdminPage(request: Request): Promise<Session & { roleId: number }> {
  const session = await requireSession(request, "admin");
  const roleId = session.roleId ?? 0;
  if (!canOpenAdminPath(roleId, new URL(request.url).pathname)) throw redirect("/admin/dashboard");
  return { ...session, roleId };
}
