import { and, eq, isNull } from "drizzle-orm";
import { CONSUMER_ROLE_ID } from "~/domain/consumer/arrival";
import { snakeView } from "../platform/db/row-view.server";
import { sessions, users } from "../../../db/schema";
import { now } from "../platform/db/clock.server";
import { getDb, type Tx } from "../platform/db/db.server";
import { preparedOnce } from "../platform/db/prepared-query.server";
import { liveSession, sessionRowValues, sessionRowWhere, type Session } from "../platform/http/session.server";

export type Consumer = typeof users.$inferSelect;

/** The consumer with this mobile number or email; an unknown one is created (SPEC: an unknown number creates the user). */
export async function findOrCreateConsumer(contact: { kind: "mobile" | "email"; value: string }, language: string): Promise<Consumer> {
  const db = await getDb();
  const column = contact.kind === "mobile" ? users.mobilePhoneNumber : users.email;
  const [existing] = await db.select().from(users).where(eq(column, contact.value)).limit(1);
  if (existing) {
    if (contact.kind === "email" && !existing.emailVerified) {
      await db.update(users).set({ emailVerified: 1 }).where(eq(users.id, existing.id));
    }
    return existing;
  }
  const values = contact.kind === "mobile" ? { mobilePhoneNumber: contact.value } : { email: contact.value, emailVerified: 1 };
  const [created] = await db
    .insert(users)
    // Business time: the admin dashboard counts a sign-up on its day in India.
    .values({ ...values, language, createdAt: now() })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // Two logins raced to create the same consumer: the other one won.
  const [winner] = await db.select().from(users).where(eq(column, contact.value)).limit(1);
  return winner;
}

/**
 * The consumer of this mobile number, made here only when nobody has it yet:
 * `isNew` says which. One insert decides it, so a hand-off can tell a new
 * person from an existing one without a gap in which another login could
 * make them (docs/decisions/066).
 */
export async function claimConsumerByMobile(mobile: string, language: string): Promise<{ isNew: true; consumer: Consumer } | { isNew: false; id: number }> {
  const db = await getDb();
  const [created] = await db
    .insert(users)
    // Business time: the admin dashboard counts a sign-up on its day in India.
    .values({ mobilePhoneNumber: mobile, language, createdAt: now() })
    .onConflictDoNothing()
    .returning();
  if (created) return { isNew: true, consumer: created };
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.mobilePhoneNumber, mobile)).limit(1);
  return { isNew: false, id: existing.id };
}

const consumerOfSession = preparedOnce((db) =>
  db.select({ session: sessions, consumer: users }).from(sessions).leftJoin(users, eq(users.id, sessions.subjectId)).where(sessionRowWhere).limit(1).prepare("consumer_of_session"),
);

/** The request's consumer session and its consumer, in one statement: every page of the user area starts here. */
export async function currentConsumer(request: Request): Promise<{ session: Session | null; consumer: Consumer | null }> {
  const now = new Date();
  const values = sessionRowValues(request, "user", now);
  if (!values) return { session: null, consumer: null };
  const [row] = await consumerOfSession(await getDb()).execute(values);
  const session = row ? await liveSession(row.session, "user", now) : null;
  return { session, consumer: session ? row.consumer : null };
}

export async function getConsumer(id: number): Promise<Consumer | null> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function updateConsumer(id: number, values: Partial<typeof users.$inferInsert>): Promise<Consumer> {
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * How the consumer came, kept from the journey that first signs them in: its
 * channel and the merchant whose QR code brought it. Written once: a later
 * journey (another partner's link, a QR code) does not change it.
 */
export async function recordFirstArrival(tx: Tx, consumerId: number, journey: { channelId: number | null; merchantId: number | null }): Promise<void> {
  if (journey.channelId === null) return;
  await tx
    .update(users)
    .set({ channelId: journey.channelId, merchantLocationId: journey.merchantId })
    .where(and(eq(users.id, consumerId), isNull(users.channelId)));
}

const PROFILE_COLUMNS = [
  ...(["birthDate", "channelId", "email", "emailVerified", "firstName", "lastName"] as const),
  ...(["isEditing", "merchantLocationId", "mobilePhoneCode", "mobilePhoneNumber", "tin"] as const),
  ...(["language", "blCompleted", "plCompleted", "glCompleted", "hlCompleted", "plUpdateRequired"] as const),
  ...(["plSeUpdateRequired", "inflightCreditAppId", "employmentStatusCode", "businessRegistrationType", "employerName", "monthlyIncome"] as const),
  ...(["salaryMode", "businessCurrentTurnover", "businessYears", "businessAccount", "address1", "address2"] as const),
  ...(["postalCode", "gender", "residenceType", "monthlyRent", "educationalLevel", "propertyType"] as const),
  ...(["seLoanAmount", "emi", "preferNetBanking", "housingLoanAmount", "allowSms", "allowEmails"] as const),
  ...(["creditScoreBand", "communicationPreference"] as const),
];

/** The profile as GET /api/user/{id} answers it: SPEC.md 3's snake_case fields; every row of users is a consumer, so its role is the consumer's. */
export function profileView(c: Consumer) {
  return { user_id: c.id, officepincode: c.officePincode, role_id: CONSUMER_ROLE_ID, ...snakeView(c, PROFILE_COLUMNS) };
}
