// `npm run admin:create`: creates (or resets) an admin account, e.g. the first one on a real deployment,
// where the demo logins are not seeded. Reads ADMIN_USERNAME, ADMIN_PASSWORD (12 characters or more) and ADMIN_ROLE (1, 2 or 3; default 1).
import { and, eq } from "drizzle-orm";
import { loginFailuresKey } from "../app/server/admin/password-login.server";
import { hashPassword } from "../app/server/admin/password.server";
import { openDatabase } from "./client";
import { adminUsers, loginLocks, rateLimits } from "./schema";

const username = (process.env.ADMIN_USERNAME ?? "").trim().toLowerCase();
const password = process.env.ADMIN_PASSWORD ?? "";
const roleId = Number(process.env.ADMIN_ROLE ?? 1);
if (!/^[a-z0-9._-]{3,40}$/.test(username) || password.length < 12 || ![1, 2, 3].includes(roleId)) {
  console.error("[admin] set ADMIN_USERNAME (3-40 of a-z 0-9 . _ -), ADMIN_PASSWORD (12 characters or more) and optionally ADMIN_ROLE (1, 2 or 3)");
  process.exit(1);
}
const handle = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.PGLITE_DIR || undefined });
try {
  const passwordHash = await hashPassword(password);
  await handle.db
    .insert(adminUsers)
    .values({ username, passwordHash, roleId })
    .onConflictDoUpdate({ target: adminUsers.username, set: { passwordHash, roleId, status: 1 } });
  // A lock from wrong passwords is lifted too, with the count of them.
  await handle.db.delete(loginLocks).where(and(eq(loginLocks.area, "admin"), eq(loginLocks.username, username)));
  await handle.db.delete(rateLimits).where(eq(rateLimits.key, loginFailuresKey("admin", username)));
  console.log(`[admin] ${username} (role ${roleId}) is ready to sign in at /admin/login`);
} finally {
  await handle.close();
}
