import { and, asc, count, desc, eq, gte, lte, sql, sum } from "drizzle-orm";
import { creditApplications, earnings, lenderRevenueEntries, partners } from "../../../db/schema";
import { partnerCommission, revenueEarned } from "~/domain/lending/revenue";
import type { Db } from "../platform/db/db.server";
import { getDb } from "../platform/db/db.server";

/**
 * Money follows disbursal (docs/decisions/018-uploads-and-earnings.md): a
 * disbursed application earns its lender's revenue by the slabs
 * (app/domain/lending/revenue.ts) and the partner that brought the consumer its
 * commission. One row of each per application, recomputed when its
 * disbursal is corrected by a later MIS file.
 */

export interface Disbursal {
  creditApplicationId: number;
  lenderId: number;
  partnerId: number | null;
  amount: number;
  /** YYYY-MM-DD */
  day: string;
}

/** The calendar month of a day, as its first and last day: the period of the slab figures. */
function monthOf(day: string): [string, string] {
  const [y, m] = day.split("-").map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, "0");
  return [`${y}-${mm}-01`, `${y}-${mm}-${String(last).padStart(2, "0")}`];
}

/**
 * The lender's revenue and the partner's commission of each disbursal, in
 * the caller's transaction, after the disbursals are written: the period
 * figures (how many of the lender's applications were disbursed in the
 * month, their average ticket size) include the whole file. A disbursal a
 * lender reported by webhook comes from no file: `dataFileId` null.
 */
export async function recordDisbursalEarnings(tx: Db, disbursals: Disbursal[], dataFileId: number | null) {
  const periods = new Map<string, { disbursedCount: number; averageTicketSize: number }>();
  const slabsOf = new Map<number, (typeof lenderRevenueEntries.$inferSelect)[]>();
  const terms = new Map<number, { revenuePercent: number | null; revenueFlatFee: number | null }>();
  for (const d of disbursals) {
    const [from, to] = monthOf(d.day);
    const key = `${d.lenderId}:${from}`;
    if (!periods.has(key)) {
      const [row] = await tx
        .select({ n: count(), total: sum(creditApplications.disbursedAmount) })
        .from(creditApplications)
        .where(and(eq(creditApplications.lenderId, d.lenderId), eq(creditApplications.status, "disbursed"), gte(creditApplications.disbursedOn, from), lte(creditApplications.disbursedOn, to)));
      const n = Number(row?.n ?? 0);
      periods.set(key, { disbursedCount: n, averageTicketSize: n ? Math.round((Number(row?.total ?? 0) / n) * 100) / 100 : 0 });
    }
    if (!slabsOf.has(d.lenderId)) {
      slabsOf.set(
        d.lenderId,
        await tx.select().from(lenderRevenueEntries).where(eq(lenderRevenueEntries.lenderId, d.lenderId)).orderBy(asc(lenderRevenueEntries.sortOrder), asc(lenderRevenueEntries.id)),
      );
    }
    const earned = revenueEarned(slabsOf.get(d.lenderId)!, { disbursedAmount: d.amount, ...periods.get(key)! });
    const revenue = { lenderId: d.lenderId, partnerId: null, baseAmount: d.amount, amount: earned.revenue, revenueEntryId: earned.slab?.id ?? null, earnedOn: d.day, dataFileId };
    await tx
      .insert(earnings)
      .values({ kind: "lender_revenue", creditApplicationId: d.creditApplicationId, ...revenue })
      .onConflictDoUpdate({ target: [earnings.creditApplicationId, earnings.kind], set: { ...revenue, createdAt: sql`now()` } });

    if (d.partnerId === null) continue;
    if (!terms.has(d.partnerId)) {
      const [p] = await tx.select({ revenuePercent: partners.revenuePercent, revenueFlatFee: partners.revenueFlatFee }).from(partners).where(eq(partners.id, d.partnerId));
      terms.set(d.partnerId, p ?? { revenuePercent: null, revenueFlatFee: null });
    }
    const commission = partnerCommission(terms.get(d.partnerId)!, d.amount);
    if (commission === null) continue;
    const row = { lenderId: d.lenderId, partnerId: d.partnerId, baseAmount: d.amount, amount: commission, revenueEntryId: null, earnedOn: d.day, dataFileId };
    await tx
      .insert(earnings)
      .values({ kind: "partner_commission", creditApplicationId: d.creditApplicationId, ...row })
      .onConflictDoUpdate({ target: [earnings.creditApplicationId, earnings.kind], set: { ...row, createdAt: sql`now()` } });
  }
}

export interface EarningView {
  uuid: string;
  kind: string;
  creditapp_uuid: string | null;
  base_amount: number | null;
  amount: number;
  reason: string | null;
  earned_on: string;
}

export interface EarningsSummary {
  total: number;
  count: number;
  recent: EarningView[];
}

const RECENT = 10;

async function summary(where: ReturnType<typeof and>): Promise<EarningsSummary> {
  const db = await getDb();
  const [[totals], recent] = await Promise.all([
    db
      .select({ n: count(), total: sum(earnings.amount) })
      .from(earnings)
      .where(where),
    db
      .select({
        uuid: earnings.uuid,
        kind: earnings.kind,
        creditapp_uuid: creditApplications.uuid,
        base_amount: earnings.baseAmount,
        amount: earnings.amount,
        reason: earnings.reason,
        earned_on: earnings.earnedOn,
      })
      .from(earnings)
      .leftJoin(creditApplications, eq(creditApplications.id, earnings.creditApplicationId))
      .where(where)
      .orderBy(desc(earnings.earnedOn), desc(earnings.id))
      .limit(RECENT),
  ]);
  return { total: Math.round(Number(totals?.total ?? 0) * 100) / 100, count: Number(totals?.n ?? 0), recent };
}

/** A lender's revenue: the total, how many disbursals earned it, the latest ones. */
export function lenderEarnings(lenderId: number): Promise<EarningsSummary> {
  return summary(and(eq(earnings.lenderId, lenderId), eq(earnings.kind, "lender_revenue")));
}

/**
 * A partner's commission: on disbursals and its adjustments together; with
 * `days`, only what was earned on those days (YYYY-MM-DD, both included),
 * as the partner's dashboard shows it.
 */
export function partnerEarnings(partnerId: number, days?: { from: string; to: string }): Promise<EarningsSummary> {
  return summary(
    and(
      eq(earnings.partnerId, partnerId),
      sql`${earnings.kind} in ('partner_commission', 'commission_adjustment')`,
      days ? gte(earnings.earnedOn, days.from) : undefined,
      days ? lte(earnings.earnedOn, days.to) : undefined,
    ),
  );
}
