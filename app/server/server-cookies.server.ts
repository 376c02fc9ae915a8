import { readCookie, writeCookie, clearCookie } from "./cookies.server";

/**
 * The client cookies of SPEC.md 3, the only ones POST /api/cookies/save, GET
 * /api/cookies/read and POST /api/cookies/delete touch. The journey cookies
 * (prospectAppId, appId, productId, productType, utms, urlSegment) and the
 * session tokens are the server's own: a client that could write them could
 * pick another consumer's application or skip the identity check.
 */
export const CLIENT_STORABLE_COOKIES = new Set(["lead", "qr", "url", "CCDetailssecured", "CCDetailsunsecured", "isMasqueradeMode"]);

export function isStorableCookie(name: unknown): name is string {
  return typeof name === "string" && CLIENT_STORABLE_COOKIES.has(name);
}

export { readCookie, writeCookie, clearCookie };
