import type { AdminPageSlug } from "../domain/back-office/admin-roles";
import { CARD_LIST_PAGES } from "../domain/lending/credit-cards";
import { API_REFERENCE_PATH } from "../domain/platform/api-errors";
import { STYLESHEET_MARK_PATH } from "../domain/platform/http-caching";
import { CREDIT_CARD_PAGE, INSURANCE_PAGE, INSURANCE_TRANSACTION_PAGE, LOAN_PRODUCTS, productJourneys, type JourneyPage } from "../domain/products";
import { MERCHANT_FORM_PATH, MERCHANT_MANAGEMENT_PATH, MERCHANT_SUCCESS_PATH } from "../domain/partner/merchants";
import { goldLoan } from "../domain/products/gold-loan";
import { MY_LOANS_PATH } from "../domain/loans/paths";
import { ADMIN_DEALS_PATH, DEALS_PATH } from "../domain/consumer/deals";
import { TRACKING_LINK_PREFIX } from "../domain/partner/tracking-links";
import { TRANSFER_PREFIX } from "../domain/consumer/transfer-link";
import { ON_SUBSCRIBE, ONDC_PREFIX, SITE_VERIFICATION_PATH } from "../domain/ondc/paths";
import type { MessageSelection } from "../i18n/resources.server";
import { apiPages } from "./api";
import { home, page, shell, under, type PageFacts, type PageNode } from "./nodes";

export type { PageFacts, PageNode } from "./nodes";

/** A path of the user area written once elsewhere (the products' modules), as a segment under /user. */
const userSegment = (path: string) => path.replace(/^\/user\//, "");

const VALIDATION = { common: ["validation"] } as const satisfies MessageSelection;
const PARTNER_PAGE = ["breadcrumb", "titles"] as const;
/** Marketing support, FAQs and communication: a card per sub-page (`listedAs`). */
const SECTION_INDEX = "routes/partner/section-index.tsx";
const adminPage = (path: string, file: string, admin: AdminPageSlug | "any", facts: PageFacts = {}) => page(path, file, { admin, messages: { admin: true, ...VALIDATION }, ...facts });
const legal = (path: string, variant: "privacy" | "terms" | "lenderTerms" | "lenderPrivacy") =>
  page(path, "routes/public/legal.tsx", { id: path, variant, shared: true, messages: { legal: [variant, "partnerClause"] } });
/** /credit-cards, /cards-unsecured, /cards-secured: their addresses are the card groups' (CARD_LIST_PAGES). */
const cardList = (path: string) => page(path.slice(1), "routes/public/credit-cards.tsx", { id: path.slice(1), shared: true, messages: { common: ["cards", "titles"] } });

const LANDING = { common: ["landing", "products", "login", "validation"] } as const satisfies MessageSelection;
/** The ways in of issue 23 (docs/decisions/065–068): their pages say what they refuse in the `entry` group. */
const ENTRY = { common: ["entry", "titles"] } as const satisfies MessageSelection;
const PROFILE_STEP = { common: ["profile", "details", "emailChange", "validation", "titles"] } as const satisfies MessageSelection;
const WELCOME_BACK = { common: ["welcomeBack", "identity", "profile", "status", "validation", "titles", "products", "insurance", "myLoans"] } as const satisfies MessageSelection;
/** "My loans" and a loan's page: statuses, products, insurance statuses, and the complaint form (docs/decisions/089). */
const MY_LOANS = { common: ["myLoans", "loan", "complaints", "status", "products", "insurance", "titles"] } as const satisfies MessageSelection;
const OFFERS = { common: ["offers", "titles", "status"] } as const satisfies MessageSelection;
/** Each journey page of a loan: the screen that draws it, its id's suffix and the strings it is sent. */
const LOAN_PAGES: Record<JourneyPage, { file: string; id: string; messages: MessageSelection }> = {
  detail: { file: "routes/user/user-detail.tsx", id: "detail", messages: PROFILE_STEP },
  offers: { file: "routes/user/offers.tsx", id: "offers", messages: OFFERS },
  welcomeBack: { file: "routes/user/welcome-back.tsx", id: "welcome-back", messages: WELCOME_BACK },
};
/**
 * Every offered loan's journey pages (its profile, offers and welcome-back), from the products' registry,
 * each with its id `{code}-{page}`: a page that loans share (gold's offers are the personal loan's) is one
 * route, named by the first of them.
 */
function loanJourneyPages(): PageNode[] {
  const paths = LOAN_PRODUCTS.flatMap((code) => (Object.keys(LOAN_PAGES) as JourneyPage[]).map((p) => ({ code, p, path: productJourneys[code][p] })));
  return paths
    .filter(({ path }, i) => paths.findIndex((other) => other.path === path) === i)
    .map(({ code, p, path }) => page(userSegment(path), LOAN_PAGES[p].file, { id: `${code}-${LOAN_PAGES[p].id}`, messages: LOAN_PAGES[p].messages }));
}
/** The people pages name statuses, products, offers' reasons and consents as the consumer read them. */
const PEOPLE_PAGE = { admin: true, common: ["validation", "status", "products", "offers", "consent"] } as const satisfies MessageSelection;
/** The merchant sign-up (docs/decisions/056): its form, the code step's words, SPEC.md 5's messages and the UAN's. */
const MERCHANT_FORM = { common: ["merchantForm", "verification", "validation", "titles"], intake: ["errors"] } as const satisfies MessageSelection;
const MERCHANTS_ADMIN = { admin: true, common: ["merchantStatus", "validation"] } as const satisfies MessageSelection;
const DEALS = { common: ["deals", "titles"] } as const satisfies MessageSelection;
const TICKETS = { partner: ["tickets", "communication", ...PARTNER_PAGE], ...VALIDATION } as const satisfies MessageSelection;

export const pageTable: PageNode[] = [
  page("set-language", "routes/public/set-language.ts"),
  page("logout", "routes/public/logout.ts"),
  page("healthz", "routes/api/healthz.ts"),
  page(STYLESHEET_MARK_PATH.slice(1), "routes/public/stylesheet-seen.ts"),
  page(`${TRACKING_LINK_PREFIX.slice(1)}/:code`, "routes/public/tracking-link.ts"), // a tracking link: counts each visit, so never shared (decision 052)

  apiPages,

  // The ONDC network's calls to the buyer app (docs/decisions/102): its callbacks, signed, and the registry's onboarding.
  under(ONDC_PREFIX.slice(1), [page(ON_SUBSCRIBE, "routes/ondc/on-subscribe.ts"), page(":action", "routes/ondc/callback.ts")]),
  page(SITE_VERIFICATION_PATH.slice(1), "routes/ondc/site-verification.ts"),

  under("admin", [
    home("routes/admin/index.ts"),
    page("login", "routes/admin/login.tsx", { messages: { admin: true, ...VALIDATION } }),
    page("logout", "routes/admin/logout.ts"),
    // Every page under this layout is guarded by its middleware, from this table's roles (deny by default).
    shell("routes/admin/layout.tsx", { messages: { admin: ["title", "menu", "roles", "titles", "close", "save"], common: ["idle"] } }, [
      adminPage("dashboard", "routes/admin/dashboard.tsx", "dashboard", { messages: { admin: true, common: ["status", "range", "products", "validation"] } }),
      // The reports (docs/decisions/043): each screen, and its CSV at /export under the same roles.
      adminPage("internal-report", "routes/admin/internal-report.tsx", "internal-report", { messages: { admin: true, common: ["status", "range", "products", "validation"] } }),
      adminPage("internal-report/export", "routes/admin/report-export.ts", "internal-report", { id: "internal-report-export", variant: "internal" }),
      adminPage("products-report", "routes/admin/products-report.tsx", "products-report", { messages: { admin: true, common: ["status", "range", "products", "validation"] } }),
      adminPage("products-report/export", "routes/admin/report-export.ts", "products-report", { id: "products-report-export", variant: "products" }),
      adminPage("vendors-products-report", "routes/admin/vendors-products-report.tsx", "vendors-products-report", { messages: { admin: true, common: ["status", "range", "products", "validation"] } }),
      adminPage("vendors-products-report/export", "routes/admin/report-export.ts", "vendors-products-report", { id: "vendors-products-report-export", variant: "vendors" }),
      // Who changed what, read only (docs/decisions/050): the page has no action.
      adminPage("audit-log", "routes/admin/audit-log.tsx", "audit-log", { messages: { admin: ["auditLog", "reports"], common: ["range", "validation"] } }),
      // The lenders table repeats on every view: it is sent its own groups of `admin`, not every other screen's (36 KB in Hindi).
      adminPage("lenders", "routes/admin/lenders.tsx", "lenders", { messages: { admin: ["lenders", "validation"], ...VALIDATION } }),
      adminPage("lenders/:lenderId", "routes/admin/lender-edit.tsx", "lenders"),
      adminPage("lenders/:lenderId/submissions", "routes/admin/lender-submissions.tsx", "lenders", { messages: { admin: true, common: ["status", "gold"] } }),
      adminPage("credit-cards", "routes/admin/credit-cards.tsx", "credit-cards", { upload: true }),
      adminPage("partners", "routes/admin/partners.tsx", "partners", { upload: true }),
      // Its landing product is named by the product's name (common `products`).
      adminPage("partners/:id", "routes/admin/partner-edit.tsx", "partners", { messages: { admin: true, common: ["products", "validation"] } }),
      // Partners' monthly payout statements (docs/decisions/098-partner-payouts.md): made from their commission, marked paid with the bank's UTR.
      adminPage("partner-payouts", "routes/admin/partner-payouts.tsx", "partner-payouts"),
      // Training media partners watch, open and download (docs/decisions/100-media-storage.md): the list and its form, and each file for the admins.
      adminPage("training-media", "routes/admin/training/training-media.tsx", "training-media", { upload: "media" }),
      adminPage("training-media/:mediaId/file", "routes/admin/training/training-media-file.ts", "training-media", { id: "admin-training-file", variant: "file" }),
      adminPage("training-media/:mediaId/poster", "routes/admin/training/training-media-file.ts", "training-media", { id: "admin-training-poster", variant: "poster" }),
      adminPage("ondc-transactions", "routes/ondc/admin-transactions.tsx", "ondc-transactions"),
      adminPage("partner-tickets", "routes/admin/partner-tickets.tsx", "partner-tickets", { messages: { admin: true, partner: ["tickets"], ...VALIDATION } }),
      adminPage("partner-tickets/:ticketId", "routes/admin/partner-ticket.tsx", "partner-tickets", { messages: { admin: true, partner: ["tickets"], ...VALIDATION } }),
      adminPage("user-management", "routes/admin/user-management.tsx", "user-management"),
      adminPage("messaging", "routes/admin/messaging.tsx", "messaging"),
      adminPage("tracking-links", "routes/admin/tracking-links.tsx", "tracking-links", { messages: { admin: true, partner: ["copy"], common: ["range", "products", "validation"] } }),
      // Deals and their voucher codes (docs/decisions/059): the catalogue, and one deal's codes, days and switch (a codes file or a picture: uploads).
      adminPage(ADMIN_DEALS_PATH.slice("/admin/".length), "routes/admin/deals.tsx", "deals", { upload: true }),
      adminPage(`${ADMIN_DEALS_PATH.slice("/admin/".length)}/:dealId`, "routes/admin/deal.tsx", "deals", { upload: true }),
      // Every admin's own sessions and password.
      adminPage("account", "routes/admin/account.tsx", "any"),
      adminPage("application-status-file", "routes/admin/application-status-file.tsx", "application-status-file", { upload: true }),
      adminPage("mis-upload", "routes/admin/data-upload.tsx", "mis-upload", { id: "mis-upload", variant: "mis", upload: true }),
      adminPage("commission-upload-file", "routes/admin/data-upload.tsx", "commission-upload-file", { id: "commission-upload-file", variant: "commission", upload: true }),
      // The people pages (docs/decisions/044): a consumer's whole journey, the CSR portal, the telecalling queue.
      adminPage("customers-journey", "routes/admin/customers-journey.tsx", "customers-journey", { messages: PEOPLE_PAGE }),
      adminPage("csr-portal", "routes/admin/csr-portal.tsx", "csr-portal", { messages: PEOPLE_PAGE }),
      // The case names the consumer's complaints by their categories and states as the consumer read them.
      adminPage("csr-portal/:id/:pid", "routes/admin/csr-case.tsx", "csr-portal", { messages: { ...PEOPLE_PAGE, common: [...PEOPLE_PAGE.common, "complaints"] } }),
      adminPage("telecalling", "routes/admin/telecalling.tsx", "telecalling", { messages: PEOPLE_PAGE }),
      // Lenders on and off for new applications, and the eligibility tester (docs/decisions/048); the tester names products and reasons as the offers page does.
      adminPage("vendors-on-off", "routes/admin/vendors-on-off.tsx", "vendors-on-off"),
      adminPage("customer-eligibility", "routes/admin/customer-eligibility.tsx", "customer-eligibility", { messages: { admin: true, common: ["validation", "products", "offers"] } }),
      // A consumer's personal data erased on request (DPDP Act 2023, docs/decisions/049).
      adminPage("customer-info-deletion", "routes/admin/customer-info-deletion.tsx", "customer-info-deletion"),
      // The de-dupe log (docs/decisions/051): every duplicate lead and application found, with its decision.
      adminPage("de-dupe", "routes/admin/de-dupe.tsx", "de-dupe", { messages: { admin: true, common: ["range", "products", "validation"] } }),
      // Partners' merchants (docs/decisions/056): the list, and one merchant with the admin's decisions and the entry into its partner's portal.
      adminPage(MERCHANT_MANAGEMENT_PATH.slice("/admin/".length), "routes/admin/merchant-management.tsx", "merchant-management", { messages: MERCHANTS_ADMIN }),
      adminPage(`${MERCHANT_MANAGEMENT_PATH.slice("/admin/".length)}/:merchantId`, "routes/admin/merchant.tsx", "merchant-management", { messages: MERCHANTS_ADMIN }),
      // Insurance requests and where each stands with its insurer (docs/decisions/062): read only, no action.
      adminPage("insurance-requests", "routes/admin/insurance-requests.tsx", "insurance-requests", { messages: { admin: true, common: ["insurance", "products"] } }),
    ]),
  ]),

  under("partner", [
    page("login", "routes/partner/login.tsx", { id: "partner-login", messages: { partner: ["login", "titles", "title"], ...VALIDATION } }),
    page("logout", "routes/partner/logout.ts"),
    // Every partner page is guarded by this layout's middleware, from this table (deny by default).
    shell("routes/partner/layout.tsx", { messages: { partner: ["title", "menu", "masquerade"], common: ["idle"] } }, [
      { kind: "index", file: "routes/partner/dashboard.tsx", facts: { partner: "dashboard", messages: { partner: ["dashboard", "products", "titles"], common: ["status", "range"] } } },
      // Ends a masquerade (an admin acting as the partner); a plain partner session has nothing to end there.
      page("exit-masquerade", "routes/partner/exit-masquerade.ts", { partner: "dashboard" }),
      page("product-offering", "routes/partner/product-offering.tsx", { partner: "product-offering", messages: { partner: ["offering", "products", "titles"] } }),
      page("product-offering/:productId", "routes/partner/product-offering-detail.tsx", {
        partner: "product-offering",
        messages: { partner: ["offering", "eligibility", "products", ...PARTNER_PAGE] },
      }),
      page("reports", "routes/partner/reports.tsx", { partner: "reports", messages: { partner: ["reports", "products", "titles"], common: ["status", "range"] } }),
      page("reports/export", "routes/partner/reports-export.ts", { partner: "reports" }),
      page("reports/:applicationId", "routes/partner/report-application.tsx", { partner: "reports", messages: { partner: ["reports", "products", ...PARTNER_PAGE], common: ["status"] } }),
      page("merchants", "routes/partner/merchants.tsx", { partner: "merchants", messages: { partner: ["merchants", "copy", "reports", "titles"], common: ["merchantStatus"] } }),
      // The partner's payout statements (docs/decisions/098-partner-payouts.md): each as CSV and as its invoice to print.
      page("payouts", "routes/partner/payouts.tsx", { partner: "payouts", messages: { partner: ["payouts", "titles"] } }),
      page("payouts/:statementId/csv", "routes/partner/payout-csv.ts", { partner: "payouts" }),
      page("payouts/:statementId/invoice", "routes/partner/payout-invoice.tsx", { partner: "payouts", messages: { partner: ["payouts", "titles"] } }),
      page("referral/qr.png", "routes/partner/referral-qr.ts", { partner: "referral" }),
      page("referral", "routes/partner/referral.tsx", { partner: "referral", messages: { partner: ["referral", "copy", "reports", "products", "titles"] } }),
      page("marketing-support", SECTION_INDEX, { id: "partner-marketing-support", variant: "marketing", partner: "marketing-support", messages: { partner: ["marketing", ...PARTNER_PAGE] } }),
      page("marketing-support/messaging-content", "routes/partner/messaging-content.tsx", {
        partner: "marketing-support",
        listedAs: "messaging",
        messages: { partner: ["messaging", "marketing", "copy", ...PARTNER_PAGE] },
      }),
      page("marketing-support/banners-and-creatives", "routes/partner/banners.tsx", {
        partner: "marketing-support",
        listedAs: "banners",
        messages: { partner: ["banners", "marketing", ...PARTNER_PAGE] },
      }),
      page("marketing-support/banners-and-creatives/:banner", "routes/partner/banner-download.ts", { partner: "marketing-support" }),
      page("lender-journey", "routes/partner/lender-journey.tsx", { partner: "lender-journey", messages: { partner: ["journey", "eligibility", "products", "titles"] } }),
      page("training-material", "routes/partner/training-material.tsx", { partner: "training-material", messages: { partner: ["training", "eligibility", ...PARTNER_PAGE] } }),
      // A training item's file, a byte range at a time (docs/decisions/100-media-storage.md), and a video's poster.
      page("training-material/media/:mediaId", "routes/partner/training-file.ts", { id: "partner-training-file", variant: "file", partner: "training-material" }),
      page("training-material/media/:mediaId/poster", "routes/partner/training-file.ts", { id: "partner-training-poster", variant: "poster", partner: "training-material" }),
      page("training-material/eligibility-criteria", "routes/partner/eligibility-criteria.tsx", { partner: "training-material", messages: { partner: ["eligibility", ...PARTNER_PAGE] } }),
      page("faqs", SECTION_INDEX, { id: "partner-faqs", variant: "faqs", partner: "faqs", messages: { partner: ["faqs", ...PARTNER_PAGE] } }),
      page("faqs/customer-queries", "routes/partner/faq-list.tsx", {
        id: "partner-faqs-customer",
        variant: "customer",
        listedAs: "customer",
        partner: "faqs",
        messages: { partner: ["faqs", ...PARTNER_PAGE] },
      }),
      page("faqs/dsa-queries", "routes/partner/faq-list.tsx", { id: "partner-faqs-dsa", variant: "dsa", listedAs: "dsa", partner: "faqs", messages: { partner: ["faqs", ...PARTNER_PAGE] } }),
      page("communication", SECTION_INDEX, { id: "partner-communication", variant: "communication", partner: "communication", messages: { partner: ["communication", ...PARTNER_PAGE] } }),
      page("communication/tech-support", "routes/partner/tickets.tsx", { id: "partner-tech-support", variant: "tech-support", listedAs: "tech-support", partner: "communication", messages: TICKETS }),
      page("communication/general-query", "routes/partner/tickets.tsx", {
        id: "partner-general-query",
        variant: "general-query",
        listedAs: "general-query",
        partner: "communication",
        messages: TICKETS,
      }),
      page("communication/tickets/:ticketId", "routes/partner/ticket.tsx", { partner: "communication", messages: TICKETS }),
      // The Custom Funnel (docs/decisions/101): its form, and a preview that names products and the landing's headline as the landing does.
      page("customFunnel", "routes/partner/custom-funnel.tsx", { partner: "customFunnel", messages: { partner: ["funnel", "copy", "titles"], common: ["landing", "products", "validation"] } }),
      page("digital-integration", "routes/partner/digital-integration.tsx", { partner: "digital-integration", messages: { partner: ["integration", "copy", "titles"], ...VALIDATION } }),
      page("settings", "routes/partner/settings.tsx", { partner: "settings", messages: { partner: ["settings", "titles"], ...VALIDATION } }),
    ]),
  ]),
  // A partner brand's own partner login, in its look.
  page(":partner/partner/login", "routes/partner/login.tsx", { id: "brand-partner-login", messages: { partner: ["login", "titles", "title"], ...VALIDATION } }),

  // A lender-type deployment's page, without the site's header or footer (SPEC.md 2.1).
  page("user/lender-submit", "routes/user/lender-submit.tsx", { messages: { common: ["lenderSubmit", "offers", "status", "titles"] } }),

  shell("routes/public/layout.tsx", {}, [
    home("routes/public/home.tsx", { shared: true, messages: LANDING }),
    page("login", "routes/public/login.tsx", { shared: true, messages: LANDING }),
    page("verification", "routes/public/verification.tsx", { messages: { common: ["verification", "validation", "titles"] } }),
    page("products", "routes/public/products.tsx", { messages: { common: ["productsPage", "products", "titles"] } }),
    ...Object.keys(CARD_LIST_PAGES).map(cardList),
    page("help", "routes/public/help.tsx", { shared: true, messages: { common: ["help", "validation", "titles"] } }),
    page("how-offers-are-ranked", "routes/public/offer-ranking.tsx", { shared: true, messages: ["ranking"] }),
    // Deals (docs/decisions/059): the running ones, and each deal's page where a signed-in consumer claims a code (never shared: it shows theirs).
    page(DEALS_PATH.slice(1), "routes/public/deals.tsx", { messages: DEALS }),
    page(`${DEALS_PATH.slice(1)}/:dealId`, "routes/public/deal.tsx", { messages: DEALS }),
    page(API_REFERENCE_PATH.slice(1), "routes/public/api-reference.tsx", { messages: { api: ["reference"] } }),
    page("user/lender-intake/:lender/:creditappUuid", "routes/public/lender-intake.tsx", { messages: { intake: true, common: ["validation", "titles"] } }),
    // A business signs up as a merchant (SPEC.md 2.1, docs/decisions/056): of no partner, or of the partner the path names.
    page(MERCHANT_FORM_PATH.slice(1), "routes/public/create-merchant-form.tsx", { id: "create-merchant-form", messages: MERCHANT_FORM }),
    page(MERCHANT_SUCCESS_PATH.slice(1), "routes/public/create-merchant-success.tsx", { messages: { common: ["merchantForm", "titles"] } }),
    // A merchant's own page (docs/decisions/101): its sign-in by a code to its mobile, and its link, QR and leads (its own only, decided by its loader).
    under("merchant", [
      home("routes/merchant/home.tsx", { messages: { common: ["merchantArea", "status", "products", "titles"], partner: ["copy"] } }),
      page("login", "routes/merchant/login.tsx", { id: "merchant-login", messages: { common: ["merchantArea", "validation", "titles"] } }),
      page("logout", "routes/merchant/logout.ts", { id: "merchant-logout" }),
    ]),
    page(`${MERCHANT_FORM_PATH.slice(1)}/:partnerName`, "routes/public/create-merchant-form.tsx", { id: "create-merchant-form-partner", messages: MERCHANT_FORM }),
    legal("privacy-policy", "privacy"),
    legal("terms-of-use", "terms"),
    legal("lender-terms-conditions", "lenderTerms"),
    legal("lender-privacy-policy", "lenderPrivacy"),

    under("user", [
      shell("routes/user/layout.tsx", { messages: { common: ["drawer", "idle", "help", "validation"] } }, [
        ...loanJourneyPages(),
        page("confirm-email", "routes/user/confirm-email.tsx", { messages: { common: ["emailChange", "validation", "titles"] } }),
        page("apply/:lender", "routes/user/apply-kfs.tsx", { messages: { common: ["kfs", "products", "titles"] } }),
        page("apply/:lender/consent", "routes/user/apply-consent.tsx", { messages: { common: ["consent", "titles"] } }),
        // Everything applied for or claimed, and each disbursed loan's own page (docs/decisions/089).
        page(userSegment(MY_LOANS_PATH), "routes/user/my-loans.tsx", { messages: MY_LOANS }),
        page(`${userSegment(MY_LOANS_PATH)}/:uuid`, "routes/user/loan.tsx", { messages: MY_LOANS }),
        // A Key Fact Statement kept as shown, by its proposal number: its consumer's only (docs/decisions/091).
        page("kfs/:number", "routes/user/kfs.tsx", { messages: { common: ["kfs", "products", "titles"] } }),
        page("lenders-transaction/:lender", "routes/user/lenders-transaction.tsx", { messages: { common: ["status", "consent", "kfs", "titles", "entry"] } }),
        // What the status page polls for the lender's answer, with JavaScript (docs/decisions/088): a few bytes of JSON, the owner's only.
        page("lenders-transaction/:lender/status", "routes/user/lenders-transaction-status.ts"),
        // "Continue on another device" from the status page: a post only (docs/decisions/065).
        page("transfer-link", "routes/user/transfer-link.ts"),
        // A lender's own pages (SPEC.md 2.1): its questions, its refusal at once, its own code.
        page(":lender", "routes/user/lender-page.tsx", { messages: { common: ["lenderPage", "profile", "validation", "titles"] } }),
        page(":lender/declined", "routes/user/lender-declined.tsx", { messages: { common: ["declined", "status", "titles"] } }),
        page(":lender/otp", "routes/user/lender-otp.tsx", { messages: { common: ["lenderOtp", "validation", "titles"] } }),
        page(userSegment(CREDIT_CARD_PAGE), "routes/user/credit-card.tsx", { messages: { common: ["cards", "titles"] } }),
        // The gold group: each gold lender's own page (its branch or home visit), and its confirmation.
        page(userSegment(goldLoan.pages.visit), "routes/user/gold-visit.tsx", { messages: { common: ["gold", "profile", "validation", "titles"] } }),
        page(userSegment(goldLoan.pages.confirmation), "routes/user/gold-visit-confirmation.tsx", { messages: { common: ["gold", "titles"] } }),
        page(userSegment(INSURANCE_PAGE), "routes/user/insurance.tsx", { messages: { common: ["insurance", "details", "products", "profile", "validation", "titles"] } }),
        page(userSegment(INSURANCE_TRANSACTION_PAGE), "routes/user/insurance-transaction.tsx", { messages: { common: ["insurance", "details", "products", "status", "welcomeBack", "titles"] } }),
      ]),
    ]),

    // The ways in of SPEC.md 2.1 (issue 23): a journey carried to another device (065), a partner's hand-off and
    // redirect (066), a social campaign's landing (067), a partner's home for its customers (068).
    page(`${TRANSFER_PREFIX.slice(1)}/:prospectId`, "routes/public/transfer.tsx", { messages: { common: [...ENTRY.common, "verification", "validation"] } }),
    page("auth", "routes/public/partner-auth.tsx", { messages: ENTRY }),
    page("redirect", "routes/public/partner-redirect.tsx", { messages: ENTRY }),
    page("socialmedia-onboarding", "routes/public/social-onboarding.tsx", { messages: { common: [...LANDING.common, ...ENTRY.common] } }),
    page("customer-site", "routes/public/customer-site.tsx", { shared: true, messages: { common: ["landing", "products", ...ENTRY.common] } }),
    page("404", "routes/public/not-found.tsx", { id: "not-found" }),
    // A single segment is a partner's URL segment when that partner exists, else not found.
    page(":urlSegment", "routes/public/brand-home.tsx", { messages: LANDING }),
    page("*", "routes/public/not-found.tsx", { id: "catch-all" }),
  ]),
];
