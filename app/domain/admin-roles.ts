/**
 * SPEC.md 6: which admin role opens which admin page. Kept once; the guards
 * and the menu both read it.
 */
export const adminPages = [
  // Every role lands on the dashboard (a forbidden page redirects there), so every role may open it.
  { slug: "dashboard", roles: [1, 2, 3] },
  { slug: "mis-upload", roles: [1] },
  { slug: "vendors-on-off", roles: [1] },
  { slug: "lenders", roles: [1] },
  { slug: "customer-eligibility", roles: [1] },
  { slug: "csr-portal", roles: [1, 2, 3] },
  { slug: "internal-report", roles: [1, 2] },
  { slug: "customer-info-deletion", roles: [1] },
  { slug: "customers-journey", roles: [1, 2] },
  { slug: "user-management", roles: [1] },
  { slug: "commission-upload-file", roles: [1] },
  { slug: "application-status-file", roles: [1, 2] },
  { slug: "merchant-management", roles: [1] },
  { slug: "tracking-links", roles: [1] },
  { slug: "credit-cards", roles: [1] },
  { slug: "partners", roles: [1] },
  { slug: "products-report", roles: [1] },
  { slug: "vendors-products-report", roles: [1] },
  { slug: "messaging", roles: [1] },
  { slug: "telecalling", roles: [1, 3] },
  // Questions partners raise from their portal (communication), answered by our team.
  { slug: "partner-tickets", roles: [1] },
] as const satisfies ReadonlyArray<{ slug: string; roles: readonly number[] }>;

export type AdminPageSlug = (typeof adminPages)[number]["slug"];

/**
 * Every admin route, page or JSON API, by its pattern in app/routes.ts, and
 * the page whose roles may use it. Access is decided from the route React
 * Router matched, never from the text of the URL (which it matches
 * case-insensitively and percent-decoded); a route missing here is refused.
 */
export const adminRoutes: Readonly<Record<string, AdminPageSlug | "any">> = {
  "/admin/dashboard": "dashboard",
  "/admin/lenders": "lenders",
  "/admin/lenders/:lenderId": "lenders",
  "/admin/lenders/:lenderId/submissions": "lenders",
  "/admin/credit-cards": "credit-cards",
  "/admin/partners": "partners",
  "/admin/partners/:id": "partners",
  "/admin/partner-tickets": "partner-tickets",
  "/admin/partner-tickets/:ticketId": "partner-tickets",
  "/admin/user-management": "user-management",
  // Every admin's own sessions and password.
  "/admin/account": "any",
  "/admin/application-status-file": "application-status-file",
  "/admin/mis-upload": "mis-upload",
  "/admin/commission-upload-file": "commission-upload-file",
  "/api/get-lenders-data/:filter?": "lenders",
  "/api/get-lender-data/:lenderId": "lenders",
  "/api/update-lender-data": "lenders",
  "/api/create-lender": "lenders",
  "/api/safe-delete-lender": "lenders",
  "/api/lender-group/:op": "lenders",
  "/api/lender-revenue/get/:lenderId": "lenders",
  "/api/lender-revenue/get-types": "lenders",
  "/api/lender-revenue/create": "lenders",
  "/api/lender-revenue/update": "lenders",
  "/api/lender-revenue/set-order": "lenders",
  "/api/lender-revenue/delete/:id": "lenders",
  "/api/get-credit-cards-data": "credit-cards",
  "/api/update-credit-card-data": "credit-cards",
  "/api/create-credit-card": "credit-cards",
  "/api/safe-delete-credit-card": "credit-cards",
  "/api/update-partner-utm/:partnerId": "partners",
  "/api/update-partner-revenue-data/:partnerId": "partners",
  // Card thumbnails and brand logos: both role 1's screens.
  "/api/s3-upload-file": "credit-cards",
  // Uploads
  "/api/get-application-status-files-list": "application-status-file",
  "/api/upload-application-status-file": "application-status-file",
  "/api/get-partner-earnings/:partnerId": "partners",
};

/** React Router's pattern of the matched route, with one leading slash whatever its version gives. */
export function normaliseRoutePattern(pattern: string): string {
  return "/" + pattern.replace(/^\/+/, "");
}

export function canOpenAdminPage(roleId: number, slug: AdminPageSlug): boolean {
  return adminPages.some((p) => p.slug === slug && (p.roles as readonly number[]).includes(roleId));
}

/** Whether a role may use the matched admin route; deny by default. */
export function canUseAdminRoute(roleId: number, pattern: string): boolean {
  const page = adminRoutes[normaliseRoutePattern(pattern)];
  if (page === undefined) return false;
  return page === "any" ? [1, 2, 3].includes(roleId) : canOpenAdminPage(roleId, page);
}

export function adminMenuFor(roleId: number): AdminPageSlug[] {
  return adminPages.filter((p) => (p.roles as readonly number[]).includes(roleId)).map((p) => p.slug);
}

export type AdminRoleId = 1 | 2 | 3;

/** The translation key of a role's name (admin namespace). */
export function roleLabelKey(roleId: number): `roles.${AdminRoleId}` {
  return `roles.${roleId}` as `roles.${AdminRoleId}`;
}
