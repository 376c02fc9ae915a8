import { and, asc, eq, max } from "drizzle-orm";
import { lenderRevenueEntries, revenueTypes } from "../../../db/schema";
import type { RevenueEntryValues } from "~/domain/lending/revenue-entry";
import { changedFields } from "~/domain/back-office/audit-diff";
import { recordAdminChange, SYSTEM, type Actor } from "../admin/admin-audit.server";
import { getDb, type Tx } from "../platform/db/db.server";

export interface RevenueType {
  id: number;
  name: string;
}

/** A revenue entry as the lender edit screen and the JSON API show it (SPEC.md 3 names). */
export interface RevenueEntryView {
  id: number;
  lender_id: number;
  slab_disbursed_min: number | null;
  slab_disbursed_max: number | null;
  slab_number_min: number | null;
  slab_number_max: number | null;
  ats_min: number | null;
  ats_max: number | null;
  revenue_type_id: number;
  revenue_type: string;
  revenue_flat: number | null;
  revenue_percent: number | null;
  status: number;
  sort_order: number;
}

/** What an admin saves of an entry: the form's values, checked already, with a revenue type. */
export type RevenueEntryInput = Omit<RevenueEntryValues, "revenue_type_id"> & { revenue_type_id: number; status: number };

const view = {
  id: lenderRevenueEntries.id,
  lender_id: lenderRevenueEntries.lenderId,
  slab_disbursed_min: lenderRevenueEntries.slabDisbursedMin,
  slab_disbursed_max: lenderRevenueEntries.slabDisbursedMax,
  slab_number_min: lenderRevenueEntries.slabNumberMin,
  slab_number_max: lenderRevenueEntries.slabNumberMax,
  ats_min: lenderRevenueEntries.atsMin,
  ats_max: lenderRevenueEntries.atsMax,
  revenue_type_id: lenderRevenueEntries.revenueTypeId,
  revenue_type: revenueTypes.name,
  revenue_flat: lenderRevenueEntries.revenueFlat,
  revenue_percent: lenderRevenueEntries.revenuePercent,
  status: lenderRevenueEntries.status,
  sort_order: lenderRevenueEntries.sortOrder,
};

function columns(input: RevenueEntryInput) {
  return {
    slabDisbursedMin: input.slab_disbursed_min,
    slabDisbursedMax: input.slab_disbursed_max,
    slabNumberMin: input.slab_number_min,
    slabNumberMax: input.slab_number_max,
    atsMin: input.ats_min,
    atsMax: input.ats_max,
    revenueTypeId: input.revenue_type_id,
    revenueFlat: input.revenue_flat,
    revenuePercent: input.revenue_percent,
    status: input.status,
  };
}

export async function listRevenueTypes(): Promise<RevenueType[]> {
  const db = await getDb();
  return db.select({ id: revenueTypes.id, name: revenueTypes.name }).from(revenueTypes).orderBy(asc(revenueTypes.name), asc(revenueTypes.id));
}

export async function revenueTypeExists(id: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db.select({ id: revenueTypes.id }).from(revenueTypes).where(eq(revenueTypes.id, id)).limit(1);
  return rows.length > 0;
}

/** A lender's entries in the admin's order: the order decides which slab applies first (app/domain/lending/revenue). */
export async function listLenderRevenue(lenderId: number): Promise<RevenueEntryView[]> {
  const db = await getDb();
  return db
    .select(view)
    .from(lenderRevenueEntries)
    .innerJoin(revenueTypes, eq(revenueTypes.id, lenderRevenueEntries.revenueTypeId))
    .where(eq(lenderRevenueEntries.lenderId, lenderId))
    .orderBy(asc(lenderRevenueEntries.sortOrder), asc(lenderRevenueEntries.id));
}

export async function getRevenueEntry(id: number): Promise<RevenueEntryView | null> {
  const db = await getDb();
  const [row] = await db.select(view).from(lenderRevenueEntries).innerJoin(revenueTypes, eq(revenueTypes.id, lenderRevenueEntries.revenueTypeId)).where(eq(lenderRevenueEntries.id, id)).limit(1);
  return row ?? null;
}

/** An entry's values as its view shows them, locked for the change that reads them; null when the lender has no such entry. */
async function lockedEntry(tx: Tx, id: number, lenderId?: number): Promise<RevenueEntryView | null> {
  const where = lenderId === undefined ? eq(lenderRevenueEntries.id, id) : and(eq(lenderRevenueEntries.id, id), eq(lenderRevenueEntries.lenderId, lenderId));
  const [row] = await tx
    .select(view)
    .from(lenderRevenueEntries)
    .innerJoin(revenueTypes, eq(revenueTypes.id, lenderRevenueEntries.revenueTypeId))
    .where(where)
    .for("update", { of: lenderRevenueEntries });
  return row ?? null;
}

/** A new entry goes to the end of the lender's table. */
export async function createRevenueEntry(lenderId: number, input: RevenueEntryInput, by: Actor = SYSTEM): Promise<RevenueEntryView> {
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ n: max(lenderRevenueEntries.sortOrder) })
      .from(lenderRevenueEntries)
      .where(eq(lenderRevenueEntries.lenderId, lenderId));
    const [row] = await tx
      .insert(lenderRevenueEntries)
      .values({ ...columns(input), lenderId, sortOrder: last?.n === null || last?.n === undefined ? 0 : last.n + 1 })
      .returning({ id: lenderRevenueEntries.id });
    await recordAdminChange(tx, { ...by, subject: "revenue-slab", subjectId: row.id, action: "create", after: { lender_id: lenderId, ...input } });
    return row.id;
  });
  return (await getRevenueEntry(id))!;
}

/** Saves an entry's values (not its place in the order); null when the lender has no such entry. */
export async function updateRevenueEntry(id: number, lenderId: number, input: RevenueEntryInput, by: Actor = SYSTEM): Promise<RevenueEntryView | null> {
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const old = await lockedEntry(tx, id, lenderId);
    if (!old) return false;
    await tx.update(lenderRevenueEntries).set(columns(input)).where(eq(lenderRevenueEntries.id, id));
    const change = changedFields(old, input);
    if (change) await recordAdminChange(tx, { ...by, subject: "revenue-slab", subjectId: id, action: "update", ...change });
    return true;
  });
  return saved ? getRevenueEntry(id) : null;
}

/**
 * Puts a lender's entries in the given order. The list must name each of
 * its entries exactly once, so a table reordered while another admin added
 * or deleted an entry is refused rather than half applied.
 */
export async function setRevenueOrder(lenderId: number, ids: number[], by: Actor = SYSTEM): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: lenderRevenueEntries.id })
      .from(lenderRevenueEntries)
      .where(eq(lenderRevenueEntries.lenderId, lenderId))
      .orderBy(asc(lenderRevenueEntries.sortOrder), asc(lenderRevenueEntries.id));
    const existing = new Set(rows.map((r) => r.id));
    if (existing.size !== ids.length || !ids.every((id) => existing.has(id))) return false;
    for (const [sortOrder, id] of ids.entries()) {
      await tx.update(lenderRevenueEntries).set({ sortOrder }).where(eq(lenderRevenueEntries.id, id));
    }
    // The order is the lender's: its row names the lender, its values the entries' ids in order.
    const change = changedFields({ order: rows.map((r) => r.id) }, { order: ids });
    if (change) await recordAdminChange(tx, { ...by, subject: "revenue-slab", subjectId: `lender ${lenderId}`, action: "reorder", ...change });
    return true;
  });
}

/** Removes an entry for good: the revenue table has no deleted flag, and an entry's only use is the slabs of today. */
export async function deleteRevenueEntry(id: number, lenderId?: number, by: Actor = SYSTEM): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const old = await lockedEntry(tx, id, lenderId);
    if (!old) return false;
    await tx.delete(lenderRevenueEntries).where(eq(lenderRevenueEntries.id, id));
    const { id: _id, revenue_type: _type, sort_order: _order, ...before } = old;
    await recordAdminChange(tx, { ...by, subject: "revenue-slab", subjectId: id, action: "delete", before });
    return true;
  });
}
