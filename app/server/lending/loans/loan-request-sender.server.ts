import { and, eq, inArray, sql } from "drizzle-orm";
import { creditApplications, lenders, loanRequests } from "../../../../db/schema";
import { lenderRequestId, LoanRequestAnswer, stateForDecision, type LoanRequestKind } from "~/domain/loans/loan-requests";
import { getConfig } from "../../platform/db/config.server";
import { getDb } from "../../platform/db/db.server";
import { lenderEndpoint, postToLender, RetryLater } from "../lender-submission.server";
import { logger } from "../../platform/db/log.server";

const log = logger("loan-requests");

/** Where the lender answers a request later (docs/lender-api.md, "After disbursal"). */
export function loanRequestCallbackUrl(lenderName: string): string {
  const config = getConfig();
  const base = config.PUBLIC_APP_URL ?? (config.LENDER_SANDBOX_URL ? new URL(config.LENDER_SANDBOX_URL).origin : `http://127.0.0.1:${config.PORT}`);
  return `${base.replace(/\/+$/, "")}/api/lender-webhook/${encodeURIComponent(lenderName)}/loan-requests`;
}

async function requestWithLoan(requestId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ request: loanRequests, app: creditApplications, lender: lenders })
    .from(loanRequests)
    .innerJoin(creditApplications, eq(creditApplications.id, loanRequests.creditApplicationId))
    .innerJoin(lenders, eq(lenders.id, creditApplications.lenderId))
    .where(eq(loanRequests.id, requestId));
  return row ?? null;
}

type Found = NonNullable<Awaited<ReturnType<typeof requestWithLoan>>>;

/** What the lender is sent: which loan, what is asked, and the amount we stated to the borrower, in paise. */
function payload({ request, app, lender }: Found) {
  return {
    request_id: lenderRequestId(request.id),
    application_id: app.uuid,
    lender: lender.name,
    lender_reference: app.lenderReference,
    kind: request.kind as LoanRequestKind,
    amount_paise: request.amountPaise,
    requested_at: request.createdAt.toISOString(),
    loan: { amount: app.amount, tenure_months: app.tenureMonths, interest_rate: app.interestRate, apr: app.apr, disbursed_on: app.disbursedOn, first_emi_on: app.firstEmiOn },
    callback_url: loanRequestCallbackUrl(lender.name),
  };
}

const retried = (status: number) => status >= 500 || status === 408 || status === 429;

/**
 * Sends one request to its lender (the loan-request job), signed as
 * applications are, with the request's id as the idempotency key, so a
 * retry after a lost answer is not a second request. Its answer: received
 * (sent; the decision comes by webhook), accepted or declined. A timeout, a
 * network error or a 5xx/408/429 is tried again by the queue; a refusal, an
 * unreadable answer or the last try leaves it failed, for our team.
 */
export async function sendLoanRequest(requestId: number, options: { lastTry?: boolean } = {}): Promise<"sent" | "accepted" | "declined" | "failed" | "skipped"> {
  const found = await requestWithLoan(requestId);
  if (found?.request.state !== "requested") return "skipped";
  const db = await getDb();
  const fail = async (why: string) => {
    log.warn({ requestId, lender: found.lender.name, why }, "a loan request did not reach its lender");
    await db
      .update(loanRequests)
      .set({ state: "failed" })
      .where(and(eq(loanRequests.id, requestId), eq(loanRequests.state, "requested")));
    return "failed" as const;
  };
  const endpoint = lenderEndpoint(found.lender);
  if (!endpoint) return fail("no endpoint");
  let answer: { status: number; text: string };
  try {
    answer = await postToLender(endpoint, `/loans/${found.app.uuid}/requests`, payload(found), `loan-request:${requestId}`);
  } catch {
    if (options.lastTry) return fail("unreachable");
    throw new RetryLater(`lender ${found.lender.name} unreachable`);
  }
  if (retried(answer.status) && !options.lastTry) throw new RetryLater(`lender ${found.lender.name} answered ${answer.status}`);
  if (answer.status < 200 || answer.status >= 300) return fail(`status ${answer.status}`);
  let parsed: LoanRequestAnswer;
  try {
    parsed = LoanRequestAnswer.parse(JSON.parse(answer.text));
  } catch {
    return fail("unreadable answer");
  }
  await applyLoanRequestAnswer(requestId, parsed);
  return parsed.decision === "received" ? "sent" : parsed.decision;
}

/**
 * A lender's answer on its request: received makes it sent; accepted or
 * declined decides it, with the lender's reference and note. A decided
 * request stays decided (a late or repeated answer changes nothing).
 */
export async function applyLoanRequestAnswer(requestId: number, answer: LoanRequestAnswer): Promise<boolean> {
  const db = await getDb();
  const state = stateForDecision(answer.decision);
  const from = state === "sent" ? ["requested"] : ["requested", "sent"];
  const changed = await db
    .update(loanRequests)
    .set({
      state,
      sentAt: sql`coalesce(${loanRequests.sentAt}, now())`,
      answeredAt: state === "sent" ? undefined : new Date(),
      lenderReference: answer.reference,
      lenderNote: answer.note,
    })
    .where(and(eq(loanRequests.id, requestId), inArray(loanRequests.state, from)))
    .returning({ id: loanRequests.id });
  return changed.length > 0;
}
