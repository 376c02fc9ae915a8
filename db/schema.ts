import { sql } from "drizzle-orm";
import type { KeyFactsSnapshot } from "../app/domain/lending/kfs-snapshot";
import type { LenderPricing } from "../app/domain/lending/pricing";
import { bigint, boolean, date, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** 1/0 flags, as the admin screens and the JSON API exchange them. */
const flag = (name: string) => smallint(name).notNull().default(0);
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: "number" });

export const sessionArea = pgEnum("session_area", ["user", "admin", "partner", "merchant"]);
export const productType = pgEnum("product_type", ["pl", "bl", "gl", "hl", "cc_secured", "cc_unsecured", "insurance", "ins_health", "ins_shop", "ins_other", "sl", "car", "tw", "solar"]);
export const creditAppStatus = pgEnum("credit_app_status", ["applied", "in_progress", "approved", "disbursed", "rejected"]);

// ─── White label ────────────────────────────────────────────────────────────

/** A partner: an agent or a white-label brand. `name` is its URL segment. */
export const partners = pgTable("partners", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  displayName: text("display_name").notNull(),
  logoUrl: text("logo_url").notNull(),
  fontSource: text("font_source"),
  fontFamily: text("font_family").notNull(),
  primaryColor: text("primary_color").notNull(),
  secondaryColor: text("secondary_color").notNull(),
  title: text("title"),
  partnerTerms: boolean("partner_terms").notNull().default(false),
  host: text("host").unique(),
  /** The product whose own landing the empty path shows on this brand's host (a solar host: "solar"); none shows the marketplace's landing (docs/decisions/054). */
  landingProduct: text("landing_product"),
  /** The language the brand's pages open in for a visitor who chose none (a code of app/i18n/languages.ts); null follows the visitor's browser. */
  defaultLanguage: text("default_language"),
  /** The languages the brand's switcher offers, in any order; null offers every language, a new one included. */
  languages: text("languages").array(),
  /**
   * The partner's Custom Funnel (app/domain/partner/funnel.ts; docs/decisions/101): the landing's tiles in
   * its order, the product its login opens on, its headline by language. Null is the marketplace's landing.
   */
  funnel: jsonb("funnel"),
  /** When the funnel was last saved, and by which partner user (partner_users.id; an admin acting as the partner saves as that user). */
  funnelUpdatedAt: timestamp("funnel_updated_at", { withTimezone: true }),
  funnelUpdatedBy: integer("funnel_updated_by"),
  isDefault: boolean("is_default").notNull().default(false),
  utmId: text("utm_id"),
  revenuePercent: numeric("revenue_percent", { precision: 7, scale: 3, mode: "number" }),
  revenueFlatFee: money("revenue_flat_fee"),
  status: flag("status").default(1),
  createdAt: createdAt(),
});

/** The select-list catalogue: every option list the forms offer, by list key; each option's words are in locales/<code>/common.json (options.<list>.<code>). */
export const selectListItems = pgTable(
  "select_list_items",
  {
    id: serial("id").primaryKey(),
    listKey: text("list_key").notNull(),
    code: text("code").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    status: flag("status").default(1),
  },
  (t) => [uniqueIndex("select_list_items_list_code").on(t.listKey, t.code)],
);

// ─── People and sessions ────────────────────────────────────────────────────

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().defaultRandom().unique(),
    mobilePhoneCode: text("mobile_phone_code").notNull().default("91"),
    mobilePhoneNumber: text("mobile_phone_number").unique(),
    email: text("email").unique(),
    emailVerified: flag("email_verified"),
    /** An email the consumer typed but has not confirmed with its code yet; never used for login. */
    pendingEmail: text("pending_email"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    birthDate: date("birth_date"),
    tin: text("tin"),
    gender: text("gender"),
    address1: text("address1"),
    address2: text("address2"),
    postalCode: text("postal_code"),
    residenceType: text("residence_type"),
    monthlyRent: integer("monthly_rent"),
    educationalLevel: text("educational_level"),
    propertyType: text("property_type"),
    employmentStatusCode: text("employment_status_code"),
    businessRegistrationType: text("business_registration_type"),
    employerName: text("employer_name"),
    officePincode: text("officepincode"),
    monthlyIncome: integer("monthly_income"),
    salaryMode: text("salary_mode"),
    businessCurrentTurnover: text("business_current_turnover"),
    businessYears: text("business_years"),
    businessAccount: text("business_account"),
    seLoanAmount: integer("se_loan_amount"),
    emi: integer("emi"),
    /** A code of the select list prefer_net_banking (yes, no): whether the consumer would rather use net banking with the lender; null until stated. */
    preferNetBanking: text("prefer_net_banking"),
    housingLoanAmount: integer("housing_loan_amount"),
    /** The household's yearly income band, and when the consumer declared it above ₹3,00,000 (SPEC.md 9). */
    householdIncome: text("household_income"),
    householdIncomeDeclaredAt: timestamp("household_income_declared_at", { withTimezone: true }),
    // Business loans (/user/business-detail).
    businessCompanyType: text("business_company_type"),
    businessNature: text("business_nature"),
    businessGrossProfit: text("business_gross_profit"),
    businessName: text("business_name"),
    businessPan: text("business_pan"),
    gstin: text("gstin"),
    // Affordable housing (/user/affordable-housing-loan-detail).
    propertyValue: integer("property_value"),
    propertyPincode: text("property_pincode"),
    coApplicantIncome: integer("co_applicant_income"),
    // Gold loans (/user/user-detail/gold-loan).
    goldWeightGrams: numeric("gold_weight_grams", { precision: 8, scale: 2, mode: "number" }),
    goldPurity: text("gold_purity"),
    goldLoanAmount: integer("gold_loan_amount"),
    goldPincode: text("gold_pincode"),
    // Student loans (/user/student-loan-detail).
    studentCourse: text("student_course"),
    studentInstitution: text("student_institution"),
    admissionStatus: text("admission_status"),
    studentLoanAmount: integer("student_loan_amount"),
    studentCoApplicant: text("student_co_applicant"),
    studentCoApplicantIncome: integer("student_co_applicant_income"),
    // Car loans (/user/car-loan-detail).
    carCondition: text("car_condition"),
    carOnRoadPrice: integer("car_on_road_price"),
    carDownPayment: integer("car_down_payment"),
    // Two-wheeler loans (/user/two-wheeler-loan-detail).
    twModelPrice: integer("tw_model_price"),
    twDownPayment: integer("tw_down_payment"),
    // Solar-panel loans (/user/solar-loan-detail).
    solarRoofType: text("solar_roof_type"),
    solarSystemKw: numeric("solar_system_kw", { precision: 6, scale: 1, mode: "number" }),
    solarInstallerQuote: integer("solar_installer_quote"),
    creditScoreBand: text("credit_score_band"),
    allowSms: flag("allow_sms"),
    allowEmails: flag("allow_emails"),
    /** A code of the select list communication_preference: the way the consumer would rather be reached about their application; null until stated. */
    communicationPreference: text("communication_preference"),
    language: text("language").notNull().default("en"),
    /** How the consumer first came (app/domain/consumer/arrival.ts CHANNELS): their first journey's channel; null for those who came before it was kept. */
    channelId: integer("channel_id"),
    /** The merchant (merchants.id) whose QR code brought the consumer on their first journey; null when none did. */
    merchantLocationId: integer("merchant_location_id"),
    isEditing: flag("is_editing"),
    blCompleted: flag("bl_completed"),
    plCompleted: flag("pl_completed"),
    glCompleted: flag("gl_completed"),
    hlCompleted: flag("hl_completed"),
    slCompleted: flag("sl_completed"),
    carCompleted: flag("car_completed"),
    twCompleted: flag("tw_completed"),
    solarCompleted: flag("solar_completed"),
    plUpdateRequired: flag("pl_update_required"),
    plSeUpdateRequired: flag("pl_se_update_required"),
    inflightCreditAppId: integer("inflight_credit_app_id"),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The admin dashboard counts sign-ups by their day in India; de-dupe finds the other accounts with a PAN (saved upper-case).
  (t) => [index("users_created_at").on(t.createdAt), index("users_tin").on(t.tin)],
);

export const adminUsers = pgTable("admin_users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  roleId: smallint("role_id").notNull(),
  status: flag("status").default(1),
  lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const partnerUsers = pgTable("partner_users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  partnerId: integer("partner_id")
    .notNull()
    .references(() => partners.id),
  status: flag("status").default(1),
  lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** One row per signed-in browser or API client; the cookie holds the token, we keep its hash. */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    area: sessionArea("area").notNull(),
    subjectId: integer("subject_id").notNull(),
    roleId: smallint("role_id"),
    /** Masquerade: the admin session an admin left to act as a partner. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Where the session began, so its owner can recognise it in the list of their sessions. */
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_subject").on(t.area, t.subjectId)],
);

export const otpChallenges = pgTable(
  "otp_challenges",
  {
    id: serial("id").primaryKey(),
    destination: text("destination").notNull(),
    channel: text("channel").notNull(),
    /** login, or email_change: a code for one purpose never answers the other. */
    purpose: text("purpose").notNull().default("login"),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("otp_challenges_destination").on(t.destination, t.createdAt)],
);

/**
 * Messages to send (OTP and others); the default sender only records them
 * here. Kept after delivery (without any code) for the back office's "what
 * the consumer was told", found by their destination.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    channel: text("channel").notNull(),
    destination: text("destination").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    status: text("status").notNull().default("pending"),
    /** How many times the gateway was asked to deliver it. */
    attempts: integer("attempts").notNull().default(0),
    /** The admin's message to a segment this is one of, and to whom: one message per consumer and campaign. */
    campaignId: integer("campaign_id"),
    userId: integer("user_id"),
    /** The DLT template an SMS went out under (docs/decisions/099-dlt-sms.md); its category says whether quiet hours and consent apply. */
    dltTemplateId: text("dlt_template_id"),
    category: text("category"),
    /** A promotional SMS asked for in India's quiet hours (21:00 to 09:00) waits until then. */
    notBefore: timestamp("not_before", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("outbox_campaign_user").on(t.campaignId, t.userId).where(sql`campaign_id IS NOT NULL`),
    index("outbox_created_at").on(t.createdAt),
    index("outbox_destination").on(t.destination, t.createdAt),
  ],
);

/**
 * An SMS text registered on a DLT platform (TRAI; docs/decisions/099-dlt-sms.md): one row per message and
 * language, its text in DLT form (each variable a `{#var#}`), `variables` naming in order what fills each one.
 */
export const dltTemplates = pgTable(
  "dlt_templates",
  {
    id: serial("id").primaryKey(),
    /** Which message it is (login_otp, status_update… or an admin's campaign name). */
    name: text("name").notNull(),
    language: text("language").notNull(),
    dltTemplateId: text("dlt_template_id").notNull(),
    category: text("category").notNull(),
    body: text("body").notNull(),
    variables: text("variables").array().notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("dlt_templates_name_language").on(t.name, t.language), uniqueIndex("dlt_templates_dlt_id").on(t.dltTemplateId)],
);

/** A message an admin sent to a segment of consumers (/admin/messaging), in English and Hindi, each consumer in their language. */
export const messageCampaigns = pgTable("message_campaigns", {
  id: serial("id").primaryKey(),
  adminUserId: integer("admin_user_id")
    .notNull()
    .references(() => adminUsers.id),
  segment: text("segment").notNull(),
  channel: text("channel").notNull(),
  subjectEn: text("subject_en"),
  subjectHi: text("subject_hi"),
  bodyEn: text("body_en").notNull(),
  bodyHi: text("body_hi").notNull(),
  /** An SMS campaign's DLT template (dlt_templates.name): each consumer gets its text in their language. */
  templateName: text("template_name"),
  /** The count the admin saw in the preview and confirmed. */
  previewedCount: integer("previewed_count").notNull(),
  /** Messages queued when the campaign ran (consent is read again then). */
  queuedCount: integer("queued_count"),
  startedAt: timestamp("started_at", { withTimezone: true }),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * A username locked after too many wrong passwords (admin and partner
 * sign-in), from `lockedAt` for LOGIN_LOCK_MINUTES; then it lifts by itself
 * (an admin of role 1 may lift an admin's sooner). Kept by username, known or
 * not, so an unknown username is answered exactly like a known one.
 */
export const loginLocks = pgTable(
  "login_locks",
  {
    area: sessionArea("area").notNull(),
    username: text("username").notNull(),
    lockedAt: timestamp("locked_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.area, t.username] })],
);

// ─── Lenders, revenue and cards ─────────────────────────────────────────────

export const lenders = pgTable(
  "lenders",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull().unique(),
    displayName: text("display_name").notNull(),
    logoUrl: text("logo_url"),
    productType: text("product_type").notNull().default("pl"),
    minIncome: integer("min_income"),
    maxIncome: integer("max_income"),
    minAge: integer("min_age"),
    maxAge: integer("max_age"),
    ticketClass: integer("ticket_class"),
    creditScoreClass: integer("credit_score_class"),
    salaried: flag("salaried"),
    selfEmployed: flag("self_employed"),
    business: flag("business"),
    lenderStatus: flag("lender_status"),
    soStatus: flag("so_status"),
    priority: integer("priority").notNull().default(0),
    soText: text("so_text"),
    soDateStart: date("so_date_start"),
    soDateEnd: date("so_date_end"),
    aprMin: numeric("apr_min", { precision: 6, scale: 2, mode: "number" }),
    aprMax: numeric("apr_max", { precision: 6, scale: 2, mode: "number" }),
    loanAmountUpto: integer("loan_amount_upto"),
    minLoanAmount: integer("min_loan_amount"),
    tenure: text("tenure"),
    interestRate: text("interest_rate"),
    processingFees: text("processing_fees"),
    autosubmission: flag("autosubmission"),
    api: flag("api"),
    ageText: text("age_text"),
    employmentText: text("employment_text"),
    incomeText: text("income_text"),
    minLoanText: text("min_loan_text"),
    maxLoanText: text("max_loan_text"),
    cibilText: text("cibil_text"),
    lenderJourneyText: text("lender_journey_text"),
    mp4Text: text("mp4_text"),
    pptxText: text("pptx_text"),
    pdfText: text("pdf_text"),
    grievanceOfficer: text("grievance_officer"),
    grievanceEmail: text("grievance_email"),
    coolingOffDays: integer("cooling_off_days").notNull().default(3),
    /** The lender's price as data (app/domain/lending/pricing.ts, docs/decisions/090); none: priced from apr_min and the fee text. */
    pricing: jsonb("pricing").$type<LenderPricing>(),
    /** Where a borrower reaches the lender: its customer care number and address, and who collects overdue instalments for it (the KFS). */
    contactPhone: text("contact_phone"),
    contactEmail: text("contact_email"),
    recoveryContact: text("recovery_contact"),
    /** Per-lender option lists of its merchant intake form. */
    intakeOptions: jsonb("intake_options").$type<Record<string, unknown>>(),
    /**
     * How the lender takes an application (decision 027): 'api' (signed JSON
     * to api_url), 'form' (its own page or the merchant form first, then as
     * api) or 'redirect' (the consumer goes to redirect_url).
     */
    integration: text("integration").notNull().default("api"),
    /** The lender's submission endpoint; none means the sandbox lender, where one runs. */
    apiUrl: text("api_url"),
    /** The HMAC key of submissions and webhooks; none means the key derived for the sandbox lender. */
    apiSecret: text("api_secret"),
    /** Which questions a form lender asks on its own page (app/domain/lending/lender-page.ts). */
    pageQuestions: text("page_questions"),
    /** The lender's own journey, with {creditapp_uuid} where the application's id goes. */
    redirectUrl: text("redirect_url"),
    /** A gold lender whose officer values the gold at the consumer's home (1) rather than at a branch (0): the lender's own setting. */
    homeVisit: flag("home_visit"),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("lenders_product_type").on(t.productType)],
);

export const lenderGroups = pgTable("lender_groups", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  createdAt: createdAt(),
});

export const lenderGroupMembers = pgTable(
  "lender_group_members",
  {
    lenderId: integer("lender_id")
      .notNull()
      .references(() => lenders.id),
    lenderGroupId: integer("lender_group_id")
      .notNull()
      .references(() => lenderGroups.id),
  },
  (t) => [primaryKey({ columns: [t.lenderId, t.lenderGroupId] })],
);

export const revenueTypes = pgTable("revenue_types", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
});

export const lenderRevenueEntries = pgTable(
  "lender_revenue_entries",
  {
    id: serial("id").primaryKey(),
    lenderId: integer("lender_id")
      .notNull()
      .references(() => lenders.id),
    slabDisbursedMin: money("slab_disbursed_min"),
    slabDisbursedMax: money("slab_disbursed_max"),
    slabNumberMin: integer("slab_number_min"),
    slabNumberMax: integer("slab_number_max"),
    atsMin: money("ats_min"),
    atsMax: money("ats_max"),
    revenueTypeId: integer("revenue_type_id")
      .notNull()
      .references(() => revenueTypes.id),
    revenueFlat: money("revenue_flat"),
    revenuePercent: numeric("revenue_percent", { precision: 7, scale: 3, mode: "number" }),
    status: flag("status").default(1),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("lender_revenue_entries_lender").on(t.lenderId, t.sortOrder)],
);

export const creditCardCategories = pgTable("credit_card_categories", {
  categoryId: serial("category_id").primaryKey(),
  categoryName: text("category_name").notNull(),
  categoryImgThumb: text("category_img_thumb"),
  sortOrder: integer("sort_order").notNull().default(0),
  keyFeature: text("key_feature"),
  annualFee: text("annual_fee"),
  utmLink: text("utm_link"),
  marketingBullets: jsonb("marketing_bullets").$type<string[]>().notNull().default([]),
  secured: flag("secured"),
  status: flag("status").default(1),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  createdAt: createdAt(),
});

// ─── Applications ───────────────────────────────────────────────────────────

/** A consumer's journey for one product: what they chose, who brought them. */
export const prospectApplications = pgTable(
  "prospect_applications",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().defaultRandom().unique(),
    userId: integer("user_id").references(() => users.id),
    productType: productType("product_type"),
    productId: integer("product_id"),
    partnerId: integer("partner_id").references(() => partners.id),
    /** The mobile number or email the consumer asked a login code for, until they verify it. */
    contact: text("contact"),
    utm: jsonb("utm").$type<Record<string, string>>().notNull().default({}),
    /** How this journey came (app/domain/consumer/arrival.ts CHANNELS), from the arrival cookies and the brand at its start; null before it was kept. */
    channelId: smallint("channel_id"),
    /** The merchant whose QR code (the `qr` cookie) brought this journey: one of the journey's partner's approved merchants. */
    merchantId: integer("merchant_id").references(() => merchants.id),
    step: text("step"),
    /** When the consumer first finished the profile steps in this journey (business time): the dashboard's and funnel's "profile completed". */
    profileCompletedAt: timestamp("profile_completed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("prospect_applications_user").on(t.userId),
    index("prospect_applications_partner").on(t.partnerId),
    index("prospect_applications_created_at").on(t.createdAt),
    index("prospect_applications_profile_completed_at").on(t.profileCompletedAt),
  ],
);

export const creditApplications = pgTable(
  "credit_applications",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().defaultRandom().unique(),
    prospectApplicationId: integer("prospect_application_id").references(() => prospectApplications.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    lenderId: integer("lender_id")
      .notNull()
      .references(() => lenders.id),
    amount: integer("amount"),
    tenureMonths: integer("tenure_months"),
    interestRate: numeric("interest_rate", { precision: 6, scale: 2, mode: "number" }),
    apr: numeric("apr", { precision: 6, scale: 2, mode: "number" }),
    status: creditAppStatus("status").notNull().default("applied"),
    /** Rupees to the paisa credited to the borrower (net of the fee and its GST), from the lender's webhook or its MIS file. */
    disbursedAmount: money("disbursed_amount"),
    /** The day the lender disbursed the loan, from its MIS file or its webhook. */
    disbursedOn: date("disbursed_on", { mode: "string" }),
    /** The first instalment's due date, as the lender set it at disbursal. */
    firstEmiOn: date("first_emi_on", { mode: "string" }),
    /** The Key Fact Statement this application was made from, kept as the consumer saw it. */
    kfsProposalId: integer("kfs_proposal_id"),
    intakeSubmission: jsonb("intake_submission").$type<Record<string, unknown>>(),
    intakeSubmittedAt: timestamp("intake_submitted_at", { withTimezone: true }),
    redirectionUrl: text("redirection_url"),
    kfsAcknowledgedAt: timestamp("kfs_acknowledged_at", { withTimezone: true }),
    /** The answers to the lender's own page (SPEC.md 2.1 /user/{lender}). */
    lenderAnswers: jsonb("lender_answers").$type<Record<string, string>>(),
    /** Where the hand-off stands: waiting (for the consumer's details), queued, sent, failed; none for an application nothing is sent for. */
    submissionState: text("submission_state"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** The lender's own id of the application, from its answer. */
    lenderReference: text("lender_reference"),
    /** What the lender asks the consumer to do next, and why it declined. */
    nextStepUrl: text("next_step_url"),
    decisionReason: text("decision_reason"),
    /** The lender declined in its first answer (the declined page of SPEC.md 2.1). */
    declinedAtOnce: boolean("declined_at_once").notNull().default(false),
    /** The lender asked to confirm the consumer's mobile with its own code (the lender OTP page). */
    lenderOtpPending: boolean("lender_otp_pending").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("credit_applications_user").on(t.userId),
    index("credit_applications_lender").on(t.lenderId),
    // The admin dashboard and reports read applications by the day they were made, and disbursals by their day.
    index("credit_applications_created_at").on(t.createdAt),
    index("credit_applications_disbursed_on").on(t.disbursedOn),
    index("credit_applications_prospect").on(t.prospectApplicationId),
  ],
);

export const creditApplicationStatusHistory = pgTable(
  "credit_application_status_history",
  {
    id: serial("id").primaryKey(),
    creditApplicationId: integer("credit_application_id")
      .notNull()
      .references(() => creditApplications.id),
    status: creditAppStatus("status").notNull(),
    source: text("source").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("credit_application_status_history_app").on(t.creditApplicationId)],
);

/**
 * A consumer's Apply on a credit card (SPEC.md 2.1 /user/credit-card): the
 * card and the link they were sent to, with their unique id filled in. The
 * card's bank takes the application from there; credit_applications stays
 * for loans, whose lender and status history a card does not have.
 */
export const cardApplications = pgTable(
  "card_applications",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().defaultRandom().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    prospectApplicationId: integer("prospect_application_id").references(() => prospectApplications.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => creditCardCategories.categoryId),
    redirectUrl: text("redirect_url").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("card_applications_user").on(t.userId), index("card_applications_category").on(t.categoryId), index("card_applications_created_at").on(t.createdAt)],
);

/** The visit a gold lender's own page books for a gold application: a branch visit or its officer's home visit (SPEC.md 2.1 gold group). */
export const goldLoanVisits = pgTable(
  "gold_loan_visits",
  {
    id: serial("id").primaryKey(),
    creditApplicationId: integer("credit_application_id")
      .notNull()
      .references(() => creditApplications.id),
    /** "branch" or "home". */
    kind: text("kind").notNull(),
    visitDate: date("visit_date", { mode: "string" }).notNull(),
    /** A time window code: morning, afternoon, evening. */
    timeWindow: text("time_window").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("gold_loan_visits_application").on(t.creditApplicationId)],
);

/** A consumer's insurance quote request (SPEC.md 2.1 /user/insurance/transaction): what to insure, as asked, and where it stands. */
export const insuranceRequests = pgTable(
  "insurance_requests",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().defaultRandom().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    prospectApplicationId: integer("prospect_application_id").references(() => prospectApplications.id),
    /** ins_health, ins_shop or ins_other. */
    product: text("product").notNull(),
    details: jsonb("details").$type<Record<string, string | number | number[]>>().notNull(),
    /** quote_requested, quoted, purchased or closed (app/domain/lending/insurance.ts). */
    status: text("status").notNull().default("quote_requested"),
    /** The insurer asked for the quote: a row of lenders of the insurers' type (docs/decisions/062). */
    insurerId: integer("insurer_id").references(() => lenders.id),
    /** The request's way to its insurer: queued, sent or failed; none when no insurer takes it. */
    submissionState: text("submission_state"),
    insurerReference: text("insurer_reference"),
    /** The quote as the insurer gave it: its name for the policy, the premium a year and the cover, in rupees. */
    insurerName: text("insurer_name"),
    premium: integer("premium"),
    cover: integer("cover"),
    quoteValidUntil: timestamp("quote_valid_until", { withTimezone: true }),
    /** Why a closed request closed: declined_consumer, declined_insurer or expired. */
    closedReason: text("closed_reason"),
    /** The insurer's own words when it declined. */
    insurerNote: text("insurer_note"),
    policyNumber: text("policy_number"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("insurance_requests_user").on(t.userId), index("insurance_requests_created_at").on(t.createdAt), index("insurance_requests_status").on(t.status)],
);

/** Each status an insurance request took, when and from whom (the insurer, the consumer, the expiry). */
export const insuranceStatusHistory = pgTable(
  "insurance_status_history",
  {
    id: serial("id").primaryKey(),
    insuranceRequestId: integer("insurance_request_id")
      .notNull()
      .references(() => insuranceRequests.id),
    status: text("status").notNull(),
    source: text("source").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("insurance_status_history_request").on(t.insuranceRequestId)],
);

/** The eligibility-check event of /user/housing-welcome-back (SPEC.md 2.1), keyed by phone number, category and goal. */
export const eligibilityCheckEvents = pgTable(
  "eligibility_check_events",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    /** The product type code: hl or gl. */
    category: text("category").notNull(),
    /** What the consumer is after: the loan amount they asked for, in rupees. */
    goal: text("goal").notNull(),
    userId: integer("user_id").references(() => users.id),
    /** The journey the check was made on: the products report counts the journeys that checked eligibility. */
    prospectApplicationId: integer("prospect_application_id").references(() => prospectApplications.id),
    createdAt: createdAt(),
  },
  (t) => [index("eligibility_check_events_key").on(t.phone, t.category, t.goal), index("eligibility_check_events_prospect").on(t.prospectApplicationId)],
);

/** Every time the application was sent to its lender, and what came back. */
export const lenderSubmissionAttempts = pgTable(
  "lender_submission_attempts",
  {
    id: serial("id").primaryKey(),
    creditApplicationId: integer("credit_application_id")
      .notNull()
      .references(() => creditApplications.id),
    /** accepted, refused (the lender said no to the request itself) or error (no usable answer: retried). */
    outcome: text("outcome").notNull(),
    httpStatus: integer("http_status"),
    /** The lender's answer or the error, shortened. */
    detail: text("detail"),
    /** Who caused it: the queue, or the admin who pressed retry. */
    trigger: text("trigger").notNull().default("queue"),
    createdAt: createdAt(),
  },
  (t) => [index("lender_submission_attempts_app").on(t.creditApplicationId)],
);

/** Every call to a lender's webhook, the refused ones too, so admins can see what a lender sent. */
export const lenderEvents = pgTable(
  "lender_events",
  {
    id: serial("id").primaryKey(),
    lenderId: integer("lender_id")
      .notNull()
      .references(() => lenders.id),
    creditApplicationId: integer("credit_application_id").references(() => creditApplications.id),
    eventId: text("event_id"),
    status: text("status"),
    /** accepted, or why it was refused: signature, stale, replay, unknown-application, invalid. */
    outcome: text("outcome").notNull(),
    body: text("body"),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("lender_events_app").on(t.creditApplicationId),
    // A lender's event is applied once: a replay of an accepted event id is refused.
    uniqueIndex("lender_events_accepted_once").on(t.lenderId, t.eventId).where(sql`outcome = 'accepted'`),
    // The scheduled purge finds refused calls past their week by this (docs/decisions/037).
    index("lender_events_refused_at").on(t.createdAt).where(sql`outcome <> 'accepted'`),
  ],
);

/**
 * A Key Fact Statement as shown: its unique proposal number, the figures and
 * schedule exactly as the consumer read them, valid for 3 working days
 * (RBI's KFS rule), and when they acknowledged it.
 */
export const kfsProposals = pgTable(
  "kfs_proposals",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    lenderId: integer("lender_id")
      .notNull()
      .references(() => lenders.id),
    prospectApplicationId: integer("prospect_application_id").references(() => prospectApplications.id),
    amount: integer("amount").notNull(),
    tenureMonths: integer("tenure_months").notNull(),
    /** The statement's own figures (its schema is app/domain/lending/kfs-snapshot.ts): what the page showed, reopened as it was. */
    snapshot: jsonb("snapshot").$type<KeyFactsSnapshot>().notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("kfs_proposals_user_lender").on(t.userId, t.lenderId)],
);

/**
 * What a borrower asks of a disbursed loan: to exit in the cooling-off
 * period, to foreclose, or to part-prepay; sent to the lender through the
 * hand-off and answered by it.
 */
export const loanRequests = pgTable(
  "loan_requests",
  {
    id: serial("id").primaryKey(),
    creditApplicationId: integer("credit_application_id")
      .notNull()
      .references(() => creditApplications.id),
    /** cooling_off_exit, foreclose or part_prepay. */
    kind: text("kind").notNull(),
    /** A part-prepayment's amount, in paise. */
    amountPaise: integer("amount_paise"),
    /** requested, sent, accepted, declined or failed. */
    state: text("state").notNull().default("requested"),
    lenderReference: text("lender_reference"),
    lenderNote: text("lender_note"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("loan_requests_application").on(t.creditApplicationId)],
);

/** A consumer's complaint: a reference they quote, and a 30-day clock after which RBI's complaint portal is theirs to use. */
export const complaints = pgTable(
  "complaints",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    creditApplicationId: integer("credit_application_id").references(() => creditApplications.id),
    /** What it is about (domain's complaint categories). */
    category: text("category").notNull(),
    body: text("body").notNull(),
    /** open or resolved. */
    state: text("state").notNull().default("open"),
    resolution: text("resolution"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("complaints_user").on(t.userId)],
);

/** "Remind me later" on an offer: the consumer is reminded instead of applying now. */
export const reminders = pgTable(
  "reminders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    lenderId: integer("lender_id")
      .notNull()
      .references(() => lenders.id),
    prospectApplicationId: integer("prospect_application_id").references(() => prospectApplications.id),
    remindAt: timestamp("remind_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("reminders_due").on(t.remindAt),
    // One reminder waiting per offer: asking again (or a post sent again after a lost answer) finds the one there is.
    uniqueIndex("reminders_pending_once").on(t.userId, t.lenderId, t.prospectApplicationId).where(sql`${t.sentAt} is null`),
  ],
);

/** The consent ledger: every grant and withdrawal, with the text version the person saw. */
export const consents = pgTable(
  "consents",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    purpose: text("purpose").notNull(),
    textVersion: text("text_version").notNull(),
    granted: boolean("granted").notNull(),
    creditApplicationId: integer("credit_application_id").references(() => creditApplications.id),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [index("consents_user").on(t.userId, t.purpose)],
);

/** Help enquiries. */
export const leads = pgTable("leads", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  company: text("company"),
  description: text("description").notNull(),
  orgId: text("org_id"),
  partnerId: integer("partner_id").references(() => partners.id),
  userId: integer("user_id").references(() => users.id),
  forwardedAt: timestamp("forwarded_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const uploads = pgTable("uploads", {
  id: serial("id").primaryKey(),
  kind: text("kind").notNull(),
  fileName: text("file_name").notNull(),
  storageKey: text("storage_key").notNull().unique(),
  url: text("url").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  uploadedByAdminId: integer("uploaded_by_admin_id").references(() => adminUsers.id),
  createdAt: createdAt(),
});

/**
 * Training media for partners (issue 39, item 4; docs/decisions/100-media-storage.md): a video, a
 * document or a slide deck in the private file store under `storageKey` (a video's poster under
 * `posterKey`), for one lender or on a topic, in one partner language. Served only to partners and admins.
 */
export const trainingMedia = pgTable("training_media", {
  id: serial("id").primaryKey(),
  kind: text("kind").notNull(),
  title: text("title").notNull(),
  language: text("language").notNull(),
  lenderId: integer("lender_id").references(() => lenders.id, { onDelete: "cascade" }),
  topic: text("topic"),
  fileName: text("file_name").notNull(),
  storageKey: text("storage_key").notNull().unique(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  posterKey: text("poster_key"),
  posterType: text("poster_type"),
  posterSize: integer("poster_size"),
  uploadedByAdminId: integer("uploaded_by_admin_id").references(() => adminUsers.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const applicationStatusFiles = pgTable("application_status_files", {
  id: serial("id").primaryKey(),
  fileName: text("file_name").notNull(),
  status: text("status").notNull(),
  rowsUpdated: integer("rows_updated").notNull().default(0),
  errors: text("errors").notNull().default(""),
  uploadId: integer("upload_id").references(() => uploads.id),
  uploadedByAdminId: integer("uploaded_by_admin_id").references(() => adminUsers.id),
  createdAt: createdAt(),
});

/**
 * A lender MIS file or a partner commission file, as uploaded: its outcome
 * for the history table and the records dialog (SPEC.md 2.1). `kind` is
 * "mis" or "commission"; `touched` the uuids created or updated.
 */
export const dataFiles = pgTable(
  "data_files",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    fileName: text("file_name").notNull(),
    status: text("status").notNull(),
    rowsCreated: integer("rows_created").notNull().default(0),
    rowsUpdated: integer("rows_updated").notNull().default(0),
    errors: text("errors").notNull().default(""),
    touched: jsonb("touched").$type<string[]>().notNull().default([]),
    uploadedByAdminId: integer("uploaded_by_admin_id").references(() => adminUsers.id),
    createdAt: createdAt(),
  },
  (t) => [index("data_files_kind").on(t.kind, t.id)],
);

/**
 * What the marketplace earned: a lender's revenue and a partner's commission
 * on a disbursed application (one of each per application, recomputed when
 * its disbursal is corrected), and a partner's commission adjustments.
 */
export const earnings = pgTable(
  "earnings",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().defaultRandom().unique(),
    /** "lender_revenue", "partner_commission" or "commission_adjustment". */
    kind: text("kind").notNull(),
    creditApplicationId: integer("credit_application_id").references(() => creditApplications.id),
    lenderId: integer("lender_id").references(() => lenders.id),
    partnerId: integer("partner_id").references(() => partners.id),
    /** The disbursed amount it was worked out from, when it was. */
    baseAmount: money("base_amount"),
    amount: money("amount").notNull(),
    /** The revenue entry that applied (entries may be deleted later, so no reference). */
    revenueEntryId: integer("revenue_entry_id"),
    reason: text("reason"),
    earnedOn: date("earned_on", { mode: "string" }).notNull(),
    dataFileId: integer("data_file_id").references(() => dataFiles.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("earnings_application_kind").on(t.creditApplicationId, t.kind),
    index("earnings_lender").on(t.lenderId),
    index("earnings_partner").on(t.partnerId),
    index("earnings_earned_on").on(t.earnedOn),
  ],
);

/**
 * A consumer's own request to have their personal data erased (DPDP Act
 * 2023), made from their status page: one per consumer however often they
 * ask, listed first on /admin/customer-info-deletion until an admin erases
 * them (`erasedAt`). Holds the consumer's id only, never what they hold.
 */
export const erasureRequests = pgTable(
  "erasure_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .unique()
      .references(() => users.id),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("erasure_requests_pending").on(t.createdAt).where(sql`${t.erasedAt} is null`)],
);

// ─── Partner portal ─────────────────────────────────────────────────────────

/**
 * A partner's key for its JSON API (`Authorization: Bearer <key>`): shown to
 * the partner once, stored only as its SHA-256; it works until it expires
 * (PARTNER_API_KEY_DAYS) and revoking it stops it at once. Only the partner
 * makes its keys: an admin acting as the partner cannot (decision 036).
 */
export const partnerApiKeys = pgTable(
  "partner_api_keys",
  {
    id: serial("id").primaryKey(),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    /** The partner user the key acts as on the API. */
    partnerUserId: integer("partner_user_id")
      .notNull()
      .references(() => partnerUsers.id),
    keyHash: text("key_hash").notNull().unique(),
    /** The key's first characters, so the partner can tell its keys apart. */
    prefix: text("prefix").notNull(),
    /** Set on keys an admin made while masquerading, before decision 036: such a key no longer works. */
    createdByAdminId: integer("created_by_admin_id").references(() => adminUsers.id),
    /** When the key stops working. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedByAdminId: integer("revoked_by_admin_id").references(() => adminUsers.id),
    /** What the key may call (PARTNER_API_SCOPES, docs/decisions/075); keys made before scopes may call everything. */
    scopes: text("scopes").array().notNull().default(sql`ARRAY['reports:read','applications:read','eligibility:read']::text[]`),
    createdAt: createdAt(),
  },
  (t) => [index("partner_api_keys_partner").on(t.partnerId)],
);

/** How many calls a partner API key made each day (UTC): the Digital Integration page shows them (docs/decisions/075). */
export const partnerApiKeyUsage = pgTable(
  "partner_api_key_usage",
  {
    keyId: integer("key_id")
      .notNull()
      .references(() => partnerApiKeys.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    calls: integer("calls").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] })],
);

/**
 * A POST's Idempotency-Key and the first answer to it, per caller, kept 24 h
 * (docs/decisions/076). `status` is null while the first request is at work.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    caller: text("caller").notNull(),
    key: text("key").notNull(),
    /** sha-256 of the method, path and body: the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    contentType: text("content_type"),
    body: text("body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.key] }), index("idempotency_keys_created").on(t.createdAt)],
);

/** A question a partner raises with our team: tech support or a general query. */
export const partnerTickets = pgTable(
  "partner_tickets",
  {
    id: serial("id").primaryKey(),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    /** open (waiting for our answer), answered (waiting for the partner), closed. */
    status: text("status").notNull().default("open"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("partner_tickets_partner").on(t.partnerId)],
);

/** One message of a ticket's thread, by the partner (its user, or an admin masquerading) or by our team. */
export const partnerTicketMessages = pgTable(
  "partner_ticket_messages",
  {
    id: serial("id").primaryKey(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => partnerTickets.id),
    /** partner or team: which side of the conversation wrote it. */
    side: text("side").notNull(),
    partnerUserId: integer("partner_user_id").references(() => partnerUsers.id),
    /** The admin who wrote it: answering from the admin side, or acting as the partner while masquerading. */
    adminUserId: integer("admin_user_id").references(() => adminUsers.id),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("partner_ticket_messages_ticket").on(t.ticketId)],
);

/**
 * Every start and end of a masquerade (an admin of role 1 acting as a
 * partner, docs/decisions/023 and 037): who, as which partner (and its user),
 * when and from which address. `sessionId` pairs a start with its end (the
 * session row itself is deleted when it ends). `event`: start; end (Exit
 * pressed); revoked (ended because the admin was disabled or is no longer
 * role 1). Shown on no screen yet; kept for audit.
 */
export const masqueradeAudit = pgTable(
  "masquerade_audit",
  {
    id: serial("id").primaryKey(),
    event: text("event").notNull(),
    adminUserId: integer("admin_user_id")
      .notNull()
      .references(() => adminUsers.id),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    partnerUserId: integer("partner_user_id")
      .notNull()
      .references(() => partnerUsers.id),
    sessionId: integer("session_id"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [index("masquerade_audit_admin").on(t.adminUserId), index("masquerade_audit_partner").on(t.partnerId)],
);

// ─── Back office: a consumer's journey, customer care, telecalling ──────────

/**
 * What a consumer did that no other row keeps (docs/decisions/044): each
 * step of a journey as it passed (signed in with a code, the product chosen,
 * each profile step, the profile complete, an insurance request), and the
 * offers they were shown with each unmatched lender's reasons. Holds no
 * personal data: lender names, reason codes and the figures of the lenders'
 * own limits.
 */
export const journeyEvents = pgTable(
  "journey_events",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    prospectApplicationId: integer("prospect_application_id").references(() => prospectApplications.id),
    /** verified, product, personal, employment, profile_complete, insurance_requested, offers_seen. */
    kind: text("kind").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("journey_events_user").on(t.userId, t.createdAt)],
);

/**
 * The customer-care log of a consumer (the CSR portal): a call noted, a
 * status message sent again, the case handed to telecalling; by whom and when.
 */
export const careLog = pgTable(
  "care_log",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    prospectApplicationId: integer("prospect_application_id").references(() => prospectApplications.id),
    adminUserId: integer("admin_user_id")
      .notNull()
      .references(() => adminUsers.id),
    /** note, status_resent, handed_over. */
    kind: text("kind").notNull(),
    body: text("body"),
    createdAt: createdAt(),
  },
  (t) => [index("care_log_user").on(t.userId, t.createdAt)],
);

/**
 * A consumer on the telecalling queue: one row per consumer, made when they
 * drop off (or are handed over from the CSR portal). A CSR claims it with a
 * lease (`claimedBy` until `leaseUntil`) in one statement, so two CSRs never
 * hold the same consumer; a call's outcome closes it or sets the next call.
 */
export const telecallingCases = pgTable(
  "telecalling_cases",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .unique()
      .references(() => users.id),
    /** otp_no_profile, profile_no_application, offers_no_apply, declined, handover. */
    reason: text("reason").notNull(),
    /** The product of the consumer's latest journey, for sorting the queue by product. */
    product: text("product"),
    /** When the consumer dropped off (or was handed over): the queue is oldest first. */
    since: timestamp("since", { withTimezone: true }).notNull(),
    /** open, or closed (with `closedAt` and the outcome that closed it). */
    state: text("state").notNull().default("open"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    claimedBy: integer("claimed_by").references(() => adminUsers.id),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** Not to be called before this (a call back asked for, or an unanswered call tried again later). */
    nextCallAt: timestamp("next_call_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastOutcome: text("last_outcome"),
    handedOverBy: integer("handed_over_by").references(() => adminUsers.id),
    handoverNote: text("handover_note"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("telecalling_cases_queue").on(t.state, t.since)],
);

/** Each call made from the telecalling queue: who called, the outcome, the note and the next call asked for. */
export const telecallingCalls = pgTable(
  "telecalling_calls",
  {
    id: serial("id").primaryKey(),
    caseId: integer("case_id")
      .notNull()
      .references(() => telecallingCases.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    adminUserId: integer("admin_user_id")
      .notNull()
      .references(() => adminUsers.id),
    /** reached, no_answer, wrong_number, not_interested, call_back. */
    outcome: text("outcome").notNull(),
    note: text("note"),
    nextCallAt: timestamp("next_call_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("telecalling_calls_user").on(t.userId, t.createdAt)],
);

/**
 * An analyst (role 2) who chose to see a consumer's personal data unmasked
 * on the customer journey, with the reason they gave (docs/decisions/044):
 * kept for audit; it opens that consumer to that admin for a short while.
 */
export const personalDataViews = pgTable(
  "personal_data_views",
  {
    id: serial("id").primaryKey(),
    adminUserId: integer("admin_user_id")
      .notNull()
      .references(() => adminUsers.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("personal_data_views_admin").on(t.adminUserId, t.userId, t.createdAt)],
);

// ─── Admin audit log (issue 22, docs/decisions/047) ─────────────────────────

/**
 * Every change an admin makes (a lender, card, partner, revenue slab, admin
 * user, vendor switch, upload, erasure, masquerade): who, what, from which
 * value to which, when, from which address. Written in the same transaction
 * as the change (recordAdminChange), never updated or deleted by the app.
 * `before`/`after` hold the changed fields only and never a consumer's
 * personal data (an erasure records what was erased by kind and count).
 */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: serial("id").primaryKey(),
    /** None when the change was made by the system on an admin's behalf (a job). */
    adminUserId: integer("admin_user_id").references(() => adminUsers.id),
    /** What kind of thing changed: lender, credit-card, partner, revenue-slab, admin-user, vendor-switch, upload, erasure, masquerade. */
    subject: text("subject").notNull(),
    /** Which one: its id or name, as an admin would look it up. */
    subjectId: text("subject_id"),
    /** create, update, delete, switch-on, switch-off, upload, erase, start, end… */
    action: text("action").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("admin_audit_created").on(t.createdAt), index("admin_audit_subject").on(t.subject, t.subjectId)],
);

// ─── Tracking links (issue 22, item 4, docs/decisions/052) ──────────────────

/**
 * A partner's or campaign's short link (/l/{code}): where it lands, on which
 * brand, with which UTM values. Its visits are counted by day in
 * `tracking_link_visits`; its sign-ups, applications and disbursals are read
 * from the journeys whose stored UTMs carry its code (utm_id). No personal
 * data: a link names no consumer.
 */
export const trackingLinks = pgTable(
  "tracking_links",
  {
    id: serial("id").primaryKey(),
    /** The short, unguessable code of its address; also its journeys' utm_id. */
    code: text("code").notNull().unique(),
    label: text("label").notNull(),
    /** The brand it lands on; none is the default brand. */
    partnerId: integer("partner_id").references(() => partners.id),
    /** Where it lands: the landing, or a product's journey (its code) chosen on sign-in. */
    product: text("product"),
    utmSource: text("utm_source").notNull(),
    utmMedium: text("utm_medium").notNull(),
    utmCampaign: text("utm_campaign").notNull(),
    utmContent: text("utm_content"),
    utmTerm: text("utm_term"),
    active: boolean("active").notNull().default(true),
    createdBy: integer("created_by").references(() => adminUsers.id),
    createdAt: createdAt(),
  },
  (t) => [index("tracking_links_created").on(t.createdAt)],
);

/** A link's visits by day in India (people's visits: bots are not counted). */
export const trackingLinkVisits = pgTable(
  "tracking_link_visits",
  {
    linkId: integer("link_id")
      .notNull()
      .references(() => trackingLinks.id),
    day: date("day", { mode: "string" }).notNull(),
    visits: integer("visits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.day] })],
);

// ─── De-dupe (issue 22, item 6, docs/decisions/051) ─────────────────────────

/**
 * A duplicate found when a lead or an application was checked (issue 22,
 * docs/decisions/051): what matched and what was decided. It holds ids and
 * kinds only, never the mobile, email or PAN that matched, so it holds no
 * personal data and an erasure need not touch it; for the same reason the
 * consumer, journey and application ids are plain numbers, not references an
 * erasure would have to follow.
 */
export const duplicateHits = pgTable(
  "duplicate_hits",
  {
    id: serial("id").primaryKey(),
    /** lead (a sign-in, a PAN saved) or application (a credit application made). */
    kind: text("kind").notNull(),
    /** mobile, email or pan: which of the consumer's identifiers matched. */
    matchedOn: text("matched_on").notNull(),
    decision: text("decision").notNull(),
    userId: integer("user_id").notNull(),
    /** The other account that holds the same identifier; none when the consumer matched their own account. */
    otherUserId: integer("other_user_id"),
    prospectApplicationId: integer("prospect_application_id"),
    creditApplicationId: integer("credit_application_id"),
    /** The open application the new one duplicates. */
    matchedCreditApplicationId: integer("matched_credit_application_id"),
    productType: productType("product_type"),
    lenderId: integer("lender_id").references(() => lenders.id),
    arrivingPartnerId: integer("arriving_partner_id").references(() => partners.id),
    owningPartnerId: integer("owning_partner_id").references(() => partners.id),
    createdAt: createdAt(),
  },
  (t) => [index("duplicate_hits_created_at").on(t.createdAt), index("duplicate_hits_user").on(t.userId)],
);

// ─── Merchants (issue 23, item 1; issue 22, item 5; docs/decisions/056) ─────

/**
 * A business that signed up through /create-merchant-form (its partner's, or
 * none): what the form asked, and where its review stands. A row is
 * `unconfirmed` until the owner types the code sent to the contact mobile;
 * only confirmed merchants are listed to a partner or an admin. Its owner's
 * name, mobile and bank account are personal data of the business owner.
 */
export const merchants = pgTable(
  "merchants",
  {
    id: serial("id").primaryKey(),
    /** The reference the owner is shown and support asks for. */
    uuid: uuid("uuid").notNull().defaultRandom().unique(),
    /** The partner whose form it came through; none on the default brand. */
    partnerId: integer("partner_id").references(() => partners.id),
    businessName: text("business_name").notNull(),
    /** A code of the select list business_company_type. */
    businessType: text("business_type").notNull(),
    gstin: text("gstin"),
    udyam: text("udyam"),
    ownerName: text("owner_name").notNull(),
    mobile: text("mobile").notNull(),
    /** Where the admins' decision is also written to (issue 39 item 6); none when the owner gave none. */
    email: text("email"),
    address: text("address").notNull(),
    locality: text("locality").notNull(),
    city: text("city").notNull(),
    pincode: text("pincode").notNull(),
    accountNumber: text("account_number").notNull(),
    ifsc: text("ifsc").notNull(),
    /** unconfirmed, pending (confirmed, awaiting review), approved, rejected, deactivated. */
    status: text("status").notNull().default("unconfirmed"),
    /** SHA-256 of the sign-up's browser token: the code step finds its row by it; cleared once confirmed. */
    signupTokenHash: text("signup_token_hash").unique(),
    language: text("language").notNull().default("en"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    reviewedBy: integer("reviewed_by").references(() => adminUsers.id),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("merchants_partner_status").on(t.partnerId, t.status), index("merchants_created_at").on(t.createdAt)],
);

// ─── Deals and discount vouchers (issue 23, item 8, docs/decisions/059) ─────

/**
 * A merchant's deal admins publish on /deals: what it offers, the days in
 * India it runs (both inclusive) and whether it is switched on. Its voucher
 * codes are `deal_codes`; a deal is shown while it runs, is on and has a code
 * left. Never deleted: claimed codes keep pointing at it.
 */
export const deals = pgTable(
  "deals",
  {
    id: serial("id").primaryKey(),
    merchant: text("merchant").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** The discount as the merchant words it ("Flat ₹500 off", "20% off up to ₹1,000"). */
    discount: text("discount").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    /** An uploaded picture's address; none draws the merchant's initial. */
    imageUrl: text("image_url"),
    active: boolean("active").notNull().default(true),
    createdBy: integer("created_by").references(() => adminUsers.id),
    createdAt: createdAt(),
  },
  (t) => [index("deals_window").on(t.startsOn, t.endsOn)],
);

/**
 * A deal's voucher codes, each given to at most one consumer, and each
 * consumer given at most one code of a deal (the unique index is the last
 * word when the same consumer claims twice at once). A claim takes a free
 * code with FOR UPDATE SKIP LOCKED, so claims at once never take the same one.
 */
export const dealCodes = pgTable(
  "deal_codes",
  {
    id: serial("id").primaryKey(),
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id),
    code: text("code").notNull(),
    consumerId: integer("consumer_id").references(() => users.id),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("deal_codes_deal_code").on(t.dealId, t.code),
    uniqueIndex("deal_codes_deal_consumer").on(t.dealId, t.consumerId),
    index("deal_codes_free").on(t.dealId, t.id).where(sql`${t.consumerId} is null`),
  ],
);

// ─── Entry routes (issue 23, items 2 and 4, docs/decisions/065, 066) ────────

/**
 * A link that carries a consumer's journey to another device
 * (/transfer/{prospect uuid}?t={token}): we keep the token's SHA-256 only.
 * It works once, until it expires, and only for its own journey.
 */
export const transferLinks = pgTable(
  "transfer_links",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    prospectApplicationId: integer("prospect_application_id")
      .notNull()
      .references(() => prospectApplications.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** consumer (the status page) or csr (the CSR case page, with the admin). */
    sentBy: text("sent_by").notNull(),
    adminUserId: integer("admin_user_id").references(() => adminUsers.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("transfer_links_user").on(t.userId)],
);

/**
 * A partner's hand-off settings (/auth and /redirect): the secret it signs
 * hand-off tokens with (HMAC-SHA256), sealed (AES-256-GCM) since we must
 * compute with it, and the hosts of its own site /redirect may send people to.
 */
export const partnerHandoffSettings = pgTable("partner_handoff_settings", {
  partnerId: integer("partner_id")
    .primaryKey()
    .references(() => partners.id),
  secretSealed: text("secret_sealed"),
  /** The secret's first characters, so the partner can tell which one is live. */
  secretPrefix: text("secret_prefix"),
  secretCreatedAt: timestamp("secret_created_at", { withTimezone: true }),
  redirectHosts: text("redirect_hosts").array().notNull().default(sql`'{}'::text[]`),
  updatedAt: updatedAt(),
});

/** Each hand-off token's nonce, once: a second use of a token (even at the same instant) finds its row and is refused. */
export const handoffTokenUses = pgTable(
  "handoff_token_uses",
  {
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    nonce: text("nonce").notNull(),
    /** The token's own expiry: a row past it can be deleted, since the token is refused as expired anyway. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.nonce] })],
);

// ─── Partner payouts (issue 39, item 3, docs/decisions/098-partner-payouts.md) ─

/** Whole paise, for the payout statements: exact integers, never a binary fraction. */
const paise = (name: string) => bigint(name, { mode: "number" });

/**
 * What a partner gives us to be paid (its portal's Settings): PAN (TDS at 5 %
 * with it, 20 % without), GSTIN (GST at 18 % on its commission with it) and
 * the bank account its payouts go to. One row per partner, changed by its
 * own users only.
 */
export const partnerPayoutAccounts = pgTable("partner_payout_accounts", {
  partnerId: integer("partner_id")
    .primaryKey()
    .references(() => partners.id),
  pan: text("pan"),
  gstin: text("gstin"),
  accountNumber: text("account_number"),
  ifsc: text("ifsc"),
  accountHolder: text("account_holder"),
  updatedByPartnerUserId: integer("updated_by_partner_user_id").references(() => partnerUsers.id),
  updatedAt: updatedAt(),
});

/**
 * A partner's statement of one month: the commission stated on it, its taxes
 * and what is paid, with the PAN and GSTIN they were worked out from. Never
 * changed once made, but for its payment (the bank's UTR and date); a
 * correction of its earnings comes on a later statement (its lines).
 */
export const partnerStatements = pgTable(
  "partner_statements",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().defaultRandom().unique(),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    /** The month it states, YYYY-MM. */
    month: text("month").notNull(),
    /** April to March, "2025-26"; the invoice's series with `sequence`. */
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    invoiceNumber: text("invoice_number").notNull(),
    grossPaise: paise("gross_paise").notNull(),
    /** none, igst, cgst_sgst or gst (app/domain/partner/payouts.ts). */
    gstKind: text("gst_kind").notNull(),
    gstPaise: paise("gst_paise").notNull(),
    tdsRateBps: integer("tds_rate_bps").notNull(),
    tdsPaise: paise("tds_paise").notNull(),
    netPaise: paise("net_paise").notNull(),
    pan: text("pan"),
    gstin: text("gstin"),
    /** Our own GSTIN when it was made (configuration), which told IGST from CGST and SGST. */
    ourGstin: text("our_gstin"),
    generatedBy: integer("generated_by").references(() => adminUsers.id),
    /** The bank's reference of the transfer, and the day it was made (India), once paid. */
    utr: text("utr"),
    paidOn: date("paid_on", { mode: "string" }),
    /** The account it was paid to, as the partner had given it then. */
    paidAccountNumber: text("paid_account_number"),
    paidIfsc: text("paid_ifsc"),
    paidAccountHolder: text("paid_account_holder"),
    paidBy: integer("paid_by").references(() => adminUsers.id),
    paidRecordedAt: timestamp("paid_recorded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("partner_statements_partner_month").on(t.partnerId, t.month),
    uniqueIndex("partner_statements_invoice").on(t.partnerId, t.financialYear, t.sequence),
    index("partner_statements_month").on(t.month),
  ],
);

/**
 * What a statement counts of each commission earning: its amount then, or
 * the difference when a corrected disbursal changed an earning already
 * stated. The sum of an earning's lines is what has been stated of it.
 */
export const partnerStatementLines = pgTable(
  "partner_statement_lines",
  {
    id: serial("id").primaryKey(),
    statementId: integer("statement_id")
      .notNull()
      .references(() => partnerStatements.id),
    earningId: integer("earning_id")
      .notNull()
      .references(() => earnings.id),
    amountPaise: paise("amount_paise").notNull(),
  },
  (t) => [index("partner_statement_lines_statement").on(t.statementId), index("partner_statement_lines_earning").on(t.earningId)],
);

// ─── ONDC (issue 40, docs/decisions/102) ──────────────────────────────────

/**
 * One beckn transaction of the ONDC buyer app: a search and everything that followed it with the lenders
 * (BPPs) that answered. Purged with its application; one that never became an application after
 * ONDC_LOG_DAYS (the housekeeping job). `userId` says whose it is, for the erasure.
 */
export const ondcTransactions = pgTable(
  "ondc_transactions",
  {
    id: serial("id").primaryKey(),
    transactionId: text("transaction_id").notNull().unique(),
    /** The log-verification flow the transaction runs (PERSONAL, LOAN_FORECLOSURE, PRE_PART_PAYMENT, MISSED_EMI_PAYMENT). */
    flow: text("flow").notNull().default("PERSONAL"),
    /** The lender the consumer went on with (the first select's); null while only searched. */
    bppId: text("bpp_id"),
    userId: integer("user_id").references(() => users.id),
    creditApplicationId: integer("credit_application_id").references(() => creditApplications.id, { onDelete: "cascade" }),
    /** Kept in step with the messages, so the bounds are checked without counting them. */
    messageCount: integer("message_count").notNull().default(0),
    bytes: integer("bytes").notNull().default(0),
    createdAt: createdAt(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ondc_transactions_user").on(t.userId), index("ondc_transactions_application").on(t.creditApplicationId), index("ondc_transactions_last").on(t.lastMessageAt)],
);

/**
 * Every message of a transaction, both directions, as sent or received (the exact JSON): the log ONDC's
 * log verification takes. A received callback is kept once by its action, message id and sender, so a
 * replay changes nothing; `processedAt` is set when the queue has applied it.
 */
export const ondcMessages = pgTable(
  "ondc_messages",
  {
    id: serial("id").primaryKey(),
    ondcTransactionId: integer("ondc_transaction_id")
      .notNull()
      .references(() => ondcTransactions.id, { onDelete: "cascade" }),
    /** sent (by us, a request) or received (a callback from the network). */
    direction: text("direction").notNull(),
    action: text("action").notNull(),
    messageId: text("message_id").notNull(),
    /** The subscriber id that signed it: ours for what we sent, the lender's (or gateway's) for what we received. */
    senderId: text("sender_id").notNull(),
    bppId: text("bpp_id"),
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    bytes: integer("bytes").notNull(),
    /** For a sent message: ack, nack or failed (the receiver's answer); for a received one: accepted. */
    outcome: text("outcome").notNull(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("ondc_messages_transaction").on(t.ondcTransactionId, t.id), uniqueIndex("ondc_messages_received_once").on(t.action, t.messageId, t.senderId).where(sql`direction = 'received'`)],
);

/**
 * A network participant's signing key as the registry's lookup gave it (subscriber id and unique key id),
 * trusted for ONDC_KEY_CACHE_MINUTES and looked up again at once when a signature fails to verify with it.
 */
export const ondcRegistryKeys = pgTable(
  "ondc_registry_keys",
  {
    subscriberId: text("subscriber_id").notNull(),
    uniqueKeyId: text("unique_key_id").notNull(),
    signingPublicKey: text("signing_public_key").notNull(),
    subscriberUrl: text("subscriber_url"),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriberId, t.uniqueKeyId] })],
);
