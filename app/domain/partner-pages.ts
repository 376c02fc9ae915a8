import { normaliseRoutePattern } from "./admin-roles";

/**
 * The partner portal's pages (SPEC.md 2.7) that exist so far, in menu order;
 * Settings is in the account menu instead (SPEC.md 2.7: Settings and Logout).
 */
export const partnerPages = [
  { slug: "dashboard", path: "/partner", inMenu: true },
  { slug: "training-material", path: "/partner/training-material", inMenu: true },
  { slug: "settings", path: "/partner/settings", inMenu: false },
] as const satisfies ReadonlyArray<{ slug: string; path: string; inMenu: boolean }>;

export type PartnerPageSlug = (typeof partnerPages)[number]["slug"];

/**
 * Every partner route, page or JSON API, by its pattern in app/routes.ts. A
 * signed-in partner may use exactly these: access is decided from the route
 * React Router matched, never from the text of the URL, and a route missing
 * here is refused (docs/decisions/014 and 020).
 */
export const partnerRoutes: Readonly<Record<string, PartnerPageSlug>> = {
  "/partner": "dashboard",
  "/partner/training-material": "training-material",
  "/partner/training-material/eligibility-criteria": "training-material",
  "/partner/settings": "settings",
  "/api/partner/get-eligibility-criteria": "training-material",
};

/** Whether the matched route is one a signed-in partner may use; deny by default. */
export function canUsePartnerRoute(pattern: string): boolean {
  return partnerRoutes[normaliseRoutePattern(pattern)] !== undefined;
}
