/**
 * SPEC.md 6: which admin role opens which admin page. Kept once; the guards
 * and the menu both read it, and each admin route names its page in
 * app/page-table/pages.ts.
 */
export const adminPages = [
  // Every role lands on the dashboard (a forbidden page redirects there), so every role may open it.
  { slug: "dashboard", roles: [1, 2, 3] },
  { slug: "mis-upload", roles: [1] },
  { slug: "vendors-on-off", roles: [1] },
  { slug: "lenders", roles: [1] },
  { slug: "customer-eligibility", roles: [1] },
  // Duplicate leads and applications found, with what was decided (decision 051).
  { slug: "de-dupe", roles: [1] },
  // An analyst reads the CSR portal but takes none of its actions (SPEC.md 6: read-only for 2).
  { slug: "csr-portal", roles: [1, 2, 3], readOnly: [2] },
  { slug: "internal-report", roles: [1, 2] },
  { slug: "customer-info-deletion", roles: [1] },
  { slug: "customers-journey", roles: [1, 2] },
  { slug: "user-management", roles: [1] },
  { slug: "commission-upload-file", roles: [1] },
  { slug: "application-status-file", roles: [1, 2] },
  { slug: "merchant-management", roles: [1] },
  { slug: "tracking-links", roles: [1] },
  // Issue 23, item 8 (SPEC.md 1 names deals only): the deals catalogue and its voucher codes (decision 059).
  { slug: "deals", roles: [1] },
  { slug: "credit-cards", roles: [1] },
  { slug: "partners", roles: [1] },
  // Issue 39, item 3 (not in SPEC.md 6's table): partners' monthly payout statements, made and paid by those who manage partners.
  { slug: "partner-payouts", roles: [1] },
  // Issue 39, item 4 (not in SPEC.md 6's table): the training videos, documents and decks partners see (decision 100).
  { slug: "training-media", roles: [1] },
  { slug: "products-report", roles: [1] },
  { slug: "vendors-products-report", roles: [1] },
  { slug: "messaging", roles: [1] },
  { slug: "telecalling", roles: [1, 3] },
  // Questions partners raise from their portal (communication), answered by our team.
  { slug: "partner-tickets", roles: [1] },
  // Issue 22, item 7 (not in SPEC.md 6's table): who changed what, for the admins who manage the others.
  { slug: "audit-log", roles: [1] },
  // Issue 23, item 9 (not in SPEC.md 6's table): insurance requests and their insurers' answers, read only, for those who read applications (decision 062).
  { slug: "insurance-requests", roles: [1, 2] },
  // Issue 40, item 5 (not in SPEC.md 6's table): the ONDC network's transactions and their logs, for those who run the integrations.
  { slug: "ondc-transactions", roles: [1] },
] as const satisfies ReadonlyArray<{ slug: string; roles: readonly number[]; readOnly?: readonly number[] }>;

export type AdminPageSlug = (typeof adminPages)[number]["slug"];

export function canOpenAdminPage(roleId: number, slug: AdminPageSlug): boolean {
  return adminPages.some((p) => p.slug === slug && (p.roles as readonly number[]).includes(roleId));
}

/** Whether a role may change anything from a page it may open (post its forms); a role the page lists as read-only may not. */
export function canChangeOnAdminPage(roleId: number, slug: AdminPageSlug): boolean {
  const page = adminPages.find((p) => p.slug === slug);
  const readOnly: readonly number[] = page && "readOnly" in page ? page.readOnly : [];
  return canOpenAdminPage(roleId, slug) && !readOnly.includes(roleId);
}

export function adminMenuFor(roleId: number): AdminPageSlug[] {
  return adminPages.filter((p) => (p.roles as readonly number[]).includes(roleId)).map((p) => p.slug);
}

export type AdminRoleId = 1 | 2 | 3;

/** The translation key of a role's name (admin namespace). */
export function roleLabelKey(roleId: number): `roles.${AdminRoleId}` {
  return `roles.${roleId}` as `roles.${AdminRoleId}`;
}
