import { createContext, href, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { apiError } from "~/responses/api-errors.server";
import { redirectToLogin } from "~/responses/redirects.server";
import type { Actor } from "~/server/admin/admin-audit.server";
import { currentAdmin, type AdminContext } from "~/server/admin/admin-auth.server";
import { canUseAdminRoute, canWriteAdminRoute } from "~/server/platform/http/pages.server";

const adminContext = createContext<AdminContext | null>(null);

/** A post from a role that may only read the page (docs/decisions/044): nothing is changed. */
const readsOnly = (request: Request, roleId: number, pattern: string) => request.method !== "GET" && request.method !== "HEAD" && !canWriteAdminRoute(roleId, pattern);

/**
 * The guard of every admin page (middleware of the admin layout): no admin
 * session goes to the login with this path as callback; a role the matched
 * route does not admit, or a route missing from the role table, goes to the
 * dashboard; a post from a role that may only read the page is refused (403).
 */
export const adminPageGuard: MiddlewareFunction<Response> = async ({ request, pattern, context }) => {
  const current = await currentAdmin(request);
  if (!current) redirectToLogin(request, "admin");
  if (!canUseAdminRoute(current.admin.roleId, pattern)) throw redirect(href("/admin/dashboard"));
  if (readsOnly(request, current.admin.roleId, pattern)) throw new Response("Forbidden", { status: 403 });
  context.set(adminContext, current);
};

/** The guard of every admin JSON API call: 401 JSON without an admin session, 403 JSON for a role the matched route does not admit. */
export const adminApiGuard: MiddlewareFunction<Response> = async ({ request, pattern, context }) => {
  const current = await currentAdmin(request);
  if (!current) throw apiError(request, 401);
  if (!canUseAdminRoute(current.admin.roleId, pattern) || readsOnly(request, current.admin.roleId, pattern)) throw apiError(request, 403);
  context.set(adminContext, current);
};

/** The admin the guard let in; calling it outside a guarded route is a programming error. */
export function requireAdmin(context: Readonly<RouterContextProvider>): AdminContext {
  const current = context.get(adminContext);
  if (!current) throw new Error("requireAdmin outside an admin guard: add the route under the admin layout or the admin API layout");
  return current;
}

/** Who asks and the request that asked: what an admin command records in the audit log of admin changes (docs/decisions/047). */
export function requireActor(request: Request, context: Readonly<RouterContextProvider>): Actor & { adminId: number } {
  return { adminId: requireAdmin(context).admin.id, request };
}
