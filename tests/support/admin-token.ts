import { adminUsers } from "../../db/schema";
import { getDb } from "~/server/platform/db/db.server";
import { createSession } from "~/server/platform/http/session.server";

/** A Bearer token of a new admin of the given role, for calling admin routes in integration tests. */
export async function adminBearer(roleId: 1 | 2 | 3): Promise<string> {
  const db = await getDb();
  const username = `it_${roleId}_${Math.random().toString(36).slice(2, 10)}`;
  const [admin] = await db.insert(adminUsers).values({ username, passwordHash: "x", roleId }).returning();
  const { token } = await createSession("admin", admin.id, { roleId });
  return token;
}

/**
 * A request from an admin's browser: it carries a live session of that admin
 * (a_atkn), as "Log in as this partner" does, since a masquerade lives by the
 * admin session that started it (docs/decisions/037).
 */
export async function adminSessionRequest(adminId: number, path = "/admin", headers: Record<string, string> = {}): Promise<Request> {
  const { token } = await createSession("admin", adminId);
  return new Request(`http://localhost${path}`, { headers: { ...headers, cookie: `a_atkn=${token}` } });
}
