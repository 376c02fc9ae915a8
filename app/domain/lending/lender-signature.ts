import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * How we and a lender prove a request came from the other (decision 027):
 * an HMAC-SHA256 of "<unix seconds>.<body>" under the lender's secret, in
 * X-Signature as "sha256=<hex>", with the seconds in X-Timestamp. A request
 * older than the tolerance is refused, so a captured one cannot be replayed later.
 */
export const SIGNATURE_HEADER = "x-signature";
export const TIMESTAMP_HEADER = "x-timestamp";
export const IDEMPOTENCY_HEADER = "idempotency-key";
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signBody(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

export type SignatureCheck = "ok" | "signature" | "stale";

export function checkSignature(secret: string, headers: { signature: string | null; timestamp: string | null }, body: string, nowSeconds = Math.floor(Date.now() / 1000)): SignatureCheck {
  const timestamp = Number(headers.timestamp);
  if (!headers.signature || !headers.timestamp || !Number.isInteger(timestamp)) return "signature";
  const expected = Buffer.from(signBody(secret, timestamp, body));
  const given = Buffer.from(headers.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "signature";
  return Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS ? "stale" : "ok";
}

/** The sandbox lender's key for one lender: derived, so the app and the sandbox agree on it without storing it. */
export function sandboxSecretFor(sandboxSecret: string, lenderName: string): string {
  return createHmac("sha256", sandboxSecret).update(`sandbox-lender:${lenderName}`).digest("hex");
}
