import { parse, serialize, type SerializeOptions } from "cookie";
import { getConfig, secureCookies } from "../db/config.server";

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  return parse(header)[name] ?? null;
}

/** The server-stored cookies of SPEC.md: httpOnly, SameSite=Lax, Secure in production, 60 minutes unless told. */
export function writeCookie(name: string, value: string, options: { minutes?: number } & SerializeOptions = {}): string {
  const { minutes = getConfig().USER_SESSION_MINUTES, ...rest } = options;
  return serialize(name, value, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    maxAge: Math.round(minutes * 60),
    ...rest,
  });
}

/** The cookie gone; `options` the attributes it was written with, when not the server's own (a client cookie's SameSite=None). */
export function clearCookie(name: string, options: SerializeOptions = {}): string {
  return serialize(name, "", { path: "/", httpOnly: true, sameSite: "lax", ...options, maxAge: 0, expires: new Date(0) });
}
