/** The caller's IP: the proxy's X-Forwarded-For when TRUST_PROXY is on, else the socket address the server passed on. */
export function clientIp(request: Request): string | null {
  if (process.env.TRUST_PROXY === "true") {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return request.headers.get("x-client-ip");
}
