// The HTTP rules of the production server (server.js), kept apart so they can be tested on their own.

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

/** The path as React Router will match it: percent-decoded, lower-case, without the `.data` suffix of its data requests. */
function routePath(rawPath) {
  let decoded = rawPath;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    // keep it raw: it will not match a route either
  }
  return decoded.toLowerCase().replace(/\.data$/, "").replace(/\/+$/, "") || "/";
}

const UPLOAD_PATHS = new Set([
  "/api/s3-upload-file",
  "/api/upload-application-status-file",
  "/admin/application-status-file",
  "/admin/credit-cards",
  "/admin/partners",
  "/admin/mis-upload",
  "/admin/commission-upload-file",
]);

/** Routes that take files get the larger body limit; every other route the small one. */
export function isUploadPath(rawPath) {
  return UPLOAD_PATHS.has(routePath(rawPath));
}

/** Answers that may carry personal data: the API and the signed-in areas. Never stored by a cache. */
export function isPersonalPath(rawPath) {
  const p = routePath(rawPath);
  return /^\/(api|user|admin|partner)(\/|$)/.test(p) || p === "/verification" || /^\/[^/]+\/partner(\/|$)/.test(p);
}

/**
 * The Cache-Control a dynamic answer leaves with: what the app declared
 * (app/domain/http-caching.ts decides for pages), except that an answer of
 * the API or a signed-in area, an answer that sets a cookie and one that
 * declares nothing are never kept by a browser or a shared cache.
 */
export function cacheControlFor(rawPath, declared, setsCookie) {
  if (!declared || isPersonalPath(rawPath)) return "private, no-store";
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
