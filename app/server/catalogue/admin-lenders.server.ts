import { and, asc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import { lenderGroupMembers, lenders } from "../../../db/schema";
import {
  LENDER_PROPERTY_NAMES,
  LISTED_PROPERTIES,
  SECRET_MASK,
  SECRET_PROPERTIES,
  type LenderColumnProperty,
  type LenderProperty,
  type ListedProperty,
  type SpecialOffer,
} from "~/forms/admin/lender-property";
import { databaseId } from "~/domain/platform/database-id";
import { camel, type Camel } from "~/domain/lending/lender-criteria";
import type { LenderProduct } from "~/domain/products";
import { containsPattern, isLenderProductFilter, LENDERS_PAGE_SIZE, pageCount, pageOfPosition, type LenderFilter, type LenderListView } from "~/domain/lending/lender-list";
import { announceChange } from "../platform/db/cache-invalidation.server";
import { changedFields } from "~/domain/back-office/audit-diff";
import { recordAdminChange, SYSTEM, type Actor } from "../admin/admin-audit.server";
import { getDb } from "../platform/db/db.server";
import { findLiveLender } from "./lenders.server";

type LenderRow = typeof lenders.$inferSelect;

type PropertyValues<P extends LenderColumnProperty> = { [K in P]: LenderRow[Camel<K>] };
const COLUMN_PROPERTIES = LENDER_PROPERTY_NAMES.filter((p): p is LenderColumnProperty => p !== "lender_group_ids");

/** What every view of a lender starts with: who it is, beside its properties. */
const identity = (l: Pick<LenderRow, "id" | "name" | "displayName" | "productType">) => ({
  lender_id: l.id,
  name: l.name,
  display_name: l.displayName,
  product_type: l.productType,
});

/** A lender as the admin screens and the JSON API show it (SPEC.md 3 names). */
export function adminLenderView(l: LenderRow, groupIds: number[] = []) {
  // A secret (the lender's API key) is shown as set or not, never as itself.
  const properties = Object.fromEntries(COLUMN_PROPERTIES.map((p) => [p, SECRET_PROPERTIES.includes(p) ? (l[camel(p)] ? SECRET_MASK : null) : l[camel(p)]])) as PropertyValues<LenderColumnProperty>;
  // The grid is written through its own command (app/server/lending/pricing/pricing-commands.server.ts), not as a property.
  return { ...identity(l), ...properties, lender_group_ids: groupIds, api: l.api, pricing: l.pricing ?? null };
}

export type AdminLender = ReturnType<typeof adminLenderView>;

/** A lender as the admin list shows it (SPEC.md 3, "Lender (admin list)"): no more than the table needs. */
const listColumns = {
  id: lenders.id,
  name: lenders.name,
  displayName: lenders.displayName,
  productType: lenders.productType,
  ...Object.fromEntries(LISTED_PROPERTIES.map((p) => [camel(p), lenders[camel(p)]])),
};
type ListedRow = Pick<LenderRow, "id" | "name" | "displayName" | "productType" | Camel<ListedProperty>>;

const listRow = (l: ListedRow) => ({ ...identity(l), ...(Object.fromEntries(LISTED_PROPERTIES.map((p) => [p, l[camel(p)]])) as PropertyValues<ListedProperty>) });

/** The live lenders of a filter (one product, or all) whose name or display name holds `q`. */
function listWhere(filter: LenderFilter, q = ""): SQL | undefined {
  const pattern = q ? containsPattern(q) : null;
  return and(
    isNull(lenders.deletedAt),
    isLenderProductFilter(filter) ? eq(lenders.productType, filter) : undefined,
    pattern ? or(ilike(lenders.displayName, pattern), ilike(lenders.name, pattern)) : undefined,
  );
}

const listOrder = [asc(lenders.displayName), asc(lenders.id)];

/**
 * The lenders table, optionally of one product (pl, bl, gl, hl); deleted
 * lenders are left out. All of them: the JSON API's answer, which also
 * carries each lender's grid and its contacts for the KFS (issue 36).
 */
export async function listAdminLenders(filter: "all" | LenderProduct) {
  const db = await getDb();
  const extra = { pricing: lenders.pricing, contactPhone: lenders.contactPhone, contactEmail: lenders.contactEmail, recoveryContact: lenders.recoveryContact };
  const rows = (await db
    .select({ ...listColumns, ...extra })
    .from(lenders)
    .where(listWhere(filter))
    .orderBy(...listOrder)) as (ListedRow & Pick<LenderRow, keyof typeof extra>)[];
  return rows.map((l) => ({ ...listRow(l), pricing: l.pricing ?? null, contact_phone: l.contactPhone, contact_email: l.contactEmail, recovery_contact: l.recoveryContact }));
}

/**
 * One page of the admin list and how many lenders the view holds, in one
 * statement (the count rides along as a window). A page past the end (a
 * delete emptied it, an old link) answers the last page instead.
 */
export async function listAdminLendersPage(view: LenderListView) {
  const db = await getDb();
  const where = listWhere(view.filter, view.q);
  const read = (page: number) =>
    db
      .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(lenders)
      .where(where)
      .orderBy(...listOrder)
      .limit(LENDERS_PAGE_SIZE)
      .offset((page - 1) * LENDERS_PAGE_SIZE);
  let page = view.page;
  let rows = await read(page);
  if (!rows.length && page > 1) {
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(lenders)
      .where(where);
    page = pageCount(n);
    rows = n ? await read(page) : [];
  }
  const total = rows[0]?.total ?? 0;
  return { lenders: (rows as unknown as ListedRow[]).map(listRow), total, page, pages: pageCount(total) };
}

/** The page of the unsearched list of `filter` that shows this lender (a new lender is found where it sorts). */
export async function pageOfLender(id: number, filter: LenderFilter): Promise<number> {
  const db = await getDb();
  const [lender] = await db.select({ displayName: lenders.displayName }).from(lenders).where(eq(lenders.id, id));
  if (!lender) return 1;
  const [{ before }] = await db
    .select({ before: sql<number>`count(*)`.mapWith(Number) })
    .from(lenders)
    .where(and(listWhere(filter), sql`(${lenders.displayName}, ${lenders.id}) < (${lender.displayName}, ${id})`));
  return pageOfPosition(before);
}

export type AdminLenderRow = ReturnType<typeof listRow>;

/** The lender an admin page's URL names; null for an unknown or deleted one (the page's 404). */
export async function adminLenderOfUrl(lenderId: string | undefined): Promise<AdminLender | null> {
  const id = databaseId(lenderId);
  return id ? getAdminLender(id) : null;
}

export async function getAdminLender(id: number): Promise<AdminLender | null> {
  const row = await findLiveLender(eq(lenders.id, id));
  if (!row) return null;
  const db = await getDb();
  const groups = await db.select({ id: lenderGroupMembers.lenderGroupId }).from(lenderGroupMembers).where(eq(lenderGroupMembers.lenderId, id));
  return adminLenderView(
    row,
    groups.map((g) => g.id),
  );
}

export class LenderNameTaken extends Error {}

/** A new lender: only its name; it starts switched off, to be filled in on its edit screen. */
export async function createLender(name: string, productType: LenderProduct = "pl", by: Actor = SYSTEM): Promise<AdminLender> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(lenders).values({ name, displayName: name, productType, lenderStatus: 0 }).onConflictDoNothing().returning();
    if (!created) throw new LenderNameTaken(name);
    await recordAdminChange(tx, { ...by, subject: "lender", subjectId: created.id, action: "create", after: { name, product_type: productType } });
    return created;
  });
  await announceChange("lenders");
  return adminLenderView(row);
}

/** Soft delete: the lender leaves every list and match, its history stays. */
export async function softDeleteLender(id: number, by: Actor = SYSTEM): Promise<boolean> {
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    const [old] = await tx
      .select({ name: lenders.name, lenderStatus: lenders.lenderStatus })
      .from(lenders)
      .where(and(eq(lenders.id, id), isNull(lenders.deletedAt)))
      .for("update");
    if (!old) return false;
    await tx.update(lenders).set({ deletedAt: new Date(), lenderStatus: 0, updatedAt: new Date() }).where(eq(lenders.id, id));
    await recordAdminChange(tx, { ...by, subject: "lender", subjectId: id, action: "delete", before: { name: old.name, lender_status: old.lenderStatus }, after: { deleted: true, lender_status: 0 } });
    return true;
  });
  await announceChange("lenders");
  return deleted;
}

/** A property's value as the audit log may keep it: a secret only as set or not, as the screens show it. */
const audited = (property: LenderProperty, value: unknown) => (SECRET_PROPERTIES.includes(property as LenderColumnProperty) && value ? SECRET_MASK : value);

/**
 * Saves already-validated columns of one live lender with its audit row, in
 * one transaction (the row locked, its old values read there); false when
 * there is no such lender.
 */
async function saveLender(id: number, values: Partial<Record<LenderColumnProperty, unknown>>, by: Actor): Promise<boolean> {
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(lenders)
      .where(and(eq(lenders.id, id), isNull(lenders.deletedAt)))
      .for("update");
    if (!old) return false;
    const entries = Object.entries(values) as [LenderColumnProperty, unknown][];
    await tx
      .update(lenders)
      .set({ ...Object.fromEntries(entries.map(([p, v]) => [camel(p), v])), updatedAt: new Date() })
      .where(eq(lenders.id, id));
    const change = changedFields(Object.fromEntries(entries.map(([p]) => [p, audited(p, old[camel(p)])])), Object.fromEntries(entries.map(([p, v]) => [p, audited(p, v)])));
    // A secret replaced by another shows the same mask on both sides; it is still a change.
    const secret = entries.find(([p, v]) => SECRET_PROPERTIES.includes(p) && v !== old[camel(p)]);
    const recorded = change ?? (secret ? { before: { [secret[0]]: SECRET_MASK }, after: { [secret[0]]: SECRET_MASK } } : null);
    if (recorded) await recordAdminChange(tx, { ...by, subject: "lender", subjectId: id, action: "update", ...recorded });
    return true;
  });
  await announceChange("lenders");
  return saved;
}

/** A lender's commission groups, replaced together with their audit row. */
async function saveLenderGroups(id: number, groupIds: number[], by: Actor): Promise<boolean> {
  const ids = [...new Set(groupIds)];
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const [live] = await tx
      .select({ id: lenders.id })
      .from(lenders)
      .where(and(eq(lenders.id, id), isNull(lenders.deletedAt)))
      .for("update");
    if (!live) return false;
    const old = await tx.delete(lenderGroupMembers).where(eq(lenderGroupMembers.lenderId, id)).returning({ id: lenderGroupMembers.lenderGroupId });
    if (ids.length) await tx.insert(lenderGroupMembers).values(ids.map((lenderGroupId) => ({ lenderId: id, lenderGroupId })));
    const change = changedFields({ lender_group_ids: old.map((g) => g.id).sort((a, b) => a - b) }, { lender_group_ids: [...ids].sort((a, b) => a - b) });
    if (change) await recordAdminChange(tx, { ...by, subject: "lender", subjectId: id, action: "update", ...change });
    return true;
  });
  await announceChange("lenders");
  return saved;
}

/** Saves one property (already validated) and answers the saved lender, or null if there is no such lender. */
export async function updateLenderProperty(id: number, property: LenderProperty, value: unknown, by: Actor = SYSTEM): Promise<AdminLender | null> {
  const saved = property === "lender_group_ids" ? await saveLenderGroups(id, value as number[], by) : await saveLender(id, { [property]: value }, by);
  return saved ? getAdminLender(id) : null;
}

/** The special offer's text and window in one statement, so a refused or failed save leaves the old offer whole. */
export async function saveSpecialOffer(id: number, offer: SpecialOffer, by: Actor = SYSTEM): Promise<AdminLender | null> {
  return (await saveLender(id, offer, by)) ? getAdminLender(id) : null;
}
