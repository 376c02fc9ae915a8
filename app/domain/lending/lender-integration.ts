import { z } from "zod";
import { daysInMonth, fromIso } from "../platform/dates";
import { statusPath } from "../loans/paths";

/** How a lender takes an application (SPEC.md 2.1, issue 11; decision 027). */
export const INTEGRATIONS = ["api", "form", "redirect"] as const;
export type Integration = (typeof INTEGRATIONS)[number];

export const isIntegration = (value: unknown): value is Integration => INTEGRATIONS.includes(value as Integration);

/** Where a submission stands: waiting for the consumer's details, queued, sent (the lender answered), failed. */
export type SubmissionState = "waiting" | "queued" | "sent" | "failed";

/**
 * Where the consumer goes once the application exists: the status page (an
 * API lender has it from the queue), the lender's own questions or its
 * merchant form (a form lender), or the lender's own journey (a redirect lender).
 */
export function pathAfterApplying(lender: { name: string; integration: Integration; hasMerchantForm: boolean; journeyUrl: string | null }, creditAppUuid: string): string {
  if (lender.integration === "form") return lender.hasMerchantForm ? intakePath(lender.name, creditAppUuid) : lenderPagePath(lender.name);
  if (lender.integration === "redirect" && lender.journeyUrl) return lender.journeyUrl.replaceAll("{creditapp_uuid}", creditAppUuid);
  return statusPath(lender.name);
}

/** A form lender's merchant form for an application (its signed query added where a lender is given the link). */
export const intakePath = (lenderName: string, creditAppUuid: string) => `/user/lender-intake/${encodeURIComponent(lenderName)}/${creditAppUuid}`;

/** A form lender's own questions page. */
export const lenderPagePath = (lenderName: string) => `/user/${encodeURIComponent(lenderName)}`;

/** A lender's text as PostgreSQL can keep it: a NUL character, which it refuses in text, makes the whole message invalid. */
const lenderText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes("\u0000"), "no NUL character");

/** What a lender may answer to a submission (docs/lender-api.md). */
export const LenderAnswer = z.object({
  decision: z.enum(["in_progress", "approved", "rejected", "next_step", "otp_required", "otp_invalid"]),
  reference: lenderText(100).optional(),
  reason: lenderText(500).optional(),
  next_step_url: lenderText(2000)
    .refine((u) => /^https?:\/\//.test(u) || (u.startsWith("/") && !u.startsWith("//")), "an http(s) address or a path")
    .optional(),
});
export type LenderAnswer = z.infer<typeof LenderAnswer>;

/**
 * What a submission attempt records as its reason: our own words (a code the
 * admin's page translates), never what the other side wrote, so an address
 * that is not a lender cannot have its answer read back (docs/decisions/036).
 * An answer we could read is recorded as its decision (`answer.approved`…).
 */
export const SUBMISSION_REASONS = ["no_endpoint", "no_secret", "address", "unreachable", "timeout", "too_large", "retry_status", "refused_status", "redirect", "unreadable"] as const;
export type SubmissionReason = (typeof SUBMISSION_REASONS)[number] | `answer.${LenderAnswer["decision"]}`;

/** A recorded reason the page can name; anything else (a row from before the rule) is shown as a dash. */
export function isSubmissionReason(value: unknown): value is SubmissionReason {
  if (typeof value !== "string") return false;
  if (value.startsWith("answer.")) return LenderAnswer.shape.decision.options.includes(value.slice(7) as LenderAnswer["decision"]);
  return (SUBMISSION_REASONS as readonly string[]).includes(value);
}

const text = z.string().nullable();
const num = z.number().nullable();
/** What we send a lender (docs/lender-api.md, POST {api_url}/applications): the payload is built to this shape and the OpenAPI document is made from it. */
export const LenderApplication = z.object({
  application_id: z.string().uuid(),
  lender: z.string(),
  created_at: z.string(),
  callback_url: z.string(),
  /** The Key Fact Statement the consumer acknowledged: amounts in rupees with paise, rates in percent a year (docs/lender-api.md). */
  offer: z.object({
    amount: num,
    tenure_months: num,
    interest_rate: num,
    apr: num,
    processing_fees: text.describe("the lender's fee rule in words"),
    processing_fee: num,
    gst_on_processing_fee: num,
    emi: num.describe("the equated monthly instalment; the schedule's last may differ by paise"),
    net_disbursed: num.describe("the amount less the fee and its GST"),
    total_interest: num,
    total_repayment: num,
    total_cost: num.describe("interest, fee and GST"),
    kfs_proposal_number: text.describe("the statement's unique number, e.g. CL-2611-7F3K9Q"),
  }),
  applicant: z.object({
    first_name: text,
    last_name: text,
    mobile: text,
    email: text,
    pan: text,
    birth_date: text,
    gender: text,
    postal_code: text,
    employment_status: text,
    employer_name: text,
    monthly_income: num,
    salary_mode: text,
    credit_score_band: text,
    prefer_net_banking: text.describe("yes or no: whether the consumer would rather use net banking with you (their profile's preference); null when they did not say"),
  }),
  kfs_acknowledged_at: text,
  consents: z.array(z.object({ purpose: z.string(), granted: z.boolean(), text_version: z.string(), at: z.string() })),
  lender_answers: z.record(z.string(), z.unknown()).nullable(),
  merchant_form: z.record(z.string(), z.unknown()).nullable(),
  /** The loan's own step, under its name ("car": {"car_condition": "new", …}); null for a loan without one (docs/lender-api.md). */
  product_answers: z.record(z.string(), z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).nullable())).nullable(),
  /** A gold loan's visit booked before the hand-off (docs/decisions/063); null for every other loan. */
  visit: z.object({ kind: z.string().describe("branch or home"), date: z.string(), time_window: z.string().describe("morning, afternoon or evening"), postal_code: z.string().nullable() }).nullable(),
});

/** The consumer's code sent on (POST {api_url}/otp/{reference}). */
export const LenderOtp = z.object({ application_id: z.string().uuid(), code: z.string() });

/** A calendar day as YYYY-MM-DD that exists (no 31 June). */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a day as YYYY-MM-DD")
  .refine((s) => {
    const d = fromIso(s);
    return Boolean(d && d.year >= 2000 && d.year <= 2100 && d.month >= 1 && d.month <= 12 && d.day >= 1 && d.day <= daysInMonth(d.year, d.month));
  }, "a day that exists");

/** Rupees to the paisa: what reached the borrower's account, which the fee and its GST leave with paise more often than not. */
const rupeesToThePaisa = z
  .number()
  .positive()
  .max(1_000_000_000)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "at most two decimal places (paise)");

/**
 * What a lender's webhook reports (docs/lender-api.md). A disbursal carries
 * its figures: the amount credited to the borrower (net of the fee and its
 * GST, in rupees), the day it was credited and the first instalment's due
 * day; without them the marketplace cannot show the borrower their loan,
 * count the disbursal on its day or earn the lender's revenue.
 */
export const LenderEvent = z
  .object({
    event_id: lenderText(100).min(1),
    application_id: z.string().uuid(),
    status: z.enum(["in_progress", "approved", "disbursed", "rejected"]),
    reason: lenderText(500).optional(),
    next_step_url: LenderAnswer.shape.next_step_url,
    reference: lenderText(100).optional(),
    occurred_at: lenderText(40).optional(),
    disbursed_amount: rupeesToThePaisa.optional(),
    disbursed_on: isoDay.optional(),
    first_emi_on: isoDay.optional(),
  })
  .superRefine((event, ctx) => {
    if (event.status !== "disbursed") return;
    for (const key of ["disbursed_amount", "disbursed_on", "first_emi_on"] as const) {
      if (event[key] === undefined) ctx.addIssue({ code: "custom", path: [key], message: "required when the status is disbursed" });
    }
    if (event.disbursed_on && event.first_emi_on && event.first_emi_on <= event.disbursed_on) {
      ctx.addIssue({ code: "custom", path: ["first_emi_on"], message: "after disbursed_on" });
    }
  });
export type LenderEvent = z.infer<typeof LenderEvent>;

/** The figures of a disbursal, in our units: paise and ISO days. */
export interface DisbursalFigures {
  amountPaise: number;
  disbursedOn: string;
  firstEmiOn: string;
}

/** A disbursal event's figures (rupees to paise once, exactly); null for any other event. */
export function disbursalOf(event: LenderEvent): DisbursalFigures | null {
  if (event.status !== "disbursed" || event.disbursed_amount === undefined || !event.disbursed_on || !event.first_emi_on) return null;
  return { amountPaise: Math.round(event.disbursed_amount * 100), disbursedOn: event.disbursed_on, firstEmiOn: event.first_emi_on };
}

export type ApplicationStatus = "applied" | "in_progress" | "approved" | "disbursed" | "rejected";

/** The application's status after a lender's answer; none when the answer does not move it. */
export function statusForAnswer(decision: LenderAnswer["decision"]): ApplicationStatus | null {
  switch (decision) {
    case "approved":
      return "approved";
    case "rejected":
      return "rejected";
    case "otp_invalid":
    case "otp_required":
      return null;
    default:
      return "in_progress";
  }
}

const ORDER: ApplicationStatus[] = ["applied", "in_progress", "approved", "disbursed"];

/**
 * Whether a lender's status may replace the current one. Statuses only move
 * forward (webhooks can arrive out of order: a late 'in progress' must not
 * undo 'approved'); a decided application (disbursed, rejected) stays decided.
 */
export function movesForward(current: ApplicationStatus, next: ApplicationStatus): boolean {
  if (current === "disbursed" || current === "rejected") return false;
  if (next === "rejected") return true;
  return ORDER.indexOf(next) > ORDER.indexOf(current);
}
