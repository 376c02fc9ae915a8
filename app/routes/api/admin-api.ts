import { adminApiGuard } from "~/middleware/admin-guard.server";
import type { Route } from "./+types/admin-api";

/**
 * The admin JSON API: every route under this layout is guarded here, from
 * the route React Router matched (its roles in app/page-table.ts): 401 JSON without an
 * admin session, 403 JSON for a role the route does not admit.
 */
export const middleware: Route.MiddlewareFunction[] = [adminApiGuard];
