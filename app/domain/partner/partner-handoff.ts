import { safeRedirectPath } from "../platform/safe-redirect";

/**
 * A partner's site hands a consumer over to us (docs/decisions/066):
 * `/auth?partner={name}&token={token}`, where
 *
 *   token = v1.{mobile}.{product}.{exp}.{nonce}.{sig}
 *   sig   = base64url(HMAC-SHA256(secret, "v1.{partner}.{mobile}.{product}.{exp}.{nonce}"))
 *
 * mobile: the consumer's 10-digit Indian mobile, which the partner has
 * confirmed; product: a product code (pl, bl, gl, hl, cc_secured, …) or
 * empty; exp: Unix seconds, at most HANDOFF_MAX_SECONDS ahead; nonce: 16 to
 * 64 of A–Z a–z 0–9 _ -, never used twice. The partner's name is signed, so
 * a token made for one partner never works for another. The token itself
 * is read and judged in handoff-token.ts (it needs node:crypto, which a
 * browser bundle has not); this file is what the pages show too.
 */
export const HANDOFF_VERSION = "v1";
/** The longest a token may live: a hand-off is a click, not a bookmark. */
export const HANDOFF_MAX_SECONDS = 600;

/** A partner's site host as a partner types it: a name like `www.partner.in`, no scheme, port or path. */
export const REDIRECT_HOST = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** How many hosts a partner may register. */
export const MAX_REDIRECT_HOSTS = 10;

/**
 * Where /redirect may send a browser: a path of this site (judged by
 * safeRedirectPath), or an https address on one of the partner's registered
 * hosts (exactly that host, no user or password, the default port). Anything
 * else is null, and the page refuses it plainly.
 */
export function redirectTarget(to: unknown, allowedHosts: readonly string[]): string | null {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return null;
  if (to.startsWith("/")) {
    const path = safeRedirectPath(to, "");
    return path === "" ? null : path;
  }
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  return allowedHosts.includes(url.hostname) ? url.toString() : null;
}
