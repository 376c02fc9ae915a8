import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  route("set-language", "routes/public/set-language.ts"),
  route("logout", "routes/public/logout.ts"),
  route("healthz", "routes/api/healthz.ts"),
  route("stylesheet-seen", "routes/public/stylesheet-seen.ts"),

  ...prefix("api", [
    route("set-language", "routes/api/set-language.ts"),
    route("getMaskInfo/:id", "routes/api/get-mask-info.ts"),
    route(":intakePath/:creditappUuid", "routes/api/intake.ts"),
    route("user/:id", "routes/api/user.ts"),
    route("admin-reverify", "routes/api/reverify.ts", { id: "api-admin-reverify" }),
    route("partner-reverify", "routes/api/reverify.ts", { id: "api-partner-reverify" }),
    route("get-client-ip", "routes/api/get-client-ip.ts"),
    route("cookies/:op", "routes/api/cookies.ts"),
    route("search-list/:lang/:id?", "routes/api/search-list.ts"),
    route("getLanguages", "routes/api/get-languages.ts"),
    route("get-partner-by-name/:name?", "routes/api/get-partner-by-name.ts"),
    route("gold-loans/:appId", "routes/api/gold-loans.ts"),
    route("lender-webhook/:lender", "routes/api/lender-webhook.ts"),
    // The admin JSON API, guarded in one place by the matched route's role (app/domain/admin-roles.ts).
    layout("routes/api/admin-api.ts", [
      route("get-lenders-data/:filter?", "routes/api/lenders-data.ts", { id: "api-lenders" }),
      route("get-lender-data/:lenderId", "routes/api/lenders-data.ts", { id: "api-lender" }),
      ...["update-lender-data", "create-lender", "safe-delete-lender"].map((command) =>
        route(command, "routes/api/lender-commands.ts", { id: `api-${command}` }),
      ),
      route("lender-group/:op", "routes/api/lender-groups.ts"),
      route("lender-revenue/get/:lenderId", "routes/api/lender-revenue-data.ts", { id: "api-lender-revenue-get" }),
      route("lender-revenue/get-types", "routes/api/lender-revenue-data.ts", { id: "api-lender-revenue-get-types" }),
      ...["create", "update", "set-order", "delete/:id"].map((command) =>
        route(`lender-revenue/${command}`, "routes/api/lender-revenue-commands.ts", { id: `api-lender-revenue-${command.split("/")[0]}` }),
      ),
      route("get-credit-cards-data", "routes/api/credit-cards-data.ts"),
      ...["update-credit-card-data", "create-credit-card", "safe-delete-credit-card"].map((command) =>
        route(command, "routes/api/credit-card-commands.ts", { id: `api-${command}` }),
      ),
      route("update-partner-utm/:partnerId", "routes/api/partner-commands.ts", { id: "api-update-partner-utm" }),
      route("update-partner-revenue-data/:partnerId", "routes/api/partner-commands.ts", { id: "api-update-partner-revenue-data" }),
      route("s3-upload-file", "routes/api/s3-upload-file.ts"),
      // Uploads
      route("get-application-status-files-list", "routes/api/status-file.ts", { id: "api-status-files-list" }),
      route("upload-application-status-file", "routes/api/status-file.ts", { id: "api-status-file-upload" }),
      route("get-partner-earnings/:partnerId", "routes/api/partner-earnings.ts"),
    ]),
    // The partner JSON API, guarded in one place by the partner session and the partner route table (app/domain/partner-pages.ts).
    layout("routes/api/partner-api.ts", [
      route("partner/get-eligibility-criteria", "routes/api/partner-eligibility-criteria.ts"),
      route("partner/reports", "routes/api/partner-reports.ts"),
      route("partner/applications/:applicationId", "routes/api/partner-application.ts"),
    ]),
  ]),

  ...prefix("admin", [
    index("routes/admin/index.ts"),
    route("login", "routes/admin/login.tsx"),
    route("logout", "routes/admin/logout.ts"),
    layout("routes/admin/layout.tsx", [
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("lenders", "routes/admin/lenders.tsx"),
      route("lenders/:lenderId", "routes/admin/lender-edit.tsx"),
      route("lenders/:lenderId/submissions", "routes/admin/lender-submissions.tsx"),
      route("credit-cards", "routes/admin/credit-cards.tsx"),
      route("partners", "routes/admin/partners.tsx"),
      route("partners/:id", "routes/admin/partner-edit.tsx"),
      route("partner-tickets", "routes/admin/partner-tickets.tsx"),
      route("partner-tickets/:ticketId", "routes/admin/partner-ticket.tsx"),
      route("user-management", "routes/admin/user-management.tsx"),
      route("account", "routes/admin/account.tsx"),
      route("application-status-file", "routes/admin/application-status-file.tsx"),
      route("mis-upload", "routes/admin/data-upload.tsx", { id: "mis-upload" }),
      route("commission-upload-file", "routes/admin/data-upload.tsx", { id: "commission-upload-file" }),
    ]),
  ]),

  ...prefix("partner", [
    route("login", "routes/partner/login.tsx", { id: "partner-login" }),
    route("logout", "routes/partner/logout.ts"),
    // Every partner page is guarded by this layout's middleware (deny by default, app/domain/partner-pages.ts).
    layout("routes/partner/layout.tsx", [
      index("routes/partner/dashboard.tsx"),
      route("exit-masquerade", "routes/partner/exit-masquerade.ts"),
      route("product-offering", "routes/partner/product-offering.tsx"),
      route("product-offering/:productId", "routes/partner/product-offering-detail.tsx"),
      route("reports", "routes/partner/reports.tsx"),
      route("reports/export", "routes/partner/reports-export.ts"),
      route("reports/:applicationId", "routes/partner/report-application.tsx"),
      route("referral", "routes/partner/referral.tsx"),
      route("marketing-support", "routes/partner/marketing-support.tsx"),
      route("marketing-support/messaging-content", "routes/partner/messaging-content.tsx"),
      route("marketing-support/banners-and-creatives", "routes/partner/banners.tsx"),
      route("marketing-support/banners-and-creatives/:banner", "routes/partner/banner-download.ts"),
      route("lender-journey", "routes/partner/lender-journey.tsx"),
      route("training-material", "routes/partner/training-material.tsx"),
      route("training-material/eligibility-criteria", "routes/partner/eligibility-criteria.tsx"),
      route("faqs", "routes/partner/faqs.tsx", { id: "partner-faqs" }),
      route("faqs/customer-queries", "routes/partner/faq-list.tsx", { id: "partner-faqs-customer" }),
      route("faqs/dsa-queries", "routes/partner/faq-list.tsx", { id: "partner-faqs-dsa" }),
      route("communication", "routes/partner/communication.tsx"),
      route("communication/tech-support", "routes/partner/tickets.tsx", { id: "partner-tech-support" }),
      route("communication/general-query", "routes/partner/tickets.tsx", { id: "partner-general-query" }),
      route("communication/tickets/:ticketId", "routes/partner/ticket.tsx"),
      route("customFunnel", "routes/partner/custom-funnel.tsx"),
      route("digital-integration", "routes/partner/digital-integration.tsx"),
      route("settings", "routes/partner/settings.tsx"),
    ]),
  ]),
  // A partner brand's own partner login, in its look.
  route(":partner/partner/login", "routes/partner/login.tsx", { id: "brand-partner-login" }),

  // A lender-type deployment's page, without the site's header or footer (SPEC.md 2.1).
  route("user/lender-submit", "routes/user/lender-submit.tsx"),

  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("login", "routes/public/login.tsx"),
    route("verification", "routes/public/verification.tsx"),
    route("products", "routes/public/products.tsx"),
    route("credit-cards", "routes/public/credit-cards.tsx", { id: "credit-cards" }),
    route("cards-unsecured", "routes/public/credit-cards.tsx", { id: "cards-unsecured" }),
    route("cards-secured", "routes/public/credit-cards.tsx", { id: "cards-secured" }),
    route("help", "routes/public/help.tsx"),
    route("how-offers-are-ranked", "routes/public/offer-ranking.tsx"),
    route("user/lender-intake/:lender/:creditappUuid", "routes/public/lender-intake.tsx"),
    route("privacy-policy", "routes/public/legal.tsx", { id: "privacy-policy" }),
    route("terms-of-use", "routes/public/legal.tsx", { id: "terms-of-use" }),
    route("lender-terms-conditions", "routes/public/legal.tsx", { id: "lender-terms-conditions" }),
    route("lender-privacy-policy", "routes/public/legal.tsx", { id: "lender-privacy-policy" }),

    ...prefix("user", [
      layout("routes/user/layout.tsx", [
        route("user-detail", "routes/user/user-detail.tsx", { id: "user-detail" }),
        route("user-detail/gold-loan", "routes/user/user-detail.tsx", { id: "gold-loan-detail" }),
        route("affordable-housing-loan-detail", "routes/user/user-detail.tsx", { id: "housing-detail" }),
        route("business-detail", "routes/user/user-detail.tsx", { id: "business-detail" }),
        route("offers", "routes/user/offers.tsx", { id: "offers" }),
        route("business-offers", "routes/user/offers.tsx", { id: "business-offers" }),
        route("housing-offers", "routes/user/offers.tsx", { id: "housing-offers" }),
        route("confirm-email", "routes/user/confirm-email.tsx"),
        route("welcome-back", "routes/user/welcome-back.tsx", { id: "welcome-back" }),
        route("business-welcome-back", "routes/user/welcome-back.tsx", { id: "business-welcome-back" }),
        route("housing-welcome-back", "routes/user/welcome-back.tsx", { id: "housing-welcome-back" }),
        route("apply/:lender", "routes/user/apply-kfs.tsx"),
        route("apply/:lender/consent", "routes/user/apply-consent.tsx"),
        route("lenders-transaction/:lender", "routes/user/lenders-transaction.tsx"),
        // A lender's own pages (SPEC.md 2.1): its questions, its refusal at once, its own code.
        route(":lender", "routes/user/lender-page.tsx"),
        route(":lender/declined", "routes/user/lender-declined.tsx"),
        route(":lender/otp", "routes/user/lender-otp.tsx"),
        route("credit-card", "routes/user/credit-card.tsx"),
        // The gold group: each gold lender's own page (its branch or home visit), and its confirmation.
        route("gold-loan/:lender", "routes/user/gold-visit.tsx"),
        route("gold-loan/:lender/confirmation", "routes/user/gold-visit-confirmation.tsx"),
        route("insurance", "routes/user/insurance.tsx"),
        route("insurance/transaction", "routes/user/insurance-transaction.tsx"),
      ]),
    ]),

    route("404", "routes/public/not-found.tsx", { id: "not-found" }),
    // A single segment is a partner's URL segment when that partner exists, else not found.
    route(":urlSegment", "routes/public/brand-home.tsx"),
    route("*", "routes/public/not-found.tsx", { id: "catch-all" }),
  ]),
] satisfies RouteConfig;
