import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { creditCardCategories } from "../../../db/schema";
import { CARD_PROPERTIES, NewCardSchema } from "~/forms/admin/credit-card-property";
import { announceChange } from "../platform/db/cache-invalidation.server";
import { checkProperty, idOrRefusal, refusal, type CommandResult } from "../platform/http/command.server";
import { columnKey, snakeView } from "../platform/db/row-view.server";
import { getDb } from "../platform/db/db.server";
import { recordAdminChange, SYSTEM, type Actor } from "../admin/admin-audit.server";
import { changedFields } from "~/domain/back-office/audit-diff";
import { annualFeeLabel, cardApplyUrl, cardGroupOf, type CardGroup } from "~/domain/lending/credit-cards";

type CardRow = typeof creditCardCategories.$inferSelect;

const VIEW_COLUMNS = ["categoryId", "categoryName", "categoryImgThumb", "sortOrder", "keyFeature", "annualFee", "utmLink", "marketingBullets", "secured", "status"] as const;

/** A credit card category as the admin screen and the JSON API show it (SPEC.md 3 names). */
export const cardView = (c: CardRow) => snakeView(c, VIEW_COLUMNS);

export type CardView = ReturnType<typeof cardView>;

const live = (id: number) => and(eq(creditCardCategories.categoryId, id), isNull(creditCardCategories.deletedAt));

/** Every card not deleted, by sort order ascending (SPEC.md 2.3), then by id. */
export async function listCards(): Promise<CardView[]> {
  const db = await getDb();
  const rows = await db.select().from(creditCardCategories).where(isNull(creditCardCategories.deletedAt)).orderBy(asc(creditCardCategories.sortOrder), asc(creditCardCategories.categoryId));
  return rows.map(cardView);
}

export async function getCard(id: number): Promise<CardView | null> {
  const db = await getDb();
  const [row] = await db.select().from(creditCardCategories).where(live(id));
  return row ? cardView(row) : null;
}

const NOT_FOUND = { ok: false, status: 404, message: "admin:creditCards.notFound" } as const;
const NO_ID: CommandResult<never> = { ok: false, status: 422, message: "admin:editDialog.rules.categoryId", errors: { category_id: ["admin:editDialog.rules.categoryId"] } };

const categoryId = (body: Record<string, unknown>) => idOrRefusal(body.category_id ?? body.id, { missing: NO_ID, notFound: NOT_FOUND });

/**
 * One property of one card ({category_id, property, value}: the screen's
 * cells, switches and edit dialog, and POST /api/update-credit-card-data),
 * checked by its own rule. marketing_bullets is a list; status and secured 0/1.
 */
export async function updateCardCommand(body: Record<string, unknown>, by: Actor = SYSTEM): Promise<CommandResult<CardView>> {
  const id = categoryId(body);
  if (typeof id !== "number") return id;
  const checked = checkProperty(CARD_PROPERTIES, body);
  if (!checked.ok) return checked;
  const { property, value } = checked;
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [old] = await tx.select().from(creditCardCategories).where(live(id)).for("update");
    if (!old) return null;
    const [saved] = await tx
      .update(creditCardCategories)
      .set({ [columnKey(property)]: value })
      .where(live(id))
      .returning();
    const change = changedFields({ [property]: old[columnKey(property) as keyof CardRow] }, { [property]: value });
    if (change) await recordAdminChange(tx, { ...by, subject: "credit-card", subjectId: id, action: "update", ...change });
    return saved;
  });
  if (!row) return NOT_FOUND;
  // The public card pages may be kept for a few seconds (host/server.js's shared pages): every process forgets them.
  await announceChange("credit-cards");
  return { ok: true, message: "admin:creditCards.updated", data: cardView(row) };
}

/** A new card: a name only (SPEC.md 4). It comes last and switched off, to be filled in before consumers see it. */
export async function createCardCommand(body: Record<string, unknown>, by: Actor = SYSTEM): Promise<CommandResult<CardView>> {
  const parsed = NewCardSchema.safeParse(body);
  if (!parsed.success) return refusal(parsed.error);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(creditCardCategories)
      .values({
        categoryName: parsed.data.category_name,
        status: 0,
        sortOrder: sql`(select coalesce(max(${creditCardCategories.sortOrder}), 0) + 1 from ${creditCardCategories} where ${creditCardCategories.deletedAt} is null)`,
      })
      .returning();
    await recordAdminChange(tx, { ...by, subject: "credit-card", subjectId: created.categoryId, action: "create", after: { category_name: created.categoryName } });
    return created;
  });
  await announceChange("credit-cards");
  return { ok: true, message: "admin:creditCards.created", data: cardView(row) };
}

/** Soft delete: the card leaves every list and is switched off; its row stays. */
export async function deleteCardCommand(body: Record<string, unknown>, by: Actor = SYSTEM): Promise<CommandResult<null>> {
  const id = categoryId(body);
  if (typeof id !== "number") return id;
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    const [old] = await tx.select({ name: creditCardCategories.categoryName, status: creditCardCategories.status }).from(creditCardCategories).where(live(id)).for("update");
    if (!old) return false;
    await tx.update(creditCardCategories).set({ deletedAt: new Date(), status: 0 }).where(live(id));
    await recordAdminChange(tx, { ...by, subject: "credit-card", subjectId: id, action: "delete", before: { category_name: old.name, status: old.status }, after: { deleted: true, status: 0 } });
    return true;
  });
  if (!deleted) return NOT_FOUND;
  await announceChange("credit-cards");
  return { ok: true, message: "admin:creditCards.deleted", data: null };
}

// ─── What consumers see (public card pages, /user/credit-card) ───────────────

/**
 * A card as consumers see it: what the list shows, whether it can be applied
 * for (an http(s) UTM link), never the link itself, which carries their id
 * only once they apply. Uploaded thumbnails only (/uploads/…): the page's
 * CSP loads no other site's images.
 */
export function consumerCardView(c: CardView) {
  return {
    id: c.category_id,
    name: c.category_name,
    thumb: c.category_img_thumb?.startsWith("/") ? c.category_img_thumb : null,
    keyFeature: c.key_feature,
    annualFee: annualFeeLabel(c.annual_fee),
    bullets: c.marketing_bullets,
    group: cardGroupOf(c.secured),
    canApply: cardApplyUrl(c.utm_link, "x") !== null,
  };
}

export type ConsumerCard = ReturnType<typeof consumerCardView>;

/** What consumers see: live and switched on (status 1), one group or both, by sort order ascending, then by id. */
const offered = (group: CardGroup | null) =>
  and(isNull(creditCardCategories.deletedAt), eq(creditCardCategories.status, 1), group ? eq(creditCardCategories.secured, group === "secured" ? 1 : 0) : undefined);

/** The cards the public card pages and /user/credit-card list (SPEC.md 2.1): active ones only. */
export async function listActiveCards(group: CardGroup | null = null): Promise<CardView[]> {
  const db = await getDb();
  const rows = await db.select().from(creditCardCategories).where(offered(group)).orderBy(asc(creditCardCategories.sortOrder), asc(creditCardCategories.categoryId));
  return rows.map(cardView);
}

/** One card a consumer may choose or apply for: live and switched on. */
export async function getActiveCard(id: number): Promise<CardView | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(creditCardCategories)
    .where(and(eq(creditCardCategories.categoryId, id), offered(null)));
  return row ? cardView(row) : null;
}
