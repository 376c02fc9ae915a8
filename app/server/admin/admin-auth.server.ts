import { eq } from "drizzle-orm";
import { adminUsers, sessions } from "../../../db/schema";
import { getDb } from "../platform/db/db.server";
import { preparedOnce } from "../platform/db/prepared-query.server";
import { endSession, liveSession, sessionRowValues, sessionRowWhere, type Session } from "../platform/http/session.server";

export interface AdminUser {
  id: number;
  username: string;
  roleId: number;
  status: number;
}

/** The signed-in admin of this request, set by the admin guards (middleware/admin-guard.server.ts) for the loaders and actions under them. */
export interface AdminContext {
  session: Session;
  admin: AdminUser;
}

const adminColumns = { id: adminUsers.id, username: adminUsers.username, roleId: adminUsers.roleId, status: adminUsers.status };

export async function getAdminUser(id: number): Promise<AdminUser | null> {
  const db = await getDb();
  const [admin] = await db.select(adminColumns).from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return admin ?? null;
}

const adminOfSession = preparedOnce((db) =>
  db.select({ session: sessions, admin: adminColumns }).from(sessions).leftJoin(adminUsers, eq(adminUsers.id, sessions.subjectId)).where(sessionRowWhere).limit(1).prepare("admin_of_session"),
);

/**
 * The admin behind the request's token, read afresh on every request: a
 * disabled account ends its sessions at once, and a changed role counts
 * from the next request (the role is the account's, not the session's copy).
 */
export async function currentAdmin(request: Request): Promise<AdminContext | null> {
  const now = new Date();
  const values = sessionRowValues(request, "admin", now);
  if (!values) return null;
  // The session and its account in one statement: every admin page and API call starts here.
  const [row] = await adminOfSession(await getDb()).execute(values);
  const session = row ? await liveSession(row.session, "admin", now) : null;
  if (!session) return null;
  const admin = row.admin;
  if (admin?.status !== 1) {
    await endSession(session.id);
    return null;
  }
  return { session, admin };
}
