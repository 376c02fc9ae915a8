import { adminApiGuard, requireAdmin } from "~/middleware/admin-guard.server";
import { idempotentPosts } from "~/middleware/idempotency.server";
import type { Route } from "./+types/admin-api";

/**
 * The admin JSON API: every route under this layout is guarded here, from
 * the route React Router matched (its roles in app/page-table/pages.ts): 401 JSON without an
 * admin session, 403 JSON for a role the route does not admit. A POST with an
 * Idempotency-Key is done once per admin and key (docs/decisions/076).
 */
export const middleware: Route.MiddlewareFunction[] = [adminApiGuard, idempotentPosts((context) => `admin:${requireAdmin(context).admin.id}`)];
