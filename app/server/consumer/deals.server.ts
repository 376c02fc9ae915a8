import { and, desc, eq, exists, gte, isNull, lte, sql } from "drizzle-orm";
import { dealCodes, deals } from "../../../db/schema";
import { istToday } from "~/domain/back-office/date-range";
import { dealState, isClaimable, type DealState } from "~/domain/consumer/deals";
import { now } from "../platform/db/clock.server";
import { getDb, isUniqueViolation, type Db } from "../platform/db/db.server";

/**
 * Deals and their voucher codes (docs/decisions/059): the public list, one
 * deal as a consumer sees it, the admin catalogue, and the claim. "Today" is
 * the business clock's day in India (decision 032), so tests can pin it.
 */

export interface Deal {
  id: number;
  merchant: string;
  title: string;
  description: string;
  discount: string;
  startsOn: string;
  endsOn: string;
  imageUrl: string | null;
  active: boolean;
}

const DEAL_COLUMNS = {
  id: deals.id,
  merchant: deals.merchant,
  title: deals.title,
  description: deals.description,
  discount: deals.discount,
  startsOn: deals.startsOn,
  endsOn: deals.endsOn,
  imageUrl: deals.imageUrl,
  active: deals.active,
};

/** Today in India, by the business clock. */
export const dealToday = () => istToday(now());

// Written with the tables' names: in a query of one table Drizzle leaves a column unqualified, which the subquery would read as its own.
const codesLeft = sql<number>`(select count(*)::int from ${dealCodes} c where c.deal_id = ${deals}.id and c.consumer_id is null)`;
const codesTotal = sql<number>`(select count(*)::int from ${dealCodes} c where c.deal_id = ${deals}.id)`;
/** On, started and not ended on `today`. */
const running = (today: string) => and(eq(deals.active, true), lte(deals.startsOn, today), gte(deals.endsOn, today));

/** The deals a visitor may claim today: on, running and with a code left; the newest first. */
export async function liveDeals(today = dealToday()): Promise<Deal[]> {
  const db = await getDb();
  return db
    .select(DEAL_COLUMNS)
    .from(deals)
    .where(and(running(today), sql`${codesLeft} > 0`))
    .orderBy(desc(deals.id));
}

export interface DealView {
  deal: Deal;
  /** The code this consumer claimed, if any: shown on every later visit, even after the deal ends. */
  code: string | null;
  /** Whether a claim could succeed today: running, with a code left. */
  claimable: boolean;
  /** Running, but every code is taken. */
  soldOut: boolean;
}

/** One deal as a visitor sees it; null when it is not running and they hold no code of it (not theirs to see). */
export async function dealForVisitor(dealId: number, consumerId: number | null, today = dealToday()): Promise<DealView | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ...DEAL_COLUMNS, left: codesLeft })
    .from(deals)
    .where(eq(deals.id, dealId));
  if (!row) return null;
  const { left, ...deal } = row;
  const code = consumerId === null ? null : await codeOf(db, dealId, consumerId);
  const open = isClaimable(deal, today);
  if (!open && !code) return null;
  return { deal, code, claimable: open && left > 0, soldOut: open && left === 0 };
}

async function codeOf(db: Db, dealId: number, consumerId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: dealCodes.code })
    .from(dealCodes)
    .where(and(eq(dealCodes.dealId, dealId), eq(dealCodes.consumerId, consumerId)));
  return row?.code ?? null;
}

export type ClaimOutcome = { kind: "claimed" | "already"; code: string } | { kind: "none-left" } | { kind: "not-live" };

/**
 * A consumer's claim: their code of the deal if they hold one, else the first
 * free code, taken in one UPDATE whose pick is FOR UPDATE SKIP LOCKED (claims
 * at once each lock another code, none waits for another's) and only while
 * the deal runs. The unique (deal, consumer) index refuses a second code to
 * the same consumer claiming twice at once: that claim answers the first's code.
 */
export async function claimDealCode(dealId: number, consumerId: number, today = dealToday()): Promise<ClaimOutcome> {
  const db = await getDb();
  const held = await codeOf(db, dealId, consumerId);
  if (held) return { kind: "already", code: held };
  const liveDeal = db
    .select({ one: sql`1` })
    .from(deals)
    .where(and(eq(deals.id, dealId), running(today)));
  const pick = db
    .select({ id: dealCodes.id })
    .from(dealCodes)
    .where(and(eq(dealCodes.dealId, dealId), isNull(dealCodes.consumerId), exists(liveDeal)))
    .orderBy(dealCodes.id)
    .limit(1)
    .for("update", { skipLocked: true });
  try {
    const [taken] = await db
      .update(dealCodes)
      .set({ consumerId, claimedAt: now() })
      .where(and(sql`${dealCodes.id} = (${pick})`, isNull(dealCodes.consumerId)))
      .returning({ code: dealCodes.code });
    if (taken) return { kind: "claimed", code: taken.code };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const first = await codeOf(db, dealId, consumerId);
    if (first) return { kind: "already", code: first };
    throw error;
  }
  const [deal] = await db.select(DEAL_COLUMNS).from(deals).where(eq(deals.id, dealId));
  return deal && isClaimable(deal, today) ? { kind: "none-left" } : { kind: "not-live" };
}

export interface AdminDealRow extends Deal {
  codesTotal: number;
  codesLeft: number;
  state: DealState;
}

/** The admin catalogue (or the one deal named): every deal, newest first, with its codes left of all and where it stands today. */
export async function adminDealRows(today = dealToday(), dealId?: number): Promise<AdminDealRow[]> {
  const db = await getDb();
  const rows = await db
    .select({ ...DEAL_COLUMNS, codesTotal, codesLeft })
    .from(deals)
    .where(dealId === undefined ? undefined : eq(deals.id, dealId))
    .orderBy(desc(deals.id));
  return rows.map((row) => ({ ...row, state: dealState(row, today) }));
}

/** One deal of the catalogue, or null. */
export const adminDeal = async (dealId: number, today = dealToday()): Promise<AdminDealRow | null> => (await adminDealRows(today, dealId))[0] ?? null;
