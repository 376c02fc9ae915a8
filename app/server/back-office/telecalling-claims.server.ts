import { and, asc, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import { telecallingCalls, telecallingCases, users } from "../../../db/schema";
import { afterCall, CLAIM_LEASE_MS, type CallOutcome } from "~/domain/back-office/telecalling";
import { withinCallingHours } from "~/domain/back-office/calling-hours";
import { now } from "../platform/db/clock.server";
import { getDb } from "../platform/db/db.server";
import { callableNow, type QueueOrder } from "./telecalling-queue.server";

/** A case no one holds: never claimed, released, or its lease run out (machine time, like any lease). */
const free = (adminId: number) => or(isNull(telecallingCases.claimedBy), eq(telecallingCases.claimedBy, adminId), lt(telecallingCases.leaseUntil, sql`now()`));

/**
 * Gives a CSR one consumer to call, in one UPDATE … RETURNING: the case
 * named, or (`caseId` null) the first callable one no one holds, picked with
 * FOR UPDATE SKIP LOCKED so CSRs claiming at once each get another. A case
 * held by someone else is not taken. The CSR's earlier claim, if any, is let
 * go: one consumer at a time. Answers the case's id, or null; outside
 * calling hours (09:00–21:00 India time, business time) always null.
 */
export async function claimCase(adminId: number, caseId: number | null, options: { order?: QueueOrder; product?: string | null } = {}): Promise<number | null> {
  const at = now();
  if (!withinCallingHours(at)) return null;
  const db = await getDb();
  const leaseUntil = new Date(Date.now() + CLAIM_LEASE_MS);
  return db.transaction(async (tx) => {
    const pick = tx
      .select({ id: telecallingCases.id })
      .from(telecallingCases)
      .innerJoin(users, eq(users.id, telecallingCases.userId))
      .where(and(callableNow(at), free(adminId), caseId === null ? undefined : eq(telecallingCases.id, caseId), options.product ? eq(telecallingCases.product, options.product) : undefined))
      .orderBy(...(options.order === "product" ? [sql`${telecallingCases.product} asc nulls last`, asc(telecallingCases.since)] : [asc(telecallingCases.since), asc(telecallingCases.id)]))
      .limit(1)
      .for("update", { of: telecallingCases, skipLocked: true });
    const [claimed] = await tx
      .update(telecallingCases)
      .set({ claimedBy: adminId, leaseUntil, updatedAt: new Date() })
      .where(and(sql`${telecallingCases.id} = (${pick})`, free(adminId)))
      .returning({ id: telecallingCases.id });
    if (!claimed) return null;
    await tx
      .update(telecallingCases)
      .set({ claimedBy: null, leaseUntil: null })
      .where(and(eq(telecallingCases.claimedBy, adminId), ne(telecallingCases.id, claimed.id)));
    return claimed.id;
  });
}

/** The case a CSR holds now (its lease not run out), if any. */
export async function heldCase(adminId: number): Promise<number | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: telecallingCases.id })
    .from(telecallingCases)
    .where(and(eq(telecallingCases.claimedBy, adminId), eq(telecallingCases.state, "open"), sql`${telecallingCases.leaseUntil} > now()`))
    .limit(1);
  return row?.id ?? null;
}

/** Lets a held case go back to the queue as it was. */
export async function releaseCase(adminId: number, caseId: number): Promise<boolean> {
  const db = await getDb();
  const released = await db
    .update(telecallingCases)
    .set({ claimedBy: null, leaseUntil: null, updatedAt: new Date() })
    .where(and(eq(telecallingCases.id, caseId), eq(telecallingCases.claimedBy, adminId)))
    .returning({ id: telecallingCases.id });
  return released.length > 0;
}

/**
 * A call made on a held case: the call is kept (who, when in business time,
 * outcome, note, next call) and the case moves as the outcome says (app/domain/back-office/telecalling
 * afterCall), back on the queue for its next call or closed, and no longer
 * held. A case the CSR no longer holds (another CSR took it once the lease
 * ran out) is refused: null. A call made just before calling hours closed
 * may still be recorded after: the call happened, only new ones may not.
 */
export async function recordCall(adminId: number, caseId: number, call: { outcome: CallOutcome; note: string | null; nextCallAt: Date | null }): Promise<{ state: "open" | "closed" } | null> {
  const db = await getDb();
  const at = now();
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ userId: telecallingCases.userId, attempts: telecallingCases.attempts })
      .from(telecallingCases)
      .where(and(eq(telecallingCases.id, caseId), eq(telecallingCases.claimedBy, adminId), eq(telecallingCases.state, "open")))
      .for("update");
    if (!held) return null;
    const next = afterCall(call.outcome, { attempts: held.attempts, nextCallAt: call.nextCallAt, now: at });
    await tx
      .update(telecallingCases)
      .set({
        state: next.state,
        closedAt: next.state === "closed" ? at : null,
        nextCallAt: next.nextCallAt,
        attempts: next.attempts,
        lastOutcome: call.outcome,
        claimedBy: null,
        leaseUntil: null,
        updatedAt: new Date(),
      })
      .where(eq(telecallingCases.id, caseId));
    await tx.insert(telecallingCalls).values({ caseId, userId: held.userId, adminUserId: adminId, outcome: call.outcome, note: call.note, nextCallAt: next.nextCallAt, createdAt: at });
    return { state: next.state };
  });
}
