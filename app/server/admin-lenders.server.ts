import { and, asc, eq, isNull } from "drizzle-orm";
import { lenderGroupMembers, lenders } from "../../db/schema";
import { LENDER_PROPERTY_NAMES, LISTED_PROPERTIES, type LenderColumnProperty, type LenderProperty, type ListedProperty, type SpecialOffer } from "~/forms/lender-property";
import type { LenderProduct } from "~/domain/products";
import { getDb } from "./db.server";
import { findLiveLender } from "./lenders.server";

type LenderRow = typeof lenders.$inferSelect;

/** A property's column: the same name in camelCase (min_income → minIncome), as db/schema.ts names them. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
const camel = <P extends string>(p: P) => p.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) as Camel<P>;

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
  const properties = Object.fromEntries(COLUMN_PROPERTIES.map((p) => [p, l[camel(p)]])) as PropertyValues<LenderColumnProperty>;
  return { ...identity(l), ...properties, lender_group_ids: groupIds, api: l.api };
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

/** The lenders table, optionally of one product (pl, bl, gl, hl); deleted lenders are left out. */
export async function listAdminLenders(filter: "all" | LenderProduct) {
  const db = await getDb();
  const where = filter === "all" ? isNull(lenders.deletedAt) : and(isNull(lenders.deletedAt), eq(lenders.productType, filter));
  const rows = (await db.select(listColumns).from(lenders).where(where).orderBy(asc(lenders.displayName), asc(lenders.id))) as ListedRow[];
  return rows.map((l) => ({ ...identity(l), ...(Object.fromEntries(LISTED_PROPERTIES.map((p) => [p, l[camel(p)]])) as PropertyValues<ListedProperty>) }));
}

export type AdminLenderRow = Awaited<ReturnType<typeof listAdminLenders>>[number];

export async function getAdminLender(id: number): Promise<AdminLender | null> {
  const row = await findLiveLender(eq(lenders.id, id));
  if (!row) return null;
  const db = await getDb();
  const groups = await db.select({ id: lenderGroupMembers.lenderGroupId }).from(lenderGroupMembers).where(eq(lenderGroupMembers.lenderId, id));
  return adminLenderView(row, groups.map((g) => g.id));
}

export class LenderNameTaken extends Error {}

/** A new lender: only its name; it starts switched off, to be filled in on its edit screen. */
export async function createLender(name: string, productType: LenderProduct = "pl"): Promise<AdminLender> {
  const db = await getDb();
  const [row] = await db
    .insert(lenders)
    .values({ name, displayName: name, productType, lenderStatus: 0 })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new LenderNameTaken(name);
  return adminLenderView(row);
}

/** Soft delete: the lender leaves every list and match, its history stays. */
export async function softDeleteLender(id: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(lenders)
    .set({ deletedAt: new Date(), lenderStatus: 0, updatedAt: new Date() })
    .where(and(eq(lenders.id, id), isNull(lenders.deletedAt)))
    .returning({ id: lenders.id });
  return rows.length > 0;
}

/** Saves one property (already validated) and answers the saved lender, or null if there is no such lender. */
export async function updateLenderProperty(id: number, property: LenderProperty, value: unknown): Promise<AdminLender | null> {
  const db = await getDb();
  const exists = await getAdminLender(id);
  if (!exists) return null;
  if (property === "lender_group_ids") {
    const ids = [...new Set(value as number[])];
    await db.transaction(async (tx) => {
      await tx.delete(lenderGroupMembers).where(eq(lenderGroupMembers.lenderId, id));
      if (ids.length) await tx.insert(lenderGroupMembers).values(ids.map((lenderGroupId) => ({ lenderId: id, lenderGroupId })));
    });
  } else {
    await db
      .update(lenders)
      .set({ [camel(property)]: value, updatedAt: new Date() })
      .where(eq(lenders.id, id));
  }
  return getAdminLender(id);
}

/** The special offer's text and window in one statement, so a refused or failed save leaves the old offer whole. */
export async function saveSpecialOffer(id: number, offer: SpecialOffer): Promise<AdminLender | null> {
  const db = await getDb();
  const rows = await db
    .update(lenders)
    .set({ soText: offer.so_text, soDateStart: offer.so_date_start, soDateEnd: offer.so_date_end, updatedAt: new Date() })
    .where(and(eq(lenders.id, id), isNull(lenders.deletedAt)))
    .returning({ id: lenders.id });
  return rows.length ? getAdminLender(id) : null;
}
