import fc from "fast-check";
import { dateToIstLocal } from "~/domain/back-office/telecalling";
import { AdminLoginSchema } from "~/forms/admin/admin-login";
import { messageCampaignSchema, MESSAGING_INTENT } from "~/forms/admin/admin-messaging";
import { ACCOUNT_INTENT, ChangeAdminRoleSchema, CreateAdminSchema, EndSessionSchema, ResetAdminPasswordSchema, USER_MANAGEMENT_INTENT } from "~/forms/admin/admin-user";
import { CARD_PROPERTIES, CREDIT_CARDS_INTENT, NewCardSchema } from "~/forms/admin/credit-card-property";
import { CareNoteSchema, CSR_INTENT, HandoverSchema, ResendSchema } from "~/forms/admin/csr";
import { REVEAL_INTENT, RevealSchema } from "~/forms/admin/customer-journey";
import { addCodesSchema, createDealSchema, DEAL_CODES_FILE_FIELD, DEAL_INTENT, DEAL_PICTURE_FIELD, rescheduleDealSchema, switchDealSchema } from "~/forms/admin/deal";
import { ConfirmEmailSchema } from "~/forms/consumer/email-change";
import { LANDING_TILES } from "~/domain/partner/funnel";
import { EraseSchema, ERASURE_REQUEST_INTENT } from "~/forms/admin/erasure";
import { helpSchema } from "~/forms/consumer/help";
import { MERCHANT_ADMIN_INTENT, MERCHANT_INTENT, merchantActionSchema, MerchantOtpSchema, merchantSignupSchema } from "~/forms/partner/merchant";
import { ChooseApplicationSchema, IdentityCheckSchema } from "~/forms/consumer/identity";
import { LanguageChoiceSchema, SetLanguageApiSchema } from "~/forms/consumer/language";
import { NewLenderGroupSchema } from "~/forms/admin/lender-group";
import { LENDER_EDIT_INTENT, LENDERS_INTENT } from "~/forms/admin/lender-intents";
import { PRICING_BANDS } from "~/domain/lending/pricing";
import { INSURANCE_QUOTE_INTENTS } from "~/domain/lending/insurance";
import { lenderOtpSchema } from "~/forms/admin/lender-page";
import { ComplaintSchema, ExitSchema, ForecloseSchema } from "~/forms/consumer/loans";
import { LOAN_INTENT } from "~/forms/consumer/loan-intents";
import { LENDER_PROPERTIES, NewLenderSchema, SpecialOfferSchema } from "~/forms/admin/lender-property";
import { NewRevenueEntrySchema, RevenueEntryUpdateSchema, RevenueOrderSchema } from "~/forms/admin/lender-revenue";
import { LoginSchema, OtpSchema } from "~/forms/consumer/login";
import { ApiKeyCommandSchema } from "~/forms/partner/partner-api-key";
import { HANDOFF_INTENT, RedirectHostsSchema } from "~/forms/partner/partner-handoff";
import { PartnerLoginSchema } from "~/forms/partner/partner-login";
import { PARTNER_PROPERTIES, PARTNERS_INTENT, PartnerRevenueSchema, utmIdSchema } from "~/forms/partner/partner-property";
import { NewTicketSchema, TeamReplySchema, TicketReplySchema } from "~/forms/partner/partner-ticket";
import { ChangePasswordSchema, CHANGE_PASSWORD_INTENT } from "~/forms/admin/password-change";
import { EmploymentSchema, personalDetailsSchema } from "~/forms/consumer/profile";
import { intakeSchema } from "~/forms/partner/intake";
import { callSchema, ClaimSchema, ReleaseSchema, TELECALLING_INTENT } from "~/forms/admin/telecalling";
import { createTrackingLinkSchema, switchTrackingLinkSchema, TRACKING_LINK_INTENT } from "~/forms/partner/tracking-link";
import { COMMISSION_COLUMNS, MIS_COLUMNS, STATUS_FILE_COLUMNS } from "~/forms/admin/upload-rows";
import { VendorSwitchSchema } from "~/forms/admin/vendor-switch";
import { addTrainingSchema, TRAINING_FILE_FIELD, TRAINING_INTENT } from "~/forms/admin/training-media";
import { FUNNEL_INTENT, funnelSchema, headlineField, placeField } from "~/forms/partner/funnel";
import { merchantSendCodeSchema, merchantVerifySchema } from "~/forms/partner/merchant-login";
import { MERCHANT_LOGIN_INTENT } from "~/forms/partner/merchant-login-intents";
import { generateSchema, markPaidSchema, PAYOUT_INTENT } from "~/forms/admin/partner-payouts";
import { PayoutAccountSchema, PAYOUT_ACCOUNT_INTENT } from "~/forms/partner/payout-account";
import { UPLOAD_FIELD } from "~/server/platform/files/spreadsheet.server";
import { BL_INTAKE_OPTIONS } from "../../../db/seed/lenders";
import { employmentDetails, insuranceQuote, merchantDetails, personalDetails, productStepDetails } from "../app-client";
import { example, fromSchema, imageFile, propertyEdit, spreadsheetFile, trainingFile, type FilePart } from "./bodies";
import { hostileText } from "./values";
import { previewedCampaign, type Visitor, type VisitorName } from "./visitors";

/**
 * Every route that writes, as the fuzz calls it: its pattern (app/page-table/pages.ts),
 * who calls it, its parameters and query, the bodies it takes (from the Zod
 * schemas its action uses, or the page's own known-good form) and any file.
 * tests/integration/platform/fuzz-writes.test.ts fails when a route with an action has
 * no entry here, so a new write route cannot go unfuzzed.
 */

export interface FuzzTarget {
  pattern: string;
  /** A screen's form (posted by a browser, with or without JavaScript) or a JSON/API route. */
  kind: "form" | "api";
  /** Who calls it besides an anonymous visitor (always added). */
  visitors: VisitorName[];
  params?: (facts: Visitor["facts"]) => Record<string, fc.Arbitrary<string>>;
  /** Query strings the route's forms post to (some name a row: then from the facts). */
  query?: string[] | ((facts: Visitor["facts"]) => string[]);
  /** Facts read as the route's fuzz starts, as its page shows them then (the calls before may have changed them). */
  factsNow?: () => Promise<Partial<Visitor["facts"]>>;
  shapes: (facts: Visitor["facts"]) => fc.Arbitrary<Record<string, unknown>>[];
  file?: (facts: Visitor["facts"]) => { field: string; part: fc.Arbitrary<FilePart> };
  /**
   * Tables a refused call may still write, and why: what the refusal itself
   * is recorded by (a wrong password counted, a refused file kept in the
   * history). Anything else written by a refusal fails the fuzz.
   */
  refusalMayWrite?: Record<string, string>;
}

const ADMINS: VisitorName[] = ["admin-1", "admin-2", "admin-3"];
/** Any text as one segment of an address (a lone surrogate cannot be written in one: then a plain one). */
const segment = (t: string) => {
  try {
    return encodeURIComponent(t.slice(0, 60)) || "x";
  } catch {
    return "x";
  }
};
const id = (max: number) => fc.oneof(fc.integer({ min: 1, max }).map(String), hostileText.map(segment));
const name = (...known: (string | undefined)[]) => fc.oneof(fc.constantFrom(...(known.filter(Boolean) as string[]), "cl", "x"), hostileText.map(segment));
const idOr = (known: string | undefined, max: number) => (known ? fc.oneof(fc.constant(known), id(max)) : id(max));
/** The applied consumer's credit application (its uuid, which the CSR's case shows as its reference); else the journey's uuid, which names none. */
const applicationOf = (f: Visitor["facts"]) => f.reference ?? f.uuid;
const uuidOr = (known?: string) => fc.oneof(fc.uuid(), ...(known ? [fc.constant(known)] : []), hostileText.map(segment));
const intakeOptions = { ...BL_INTAKE_OPTIONS } as unknown as Parameters<typeof intakeSchema>[0];

const LOGIN_WRITES = {
  login_locks: "a wrong password is counted towards the username's lock (decision 037)",
};
const OTP_WRITES = {
  otp_challenges: "a wrong code is counted against its five attempts",
};
const UPLOAD_WRITES = {
  uploads: "a file read and refused is kept in the history, with its outcome, for the admin to open",
  data_files: "the history row of a refused MIS or commission file",
  application_status_files: "the history row of a refused status file",
};
const lenderProperty = (fixed: Record<string, unknown>) => propertyEdit(LENDER_PROPERTIES as never, fixed);
const cardProperty = (fixed: Record<string, unknown>) => propertyEdit(CARD_PROPERTIES as never, fixed);
const partnerProperty = (fixed: Record<string, unknown>) => propertyEdit(PARTNER_PROPERTIES as never, fixed);
/** A campaign's texts as the messaging page's form posts them: both languages, subjects for an email. */
const campaignTexts = {
  subjectEn: "Your loan offers are waiting",
  subjectHi: "आपके लोन ऑफ़र इंतज़ार कर रहे हैं",
  bodyEn: "Hi {name}, finish your profile to see your offers.",
  bodyHi: "नमस्ते {name}, अपने ऑफ़र देखने के लिए प्रोफ़ाइल पूरी करें।",
};
const landing = () => [fromSchema(LoginSchema, { name__confirm: "" }), example({ contact: "9876543210", name__confirm: "", productType: "pl" })];

export const TARGETS: FuzzTarget[] = [
  // ─── Public ──────────────────────────────────────────────────────────────
  { pattern: "/set-language", kind: "form", visitors: [], shapes: () => [fromSchema(LanguageChoiceSchema)] },
  { pattern: "/logout", kind: "form", visitors: ["consumer-signed-in"], shapes: () => [example({})] },
  { pattern: "/", kind: "form", visitors: [], shapes: landing },
  { pattern: "/login", kind: "form", visitors: [], shapes: landing },
  { pattern: "/:urlSegment", kind: "form", visitors: [], params: () => ({ urlSegment: name("paisaplus") }), shapes: landing },
  // The ways in of issue 23 (docs/decisions/065, 067): a made-up transfer link sends no code and writes nothing; the social landing is the landing's form.
  {
    pattern: "/transfer/:prospectId",
    kind: "form",
    visitors: [],
    params: (f) => ({ prospectId: uuidOr(f.uuid) }),
    query: [`?t=${"x".repeat(43)}`, "", "?t=%00"],
    shapes: () => [fromSchema(OtpSchema, { intent: "verify" }), example({ intent: "resend" })],
  },
  { pattern: "/socialmedia-onboarding", kind: "form", visitors: [], shapes: landing },
  {
    pattern: "/verification",
    kind: "form",
    visitors: ["consumer-code-sent"],
    shapes: () => [fromSchema(OtpSchema, { intent: "verify" }), example({ intent: "resend" })],
    refusalMayWrite: OTP_WRITES,
  },
  {
    pattern: "/products",
    kind: "form",
    visitors: ["consumer-signed-in"],
    shapes: () => [example({ intent: "choose", productType: "pl" }), example({ intent: "business-answer", hasRegistration: "no" }), example({ intent: "close-bl" })],
  },
  ...["/credit-cards", "/cards-unsecured", "/cards-secured"].map(
    (pattern): FuzzTarget => ({ pattern, kind: "form", visitors: ["consumer-signed-in"], shapes: () => [fromSchema(fc_object({ cardId: fc.integer({ min: 1, max: 40 }).map(String) }))] }),
  ),
  { pattern: "/help", kind: "form", visitors: ["consumer-signed-in"], shapes: () => [fromSchema(helpSchema(10), { name__confirm: "" })] },
  // The merchant sign-up (decision 056): the details (a good form sends a code), the code, a new code; a wrong code is counted.
  ...["/create-merchant-form", "/create-merchant-form/:partnerName"].map(
    (pattern): FuzzTarget => ({
      pattern,
      kind: "form",
      visitors: [],
      params: pattern.endsWith(":partnerName") ? () => ({ partnerName: name("paisaplus") }) : undefined,
      shapes: () => [
        fromSchema(merchantSignupSchema(["proprietorship", "partnership"]), { name__confirm: "" }),
        example(merchantDetails()),
        fromSchema(MerchantOtpSchema),
        example({ intent: MERCHANT_INTENT.resend }),
      ],
      refusalMayWrite: OTP_WRITES,
    }),
  ),
  // A merchant's own page (decision 101): a code asked for (any mobile but an approved merchant's is answered alike, and sends none), a code tried; signing out.
  {
    pattern: "/merchant/login",
    kind: "form",
    visitors: [],
    shapes: () => [
      fromSchema(merchantSendCodeSchema),
      example({ intent: MERCHANT_LOGIN_INTENT.send, mobile: "+91 98765-43210" }),
      fromSchema(merchantVerifySchema),
      example({ intent: MERCHANT_LOGIN_INTENT.verify, mobile: "9876543210", otp: "123456" }),
    ],
    refusalMayWrite: OTP_WRITES,
  },
  { pattern: "/merchant/logout", kind: "form", visitors: [], shapes: () => [example({})] },
  {
    pattern: "/user/lender-intake/:lender/:creditappUuid",
    kind: "form",
    visitors: ["consumer-applied-intake"],
    params: (f) => ({ lender: name(f.lender), creditappUuid: uuidOr(f.uuid) }),
    shapes: () => [fromSchema(intakeSchema(intakeOptions, new Date())), example({ intent: "refresh", category: "Retail" })],
  },

  // ─── Consumer journey ────────────────────────────────────────────────────
  ...(
    [
      ["/user/user-detail", "pl", ["employment"]],
      ["/user/user-detail/gold-loan", "gl", ["employment", "gold"]],
      ["/user/affordable-housing-loan-detail", "hl", ["employment", "housing"]],
      ["/user/business-detail", "bl", ["business"]],
      ["/user/student-loan-detail", "sl", ["employment", "student"]],
      ["/user/car-loan-detail", "car", ["employment", "car"]],
      ["/user/two-wheeler-loan-detail", "tw", ["employment", "twoWheeler"]],
      ["/user/solar-loan-detail", "solar", ["employment", "solar"]],
    ] as const
  ).map(
    ([pattern, product, steps]): FuzzTarget => ({
      pattern,
      kind: "form",
      visitors: [`consumer-${product}-started`],
      query: ["", ...steps.map((s) => `?step=${s}`)],
      shapes: () => [
        fromSchema(personalDetailsSchema(new Date()), { intent: "personal" }),
        example({ intent: "personal", ...personalDetails() }),
        ...steps.map((step) => (step === "employment" ? example({ intent: step, ...employmentDetails() }) : example({ intent: step, ...productStepDetails[step] }))),
        fromSchema(EmploymentSchema, { intent: "employment" }),
      ],
    }),
  ),
  ...(
    [
      ["/user/offers", "pl"],
      ["/user/business-offers", "bl"],
      ["/user/housing-offers", "hl"],
      ["/user/student-offers", "sl"],
      ["/user/car-offers", "car"],
      ["/user/two-wheeler-offers", "tw"],
      ["/user/solar-offers", "solar"],
    ] as const
  ).map(
    ([pattern, product]): FuzzTarget => ({
      pattern,
      kind: "form",
      visitors: [`consumer-${product}-complete`],
      shapes: (f) => [example({ intent: "remind", lender: f.lender ?? "kaveri-finserv" }), fromSchema(fc_object({ intent: fc.constant("remind"), lender: name(f.lender) }))],
    }),
  ),
  {
    pattern: "/user/confirm-email",
    kind: "form",
    visitors: ["consumer-pending-email"],
    shapes: () => [fromSchema(ConfirmEmailSchema, { intent: "confirm" }), example({ intent: "resend" }), example({ intent: "cancel" })],
    refusalMayWrite: OTP_WRITES,
  },
  ...[
    "/user/welcome-back",
    "/user/business-welcome-back",
    "/user/housing-welcome-back",
    "/user/student-welcome-back",
    "/user/car-welcome-back",
    "/user/two-wheeler-welcome-back",
    "/user/solar-welcome-back",
  ].map(
    (pattern): FuzzTarget => ({
      pattern,
      kind: "form",
      visitors: ["consumer-returning"],
      shapes: () => [fromSchema(IdentityCheckSchema), fromSchema(ChooseApplicationSchema), example({ intent: "continue", pan: "ABCPE1234F", birthDate: "15/08/1990" })],
      refusalMayWrite: { rate_limits: "identity checks are counted before comparing, so PAN and birth date cannot be guessed by trying many" },
    }),
  ),
  { pattern: "/user/apply/:lender", kind: "form", visitors: ["consumer-pl-complete"], params: (f) => ({ lender: name(f.lender) }), shapes: () => [example({ acknowledge: "on" })] },
  {
    pattern: "/user/apply/:lender/consent",
    kind: "form",
    visitors: ["consumer-pl-complete"],
    params: (f) => ({ lender: name(f.lender) }),
    shapes: () => [example({ lender_terms: "on", data_collection: "on", credit_report: "on" }), example({ lender_terms: "on" })],
  },
  {
    pattern: "/user/lenders-transaction/:lender",
    kind: "form",
    visitors: ["consumer-applied"],
    params: (f) => ({ lender: name(f.lender) }),
    shapes: () => [example({ purpose: "communication" }), example({ purpose: "credit_report" }), example({ purpose: "upi" }), example({ intent: ERASURE_REQUEST_INTENT })],
  },
  // My loans and a loan's page (decision 089): a complaint from either; exit, foreclosure and part repayment on a disbursed loan (another's is a 404).
  {
    pattern: "/user/my-loans",
    kind: "form",
    visitors: ["consumer-applied"],
    shapes: () => [fromSchema(ComplaintSchema), example({ intent: LOAN_INTENT.complaint, category: "other", body: "x" })],
  },
  {
    pattern: "/user/my-loans/:uuid",
    kind: "form",
    visitors: ["consumer-applied"],
    params: (f) => ({ uuid: uuidOr(f.uuid) }),
    shapes: () => [fromSchema(ExitSchema), fromSchema(ForecloseSchema), example({ intent: LOAN_INTENT.partPrepay, amount: "25,000.50" }), fromSchema(ComplaintSchema)],
  },
  // "Continue on another device" (decision 065): past five links an hour it is refused, and the refusal is counted.
  {
    pattern: "/user/transfer-link",
    kind: "form",
    visitors: ["consumer-applied"],
    shapes: () => [example({ back: "/user/offers" }), example({ back: "https://evil.example/" }), fromSchema(fc_object({ back: fc.string() }))],
    refusalMayWrite: { rate_limits: "a link asked for past the hourly limit is counted (decision 065)" },
  },
  {
    pattern: "/user/:lender",
    kind: "form",
    visitors: ["consumer-applied-form"],
    params: (f) => ({ lender: name(f.lender) }),
    shapes: () => [example({ residenceSince: "2015", employerName: "Infosys" })],
  },
  { pattern: "/user/:lender/otp", kind: "form", visitors: ["consumer-applied"], params: (f) => ({ lender: name(f.lender) }), shapes: () => [fromSchema(lenderOtpSchema)] },
  { pattern: "/user/credit-card", kind: "form", visitors: ["consumer-signed-in"], shapes: () => [example({ cardId: "1" })] },
  {
    pattern: "/user/gold-loan/:lender",
    kind: "form",
    visitors: ["consumer-gl-complete"],
    params: (f) => ({ lender: name(f.lender) }),
    shapes: () => [example({ visitDate: "2026-12-01", timeWindow: "morning" }), example({ visitDate: "", timeWindow: "evening" })],
  },
  { pattern: "/user/insurance", kind: "form", visitors: ["consumer-insurance"], shapes: () => Object.values(insuranceQuote).map((q) => example(q)) },
  {
    pattern: "/user/insurance/transaction",
    kind: "form",
    visitors: ["consumer-insurance"],
    shapes: () => [
      example({ intent: INSURANCE_QUOTE_INTENTS.accept, request: "00000000-0000-4000-8000-000000000000" }),
      example({ intent: INSURANCE_QUOTE_INTENTS.decline, request: "not-a-request" }),
      example({ intent: "__proto__" }),
    ],
  },

  // ─── Admin screens ───────────────────────────────────────────────────────
  { pattern: "/admin/login", kind: "form", visitors: [], shapes: () => [fromSchema(AdminLoginSchema), example({ username: "admin", password: "wrong-password-1" })], refusalMayWrite: LOGIN_WRITES },
  { pattern: "/admin/logout", kind: "form", visitors: ["admin-3"], shapes: () => [example({})] },
  {
    pattern: "/admin/lenders",
    kind: "form",
    visitors: ADMINS,
    query: ["", "?filter=bl&page=2", "?q=a"],
    shapes: () => [
      lenderProperty({ intent: LENDERS_INTENT.update, lender_id: "1" }),
      fromSchema(SpecialOfferSchema, { intent: LENDERS_INTENT.specialOffer }),
      fromSchema(NewLenderSchema, { intent: LENDERS_INTENT.create }),
      example({ intent: LENDERS_INTENT.delete, lender_id: "3" }),
    ],
  },
  {
    pattern: "/admin/lenders/:lenderId",
    kind: "form",
    visitors: ADMINS,
    params: () => ({ lenderId: id(45) }),
    shapes: () => [
      lenderProperty({ intent: LENDER_EDIT_INTENT.update }),
      fromSchema(SpecialOfferSchema, { intent: LENDER_EDIT_INTENT.specialOffer }),
      fromSchema(RevenueOrderSchema, { intent: LENDER_EDIT_INTENT.revenueOrder }),
      fromSchema(NewLenderGroupSchema, { intent: LENDER_EDIT_INTENT.createGroup }),
      fromSchema(NewRevenueEntrySchema, { intent: LENDER_EDIT_INTENT.revenueCreate }),
      fromSchema(RevenueEntryUpdateSchema, { intent: LENDER_EDIT_INTENT.revenueUpdate }),
      example({ intent: LENDER_EDIT_INTENT.revenueDelete, id: "1" }),
      // The pricing grid as a person types it, and a typed figure it must refuse beside its field.
      example({
        intent: LENDER_EDIT_INTENT.pricing,
        ...Object.fromEntries(PRICING_BANDS.map((b) => [`rate_${b}`, "12.5"])),
        penal_overdue: "24",
        penal_bounce: "₹500",
        fee_percent: "1.5",
        fee_gst: "on",
        so_kind: "rate_cut",
        so_less: "0.25",
        so_bands: "750_plus",
      }),
      example({ intent: LENDER_EDIT_INTENT.pricing, rate_750_plus: "12.345", fee_min: "1e9", so_employment: "retired" }),
    ],
  },
  {
    pattern: "/admin/lenders/:lenderId/submissions",
    kind: "form",
    visitors: ADMINS,
    params: () => ({ lenderId: id(45) }),
    shapes: (f) => [example({ app: applicationOf(f) ?? "x" }), fromSchema(fc_object({ app: fc.uuid() }))],
  },
  {
    pattern: "/admin/credit-cards",
    kind: "form",
    visitors: ADMINS,
    shapes: () => [
      cardProperty({ intent: CREDIT_CARDS_INTENT.update, category_id: "1" }),
      cardProperty({ intent: CREDIT_CARDS_INTENT.edit, id: "2" }),
      fromSchema(NewCardSchema, { intent: CREDIT_CARDS_INTENT.create }),
      example({ intent: CREDIT_CARDS_INTENT.delete, category_id: "4" }),
    ],
  },
  {
    pattern: "/admin/partners",
    kind: "form",
    visitors: ADMINS,
    shapes: () => [partnerProperty({ intent: PARTNERS_INTENT.edit, id: "2" }), partnerProperty({ intent: PARTNERS_INTENT.edit, id: "3", from: "detail" })],
  },
  {
    pattern: "/admin/partners/:id",
    kind: "form",
    visitors: ADMINS,
    params: () => ({ id: id(35) }),
    shapes: () => [partnerProperty({ intent: PARTNERS_INTENT.update }), partnerProperty({ intent: PARTNERS_INTENT.edit }), example({ intent: PARTNERS_INTENT.masquerade })],
  },
  { pattern: "/admin/partner-tickets/:ticketId", kind: "form", visitors: ADMINS, params: () => ({ ticketId: id(4) }), shapes: () => [fromSchema(TeamReplySchema)] },
  {
    pattern: "/admin/user-management",
    kind: "form",
    visitors: ADMINS,
    shapes: () => [
      fromSchema(CreateAdminSchema, { intent: USER_MANAGEMENT_INTENT.create }),
      fromSchema(ChangeAdminRoleSchema, { intent: USER_MANAGEMENT_INTENT.changeRole }),
      fromSchema(ResetAdminPasswordSchema, { intent: USER_MANAGEMENT_INTENT.resetPassword }),
      ...[USER_MANAGEMENT_INTENT.disable, USER_MANAGEMENT_INTENT.enable, USER_MANAGEMENT_INTENT.unlock].map((intent) => example({ intent, id: "2" })),
    ],
  },
  {
    pattern: "/admin/account",
    kind: "form",
    visitors: ADMINS,
    shapes: () => [
      fromSchema(EndSessionSchema, { intent: ACCOUNT_INTENT.endSession }),
      example({ intent: ACCOUNT_INTENT.endOtherSessions }),
      fromSchema(ChangePasswordSchema, { intent: CHANGE_PASSWORD_INTENT }),
    ],
    refusalMayWrite: LOGIN_WRITES,
  },
  ...(
    [
      ["/admin/application-status-file", STATUS_FILE_COLUMNS],
      ["/admin/mis-upload", MIS_COLUMNS],
      ["/admin/commission-upload-file", COMMISSION_COLUMNS],
    ] as const
  ).map(
    ([pattern, columns]): FuzzTarget => ({
      pattern,
      kind: "form",
      visitors: ADMINS,
      shapes: () => [example({})],
      file: (f) => ({ field: UPLOAD_FIELD, part: spreadsheetFile(columns, [applicationOf(f), "partner", "cl"].filter(Boolean) as string[]) }),
      refusalMayWrite: UPLOAD_WRITES,
    }),
  ),

  // The people pages and messaging (decisions 044, 045): a role the page does not admit is sent to the dashboard, an analyst's post to the CSR portal is refused 403.
  {
    pattern: "/admin/messaging",
    kind: "form",
    visitors: ADMINS,
    query: ["", "?page=2"],
    factsNow: previewedCampaign,
    shapes: (f) => [
      fromSchema(messageCampaignSchema),
      example({ intent: MESSAGING_INTENT.preview, segment: "profileIncomplete7d", channel: "sms", ...campaignTexts }),
      example({ intent: MESSAGING_INTENT.send, ...f.campaign, ...campaignTexts }),
    ],
  },
  // Tracking links (decision 052): a link made, switched off and on; refusals answered beside their fields.
  {
    pattern: "/admin/tracking-links",
    kind: "form",
    visitors: ADMINS,
    query: ["", "?range=last_30_days", "?range=custom_range&from=2026-02-01&to=2025-01-01"],
    shapes: () => [
      fromSchema(createTrackingLinkSchema),
      example({ intent: TRACKING_LINK_INTENT.create, label: "Diwali WhatsApp", utm_source: "whatsapp", utm_medium: "social", utm_campaign: "diwali-2026", product: "pl", partnerId: "2" }),
      fromSchema(switchTrackingLinkSchema),
      example({ intent: TRACKING_LINK_INTENT.switchOff, linkId: "1" }),
      example({ intent: TRACKING_LINK_INTENT.switchOn, linkId: "1" }),
    ],
  },
  // Merchant management (decision 056): the list's entry into a partner's portal, a merchant's decisions and its partner's portal.
  {
    pattern: "/admin/merchant-management",
    kind: "form",
    visitors: ADMINS,
    query: ["", "?partner=2", "?q=%25&status=pending&page=99999"],
    shapes: () => [example({ intent: MERCHANT_ADMIN_INTENT.masquerade, partnerId: "2" }), example({ intent: MERCHANT_ADMIN_INTENT.masquerade, partnerId: "2147483648" })],
  },
  {
    pattern: "/admin/merchant-management/:merchantId",
    kind: "form",
    visitors: ADMINS,
    params: () => ({ merchantId: id(50) }),
    shapes: () => [fromSchema(merchantActionSchema), example({ intent: "approve" }), example({ intent: "deactivate" }), example({ intent: MERCHANT_ADMIN_INTENT.masquerade })],
  },
  // Deals (decision 059): a deal made (with a picture), its days, its switch, its codes typed, uploaded or generated; a consumer's claim.
  {
    pattern: "/admin/deals",
    kind: "form",
    visitors: ADMINS,
    shapes: () => [
      fromSchema(createDealSchema),
      example({
        intent: DEAL_INTENT.create,
        merchant: "Chai Point",
        title: "Two for one",
        description: "Buy one chai, get one free.",
        discount: "Buy 1 get 1",
        startsOn: "2026-03-01",
        endsOn: "2026-03-31",
      }),
      fromSchema(switchDealSchema),
      example({ intent: DEAL_INTENT.switchOff, dealId: "1" }),
    ],
    file: () => ({ field: DEAL_PICTURE_FIELD, part: imageFile() }),
  },
  {
    pattern: "/admin/deals/:dealId",
    kind: "form",
    visitors: ADMINS,
    params: () => ({ dealId: id(4) }),
    shapes: () => [
      fromSchema(rescheduleDealSchema),
      example({ intent: DEAL_INTENT.reschedule, startsOn: "2026-03-01", endsOn: "2030-12-31" }),
      example({ intent: DEAL_INTENT.switchOn }),
      fromSchema(addCodesSchema),
      example({ intent: DEAL_INTENT.addCodes, codes: "FUZZ-0001\nFUZZ-0002" }),
      // Generated codes are few: a fuzz of thousands of calls must not write millions of rows.
      fromSchema(fc_object({ intent: fc.constant(DEAL_INTENT.generateCodes), count: fc.oneof(fc.integer({ min: -2, max: 3 }).map(String), hostileText) })),
    ],
    file: () => ({ field: DEAL_CODES_FILE_FIELD, part: imageFile() }),
  },
  { pattern: "/deals/:dealId", kind: "form", visitors: ["consumer-signed-in"], params: () => ({ dealId: id(4) }), shapes: () => [example({ intent: "claim" }), example({})] },
  {
    pattern: "/admin/customers-journey",
    kind: "form",
    visitors: ADMINS,
    query: (f) => [`?user=${f.userId ?? 1}`, `?user=${f.userId ?? 1}&q=${f.uuid ?? ""}`, "", "?user=999999999", "?user=2147483648"],
    shapes: () => [fromSchema(RevealSchema), example({ intent: REVEAL_INTENT, reason: "The consumer called about their application and asked us to check it" })],
  },
  {
    pattern: "/admin/csr-portal/:id/:pid",
    kind: "form",
    visitors: ADMINS,
    params: (f) => ({ id: idOr(f.userId, 60), pid: idOr(f.prospectId, 60) }),
    shapes: (f) => [
      fromSchema(CareNoteSchema),
      example({ intent: CSR_INTENT.note, body: "Asked about the EMI; will call back after salary day." }),
      fromSchema(ResendSchema),
      example({ intent: CSR_INTENT.resend, reference: f.reference ?? "x" }),
      fromSchema(HandoverSchema),
      example({ intent: CSR_INTENT.handover, note: "Prefers a call in Hindi after 6 pm" }),
      example({ intent: CSR_INTENT.transfer }),
    ],
    refusalMayWrite: { rate_limits: "a transfer link asked for past the hourly limit is counted (decision 065)" },
  },
  {
    pattern: "/admin/telecalling",
    kind: "form",
    visitors: ADMINS,
    query: ["", "?order=product", "?product=pl", "?product=x"],
    shapes: (f) => {
      const caseId = f.caseId ?? "1";
      const tomorrow = dateToIstLocal(new Date(Date.now() + 86_400_000));
      return [
        fromSchema(ClaimSchema),
        example({ intent: TELECALLING_INTENT.claim, caseId }),
        example({ intent: TELECALLING_INTENT.claimNext }),
        fromSchema(ReleaseSchema),
        example({ intent: TELECALLING_INTENT.release, caseId }),
        fromSchema(callSchema(new Date())),
        example({ intent: TELECALLING_INTENT.record, caseId, outcome: "call_back", nextCallAt: tomorrow, note: "Asked to be called tomorrow" }),
        example({ intent: TELECALLING_INTENT.record, caseId, outcome: "no_answer" }),
      ];
    },
    refusalMayWrite: {
      telecalling_cases:
        "the queue page brings the queue up to date as it is drawn (decision 044), after a refused post answered in place too: consumers still for an hour join it (in a long run, the fuzz's own)",
    },
  },

  // Partner payouts (issue 39, item 3): a month's statements made, and one marked paid, each audited; a statement id no row has is not found.
  {
    pattern: "/admin/partner-payouts",
    kind: "form",
    visitors: ADMINS,
    query: ["", "?month=2026-02", "?month=x&partner=x"],
    shapes: () => [
      fromSchema(generateSchema("2026-03-10")),
      example({ intent: PAYOUT_INTENT.generate, month: "2026-02" }),
      fromSchema(markPaidSchema("2026-03-10")),
      example({ intent: PAYOUT_INTENT.paid, statementId: "1", utr: "HDFCN52026030512345678", paidOn: "2026-03-05" }),
    ],
  },

  // A lender switched on or off (decision 048): the state asked for, each switch with its audit row.
  {
    pattern: "/admin/vendors-on-off",
    kind: "form",
    visitors: ADMINS,
    shapes: () => [fromSchema(VendorSwitchSchema), example({ lender_id: "2", value: "0" }), example({ lender_id: "2", value: "1" })],
  },

  // Training media (decision 100): a document or deck with its file (a video without its poster is refused); a removal of an id no row has, so the
  // fuzz never takes away the demo's items, whose files the other servers on this machine share (.data/private).
  {
    pattern: "/admin/training-media",
    kind: "form",
    visitors: ADMINS,
    shapes: () => [
      fromSchema(addTrainingSchema),
      example({ intent: TRAINING_INTENT.add, kind: "document", title: "Selling loans responsibly", language: "hi", topic: "Fair selling" }),
      example({ intent: TRAINING_INTENT.add, kind: "slides", title: "Kaveri Finserv products", language: "en", lenderId: "1" }),
      fromSchema(fc_object({ intent: fc.constant(TRAINING_INTENT.remove), id: fc.oneof(fc.integer({ min: 100_000_000, max: 2_147_483_647 }).map(String), hostileText) })),
    ],
    file: () => ({ field: TRAINING_FILE_FIELD, part: trainingFile() }),
  },

  // Erasure (decision 049): a consumer no one has, so the fuzz never erases the consumers the other routes are called as; the applied consumer's form without its tick is refused.
  {
    pattern: "/admin/customer-info-deletion",
    kind: "form",
    visitors: ADMINS,
    query: (f) => ["", `?id=${f.userId ?? 1}`, "?q=9813899999", "?q=ABCDE1234F", "?id=2147483648"],
    shapes: (f) => [fromSchema(EraseSchema, { userId: "999999999" }), example({ userId: "999999999", confirm: "on" }), example({ userId: f.userId ?? "1" })],
  },

  // ─── Partner portal ──────────────────────────────────────────────────────
  {
    pattern: "/partner/login",
    kind: "form",
    visitors: [],
    shapes: () => [fromSchema(PartnerLoginSchema), example({ username: "partner", password: "wrong-password-1" })],
    refusalMayWrite: LOGIN_WRITES,
  },
  { pattern: "/:partner/partner/login", kind: "form", visitors: [], params: () => ({ partner: name("paisaplus") }), shapes: () => [fromSchema(PartnerLoginSchema)], refusalMayWrite: LOGIN_WRITES },
  { pattern: "/partner/logout", kind: "form", visitors: ["partner"], shapes: () => [example({})] },
  { pattern: "/partner/exit-masquerade", kind: "form", visitors: ["partner"], shapes: () => [example({})] },
  ...["/partner/communication/tech-support", "/partner/communication/general-query"].map(
    (pattern): FuzzTarget => ({ pattern, kind: "form", visitors: ["partner"], shapes: () => [fromSchema(NewTicketSchema)] }),
  ),
  { pattern: "/partner/communication/tickets/:ticketId", kind: "form", visitors: ["partner"], params: () => ({ ticketId: id(4) }), shapes: () => [fromSchema(TicketReplySchema)] },
  {
    pattern: "/partner/digital-integration",
    kind: "form",
    visitors: ["partner"],
    shapes: () => [
      fromSchema(ApiKeyCommandSchema),
      fromSchema(RedirectHostsSchema),
      example({ intent: HANDOFF_INTENT.hosts, hosts: "www.paisaplus.in\nbad host/x" }),
      example({ intent: HANDOFF_INTENT.rotate }),
    ],
  },
  {
    pattern: "/partner/settings",
    kind: "form",
    visitors: ["partner"],
    shapes: () => [
      fromSchema(ChangePasswordSchema),
      fromSchema(PayoutAccountSchema),
      example({ intent: PAYOUT_ACCOUNT_INTENT, pan: "ABCDE1234F", gstin: "29ABCDE1234F1Z5", accountNumber: "50100123456789", ifsc: "HDFC0001234", accountHolder: "PaisaPlus Services" }),
    ],
    refusalMayWrite: LOGIN_WRITES,
  },
  // Custom Funnel (decision 101): tiles placed, the product the login opens on, a headline per language of the brand; back to the marketplace's landing.
  {
    pattern: "/partner/customFunnel",
    kind: "form",
    visitors: ["partner"],
    shapes: () => [
      fromSchema(funnelSchema(["en", "hi"])),
      example({
        intent: FUNNEL_INTENT.save,
        opensOn: LANDING_TILES[1],
        [placeField(LANDING_TILES[1])]: "1",
        [placeField(LANDING_TILES[0])]: "2",
        [placeField("creditCards")]: "7",
        [headlineField("en")]: "Loans for every shop on our street",
        [headlineField("hi")]: "हमारी गली की हर दुकान के लिए लोन",
      }),
      example({ intent: FUNNEL_INTENT.save, opensOn: "insurance", [placeField(LANDING_TILES[0])]: "1", [placeField(LANDING_TILES[2])]: "1" }),
      example({ intent: FUNNEL_INTENT.reset }),
    ],
  },

  // ─── JSON API ────────────────────────────────────────────────────────────
  { pattern: "/api/set-language", kind: "api", visitors: ["consumer-signed-in"], shapes: () => [fromSchema(SetLanguageApiSchema)] },
  {
    pattern: "/api/:intakePath/:creditappUuid",
    kind: "api",
    visitors: ["consumer-applied-intake"],
    params: (f) => ({ intakePath: fc.oneof(fc.constant(`${f.lender ?? "x"}-intake`), fc.constant(`${f.lender ?? "x"}-intake-fields`), name()), creditappUuid: uuidOr(f.uuid) }),
    shapes: () => [fromSchema(intakeSchema(intakeOptions, new Date()))],
  },
  {
    pattern: "/api/cookies/:op",
    kind: "api",
    visitors: [],
    params: () => ({ op: fc.constantFrom("save", "delete", "read", "x") }),
    shapes: () => [example({ name: "urlSegment", value: "cl", minutes: 5 }), fromSchema(fc_object({ name: hostileText, value: hostileText }))],
  },
  { pattern: "/api/getLanguages", kind: "api", visitors: [], shapes: () => [example({ countryCode: "IN" })] },
  { pattern: "/api/gold-loans/:appId", kind: "api", visitors: ["consumer-gl-complete"], params: (f) => ({ appId: uuidOr(f.uuid) }), shapes: () => [example({})] },
  {
    pattern: "/api/lender-webhook/:lender",
    kind: "api",
    visitors: [],
    params: () => ({ lender: name("kaveri-finserv", "rupeeflow") }),
    shapes: (f) => [example({ event_id: "e1", creditapp_uuid: applicationOf(f) ?? "x", status: "approved" })],
    refusalMayWrite: { lender_events: "every call to a lender's webhook is kept, the refused ones too, for the admin's submissions page (decision 027)" },
  },
  {
    pattern: "/api/lender-webhook/:lender/loan-requests",
    kind: "api",
    visitors: [],
    params: () => ({ lender: name("kaveri-finserv", "rupeeflow") }),
    shapes: () => [example({ event_id: "e1", request_id: 1, decision: "accepted" })],
  },
  // The SMS gateway's replies (decision 099): its shared secret comes in X-Gateway-Secret, which this suite never sends (none is set), so every call is refused.
  {
    pattern: "/api/sms-inbound",
    kind: "api",
    visitors: [],
    shapes: () => [example({ from: "+919876543210", text: "STOP" }), example({ from: "9876543210", text: "stop please" }), fromSchema(fc_object({ from: hostileText, text: hostileText }))],
  },
  // The ONDC network's calls (docs/decisions/102): signed by a participant, never by this suite, so every call is refused.
  {
    pattern: "/ondc/:action",
    kind: "api",
    visitors: [],
    params: () => ({ action: fc.constantFrom("on_search", "on_select", "on_init", "on_confirm", "on_status", "on_update", "search", "x") }),
    shapes: () => [
      example({
        context: { domain: "ONDC:FIS12", version: "2.0.0", action: "on_search", bap_id: "x", bap_uri: "x", transaction_id: "t", message_id: "m", timestamp: "2026-01-01T00:00:00Z" },
        message: {},
      }),
    ],
  },
  { pattern: "/ondc/on_subscribe", kind: "api", visitors: [], shapes: () => [example({ subscriber_id: "x", challenge: "aGVsbG8=" })] },
  { pattern: "/api/update-lender-data", kind: "api", visitors: ADMINS, shapes: () => [lenderProperty({ lender_id: 1 })] },
  { pattern: "/api/create-lender", kind: "api", visitors: ADMINS, shapes: () => [fromSchema(NewLenderSchema), fromSchema(NewLenderSchema, { product_type: "bl" })] },
  { pattern: "/api/safe-delete-lender", kind: "api", visitors: ADMINS, shapes: () => [example({ lender_id: 2 })] },
  { pattern: "/api/lender-group/:op", kind: "api", visitors: ADMINS, params: () => ({ op: fc.constantFrom("create", "get-all", "x") }), shapes: () => [fromSchema(NewLenderGroupSchema)] },
  { pattern: "/api/lender-revenue/create", kind: "api", visitors: ADMINS, shapes: () => [fromSchema(NewRevenueEntrySchema)] },
  { pattern: "/api/lender-revenue/update", kind: "api", visitors: ADMINS, shapes: () => [fromSchema(RevenueEntryUpdateSchema)] },
  { pattern: "/api/lender-revenue/set-order", kind: "api", visitors: ADMINS, shapes: () => [fromSchema(RevenueOrderSchema)] },
  { pattern: "/api/lender-revenue/delete/:id", kind: "api", visitors: ADMINS, params: () => ({ id: id(30) }), shapes: () => [example({})] },
  { pattern: "/api/update-credit-card-data", kind: "api", visitors: ADMINS, shapes: () => [cardProperty({ category_id: 1 })] },
  { pattern: "/api/create-credit-card", kind: "api", visitors: ADMINS, shapes: () => [fromSchema(NewCardSchema)] },
  { pattern: "/api/safe-delete-credit-card", kind: "api", visitors: ADMINS, shapes: () => [example({ category_id: 5 })] },
  { pattern: "/api/update-partner-utm/:partnerId", kind: "api", visitors: ADMINS, params: () => ({ partnerId: id(35) }), shapes: () => [fromSchema(fc_object({ utm_id: utmIdSchema }))] },
  { pattern: "/api/update-partner-revenue-data/:partnerId", kind: "api", visitors: ADMINS, params: () => ({ partnerId: id(35) }), shapes: () => [fromSchema(PartnerRevenueSchema)] },
  // The list's module takes the two writes below; a post to the list itself is not found.
  { pattern: "/api/partner-payouts", kind: "api", visitors: ADMINS, shapes: () => [example({})] },
  { pattern: "/api/partner-payouts/generate", kind: "api", visitors: ADMINS, shapes: () => [example({ month: "2026-02" }), fromSchema(fc_object({ month: hostileText }))] },
  {
    pattern: "/api/partner-payouts/mark-paid",
    kind: "api",
    visitors: ADMINS,
    shapes: () => [example({ statementId: 1, utr: "HDFCN52026030512345678", paidOn: "2026-03-05" }), fromSchema(fc_object({ statementId: hostileText, utr: hostileText, paidOn: hostileText }))],
  },
  {
    pattern: "/api/s3-upload-file",
    kind: "api",
    visitors: ADMINS,
    shapes: () => [example({ path: "cards" }), example({ path: "../../etc" })],
    file: () => ({ field: UPLOAD_FIELD, part: imageFile() }),
  },
  { pattern: "/api/get-application-status-files-list", kind: "api", visitors: ADMINS, shapes: () => [example({})] },
  {
    pattern: "/api/upload-application-status-file",
    kind: "api",
    visitors: ADMINS,
    shapes: () => [example({})],
    file: (f) => ({ field: UPLOAD_FIELD, part: spreadsheetFile(STATUS_FILE_COLUMNS, applicationOf(f) ? [applicationOf(f)!] : []) }),
    refusalMayWrite: UPLOAD_WRITES,
  },
];

/** A schema-like object of arbitraries, for bodies no Zod schema describes (the walker reads it as an object of these). */
function fc_object(fields: Record<string, fc.Arbitrary<unknown> | unknown>): unknown {
  return { _zod: { def: { type: "object", shape: fields } } };
}
