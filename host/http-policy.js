// The HTTP rules of the production server (host/server.js), kept apart so they can be tested on their own.

/** Headers every answer carries; HTML pages replace the strict CSP with their own nonce'd one (app/entry.server.tsx). */
export function securityHeaders(production) {
  const headers = {
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (production) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/**
 * The Cache-Control a dynamic answer leaves with: what the app declared
 * (app/domain/platform/http-caching.ts decides for pages), except that an answer on a
 * path that is not a shared page (the API, the signed-in areas, every page
 * app/page-table/pages.ts does not mark `shared`), an answer that sets a cookie
 * and one that declares nothing are never kept by a browser or a shared cache.
 */
export function cacheControlFor(sharedPath, declared, setsCookie) {
  if (!declared || !sharedPath) return "private, no-store";
  if (setsCookie && !/\b(private|no-store)\b/.test(declared)) return "private, no-store";
  return declared;
}

/**
 * The caller's address. Behind `hops` trusted proxies the client is the
 * address the outermost of them appended: that many entries from the right
 * of X-Forwarded-For (entries further left are whatever the client claimed).
 * Without trusted proxies, the socket's address.
 */
export function clientAddress(socketAddress, forwardedFor, hops) {
  const fallback = socketAddress ?? "";
  if (!hops || !forwardedFor) return fallback;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!entries.length) return fallback;
  return entries[Math.max(0, entries.length - hops)];
}

/**
 * The host a request was made to, as the app is given it (its brand can be
 * chosen by host, and the server's shared copy of a page is kept by it):
 * the Host header, or behind a trusted proxy the X-Forwarded-Host that proxy
 * wrote. A proxy that appends writes its entry last; entries before it are
 * whatever the client sent, so the last one is taken. Characters that would
 * make it more than a host are dropped.
 */
export function requestHost(hostHeader, forwardedHost, trusted) {
  const forwarded = trusted && forwardedHost ? lastEntry(forwardedHost) : undefined;
  return (forwarded || hostHeader || "localhost").replace(/[\\/?#@\s]/g, "");
}

function lastEntry(header) {
  const entries = (Array.isArray(header) ? header.join(",") : header)
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return entries.at(-1);
}

/** The Vary of a page a CDN may keep, behind a trusted proxy: the page depends on the forwarded host too. */
export function varyOnForwardedHost(vary) {
  if (/\bx-forwarded-host\b/i.test(vary ?? "")) return vary;
  return vary ? `${vary}, X-Forwarded-Host` : "X-Forwarded-Host";
}
