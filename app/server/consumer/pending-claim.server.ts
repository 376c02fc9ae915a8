import { clearCookie, readCookie, writeCookie } from "../platform/http/cookies.server";

/**
 * A deal's Claim tapped before signing in (docs/decisions/059), kept in an
 * httpOnly cookie through the landing and the code, so the deal's page makes
 * that claim as soon as the consumer is back on it signed in: one tap, not a
 * second Claim after the sign-in. The cookie is set only by the Claim's post,
 * so a link to the deal's page cannot claim a code for anyone.
 */
const COOKIE = "pendingClaim";
const MINUTES = 30;

/** The Set-Cookie that remembers a claim of this deal for the sign-in to come. */
export function rememberPendingClaim(dealId: number): string {
  return writeCookie(COOKIE, String(dealId), { minutes: MINUTES });
}

/** Whether this request carries a waiting claim of this deal; with the cookie that forgets it. */
export function pendingClaimOf(request: Request, dealId: number): { setCookie: string } | null {
  return readCookie(request, COOKIE) === String(dealId) ? { setCookie: clearCookie(COOKIE) } : null;
}
