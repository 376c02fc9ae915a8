import { createContext, href, type MiddlewareFunction, redirect, type RouterContextProvider } from "react-router";
import { apiError } from "~/responses/api-errors.server";
import { redirectToLogin } from "~/responses/redirects.server";
import { currentPartner, partnerByApiKey, type PartnerContext } from "~/server/partner/partner-auth.server";
import { countKeyCall } from "~/server/api/partner-api-key-usage.server";
import { canUsePartnerRoute, partnerApiScope } from "~/server/platform/http/pages.server";

const partnerContext = createContext<PartnerContext | null>(null);

/**
 * The guard of every partner page (middleware of the partner layout, so it
 * runs on every load and every client-side path change): no live partner
 * session goes to /partner/login; a route missing from the partner route
 * table goes to the dashboard.
 */
export const partnerPageGuard: MiddlewareFunction<Response> = async ({ request, pattern, context }) => {
  const current = await currentPartner(request);
  if (!current) redirectToLogin(request, "partner");
  if (!canUsePartnerRoute(pattern)) throw redirect(href("/partner"));
  context.set(partnerContext, current);
};

/**
 * The guard of the partner JSON API: 401 JSON without a partner session or a
 * live (unexpired, unrevoked) API key, 403 for a route not in the table. A key's
 * call is counted and limited per key (429 with Retry-After), and needs the
 * scope the page table gives the route (403 without it; docs/decisions/075).
 */
export const partnerApiGuard: MiddlewareFunction<Response> = async ({ request, pattern, context }) => {
  const current = (await currentPartner(request)) ?? (await partnerByApiKey(request));
  if (!current) throw apiError(request, 401);
  if (!canUsePartnerRoute(pattern)) throw apiError(request, 403);
  if (current.apiKey) {
    const counted = await countKeyCall(current.apiKey.id);
    if (!counted.allowed) throw apiError(request, 429, { retryAfterSeconds: counted.retryAfterSeconds });
    const scope = partnerApiScope(pattern);
    if (!scope || !current.apiKey.scopes.includes(scope)) throw apiError(request, 403, { message: "api:messages.keyScope", vars: { scope: scope ?? "-" } });
  }
  context.set(partnerContext, current);
};

/** The partner the guard let in; calling it outside a guarded route is a programming error. */
export function requirePartner(context: Readonly<RouterContextProvider>): PartnerContext {
  const current = context.get(partnerContext);
  if (!current) throw new Error("requirePartner outside a partner guard: add the route under the partner layout or the partner API layout");
  return current;
}
