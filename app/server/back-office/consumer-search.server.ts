import { and, between, count, desc, eq, isNull, max, or, sql } from "drizzle-orm";
import { cardApplications, creditApplications, insuranceRequests, prospectApplications, users } from "../../../db/schema";
import { referenceRange, type ConsumerQuery } from "~/domain/back-office/consumer-search";
import { getDb } from "../platform/db/db.server";

/** A consumer a back-office search found, with the journey to open: the one the reference belongs to, else their latest with an application, else their latest. */
export interface FoundConsumer {
  userId: number;
  prospectId: number | null;
  firstName: string | null;
  lastName: string | null;
  mobile: string | null;
  email: string | null;
  since: Date;
}

/** A contact that asked for login codes and never signed in: no consumer yet, only its journeys. */
export interface UnsignedContact {
  journeys: number;
  lastAt: Date;
}

const MAX_FOUND = 20;

const person = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  mobile: users.mobilePhoneNumber,
  email: users.email,
  since: users.createdAt,
};

/** Each kind of application a reference may name, with the consumer and journey it belongs to. */
const REFERENCED = [
  { table: creditApplications, uuid: creditApplications.uuid, userId: creditApplications.userId, prospectId: creditApplications.prospectApplicationId },
  { table: cardApplications, uuid: cardApplications.uuid, userId: cardApplications.userId, prospectId: cardApplications.prospectApplicationId },
  { table: insuranceRequests, uuid: insuranceRequests.uuid, userId: insuranceRequests.userId, prospectId: insuranceRequests.prospectApplicationId },
  { table: prospectApplications, uuid: prospectApplications.uuid, userId: prospectApplications.userId, prospectId: prospectApplications.id },
] as const;

/**
 * The journey a contact search opens: the latest one with an application (a
 * loan's, a card's or an insurance request), else the latest. A consumer who
 * applied and then signed in again has a newer, empty journey; the person on
 * the phone is asking about the application. Written out whole: in a
 * one-table select Drizzle leaves columns unqualified, and "id" would mean
 * the journey's own.
 */
const relevantJourney = sql<number | null>`(
  select p.id from prospect_applications p where p.user_id = "users"."id"
  order by (
    exists (select 1 from credit_applications a where a.prospect_application_id = p.id)
    or exists (select 1 from card_applications a where a.prospect_application_id = p.id)
    or exists (select 1 from insurance_requests a where a.prospect_application_id = p.id)
  ) desc, p.id desc
  limit 1)`;

/**
 * The consumers a search names: by mobile or email, the consumer with it
 * (and its most relevant journey, `relevantJourney`); by reference, the consumer of every application
 * or journey whose uuid begins so. Erased consumers are not found by their
 * contact, which they no longer have.
 */
export async function findConsumers(query: ConsumerQuery): Promise<{ found: FoundConsumer[]; unsigned: UnsignedContact | null }> {
  const db = await getDb();
  if (query.kind === "reference") {
    const { low, high } = referenceRange(query.value);
    const lists = await Promise.all(
      REFERENCED.map((r) =>
        db
          .select({ ...person, prospectId: r.prospectId })
          .from(r.table)
          .innerJoin(users, eq(users.id, r.userId))
          .where(between(r.uuid, low, high))
          .orderBy(desc(r.uuid))
          .limit(MAX_FOUND),
      ),
    );
    const seen = new Set<string>();
    const found = lists.flat().filter((f) => !seen.has(`${f.userId}:${f.prospectId}`) && seen.add(`${f.userId}:${f.prospectId}`));
    return { found: found.slice(0, MAX_FOUND), unsigned: null };
  }
  // An email is also found while it waits for its code: the consumer tells the CSR the one they typed.
  const where = query.kind === "mobile" ? eq(users.mobilePhoneNumber, query.value) : or(eq(users.email, query.value), eq(users.pendingEmail, query.value));
  const found = await db
    .select({ ...person, email: sql<string | null>`coalesce(${users.email}, ${users.pendingEmail})`, prospectId: relevantJourney })
    .from(users)
    .where(where)
    .limit(MAX_FOUND);
  if (found.length) return { found, unsigned: null };
  const [pending] = await db
    .select({ journeys: count(), lastAt: max(prospectApplications.createdAt) })
    .from(prospectApplications)
    .where(and(eq(prospectApplications.contact, query.value), isNull(prospectApplications.userId)));
  return { found: [], unsigned: pending.journeys && pending.lastAt ? { journeys: pending.journeys, lastAt: pending.lastAt } : null };
}
