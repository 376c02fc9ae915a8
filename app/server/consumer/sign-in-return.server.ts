import { DEALS_PATH } from "~/domain/consumer/deals";
import { safeRedirectPath } from "~/domain/platform/safe-redirect";
import { clearCookie, readCookie, writeCookie } from "../platform/http/cookies.server";

/**
 * A page a signed-out visitor was on when it asked them to sign in (a deal's
 * Claim, docs/decisions/059), kept in an httpOnly cookie through the landing
 * and the code, so the sign-in lands them back there. Only the pages that ask
 * are taken: anything else in the cookie is ignored and the usual rules apply.
 */
const RETURN_COOKIE = "afterSignIn";
const RETURN_MINUTES = 30;
const RETURNS_WITHIN = [DEALS_PATH] as const;

const returnPath = (value: unknown): string | null => {
  for (const within of RETURNS_WITHIN) {
    const path = safeRedirectPath(value, "", { within });
    if (path) return path;
  }
  return null;
};

/** The Set-Cookie that remembers `path` for the sign-in to come. */
export function rememberSignInReturn(path: string): string {
  return writeCookie(RETURN_COOKIE, returnPath(path) ?? DEALS_PATH, { minutes: RETURN_MINUTES });
}

/** Where the sign-in that just succeeded goes instead of the journey's next page (and the cookie that forgets it), or null. */
export function takeSignInReturn(request: Request): { path: string; setCookie: string } | null {
  const path = returnPath(readCookie(request, RETURN_COOKIE));
  return path ? { path, setCookie: clearCookie(RETURN_COOKIE) } : null;
}
