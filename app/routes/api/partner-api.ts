import { partnerApiGuard } from "~/middleware/partner-guard.server";
import type { Route } from "./+types/partner-api";

/**
 * The partner JSON API: every route under this layout is guarded here
 * (p_atkn cookie or Bearer): 401 JSON without a partner session, 403 for a
 * route missing from the partner route table (app/domain/partner-pages.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [partnerApiGuard];
