import { createHmac, timingSafeEqual } from "node:crypto";
import { HANDOFF_MAX_SECONDS, HANDOFF_VERSION } from "./partner-handoff";
import { MOBILE } from "../platform/patterns";
import { LINK_PRODUCTS } from "./tracking-links";

/** A hand-off token read and judged (its format: partner-handoff.ts, docs/decisions/066). */

const NONCE = /^[A-Za-z0-9_-]{16,64}$/;
const SIG = /^[A-Za-z0-9_-]{43}$/;

export interface HandoffClaims {
  mobile: string;
  product: (typeof LINK_PRODUCTS)[number] | null;
  exp: number;
  nonce: string;
}

export type HandoffRefusal = "malformed" | "forged" | "expired" | "used" | "unknown";

const signedText = (partner: string, c: { mobile: string; product: string | null; exp: number; nonce: string }) => [HANDOFF_VERSION, partner, c.mobile, c.product ?? "", c.exp, c.nonce].join(".");

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
