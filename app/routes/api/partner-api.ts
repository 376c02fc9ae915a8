import { idempotentPosts } from "~/middleware/idempotency.server";
import { partnerApiGuard, requirePartner } from "~/middleware/partner-guard.server";
import type { Route } from "./+types/partner-api";

/** Whose Idempotency-Key it is: the API key's, or the partner user's session. */
const partnerCaller = (current: ReturnType<typeof requirePartner>) => (current.apiKey ? `partner-key:${current.apiKey.id}` : `partner-user:${current.user.id}`);

/**
 * The partner JSON API: every route under this layout is guarded here
 * (p_atkn cookie or Bearer): 401 JSON without a partner session or live key,
 * 403 for a route missing from the partner route table or a key without the
 * route's scope, 429 past a key's limit (docs/decisions/075). A POST with an
 * Idempotency-Key is done once per caller and key (docs/decisions/076).
 */
export const middleware: Route.MiddlewareFunction[] = [partnerApiGuard, idempotentPosts((context) => partnerCaller(requirePartner(context)))];
