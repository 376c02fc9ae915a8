import { readCookie, writeCookie, clearCookie } from "./cookies.server";

/** The cookies the client may keep on the server side (SPEC.md 3 and 7); session tokens are never among them. */
export const CLIENT_STORABLE_COOKIES = new Set(["prospectAppId", "appId", "productId", "productType", "utms", "urlSegment", "lead", "qr", "url"]);

export function isStorableCookie(name: unknown): name is string {
  return typeof name === "string" && CLIENT_STORABLE_COOKIES.has(name);
}

export { readCookie, writeCookie, clearCookie };
