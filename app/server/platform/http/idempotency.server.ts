import { and, eq, lt, sql } from "drizzle-orm";
import { idempotencyKeys } from "../../../../db/schema";
import { getDb } from "../db/db.server";

/** How long a caller's Idempotency-Key and its first answer are kept (docs/decisions/076). */
export const IDEMPOTENCY_KEEP_MS = 24 * 3_600_000;

export type IdempotencyClaim =
  /** The first request with this key: do the work, then `saveAnswer` (or `release` it). */
  | { kind: "first" }
  /** The work was done: answer this again. */
  | { kind: "replay"; status: number; contentType: string | null; body: string }
  /** The key came with another request. */
  | { kind: "mismatch" }
  /** The first request with this key is still at work. */
  | { kind: "busy" };

/**
 * Claims a caller's key for one request (its hash): the row is inserted by
 * exactly one of any requests that race, which does the work; the others see
 * it at work (busy), done (replay), or taken by another request (mismatch).
 * A key older than 24 h is forgotten first, as housekeeping would.
 */
export async function claimIdempotencyKey(caller: string, key: string, requestHash: string, now = new Date()): Promise<IdempotencyClaim> {
  const db = await getDb();
  const mine = and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key));
  await db.delete(idempotencyKeys).where(and(mine, lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEEP_MS))));
  const inserted = await db.insert(idempotencyKeys).values({ caller, key, requestHash, createdAt: now }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: "first" };
  const [row] = await db.select().from(idempotencyKeys).where(mine).limit(1);
  // Gone between the two statements (its first request failed and released it): the caller may try again.
  if (!row) return { kind: "busy" };
  if (row.requestHash !== requestHash) return { kind: "mismatch" };
  if (row.status === null || row.body === null) return { kind: "busy" };
  return { kind: "replay", status: row.status, contentType: row.contentType, body: row.body };
}

/** Keeps the first answer to a claimed key, to be answered again. */
export async function saveIdempotentAnswer(caller: string, key: string, answer: { status: number; contentType: string | null; body: string }): Promise<void> {
  const db = await getDb();
  await db
    .update(idempotencyKeys)
    .set({ status: answer.status, contentType: answer.contentType, body: answer.body })
    .where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key)));
}

/** Lets go of a claimed key whose work failed or was not done (a 5xx, a 409, a 429): a retry with it does the work. */
export async function releaseIdempotencyKey(caller: string, key: string): Promise<void> {
  const db = await getDb();
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key), sql`${idempotencyKeys.status} is null`));
}

/** Housekeeping: forgets keys older than 24 h; answers how many. */
export async function purgeIdempotencyKeys(now = new Date()): Promise<number> {
  const db = await getDb();
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEEP_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
