import { CLIENT_COOKIES, isClientCookie, type ClientCookieName } from "~/domain/consumer/client-cookies";
import { secureCookies } from "../db/config.server";
import { clearCookie, readCookie, writeCookie } from "./cookies.server";

/**
 * The client cookies of SPEC.md 3, the only ones POST /api/cookies/save, GET
 * /api/cookies/read and POST /api/cookies/delete touch. The journey cookies
 * (prospectAppId, appId, productId, productType, utms, urlSegment) and the
 * session tokens are the server's own: a client that could write them could
 * pick another consumer's application or skip the identity check.
 */
export const isStorableCookie = isClientCookie;

function attributesOf(name: ClientCookieName) {
  const { httpOnly, sameSite, secure } = CLIENT_COOKIES[name];
  return { httpOnly, sameSite, secure: secure === "always" || secureCookies() };
}

/** A client cookie, written with its own attributes (app/domain/consumer/client-cookies); `minutes` as SPEC.md 7's save call gives, 60 unless told. */
export function writeClientCookie(name: ClientCookieName, value: string, minutes?: number): string {
  return writeCookie(name, value, { ...attributesOf(name), minutes });
}

/** A client cookie gone, with the attributes it was written with. */
export function clearClientCookie(name: ClientCookieName): string {
  return clearCookie(name, attributesOf(name));
}

export { readCookie };
