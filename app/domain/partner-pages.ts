import { normaliseRoutePattern } from "./admin-roles";

/**
 * The partner portal's pages (SPEC.md 2.7), in menu order; Settings is in the
 * account menu instead (SPEC.md 2.7: Settings and Logout).
 */
export const partnerPages = [
  { slug: "dashboard", path: "/partner", inMenu: true },
  { slug: "product-offering", path: "/partner/product-offering", inMenu: true },
  { slug: "reports", path: "/partner/reports", inMenu: true },
  { slug: "referral", path: "/partner/referral", inMenu: true },
  { slug: "marketing-support", path: "/partner/marketing-support", inMenu: true },
  { slug: "lender-journey", path: "/partner/lender-journey", inMenu: true },
  { slug: "training-material", path: "/partner/training-material", inMenu: true },
  { slug: "faqs", path: "/partner/faqs", inMenu: true },
  { slug: "communication", path: "/partner/communication", inMenu: true },
  { slug: "customFunnel", path: "/partner/customFunnel", inMenu: true },
  { slug: "digital-integration", path: "/partner/digital-integration", inMenu: true },
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
  // Ends a masquerade (an admin acting as the partner); a plain partner session has nothing to end there.
  "/partner/exit-masquerade": "dashboard",
  "/partner/product-offering": "product-offering",
  "/partner/product-offering/:productId": "product-offering",
  "/partner/reports": "reports",
  "/partner/reports/export": "reports",
  "/partner/reports/:applicationId": "reports",
  "/partner/referral": "referral",
  "/partner/marketing-support": "marketing-support",
  "/partner/marketing-support/messaging-content": "marketing-support",
  "/partner/marketing-support/banners-and-creatives": "marketing-support",
  "/partner/marketing-support/banners-and-creatives/:banner": "marketing-support",
  "/partner/lender-journey": "lender-journey",
  "/partner/training-material": "training-material",
  "/partner/training-material/eligibility-criteria": "training-material",
  "/partner/faqs": "faqs",
  "/partner/faqs/customer-queries": "faqs",
  "/partner/faqs/dsa-queries": "faqs",
  "/partner/communication": "communication",
  "/partner/communication/tech-support": "communication",
  "/partner/communication/general-query": "communication",
  "/partner/communication/tickets/:ticketId": "communication",
  "/partner/customFunnel": "customFunnel",
  "/partner/digital-integration": "digital-integration",
  "/partner/settings": "settings",
  "/api/partner/get-eligibility-criteria": "training-material",
  "/api/partner/reports": "reports",
  "/api/partner/applications/:applicationId": "reports",
};

/** Whether the matched route is one a signed-in partner may use; deny by default. */
export function canUsePartnerRoute(pattern: string): boolean {
  return partnerRoutes[normaliseRoutePattern(pattern)] !== undefined;
}
