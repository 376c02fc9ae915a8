import { ADMIN_HOME, AREA_PATHS, loginPath } from "~/domain/consumer/session-areas";
import { safeRedirectPath } from "~/domain/platform/safe-redirect";
import { z } from "zod";

export const AdminLoginSchema = z.object({
  username: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(100),
  password: z.string({ error: "validation.required" }).min(1, "validation.required").max(200),
  callback: z.string().optional(),
});

/** The page to return to after login: only an admin path of this site, never the login itself. */
export function adminCallback(value: string | null | undefined): string {
  const path = safeRedirectPath(value, ADMIN_HOME, { within: AREA_PATHS.admin });
  // The login itself, however its letters are cased, is no page to come back to.
  const lower = path.toLowerCase();
  const login = loginPath.admin.toLowerCase();
  const isLogin = lower.startsWith(login) && (lower.length === login.length || "/?#".includes(lower[login.length]));
  return isLogin ? ADMIN_HOME : path;
}
