import { and, asc, eq, isNull, lte } from "drizzle-orm";
import { creditApplications, lenderEvents, lenders } from "../../../db/schema";
import { checkSignature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from "~/domain/lending/lender-signature";
import { LenderEvent } from "~/domain/lending/lender-integration";
import { getDb, type Tx } from "../platform/db/db.server";
import { enqueue, JOBS } from "../platform/jobs/jobs.server";
import { lenderEndpoint } from "./lender-submission.server";
import { applyReportedStatus } from "./loans/lender-report.server";
import { hitRateLimit } from "../platform/http/rate-limit.server";

const BODY_KEPT = 2000;
/** What a refused call keeps of its body: enough to see what a lender sent, little enough that a flood of forged calls stays small. */
const REFUSED_BODY_KEPT = 512;
const REFUSALS_KEPT = 120;

/** A refused body as PostgreSQL can keep it: a NUL, which it refuses in text, is shown as the symbol ␀. */
const keptText = (text: string) => text.replaceAll("\u0000", "\u2400");

/** The status and the message key (api namespace) of the answer. */
export type WebhookAnswer = { status: 202 | 400 | 401 | 404 | 409; message: string };

/**
 * A lender's webhook call (POST /api/lender-webhook/{lender}). Refused, and
 * changing nothing but the record of the refusal: a bad or missing signature
 * (401), one older than five minutes (401), an event id already applied (409:
 * a replay), an application that is not this lender's (404). An accepted event
 * is stored and its status applied by the queue, after this answer.
 */
export async function receiveLenderEvent(lenderName: string, headers: Headers, body: string): Promise<WebhookAnswer> {
  const db = await getDb();
  const [lender] = await db.select({ id: lenders.id, name: lenders.name, apiUrl: lenders.apiUrl, apiSecret: lenders.apiSecret }).from(lenders).where(eq(lenders.name, lenderName));
  if (!lender) return { status: 404, message: "api:messages.unknownLender" };
  // Refusals are kept for the admins, but no more than REFUSALS_KEPT a minute per lender, REFUSED_BODY_KEPT characters
  // each, for a week (purgeExpired): a flood of forged calls cannot fill the table.
  const record = async (outcome: string, extra: { eventId?: string; status?: string; creditApplicationId?: number } = {}) => {
    if (!(await hitRateLimit(`lender-webhook-refused:${lender.id}`, REFUSALS_KEPT, 60)).allowed) return;
    await db.insert(lenderEvents).values({ lenderId: lender.id, outcome, body: keptText(body.slice(0, REFUSED_BODY_KEPT)), ...extra });
  };
  const endpoint = lenderEndpoint(lender);
  const check = endpoint ? checkSignature(endpoint.secret, { signature: headers.get(SIGNATURE_HEADER), timestamp: headers.get(TIMESTAMP_HEADER) }, body) : "signature";
  if (check !== "ok") {
    await record(check);
    return { status: 401, message: check === "stale" ? "api:messages.staleSignature" : "api:messages.badSignature" };
  }
  let event: LenderEvent;
  try {
    event = LenderEvent.parse(JSON.parse(body));
  } catch {
    await record("invalid");
    return { status: 400, message: "api:messages.invalidEvent" };
  }
  const [app] = await db
    .select({ id: creditApplications.id })
    .from(creditApplications)
    .where(and(eq(creditApplications.uuid, event.application_id), eq(creditApplications.lenderId, lender.id)));
  if (!app) {
    await record("unknown-application", { eventId: event.event_id, status: event.status });
    return { status: 404, message: "api:messages.unknownApplication" };
  }
  try {
    await db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(lenderEvents)
        .values({ lenderId: lender.id, creditApplicationId: app.id, eventId: event.event_id, status: event.status, outcome: "accepted", body: body.slice(0, BODY_KEPT) })
        .returning({ id: lenderEvents.id });
      await enqueue(JOBS.lenderEvent, { eventId: stored.id }, { tx });
    });
  } catch (error) {
    const failure = error as { code?: string; cause?: { code?: string } };
    if ((failure.code ?? failure.cause?.code) !== "23505") throw error;
    await record("replay", { eventId: event.event_id, status: event.status, creditApplicationId: app.id });
    return { status: 409, message: "api:messages.eventReplayed" };
  }
  return { status: 202, message: "api:messages.accepted" };
}

/**
 * The queue's half: an accepted event's status on the application (forward
 * moves only, every report in the history) and a disbursal's figures. Events
 * of one application are applied in the order they came: with the row locked,
 * any earlier one whose job has not run yet (held up by a database outage or
 * a restart, or running beside this one in a batch) is applied first, so an
 * "approved" the lender sent before its "disbursed" is never taken for a late one.
 */
export async function applyLenderEvent(eventId: number): Promise<void> {
  const db = await getDb();
  const [row] = await db.select().from(lenderEvents).where(eq(lenderEvents.id, eventId));
  if (!row || row.processedAt || !row.creditApplicationId) return;
  const applicationId = row.creditApplicationId;
  await db.transaction(async (tx) => {
    await tx.select({ id: creditApplications.id }).from(creditApplications).where(eq(creditApplications.id, applicationId)).for("update");
    // Read again under the lock: another job may have applied this one meanwhile.
    const pending = await tx
      .select()
      .from(lenderEvents)
      .where(and(eq(lenderEvents.creditApplicationId, applicationId), eq(lenderEvents.outcome, "accepted"), isNull(lenderEvents.processedAt), lte(lenderEvents.id, eventId)))
      .orderBy(asc(lenderEvents.id));
    for (const pendingRow of pending) {
      // An earlier event that cannot be read is left to its own job, which fails and says so; it does not hold up this one.
      const event = storedEvent(pendingRow.body, pendingRow.id === eventId);
      if (event) await applyOne(tx, applicationId, pendingRow.id, event);
    }
  });
}

function storedEvent(body: string | null, mustRead: boolean): LenderEvent | null {
  try {
    return LenderEvent.parse(JSON.parse(body ?? "{}"));
  } catch (error) {
    if (mustRead) throw error;
    return null;
  }
}

async function applyOne(tx: Tx, applicationId: number, eventId: number, event: LenderEvent) {
  const changed = await applyReportedStatus(tx, applicationId, event);
  const patch: Partial<typeof creditApplications.$inferInsert> = { submissionState: "sent" };
  if (event.reference) patch.lenderReference = event.reference;
  if (changed && event.status === "rejected") patch.decisionReason = event.reason ?? null;
  if (changed) patch.nextStepUrl = event.next_step_url ?? null;
  await tx.update(creditApplications).set(patch).where(eq(creditApplications.id, applicationId));
  await tx.update(lenderEvents).set({ processedAt: new Date() }).where(eq(lenderEvents.id, eventId));
}
