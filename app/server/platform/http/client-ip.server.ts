/**
 * The caller's IP. The production server (host/server.js) works it out once, from
 * the socket or, behind trusted proxies, from X-Forwarded-For counted from the
 * right, and passes it on in this header, overwriting whatever a client sent.
 */
export function clientIp(request: Request): string | null {
  return request.headers.get("x-client-ip") || null;
}
