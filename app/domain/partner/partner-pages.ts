/**
 * The partner portal's pages (SPEC.md 2.7), in menu order; Settings is in the
 * account menu instead (SPEC.md 2.7: Settings and Logout). Each partner route
 * names its page in app/page-table/pages.ts, which gives each page its address.
 */
export const partnerPages = [
  { slug: "dashboard", inMenu: true },
  { slug: "product-offering", inMenu: true },
  { slug: "reports", inMenu: true },
  { slug: "referral", inMenu: true },
  // The businesses that signed up through the partner's merchant form (docs/decisions/056).
  { slug: "merchants", inMenu: true },
  // Its monthly payout statements, with their CSV and invoice (docs/decisions/098-partner-payouts.md).
  { slug: "payouts", inMenu: true },
  { slug: "marketing-support", inMenu: true },
  { slug: "lender-journey", inMenu: true },
  { slug: "training-material", inMenu: true },
  { slug: "faqs", inMenu: true },
  { slug: "communication", inMenu: true },
  { slug: "customFunnel", inMenu: true },
  { slug: "digital-integration", inMenu: true },
  { slug: "settings", inMenu: false },
] as const satisfies ReadonlyArray<{ slug: string; inMenu: boolean }>;

export type PartnerPageSlug = (typeof partnerPages)[number]["slug"];
