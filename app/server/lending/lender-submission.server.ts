import { and, asc, eq } from "drizzle-orm";
import { consents, creditApplications, kfsProposals, lenders, lenderSubmissionAttempts, users } from "../../../db/schema";
import { lenderOfferOf } from "~/domain/lending/kfs-proposal";
import { IDEMPOTENCY_HEADER, sandboxSecretFor, SIGNATURE_HEADER, signBody, TIMESTAMP_HEADER } from "~/domain/lending/lender-signature";
import type { z } from "zod";
import { LenderAnswer, statusForAnswer, type LenderApplication, type SubmissionReason } from "~/domain/lending/lender-integration";
import { productAnswersOf } from "~/domain/lending/product-answers";
import { setApplicationStatus } from "./application-status.server";
import { getConfig } from "../platform/db/config.server";
import { getDb } from "../platform/db/db.server";
import { latestVisitOf } from "./gold-visits.server";
import { AnswerTooLarge, LenderAddressRefused, postJson } from "./lender-url.server";

const TIMEOUT_MS = 10_000;

/**
 * A lender's address and key: its own, or the sandbox lender's where one runs
 * and the lender has none. `trusted` marks the sandbox's address, which comes
 * from our configuration; a lender's own address is checked before each send
 * (docs/decisions/036).
 */
export function lenderEndpoint(lender: { name: string; apiUrl: string | null; apiSecret: string | null }): { base: string; secret: string; trusted: boolean } | null {
  const config = getConfig();
  if (lender.apiUrl) return lender.apiSecret ? { base: lender.apiUrl.replace(/\/+$/, ""), secret: lender.apiSecret, trusted: false } : null;
  if (!config.LENDER_SANDBOX_URL) return null;
  return {
    base: `${config.LENDER_SANDBOX_URL.replace(/\/+$/, "")}/${encodeURIComponent(lender.name)}`,
    secret: lender.apiSecret ?? sandboxSecretFor(config.LENDER_SANDBOX_SECRET, lender.name),
    trusted: true,
  };
}

/**
 * A redirect lender's own journey, {creditapp_uuid} where the id goes: its
 * configured address, else the sandbox lender's journey page where one runs.
 */
export function lenderJourneyUrl(lender: { name: string; redirectUrl: string | null }): string | null {
  if (lender.redirectUrl) return lender.redirectUrl;
  return getConfig().LENDER_SANDBOX_URL ? `${SANDBOX_PUBLIC_PATH}/${encodeURIComponent(lender.name)}/journey/{creditapp_uuid}` : null;
}

/** Where a browser reaches the sandbox lender that host/server.js mounts in this server. */
const SANDBOX_PUBLIC_PATH = "/sandbox-lender";

/** Where lenders call us back. */
export function webhookUrlFor(lenderName: string): string {
  const config = getConfig();
  const base = config.PUBLIC_APP_URL ?? (config.LENDER_SANDBOX_URL ? new URL(config.LENDER_SANDBOX_URL).origin : `http://127.0.0.1:${config.PORT}`);
  return `${base.replace(/\/+$/, "")}/api/lender-webhook/${encodeURIComponent(lenderName)}`;
}

/**
 * A signed POST of JSON to a lender; the answer's status and text. Throws
 * LenderAddressRefused for an address we do not send to, and the network's
 * error otherwise. A redirect is answered as it is, never followed.
 */
export async function postToLender(endpoint: { base: string; secret: string; trusted: boolean }, path: string, payload: unknown, idempotencyKey?: string) {
  const body = JSON.stringify(payload);
  const timestamp = Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {
    "content-type": "application/json",
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: signBody(endpoint.secret, timestamp, body),
  };
  if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
  return postJson(`${endpoint.base}${path}`, headers, body, { timeoutMs: TIMEOUT_MS, trusted: endpoint.trusted });
}

/** The statement's own figures of an application made before statements were kept: unknown. */
const NO_STATEMENT = { processing_fee: null, gst_on_processing_fee: null, emi: null, net_disbursed: null, total_interest: null, total_repayment: null, total_cost: null, kfs_proposal_number: null };

/** Everything the lender is sent (docs/lender-api.md): the applicant, the offer, the consents, the KFS acknowledgement, the lender's own questions, the loan's own answers. */
async function applicationPayload(applicationId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ app: creditApplications, lender: lenders, user: users, proposal: kfsProposals })
    .from(creditApplications)
    .innerJoin(lenders, eq(lenders.id, creditApplications.lenderId))
    .innerJoin(users, eq(users.id, creditApplications.userId))
    .leftJoin(kfsProposals, eq(kfsProposals.id, creditApplications.kfsProposalId))
    .where(eq(creditApplications.id, applicationId));
  if (!row) return null;
  const given = await db
    .select({ purpose: consents.purpose, granted: consents.granted, textVersion: consents.textVersion, at: consents.createdAt })
    .from(consents)
    .where(and(eq(consents.userId, row.user.id), eq(consents.creditApplicationId, applicationId)))
    .orderBy(asc(consents.id));
  const { app, lender, user, proposal } = row;
  const visit = await latestVisitOf(applicationId);
  return {
    row,
    payload: {
      application_id: app.uuid,
      lender: lender.name,
      created_at: app.createdAt.toISOString(),
      callback_url: webhookUrlFor(lender.name),
      // The figures of the Key Fact Statement the consumer acknowledged, as kept (docs/decisions/091); an application from before proposals has only its columns.
      offer: proposal
        ? lenderOfferOf(proposal.number, proposal.snapshot, lender.processingFees)
        : { ...NO_STATEMENT, amount: app.amount, tenure_months: app.tenureMonths, interest_rate: app.interestRate, apr: app.apr, processing_fees: lender.processingFees },
      applicant: {
        first_name: user.firstName,
        last_name: user.lastName,
        mobile: user.mobilePhoneNumber,
        email: user.email,
        pan: user.tin,
        birth_date: user.birthDate,
        gender: user.gender,
        postal_code: user.postalCode,
        employment_status: user.employmentStatusCode,
        employer_name: user.employerName,
        monthly_income: user.monthlyIncome,
        salary_mode: user.salaryMode,
        credit_score_band: user.creditScoreBand,
        prefer_net_banking: user.preferNetBanking,
      },
      kfs_acknowledged_at: app.kfsAcknowledgedAt?.toISOString() ?? null,
      consents: given.map((c) => ({ purpose: c.purpose, granted: c.granted, text_version: c.textVersion, at: c.at.toISOString() })),
      lender_answers: app.lenderAnswers ?? null,
      merchant_form: app.intakeSubmission ?? null,
      // What the loan's own step asked (a car's price, a student's course), so the lender need not ask again.
      product_answers: productAnswersOf(lender.productType, user),
      // A gold loan's visit, booked on the lender's page before the application is sent (docs/decisions/063).
      visit: visit ? { kind: visit.kind, date: visit.visitDate, time_window: visit.timeWindow, postal_code: user.goldPincode ?? user.postalCode } : null,
    } satisfies z.input<typeof LenderApplication>,
  };
}

/** One attempt and its reason in our own words: what the lender wrote is never kept (docs/decisions/036). */
async function recordAttempt(creditApplicationId: number, outcome: "accepted" | "refused" | "error", httpStatus: number | null, reason: SubmissionReason, trigger: string) {
  const db = await getDb();
  await db.insert(lenderSubmissionAttempts).values({ creditApplicationId, outcome, httpStatus, detail: reason, trigger });
}

/** Why a call that brought no answer failed, as a reason, and whether to try again. */
function failureOf(error: unknown): { outcome: "refused" | "error"; reason: SubmissionReason } {
  if (error instanceof LenderAddressRefused) return { outcome: "refused", reason: "address" };
  if (error instanceof AnswerTooLarge) return { outcome: "refused", reason: "too_large" };
  const name = error instanceof Error ? error.name : "";
  if (name === "TimeoutError" || name === "AbortError") return { outcome: "error", reason: "timeout" };
  return { outcome: "error", reason: "unreachable" };
}

/** A temporary failure: the queue tries again later. */
export class RetryLater extends Error {}

export type SubmissionResult = "accepted" | "refused" | "skipped";

/**
 * Sends one application to its lender. Sent once: an application the lender
 * already answered is skipped, and every try carries the application's id as
 * the idempotency key, so a lender that took it but whose answer was lost
 * answers the retry with the same decision instead of taking it twice.
 * A timeout, a network error or a 5xx/408/429 throws RetryLater; a refusal
 * (another 4xx, an answer we cannot read) is final until an admin retries.
 */
export async function submitApplication(applicationId: number, options: { trigger?: "queue" | "admin"; lastTry?: boolean } = {}): Promise<SubmissionResult> {
  const trigger = options.trigger ?? "queue";
  const found = await applicationPayload(applicationId);
  if (!found) return "skipped";
  const { row, payload } = found;
  // Skipped once the lender's answer is recorded. A lender's webhook can mark it sent first, when that answer was lost
  // (the database away between the lender's answer and our record): it is sent again, and the replayed answer kept.
  if ((row.app.submissionState === "sent" && row.app.submittedAt) || row.app.submissionState === "waiting") return "skipped";
  const db = await getDb();
  const fail = async (outcome: "refused" | "error", status: number | null, reason: SubmissionReason) => {
    await recordAttempt(applicationId, outcome, status, reason, trigger);
    if (outcome === "refused" || options.lastTry) {
      await db.update(creditApplications).set({ submissionState: "failed", updatedAt: new Date() }).where(eq(creditApplications.id, applicationId));
    }
  };
  const endpoint = lenderEndpoint(row.lender);
  if (!endpoint) {
    await fail("refused", null, row.lender.apiUrl ? "no_secret" : "no_endpoint");
    return "refused";
  }
  let answer: { status: number; text: string };
  try {
    answer = await postToLender(endpoint, "/applications", payload, row.app.uuid);
  } catch (error) {
    const failure = failureOf(error);
    await fail(failure.outcome, null, failure.reason);
    if (failure.outcome === "refused") return "refused";
    throw new RetryLater(`lender ${row.lender.name} unreachable`);
  }
  if (answer.status >= 500 || answer.status === 408 || answer.status === 429) {
    await fail("error", answer.status, "retry_status");
    throw new RetryLater(`lender ${row.lender.name} answered ${answer.status}`);
  }
  if (answer.status >= 300) {
    // A redirect is not followed: it could lead anywhere, our own network included.
    await fail("refused", answer.status, answer.status < 400 ? "redirect" : "refused_status");
    return "refused";
  }
  let parsed: LenderAnswer;
  try {
    parsed = LenderAnswer.parse(JSON.parse(answer.text));
  } catch {
    await fail("refused", answer.status, "unreadable");
    return "refused";
  }
  await recordAttempt(applicationId, "accepted", answer.status, `answer.${parsed.decision}`, trigger);
  await applyAnswer(applicationId, parsed, { first: true });
  return "accepted";
}

/** A lender's answer (to a submission or to the code the consumer typed) on the application and its history. */
export async function applyAnswer(applicationId: number, answer: LenderAnswer, options: { first?: boolean } = {}) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ submissionState: creditApplications.submissionState, lenderReference: creditApplications.lenderReference })
      .from(creditApplications)
      .where(eq(creditApplications.id, applicationId))
      .for("update");
    if (options.first && current?.submissionState === "sent") {
      // The hand-off's answer, sent again after it was lost, when the lender's webhooks have moved the application on:
      // only what they do not say is kept (when it was sent, the lender's reference); its step is already behind.
      await tx
        .update(creditApplications)
        .set({ submittedAt: new Date(), lenderReference: current.lenderReference ?? answer.reference, updatedAt: new Date() })
        .where(eq(creditApplications.id, applicationId));
      return;
    }
    await tx
      .update(creditApplications)
      .set({
        submissionState: "sent",
        submittedAt: options.first ? new Date() : undefined,
        lenderReference: answer.reference,
        nextStepUrl: answer.decision === "next_step" ? answer.next_step_url : null,
        decisionReason: answer.decision === "rejected" ? (answer.reason ?? null) : undefined,
        declinedAtOnce: options.first && answer.decision === "rejected" ? true : undefined,
        lenderOtpPending: answer.decision === "otp_required" || answer.decision === "otp_invalid",
        updatedAt: new Date(),
      })
      .where(eq(creditApplications.id, applicationId));
    const status = statusForAnswer(answer.decision);
    if (status) await setApplicationStatus(tx, applicationId, status, "lender", answer.reason ?? null);
  });
}
