/** The signed-in areas, each with its own cookie and login page (SPEC.md 4 and 6; a merchant's own page: docs/decisions/101). */
export type SessionArea = "user" | "admin" | "partner" | "merchant";

/** Each area's path: its pages are under it (app/page-table/pages.ts). */
export const AREA_PATHS = { user: "/user", admin: "/admin", partner: "/partner", merchant: "/merchant" } as const satisfies Record<SessionArea, string>;

/** Whether a path is an area's own or one of its pages. */
export const isInArea = (area: SessionArea, path: string) => path === AREA_PATHS[area] || path.startsWith(`${AREA_PATHS[area]}/`);

/** Where a signed-in admin starts, and goes back to from a page their role may not use. */
export const ADMIN_HOME = "/admin/dashboard";

export const sessionCookieName: Record<SessionArea, string> = {
  user: "atkn",
  admin: "a_atkn",
  partner: "p_atkn",
  merchant: "m_atkn",
};

export const loginPath: Record<SessionArea, string> = {
  user: "/login",
  admin: "/admin/login",
  partner: "/partner/login",
  merchant: "/merchant/login",
};

/** Where a 401 in an area sends the browser; the admin login comes back to the wanted page. */
export function loginRedirectFor(area: SessionArea, wantedPath?: string): string {
  if (area === "admin" && wantedPath && wantedPath.startsWith(AREA_PATHS.admin) && !wantedPath.startsWith(loginPath.admin)) {
    return `${loginPath.admin}?callback=${encodeURIComponent(wantedPath)}`;
  }
  return loginPath[area];
}
