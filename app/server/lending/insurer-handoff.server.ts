import { eq } from "drizzle-orm";
import { insuranceRequests, lenders, users } from "../../../db/schema";
import { InsurerPurchaseAnswer, InsurerQuoteAnswer } from "~/domain/lending/insurer-answer";
import { getDb } from "../platform/db/db.server";
import { moveStatus } from "./insurance.server";
import { lenderEndpoint, postToLender, RetryLater } from "./lender-submission.server";
import { logger } from "../platform/db/log.server";

const log = logger("insurer-handoff");

async function requestWithInsurer(requestId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ request: insuranceRequests, insurer: lenders, user: users })
    .from(insuranceRequests)
    .innerJoin(lenders, eq(lenders.id, insuranceRequests.insurerId))
    .innerJoin(users, eq(users.id, insuranceRequests.userId))
    .where(eq(insuranceRequests.id, requestId));
  return row ?? null;
}

/** What the insurer is sent for its quote (docs/lender-api.md, "Insurance quotes"): the product, the consumer's answers, who asks. */
function quotePayload({ request, insurer, user }: NonNullable<Awaited<ReturnType<typeof requestWithInsurer>>>) {
  return {
    request_id: request.uuid,
    insurer: insurer.name,
    product: request.product,
    created_at: request.createdAt.toISOString(),
    details: request.details,
    applicant: {
      first_name: user.firstName,
      last_name: user.lastName,
      mobile: user.mobilePhoneNumber,
      email: user.email,
      birth_date: user.birthDate,
      gender: user.gender,
      postal_code: user.postalCode,
    },
  };
}

const retried = (status: number) => status >= 500 || status === 408 || status === 429;

/**
 * One call to the insurer, signed as a lender's (lender-submission.server),
 * the request's id as its idempotency key: its answer's text, or null when the
 * insurer refused for good. A timeout, a network error, a 5xx/408/429 throws
 * RetryLater, so the queue tries again; on the last try it is a refusal.
 */
async function callInsurer(found: NonNullable<Awaited<ReturnType<typeof requestWithInsurer>>>, path: string, payload: unknown, lastTry: boolean): Promise<string | null> {
  const endpoint = lenderEndpoint(found.insurer);
  if (!endpoint) return null;
  let answer: { status: number; text: string };
  try {
    answer = await postToLender(endpoint, path, payload, found.request.uuid);
  } catch {
    if (lastTry) return null;
    throw new RetryLater(`insurer ${found.insurer.name} unreachable`);
  }
  if (retried(answer.status) && !lastTry) throw new RetryLater(`insurer ${found.insurer.name} answered ${answer.status}`);
  return answer.status >= 200 && answer.status < 300 ? answer.text : null;
}

function parsed<T>(schema: { parse: (v: unknown) => T }, text: string): T | null {
  try {
    return schema.parse(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * Asks the insurer for its quote (the insurance-quote job): quoted with its
 * premium, cover and validity, or closed when the insurer declines. Sent once:
 * a request already answered is skipped; a refusal or an unreadable answer
 * leaves it requested with its hand-off failed, for the admins to see.
 */
export async function requestQuote(requestId: number, options: { lastTry?: boolean } = {}): Promise<"quoted" | "declined" | "failed" | "skipped"> {
  const found = await requestWithInsurer(requestId);
  if (found?.request.submissionState !== "queued") return "skipped";
  const text = await callInsurer(found, "/insurance-quotes", quotePayload(found), options.lastTry ?? false);
  const answer = text === null ? null : parsed(InsurerQuoteAnswer, text);
  const db = await getDb();
  if (!answer) {
    log.warn({ requestId, insurer: found.insurer.name }, "the insurer did not quote");
    await db.update(insuranceRequests).set({ submissionState: "failed", updatedAt: new Date() }).where(eq(insuranceRequests.id, requestId));
    return "failed";
  }
  return db.transaction(async (tx) => {
    if (answer.decision === "declined") {
      await moveStatus(
        tx,
        requestId,
        "quote_requested",
        "closed",
        "insurer",
        { submissionState: "sent", insurerReference: answer.reference ?? null, closedReason: "declined_insurer", insurerNote: answer.reason ?? null },
        answer.reason ?? null,
      );
      return "declined";
    }
    await moveStatus(tx, requestId, "quote_requested", "quoted", "insurer", {
      submissionState: "sent",
      insurerReference: answer.reference,
      insurerName: answer.insurer_name,
      premium: answer.premium,
      cover: answer.cover,
      quoteValidUntil: new Date(answer.valid_until),
    });
    return "quoted";
  });
}

/** Tells the insurer its quote was accepted (the insurance-purchase job) and keeps the policy number it answers. */
export async function confirmPurchase(requestId: number, options: { lastTry?: boolean } = {}): Promise<"confirmed" | "failed" | "skipped"> {
  const found = await requestWithInsurer(requestId);
  if (found?.request.status !== "purchased" || found.request.policyNumber || !found.request.insurerReference) return "skipped";
  const path = `/insurance-quotes/${encodeURIComponent(found.request.insurerReference)}/accept`;
  const text = await callInsurer(found, path, { request_id: found.request.uuid, reference: found.request.insurerReference }, options.lastTry ?? false);
  const answer = text === null ? null : parsed(InsurerPurchaseAnswer, text);
  if (!answer) {
    log.warn({ requestId, insurer: found.insurer.name }, "the insurer did not confirm the purchase");
    return "failed";
  }
  const db = await getDb();
  await db.update(insuranceRequests).set({ policyNumber: answer.policy_number, updatedAt: new Date() }).where(eq(insuranceRequests.id, requestId));
  return "confirmed";
}
