import type { AdminPageSlug } from "../domain/back-office/admin-roles";
import { OPENAPI_PATH } from "../domain/platform/api-errors";
import type { PartnerApiScope } from "../domain/partner/partner-api-scopes";
import type { PartnerPageSlug } from "../domain/partner/partner-pages";
import { page, shell, under, type PageFacts } from "./nodes";

const adminApi = (path: string, file: string, admin: AdminPageSlug, facts: PageFacts = {}) => page(path, file, { admin, ...facts });
const partnerApi = (path: string, file: string, partner: PartnerPageSlug, apiScope: PartnerApiScope) => page(path, file, { partner, apiScope });

/** Every route under /api: the page table's JSON calls (app/page-table/pages.ts), each area guarded by its shell. */
export const apiPages = under("api", [
  // The JSON API's contract (docs/decisions/073): its reference page is API_REFERENCE_PATH.
  page(OPENAPI_PATH.replace(/^\/api\//, ""), "routes/api/openapi.ts"),
  page("set-language", "routes/api/set-language.ts"),
  page("getMaskInfo/:id", "routes/api/get-mask-info.ts"),
  page(":intakePath/:creditappUuid", "routes/api/intake.ts"),
  page("user/:id", "routes/api/user.ts"),
  page("admin-reverify", "routes/api/reverify.ts", { id: "api-admin-reverify", variant: "admin" }),
  page("partner-reverify", "routes/api/reverify.ts", { id: "api-partner-reverify", variant: "partner" }),
  page("get-client-ip", "routes/api/get-client-ip.ts"),
  page("cookies/:op", "routes/api/cookies.ts"),
  page("search-list/:lang/:id?", "routes/api/search-list.ts"),
  page("getLanguages", "routes/api/get-languages.ts"),
  page("get-partner-by-name/:name?", "routes/api/get-partner-by-name.ts"),
  page("gold-loans/:appId", "routes/api/gold-loans.ts"),
  page("lender-webhook/:lender", "routes/api/lender-webhook.ts"),
  // A lender's answer to a borrower's request on a disbursed loan (docs/lender-api.md, "After disbursal").
  page("lender-webhook/:lender/loan-requests", "routes/api/loan-request-webhook.ts"),
  // The SMS gateway's inbound webhook: a STOP reply withdraws SMS consent (docs/decisions/099-dlt-sms.md).
  page("sms-inbound", "routes/api/sms-inbound.ts"),
  // The admin JSON API, guarded in one place by the matched route's role.
  shell("routes/api/admin-api.ts", {}, [
    adminApi("get-lenders-data/:filter?", "routes/api/lenders-data.ts", "lenders", { id: "api-lenders" }),
    adminApi("get-lender-data/:lenderId", "routes/api/lenders-data.ts", "lenders", { id: "api-lender" }),
    adminApi("update-lender-data", "routes/api/lender-commands.ts", "lenders", { id: "api-update-lender-data", variant: "update" }),
    adminApi("create-lender", "routes/api/lender-commands.ts", "lenders", { id: "api-create-lender", variant: "create" }),
    adminApi("safe-delete-lender", "routes/api/lender-commands.ts", "lenders", { id: "api-safe-delete-lender", variant: "delete" }),
    adminApi("lender-group/:op", "routes/api/lender-groups.ts", "lenders"),
    adminApi("lender-revenue/get/:lenderId", "routes/api/lender-revenue-data.ts", "lenders", { id: "api-lender-revenue-get" }),
    adminApi("lender-revenue/get-types", "routes/api/lender-revenue-data.ts", "lenders", { id: "api-lender-revenue-get-types" }),
    adminApi("lender-revenue/create", "routes/api/lender-revenue-commands.ts", "lenders", { id: "api-lender-revenue-create", variant: "create" }),
    adminApi("lender-revenue/update", "routes/api/lender-revenue-commands.ts", "lenders", { id: "api-lender-revenue-update", variant: "update" }),
    adminApi("lender-revenue/set-order", "routes/api/lender-revenue-commands.ts", "lenders", { id: "api-lender-revenue-set-order", variant: "set-order" }),
    adminApi("lender-revenue/delete/:id", "routes/api/lender-revenue-commands.ts", "lenders", { id: "api-lender-revenue-delete", variant: "delete" }),
    adminApi("get-credit-cards-data", "routes/api/credit-cards-data.ts", "credit-cards"),
    adminApi("update-credit-card-data", "routes/api/credit-card-commands.ts", "credit-cards", { id: "api-update-credit-card-data", variant: "update" }),
    adminApi("create-credit-card", "routes/api/credit-card-commands.ts", "credit-cards", { id: "api-create-credit-card", variant: "create" }),
    adminApi("safe-delete-credit-card", "routes/api/credit-card-commands.ts", "credit-cards", { id: "api-safe-delete-credit-card", variant: "delete" }),
    adminApi("update-partner-utm/:partnerId", "routes/api/partner-commands.ts", "partners", { id: "api-update-partner-utm", variant: "utm" }),
    adminApi("update-partner-revenue-data/:partnerId", "routes/api/partner-commands.ts", "partners", { id: "api-update-partner-revenue-data", variant: "revenue" }),
    // Card thumbnails and brand logos: both role 1's screens.
    adminApi("s3-upload-file", "routes/api/s3-upload-file.ts", "credit-cards", { upload: true }),
    adminApi("get-application-status-files-list", "routes/api/status-file.ts", "application-status-file", { id: "api-status-files-list", variant: "list" }),
    adminApi("upload-application-status-file", "routes/api/status-file.ts", "application-status-file", { id: "api-status-file-upload", variant: "upload", upload: true }),
    adminApi("get-partner-earnings/:partnerId", "routes/api/partner-earnings.ts", "partners"),
    adminApi("partner-payouts", "routes/api/partner-payouts.ts", "partner-payouts", { id: "api-partner-payouts", variant: "list" }),
    adminApi("partner-payouts/generate", "routes/api/partner-payouts.ts", "partner-payouts", { id: "api-partner-payouts-generate", variant: "generate" }),
    // The ONDC buyer app's transactions and each one's log in ONDC's log-verification shape (docs/decisions/102).
    adminApi("admin/ondc/transactions", "routes/ondc/api-transactions.ts", "ondc-transactions", { id: "api-ondc-transactions", variant: "list" }),
    adminApi("admin/ondc/transactions/:transactionId/log", "routes/ondc/api-transactions.ts", "ondc-transactions", { id: "api-ondc-transaction-log", variant: "log" }),
    adminApi("partner-payouts/mark-paid", "routes/api/partner-payouts.ts", "partner-payouts", { id: "api-partner-payouts-mark-paid", variant: "mark-paid" }),
  ]),
  // The partner JSON API, guarded in one place by the partner session and this table.
  shell("routes/api/partner-api.ts", {}, [
    partnerApi("partner/get-eligibility-criteria", "routes/api/partner-eligibility-criteria.ts", "training-material", "eligibility:read"),
    partnerApi("partner/reports", "routes/api/partner-reports.ts", "reports", "reports:read"),
    partnerApi("partner/applications/:applicationId", "routes/api/partner-application.ts", "reports", "applications:read"),
    partnerApi("partner/payouts", "routes/api/partner-statements.ts", "payouts", "payouts:read"),
  ]),
]);
