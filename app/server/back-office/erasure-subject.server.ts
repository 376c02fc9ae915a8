import { and, asc, count, eq, isNull, or } from "drizzle-orm";
import { creditApplications, erasureRequests, users } from "../../../db/schema";
import { redactionPattern, type ErasureQuery } from "~/domain/back-office/erasure";
import { now } from "../platform/db/clock.server";
import type { Db, Tx } from "../platform/db/db.server";
import { getDb } from "../platform/db/db.server";
import type { ErasureSubject } from "./erasure-steps.server";

/** The consumer as the erasure page names them, before they are erased. */
export interface ErasablePerson {
  id: number;
  firstName: string | null;
  lastName: string | null;
  mobile: string | null;
  email: string | null;
  pan: string | null;
  erasedAt: Date | null;
  createdAt: Date;
}

const person = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  mobile: users.mobilePhoneNumber,
  email: users.email,
  pan: users.tin,
  erasedAt: users.erasedAt,
  createdAt: users.createdAt,
};

/** The consumers a mobile, email (confirmed or waiting for its code) or PAN names; an erased one has none of them left. */
export async function findErasable(query: ErasureQuery): Promise<ErasablePerson[]> {
  const db = await getDb();
  const where =
    query.kind === "mobile"
      ? eq(users.mobilePhoneNumber, query.value)
      : query.kind === "email"
        ? or(eq(users.email, query.value), eq(users.pendingEmail, query.value))
        : or(eq(users.tin, query.value), eq(users.businessPan, query.value));
  return db.select(person).from(users).where(where).limit(20);
}

export async function erasablePerson(userId: number): Promise<ErasablePerson | null> {
  const db = await getDb();
  const [found] = await db.select(person).from(users).where(eq(users.id, userId));
  return found ?? null;
}

/**
 * What finds the consumer's rows: their contacts, and the pattern of every
 * value that can name them in free text. Read with the row locked when `tx`
 * erases, so two admins erasing at once erase once.
 */
export async function erasureSubject(db: Db | Tx, userId: number, lock = false): Promise<{ subject: ErasureSubject; erasedAt: Date | null } | null> {
  const query = db.select().from(users).where(eq(users.id, userId));
  const [u] = lock ? await query.for("update") : await query;
  if (!u) return null;
  const contacts = [u.mobilePhoneNumber, u.email, u.pendingEmail].filter((c): c is string => !!c);
  const name = [u.firstName, u.lastName].filter(Boolean).join(" ");
  const pattern = redactionPattern({
    // Not the employer or business name: "Infosys" names thousands of people, and would be cut from every other ticket and file.
    exact: [...contacts, u.tin, u.businessPan, u.gstin, u.address1, u.address2, name.includes(" ") ? name : null],
    words: [u.firstName, u.lastName],
  });
  return { subject: { userId, contacts, pattern }, erasedAt: u.erasedAt };
}

/** Loans the lender has disbursed: kept, without contact data, for the years RBI requires. */
export async function disbursedKept(userId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(creditApplications)
    .where(and(eq(creditApplications.userId, userId), eq(creditApplications.status, "disbursed")));
  return row?.n ?? 0;
}

/** A consumer's request from their status page: one per consumer, however often they ask. */
export async function requestErasure(userId: number): Promise<void> {
  const db = await getDb();
  await db.insert(erasureRequests).values({ userId, createdAt: now() }).onConflictDoNothing({ target: erasureRequests.userId });
}

export async function erasureRequestedAt(userId: number): Promise<Date | null> {
  const db = await getDb();
  const [row] = await db.select({ at: erasureRequests.createdAt }).from(erasureRequests).where(eq(erasureRequests.userId, userId));
  return row?.at ?? null;
}

/** Requests not yet carried out, oldest first: the admin page lists them before anything else. */
export async function pendingErasureRequests(): Promise<{ userId: number; firstName: string | null; lastName: string | null; mobile: string | null; email: string | null; requestedAt: Date }[]> {
  const db = await getDb();
  return db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, mobile: users.mobilePhoneNumber, email: users.email, requestedAt: erasureRequests.createdAt })
    .from(erasureRequests)
    .innerJoin(users, eq(users.id, erasureRequests.userId))
    .where(isNull(erasureRequests.erasedAt))
    .orderBy(asc(erasureRequests.createdAt))
    .limit(200);
}
