import { and, asc, desc, eq, isNotNull, ne } from "drizzle-orm";
import { prospectApplications } from "../../../db/schema";
import type { ProductTypeCode } from "~/domain/products";
import { now } from "../platform/db/clock.server";
import { getDb, type Tx } from "../platform/db/db.server";
import { isJourneyStep, recordJourneyEvent } from "./journey-events.server";

export type Prospect = typeof prospectApplications.$inferSelect;

/** A new journey: who brought the consumer (partner, UTMs, the channel and merchant of app/domain/consumer/arrival.ts) and the contact they log in with. */
export async function createProspect(input: {
  contact: string;
  partnerId: number | null;
  utm: Record<string, string>;
  productType?: ProductTypeCode | null;
  channelId: number;
  merchantId?: number | null;
}): Promise<Prospect> {
  const db = await getDb();
  const [row] = await db
    .insert(prospectApplications)
    .values({
      // Business time: the partner's reports count a lead on its day in India.
      createdAt: now(),
      contact: input.contact,
      partnerId: input.partnerId,
      utm: input.utm,
      channelId: input.channelId,
      merchantId: input.merchantId ?? null,
      productType: input.productType ?? null,
      step: "login",
    })
    .returning();
  return row;
}

export async function getProspect(uuid: string | null): Promise<Prospect | null> {
  if (!uuid || !/^[0-9a-f-]{36}$/i.test(uuid)) return null;
  const db = await getDb();
  const [row] = await db.select().from(prospectApplications).where(eq(prospectApplications.uuid, uuid)).limit(1);
  return row ?? null;
}

/**
 * Changes a journey; a new step of a signed-in consumer is also kept in
 * their journey's events (with `stepDetail`), in the same transaction, for
 * the back office (docs/decisions/044). `alsoIn` runs in that transaction
 * too (the sign-in's de-dupe check), so what it writes stands or falls with
 * the change.
 */
export async function updateProspect(
  id: number,
  values: Partial<typeof prospectApplications.$inferInsert>,
  stepDetail?: Record<string, unknown>,
  alsoIn?: (tx: Tx) => Promise<void>,
): Promise<Prospect> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(prospectApplications)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(prospectApplications.id, id))
      .returning();
    if (row?.userId && isJourneyStep(values.step)) {
      await recordJourneyEvent({ userId: row.userId, prospectApplicationId: row.id, kind: values.step, detail: { product: row.productType, ...stepDetail } }, tx);
    }
    await alsoIn?.(tx);
    return row;
  });
}

export async function latestProspectOf(userId: number, productType?: ProductTypeCode): Promise<Prospect | null> {
  const db = await getDb();
  const where = productType ? and(eq(prospectApplications.userId, userId), eq(prospectApplications.productType, productType)) : eq(prospectApplications.userId, userId);
  const [row] = await db.select().from(prospectApplications).where(where).orderBy(desc(prospectApplications.id)).limit(1);
  return row ?? null;
}

/** The partner who first brought this consumer: the partner of their earliest attributed journey but the one given; null if none did. Inside `tx` when given. */
export async function firstPartnerOf(userId: number, exceptProspectId: number | null, tx?: Tx): Promise<number | null> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({ partnerId: prospectApplications.partnerId })
    .from(prospectApplications)
    .where(and(eq(prospectApplications.userId, userId), isNotNull(prospectApplications.partnerId), exceptProspectId === null ? undefined : ne(prospectApplications.id, exceptProspectId)))
    .orderBy(asc(prospectApplications.id))
    .limit(1);
  return row?.partnerId ?? null;
}

/** Whether the consumer has a journey besides the one given: none means this one is how they first came. */
export async function hasOtherJourney(userId: number, prospectId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: prospectApplications.id })
    .from(prospectApplications)
    .where(and(eq(prospectApplications.userId, userId), ne(prospectApplications.id, prospectId)))
    .limit(1);
  return Boolean(row);
}
