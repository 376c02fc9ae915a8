import { safeRedirectPath } from "~/domain/platform/safe-redirect";
import { z } from "zod";

export const AdminLoginSchema = z.object({
  username: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(100),
  password: z.string({ error: "validation.required" }).min(1, "validation.required").max(200),
  callback: z.string().optional(),
});

/** The page to return to after login: only an admin path of this site, never the login itself. */
export function adminCallback(value: string | null | undefined): string {
  const path = safeRedirectPath(value, "/admin/dashboard", { within: "/admin" });
  return /^\/admin\/login(\/|\?|#|$)/i.test(path) ? "/admin/dashboard" : path;
}
