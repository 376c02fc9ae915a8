import { createHmac, timingSafeEqual } from "node:crypto";
import { MOBILE } from "./patterns";
import { safeRedirectPath } from "./safe-redirect";
import { LINK_PRODUCTS } from "./tracking-links";

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
 * a token made for one partner never works for another.
 */
export const HANDOFF_VERSION = "v1";
/** The longest a token may live: a hand-off is a click, not a bookmark. */
export const HANDOFF_MAX_SECONDS = 600;
const NONCE = /^[A-Za-z0-9_-]{16,64}$/;
const SIG = /^[A-Za-z0-9_-]{43}$/;

export interface HandoffClaims {
  mobile: string;
  product: (typeof LINK_PRODUCTS)[number] | null;
  exp: number;
  nonce: string;
}

export type HandoffRefusal = "malformed" | "forged" | "expired" | "used" | "unknown";

const signedText = (partner: string, c: { mobile: string; product: string | null; exp: number; nonce: string }) =>
  [HANDOFF_VERSION, partner, c.mobile, c.product ?? "", c.exp, c.nonce].join(".");

const mac = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest();

/** What a partner's server does (here for the tests and the documentation's example). */
export function signHandoffToken(secret: string, partner: string, claims: { mobile: string; product?: string | null; exp: number; nonce: string }): string {
  const c = { ...claims, product: claims.product ?? null };
  const sig = mac(secret, signedText(partner, c)).toString("base64url");
  return [HANDOFF_VERSION, c.mobile, c.product ?? "", c.exp, c.nonce, sig].join(".");
}

/** The token's parts, judged by shape only (no secret needed yet); null when it is not a token at all. */
export function readHandoffToken(token: unknown): (HandoffClaims & { sig: string }) | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const parts = token.split(".");
  if (parts.length !== 6) return null;
  const [version, mobile, product, exp, nonce, sig] = parts;
  if (version !== HANDOFF_VERSION || !MOBILE.test(mobile) || !/^\d{1,12}$/.test(exp) || !NONCE.test(nonce) || !SIG.test(sig)) return null;
  if (product !== "" && !LINK_PRODUCTS.includes(product as HandoffClaims["product"] & string)) return null;
  return { mobile, product: product === "" ? null : (product as HandoffClaims["product"]), exp: Number(exp), nonce, sig };
}

/**
 * The signature and the times checked (in constant time): a token is good only
 * with the partner's own secret, before its `exp`, and when `exp` is no further
 * ahead than HANDOFF_MAX_SECONDS (a token that would live longer is refused as
 * malformed, so a leaked one cannot be kept for later).
 */
export function judgeHandoffToken(secret: string, partner: string, token: HandoffClaims & { sig: string }, now: Date): HandoffRefusal | null {
  const given = Buffer.from(token.sig, "base64url");
  const expected = mac(secret, signedText(partner, token));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "forged";
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (token.exp <= nowSeconds) return "expired";
  if (token.exp > nowSeconds + HANDOFF_MAX_SECONDS) return "malformed";
  return null;
}

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
