import { randomBytes } from "node:crypto";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** A strict Content-Security-Policy: scripts and inline styles only with this response's nonce. */
export function contentSecurityPolicy(nonce: string, isDev: boolean): string {
  const connect = isDev ? "'self' ws: wss:" : "'self'";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}' https://fonts.googleapis.com`,
    "font-src 'self' https://fonts.gstatic.com data:",
    "img-src 'self' data: blob:",
    `connect-src ${connect}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

export function applySecurityHeaders(headers: Headers, nonce: string, isDev: boolean): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, isDev));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (!isDev) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
