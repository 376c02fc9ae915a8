import { and, eq, max } from "drizzle-orm";
import { cardApplications, creditCardCategories } from "../../../db/schema";
import { cardApplyUrl } from "~/domain/lending/credit-cards";
import type { Consumer } from "../consumer/consumers.server";
import { getActiveCard } from "../catalogue/credit-cards.server";
import { now } from "../platform/db/clock.server";
import { getDb } from "../platform/db/db.server";

export type CardApplyResult = { ok: true; uuid: string; url: string } | { ok: false; reason: "not_found" | "no_link"; cardId: number | null };

/**
 * Apply on a card (SPEC.md 2.1 /user/credit-card): the card must be active
 * and have an http(s) UTM link; the application is recorded with the link,
 * its unique-id placeholder filled with the consumer's id (users.uuid).
 */
export async function applyForCard(input: { consumer: Pick<Consumer, "id" | "uuid">; prospectId: number | null; cardId: number }): Promise<CardApplyResult> {
  const card = await getActiveCard(input.cardId);
  if (!card) return { ok: false, reason: "not_found", cardId: null };
  const url = cardApplyUrl(card.utm_link, input.consumer.uuid);
  if (!url) return { ok: false, reason: "no_link", cardId: card.category_id };
  const db = await getDb();
  const [row] = await db
    .insert(cardApplications)
    // Business time: the admin dashboard counts a card application on its day in India.
    .values({ userId: input.consumer.id, prospectApplicationId: input.prospectId, categoryId: card.category_id, redirectUrl: url, createdAt: now() })
    .returning({ uuid: cardApplications.uuid });
  return { ok: true, uuid: row.uuid, url };
}

/** A card application of this consumer, for the hand-off to the bank; another consumer's reads as none. */
export async function getCardApplication(userId: number, uuid: string | null) {
  if (!uuid || !/^[0-9a-f-]{36}$/i.test(uuid)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ uuid: cardApplications.uuid, url: cardApplications.redirectUrl, cardName: creditCardCategories.categoryName, createdAt: cardApplications.createdAt })
    .from(cardApplications)
    .innerJoin(creditCardCategories, eq(creditCardCategories.categoryId, cardApplications.categoryId))
    .where(and(eq(cardApplications.uuid, uuid), eq(cardApplications.userId, userId)));
  return row ?? null;
}

/** When the consumer last applied for each card they applied for, by card id. */
export async function lastAppliedByCard(userId: number): Promise<Map<number, Date>> {
  const db = await getDb();
  const rows = await db
    .select({ categoryId: cardApplications.categoryId, at: max(cardApplications.createdAt) })
    .from(cardApplications)
    .where(eq(cardApplications.userId, userId))
    .groupBy(cardApplications.categoryId);
  return new Map(rows.filter((r) => r.at).map((r) => [r.categoryId, r.at!]));
}

/** Every card application of a consumer, oldest first (tests and support read them). */
export async function cardApplicationsOf(userId: number) {
  const db = await getDb();
  return db.select().from(cardApplications).where(eq(cardApplications.userId, userId)).orderBy(cardApplications.id);
}
