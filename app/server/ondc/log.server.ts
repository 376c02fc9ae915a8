import { and, asc, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { ondcMessages, ondcTransactions } from "../../../db/schema";
import { logFile, type LogFile } from "~/domain/ondc/log-payload";
import { getConfig } from "../platform/db/config.server";
import { getDb, type Tx } from "../platform/db/db.server";

/**
 * The log of every ONDC message, both directions (docs/decisions/102). Bounded: a transaction holds at most
 * MAX_MESSAGES messages and MAX_BYTES of them (a personal loan's whole flow is some forty messages of a few
 * kilobytes each), so a participant that keeps calling cannot fill the database.
 */
export const MAX_MESSAGES = 200;
export const MAX_BYTES = 4 * 1024 * 1024;

export interface MessageRecord {
  transactionId: string;
  direction: "sent" | "received";
  action: string;
  messageId: string;
  senderId: string;
  bppId: string | null;
  body: Record<string, unknown>;
  bytes: number;
  outcome: string;
}

/**
 * A transaction's counters moved on by one message, within the bounds: its row id, or null when it is full
 * (or, with `create` false, unknown). A sent search opens the transaction; callbacks only join one.
 */
export async function countMessage(tx: Tx, transactionId: string, bytes: number, create: { userId: number | null } | false): Promise<number | null> {
  if (create) {
    await tx.insert(ondcTransactions).values({ transactionId, userId: create.userId }).onConflictDoNothing({ target: ondcTransactions.transactionId });
  }
  const [row] = await tx
    .update(ondcTransactions)
    .set({ messageCount: sql`${ondcTransactions.messageCount} + 1`, bytes: sql`${ondcTransactions.bytes} + ${bytes}`, lastMessageAt: sql`now()` })
    .where(and(eq(ondcTransactions.transactionId, transactionId), lt(ondcTransactions.messageCount, MAX_MESSAGES), sql`${ondcTransactions.bytes} + ${bytes} <= ${MAX_BYTES}`))
    .returning({ id: ondcTransactions.id });
  return row?.id ?? null;
}

export async function transactionExists(transactionId: string): Promise<boolean> {
  const [row] = await (await getDb()).select({ id: ondcTransactions.id }).from(ondcTransactions).where(eq(ondcTransactions.transactionId, transactionId));
  return Boolean(row);
}

/** Stores one message in the transaction counted for it; answers its row id. */
export async function storeMessage(tx: Tx, ondcTransactionId: number, m: MessageRecord): Promise<number> {
  const [row] = await tx
    .insert(ondcMessages)
    .values({ ondcTransactionId, direction: m.direction, action: m.action, messageId: m.messageId, senderId: m.senderId, bppId: m.bppId, body: m.body, bytes: m.bytes, outcome: m.outcome })
    .returning({ id: ondcMessages.id });
  return row.id;
}

export async function setOutcome(messageRowId: number, outcome: string): Promise<void> {
  await (await getDb()).update(ondcMessages).set({ outcome }).where(eq(ondcMessages.id, messageRowId));
}

export interface TransactionRow {
  transactionId: string;
  flow: string;
  bppId: string | null;
  messageCount: number;
  bytes: number;
  createdAt: Date;
  lastMessageAt: Date;
  hasApplication: boolean;
}

/** The newest transactions first, a page at a time. */
export async function listTransactions(limit = 100, offset = 0): Promise<TransactionRow[]> {
  const rows = await (await getDb())
    .select({
      transactionId: ondcTransactions.transactionId,
      flow: ondcTransactions.flow,
      bppId: ondcTransactions.bppId,
      messageCount: ondcTransactions.messageCount,
      bytes: ondcTransactions.bytes,
      createdAt: ondcTransactions.createdAt,
      lastMessageAt: ondcTransactions.lastMessageAt,
      applicationId: ondcTransactions.creditApplicationId,
    })
    .from(ondcTransactions)
    .orderBy(desc(ondcTransactions.lastMessageAt), desc(ondcTransactions.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ applicationId, ...r }) => ({ ...r, hasApplication: applicationId !== null }));
}

/**
 * One transaction's log in the shape ONDC's log verification takes; null when there is no such transaction.
 * With the lender chosen, only its messages and the search are in it (other lenders' catalogues are no part of
 * this loan's flow); before that, every message.
 */
export async function transactionLog(transactionId: string): Promise<LogFile | null> {
  const db = await getDb();
  const [t] = await db.select().from(ondcTransactions).where(eq(ondcTransactions.transactionId, transactionId));
  if (!t) return null;
  const messages = await db
    .select({ action: ondcMessages.action, body: ondcMessages.body })
    .from(ondcMessages)
    .where(and(eq(ondcMessages.ondcTransactionId, t.id), t.bppId ? or(isNull(ondcMessages.bppId), eq(ondcMessages.bppId, t.bppId)) : undefined))
    .orderBy(asc(ondcMessages.id));
  // Every message of a transaction names the same buyer app: ours when it was sent.
  const bapId = String((messages[0]?.body.context as { bap_id?: unknown } | undefined)?.bap_id ?? "");
  return logFile({ flow: t.flow, bapId, bppId: t.bppId, messages });
}

/** The lender a transaction goes on with: set by the first request that names one. */
export async function chooseLender(tx: Tx, ondcTransactionId: number, bppId: string): Promise<void> {
  await tx
    .update(ondcTransactions)
    .set({ bppId })
    .where(and(eq(ondcTransactions.id, ondcTransactionId), isNull(ondcTransactions.bppId)));
}

/** The housekeeping's part: transactions that never became an application, past ONDC_LOG_DAYS. */
export async function purgeUnusedTransactions(now: Date): Promise<number> {
  const before = new Date(now.getTime() - getConfig().ONDC_LOG_DAYS * 24 * 3_600_000);
  const gone = await (await getDb())
    .delete(ondcTransactions)
    .where(and(isNull(ondcTransactions.creditApplicationId), lt(ondcTransactions.lastMessageAt, before)))
    .returning({ id: ondcTransactions.id });
  return gone.length;
}
