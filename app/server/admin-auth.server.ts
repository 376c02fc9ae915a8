import { eq } from "drizzle-orm";
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { adminUsers, sessions } from "../../db/schema";
import { getDb } from "./db.server";
import { canUseAdminRoute } from "./pages.server";
import { endSession, liveSession, sessionRowCondition, unauthorized, type Session } from "./session.server";

export interface AdminUser {
  id: number;
  username: string;
  roleId: number;
  status: number;
}

/** The signed-in admin of this request, set by the admin guards for the loaders and actions under them. */
export interface AdminContext {
  session: Session;
  admin: AdminUser;
}

const adminContext = createContext<AdminContext | null>(null);

const adminColumns = { id: adminUsers.id, username: adminUsers.username, roleId: adminUsers.roleId, status: adminUsers.status };

export async function getAdminUser(id: number): Promise<AdminUser | null> {
  const db = await getDb();
  const [admin] = await db.select(adminColumns).from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return admin ?? null;
}

/**
 * The admin behind the request's token, read afresh on every request: a
 * disabled account ends its sessions at once, and a changed role counts
 * from the next request (the role is the account's, not the session's copy).
 */
export async function currentAdmin(request: Request): Promise<AdminContext | null> {
  const now = new Date();
  const where = sessionRowCondition(request, "admin", now);
  if (!where) return null;
  // The session and its account in one statement: every admin page and API call starts here.
  const db = await getDb();
  const [row] = await db.select({ session: sessions, admin: adminColumns }).from(sessions).leftJoin(adminUsers, eq(adminUsers.id, sessions.subjectId)).where(where).limit(1);
  const session = row ? await liveSession(row.session, "admin", now) : null;
  if (!session) return null;
  const admin = row.admin;
  if (!admin || admin.status !== 1) {
    await endSession(session.id);
    return null;
  }
  return { session, admin };
}

/**
 * The guard of every admin page (middleware of the admin layout): no admin
 * session goes to the login with this path as callback; a role the matched
 * route does not admit, or a route missing from the role table, goes to the dashboard.
 */
export const adminPageGuard: MiddlewareFunction<Response> = async ({ request, pattern, context }) => {
  const current = await currentAdmin(request);
  if (!current) unauthorized(request, "admin");
  if (!canUseAdminRoute(current.admin.roleId, pattern)) throw redirect("/admin/dashboard");
  context.set(adminContext, current);
};

/** The guard of every admin JSON API call: 401 JSON without an admin session, 403 JSON for a role the matched route does not admit. */
export const adminApiGuard: MiddlewareFunction<Response> = async ({ request, pattern, context }) => {
  const current = await currentAdmin(request);
  if (!current) throw Response.json({ success: false, message: "Unauthorized" }, { status: 401 });
  if (!canUseAdminRoute(current.admin.roleId, pattern)) throw Response.json({ success: false, message: "Forbidden" }, { status: 403 });
  context.set(adminContext, current);
};

/** The admin the guard let in; calling it outside a guarded route is a programming error. */
export function requireAdmin(context: Readonly<RouterContextProvider>): AdminContext {
  const current = context.get(adminContext);
  if (!current) throw new Error("requireAdmin outside an admin guard: add the route under the admin layout or the admin API layout");
  return current;
}
