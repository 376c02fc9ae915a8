import { randomBytes } from "node:crypto";
import { getConfig } from "../db/config.server";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** A strict Content-Security-Policy: scripts and inline styles only with this response's nonce. */
export function contentSecurityPolicy(nonce: string, isDev: boolean, imageOrigins: string[] = []): string {
  const connect = isDev ? "'self' ws: wss:" : "'self'";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}' https://fonts.googleapis.com`,
    "font-src 'self' https://fonts.gstatic.com data:",
    ["img-src 'self' data: blob:", ...imageOrigins].join(" "),
    `connect-src ${connect}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

export function applySecurityHeaders(headers: Headers, nonce: string, isDev: boolean): void {
  // Uploaded images may live in an S3-compatible store of their own address.
  const uploads = getConfig().S3_PUBLIC_URL;
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, isDev, uploads ? [new URL(uploads).origin] : []));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (!isDev) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
