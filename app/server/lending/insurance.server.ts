import { and, asc, desc, eq, inArray, isNull, lte } from "drizzle-orm";
import { insuranceRequests, insuranceStatusHistory, lenders } from "../../../db/schema";
import { GUID } from "~/domain/platform/patterns";
import { canMove, INSURER_PRODUCT_TYPE, type ClosedReason, type InsuranceStatus } from "~/domain/lending/insurance";
import type { InsuranceProduct } from "~/domain/products";
import type { InsuranceDetails } from "~/forms/consumer/insurance";
import { now } from "../platform/db/clock.server";
import { getDb, type Tx } from "../platform/db/db.server";
import { enqueue, JOBS } from "../platform/jobs/jobs.server";

type Source = "consumer" | "insurer" | "expiry";
type Changes = Partial<
  Pick<typeof insuranceRequests.$inferInsert, "insurerReference" | "insurerName" | "premium" | "cover" | "quoteValidUntil" | "closedReason" | "insurerNote" | "policyNumber" | "submissionState">
>;

/**
 * The one way a request's status moves (app/domain/lending/insurance canMove): from the
 * status it is in now to the next, with its history row, in the caller's
 * transaction. Nothing happens when the request is no longer in `from` (a
 * second accept, a late answer): answers false.
 */
export async function moveStatus(tx: Tx, id: number, from: InsuranceStatus, to: InsuranceStatus, source: Source, changes: Changes = {}, note: string | null = null): Promise<boolean> {
  if (!canMove(from, to)) return false;
  const [moved] = await tx
    .update(insuranceRequests)
    .set({ ...changes, status: to, updatedAt: new Date() })
    .where(and(eq(insuranceRequests.id, id), eq(insuranceRequests.status, from)))
    .returning({ id: insuranceRequests.id });
  if (moved) await tx.insert(insuranceStatusHistory).values({ insuranceRequestId: id, status: to, source, note, createdAt: now() });
  return Boolean(moved);
}

/**
 * Records an insurance choice with what the insurer needs for its quote, and
 * sends it to the best-ranked insurer by the job queue, in one transaction
 * (docs/decisions/062). Without an insurer switched on it waits as requested.
 */
export async function createInsuranceRequest(input: { userId: number; prospectId: number | null; product: InsuranceProduct; details: InsuranceDetails }): Promise<string> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [insurer] = await tx
      .select({ id: lenders.id })
      .from(lenders)
      .where(and(eq(lenders.productType, INSURER_PRODUCT_TYPE), eq(lenders.lenderStatus, 1), isNull(lenders.deletedAt)))
      .orderBy(desc(lenders.priority), asc(lenders.id))
      .limit(1);
    // Business time: the admin dashboard counts a quote request on its day in India.
    const at = now();
    const [row] = await tx
      .insert(insuranceRequests)
      .values({
        userId: input.userId,
        prospectApplicationId: input.prospectId,
        product: input.product,
        details: input.details,
        insurerId: insurer?.id ?? null,
        submissionState: insurer ? "queued" : null,
        createdAt: at,
      })
      .returning({ id: insuranceRequests.id, uuid: insuranceRequests.uuid });
    await tx.insert(insuranceStatusHistory).values({ insuranceRequestId: row.id, status: "quote_requested", source: "consumer", createdAt: at });
    if (insurer) await enqueue(JOBS.insuranceQuote, { requestId: row.id }, { tx });
    return row.uuid;
  });
}

/** Quotes past their validity are closed as expired (by the housekeeping job, and before a consumer or an admin reads or acts on them). */
export async function closeExpiredQuotes(userId?: number): Promise<number> {
  const db = await getDb();
  const due = await db
    .select({ id: insuranceRequests.id })
    .from(insuranceRequests)
    .where(and(eq(insuranceRequests.status, "quoted"), lte(insuranceRequests.quoteValidUntil, now()), userId === undefined ? undefined : eq(insuranceRequests.userId, userId)));
  let closed = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => moveStatus(tx, id, "quoted", "closed", "expiry", { closedReason: "expired" satisfies ClosedReason }))) closed++;
  }
  return closed;
}

/** The consumer's insurance requests, newest first, with their quotes and status history, for the status page. */
export async function insuranceRequestsOf(userId: number) {
  await closeExpiredQuotes(userId);
  const db = await getDb();
  const rows = await db
    .select({
      id: insuranceRequests.id,
      uuid: insuranceRequests.uuid,
      product: insuranceRequests.product,
      details: insuranceRequests.details,
      status: insuranceRequests.status,
      createdAt: insuranceRequests.createdAt,
      insurerName: insuranceRequests.insurerName,
      premium: insuranceRequests.premium,
      cover: insuranceRequests.cover,
      quoteValidUntil: insuranceRequests.quoteValidUntil,
      closedReason: insuranceRequests.closedReason,
      insurerNote: insuranceRequests.insurerNote,
      policyNumber: insuranceRequests.policyNumber,
    })
    .from(insuranceRequests)
    .where(eq(insuranceRequests.userId, userId))
    .orderBy(desc(insuranceRequests.id));
  const history = rows.length
    ? await db
        .select({ requestId: insuranceStatusHistory.insuranceRequestId, status: insuranceStatusHistory.status, createdAt: insuranceStatusHistory.createdAt })
        .from(insuranceStatusHistory)
        .where(
          inArray(
            insuranceStatusHistory.insuranceRequestId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(desc(insuranceStatusHistory.id))
    : [];
  return rows.map(({ id, ...r }) => ({
    ...r,
    product: r.product as InsuranceProduct,
    status: r.status as InsuranceStatus,
    closedReason: r.closedReason as ClosedReason | null,
    history: history.filter((h) => h.requestId === id).map((h) => ({ status: h.status as InsuranceStatus, createdAt: h.createdAt })),
  }));
}

export type QuoteDecision = "purchased" | "alreadyPurchased" | "declined" | "expired" | "notQuoted" | "notFound";

/** The consumer's own request, locked for the decision; another's reads as none. */
async function ownRequest(tx: Tx, userId: number, uuid: string) {
  const [row] = await tx
    .select({ id: insuranceRequests.id, status: insuranceRequests.status, quoteValidUntil: insuranceRequests.quoteValidUntil })
    .from(insuranceRequests)
    .where(and(eq(insuranceRequests.uuid, uuid), eq(insuranceRequests.userId, userId)))
    .for("update");
  return row ?? null;
}

/**
 * The consumer accepts the insurer's quote: purchased, and the insurer told
 * by the queue (which brings back the policy number), in one transaction. A
 * second accept changes nothing; a quote past its validity closes as expired.
 */
export async function acceptQuote(userId: number, uuid: string): Promise<QuoteDecision> {
  if (!GUID.test(uuid)) return "notFound";
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await ownRequest(tx, userId, uuid);
    if (!row) return "notFound";
    if (row.status === "purchased") return "alreadyPurchased";
    if (row.status !== "quoted") return "notQuoted";
    if (row.quoteValidUntil && row.quoteValidUntil <= now()) {
      await moveStatus(tx, row.id, "quoted", "closed", "expiry", { closedReason: "expired" });
      return "expired";
    }
    await moveStatus(tx, row.id, "quoted", "purchased", "consumer");
    await enqueue(JOBS.insurancePurchase, { requestId: row.id }, { tx });
    return "purchased";
  });
}

/** The consumer declines: the request closes, whether quoted or still waiting for its quote. */
export async function declineQuote(userId: number, uuid: string): Promise<QuoteDecision> {
  if (!GUID.test(uuid)) return "notFound";
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await ownRequest(tx, userId, uuid);
    if (!row) return "notFound";
    const from = row.status as InsuranceStatus;
    if (!canMove(from, "closed")) return from === "purchased" ? "alreadyPurchased" : "declined";
    await moveStatus(tx, row.id, from, "closed", "consumer", { closedReason: "declined_consumer" });
    return "declined";
  });
}
