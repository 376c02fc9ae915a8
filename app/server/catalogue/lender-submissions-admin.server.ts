import { and, count, desc, eq, inArray } from "drizzle-orm";
import { creditApplications, lenderEvents, lenderSubmissionAttempts } from "../../../db/schema";
import { isSubmissionReason } from "~/domain/lending/lender-integration";
import { GUID } from "~/domain/platform/patterns";
import type { CommandResult } from "../platform/http/command.server";
import { recordAdminChange, SYSTEM, type Actor } from "../admin/admin-audit.server";
import { getDb } from "../platform/db/db.server";
import { latestVisitOf } from "../lending/gold-visits.server";
import { queueSubmission } from "../lending/lender-handoff.server";

const SHOWN = 100;

/** A lender's latest applications with where each hand-off stands, its tries and its last answer (the admin's submissions page). */
export async function lenderSubmissions(lenderId: number) {
  const db = await getDb();
  const apps = await db
    .select({
      id: creditApplications.id,
      uuid: creditApplications.uuid,
      status: creditApplications.status,
      submissionState: creditApplications.submissionState,
      createdAt: creditApplications.createdAt,
    })
    .from(creditApplications)
    .where(eq(creditApplications.lenderId, lenderId))
    .orderBy(desc(creditApplications.id))
    .limit(SHOWN);
  if (!apps.length) return [];
  const ids = apps.map((a) => a.id);
  const [tries, latest] = await Promise.all([
    db
      .select({ id: lenderSubmissionAttempts.creditApplicationId, n: count() })
      .from(lenderSubmissionAttempts)
      .where(inArray(lenderSubmissionAttempts.creditApplicationId, ids))
      .groupBy(lenderSubmissionAttempts.creditApplicationId),
    db
      .selectDistinctOn([lenderSubmissionAttempts.creditApplicationId], {
        id: lenderSubmissionAttempts.creditApplicationId,
        outcome: lenderSubmissionAttempts.outcome,
        httpStatus: lenderSubmissionAttempts.httpStatus,
      })
      .from(lenderSubmissionAttempts)
      .where(inArray(lenderSubmissionAttempts.creditApplicationId, ids))
      .orderBy(lenderSubmissionAttempts.creditApplicationId, desc(lenderSubmissionAttempts.id)),
  ]);
  const tryCount = new Map(tries.map((t) => [t.id, t.n]));
  const last = new Map(latest.map((l) => [l.id, l]));
  return apps.map((a) => ({
    uuid: a.uuid,
    status: a.status,
    submissionState: a.submissionState,
    createdAt: a.createdAt.toISOString(),
    attempts: tryCount.get(a.id) ?? 0,
    lastOutcome: last.get(a.id)?.outcome ?? null,
    lastHttpStatus: last.get(a.id)?.httpStatus ?? null,
  }));
}

/** One application of this lender: every submission attempt and every webhook call about it, newest first. */
export async function submissionDetails(lenderId: number, uuid: string) {
  if (!GUID.test(uuid)) return null;
  const db = await getDb();
  const [app] = await db
    .select({ id: creditApplications.id, uuid: creditApplications.uuid })
    .from(creditApplications)
    .where(and(eq(creditApplications.uuid, uuid), eq(creditApplications.lenderId, lenderId)));
  if (!app) return null;
  const [attempts, events, visit] = await Promise.all([
    db.select().from(lenderSubmissionAttempts).where(eq(lenderSubmissionAttempts.creditApplicationId, app.id)).orderBy(desc(lenderSubmissionAttempts.id)),
    db.select().from(lenderEvents).where(eq(lenderEvents.creditApplicationId, app.id)).orderBy(desc(lenderEvents.id)),
    latestVisitOf(app.id),
  ]);
  return {
    uuid: app.uuid,
    // A gold application's visit, as the lender was sent it.
    visit: visit ? { kind: visit.kind as "branch" | "home", date: visit.visitDate, timeWindow: visit.timeWindow as "morning" | "afternoon" | "evening" } : null,
    // Only a reason in our own words is shown; a row kept from before that rule shows none (docs/decisions/036).
    attempts: attempts.map((a) => ({
      id: a.id,
      at: a.createdAt.toISOString(),
      outcome: a.outcome,
      httpStatus: a.httpStatus,
      reason: isSubmissionReason(a.detail) ? a.detail : null,
      trigger: a.trigger,
    })),
    events: events.map((e) => ({ id: e.id, at: e.createdAt.toISOString(), eventId: e.eventId, status: e.status, outcome: e.outcome })),
  };
}

/** An admin's retry of a failed submission: queued again, sent by the queue like the first time. */
export async function retrySubmissionCommand(lenderId: number, uuid: unknown, by: Actor = SYSTEM): Promise<CommandResult> {
  if (typeof uuid !== "string" || !GUID.test(uuid)) return { ok: false, status: 400, message: "admin:validation.invalid" };
  const db = await getDb();
  const queued = await db.transaction(async (tx) => {
    const sent = await queueSubmission(tx, and(eq(creditApplications.uuid, uuid), eq(creditApplications.lenderId, lenderId))!, "failed", { trigger: "admin" });
    // Which application went to the lender again: its reference, nothing of its consumer.
    if (sent) await recordAdminChange(tx, { ...by, subject: "lender", subjectId: lenderId, action: "resend", after: { application: uuid } });
    return sent;
  });
  return queued ? { ok: true, message: "admin:submissions.retried", data: null } : { ok: false, status: 409, message: "admin:submissions.notFailed" };
}
