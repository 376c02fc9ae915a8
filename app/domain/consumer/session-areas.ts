/** The three signed-in areas, each with its own cookie and login page (SPEC.md 4 and 6). */
export type SessionArea = "user" | "admin" | "partner";

export const sessionCookieName: Record<SessionArea, string> = {
  user: "atkn",
  admin: "a_atkn",
  partner: "p_atkn",
};

export const loginPath: Record<SessionArea, string> = {
  user: "/login",
  admin: "/admin/login",
  partner: "/partner/login",
};

/** Where a 401 in an area sends the browser; the admin login comes back to the wanted page. */
export function loginRedirectFor(area: SessionArea, wantedPath?: string): string {
  if (area === "admin" && wantedPath && wantedPath.startsWith("/admin") && !wantedPath.startsWith("/admin/login")) {
    return `${loginPath.admin}?callback=${encodeURIComponent(wantedPath)}`;
  }
  return loginPath[area];
}
