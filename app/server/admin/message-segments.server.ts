import { and, eq, exists, gte, isNotNull, isNull, notExists, or, sql, type SQL } from "drizzle-orm";
import { creditApplicationStatusHistory, creditApplications, users } from "../../../db/schema";
import { completionFlags } from "~/domain/products";
import { segmentSince, type MessageChannel, type MessageSegment } from "~/domain/back-office/message-segments";
import { getDb } from "../platform/db/db.server";

/** Every loan's completion flag (app/domain/products/). */
const flags = Object.values(completionFlags).map((flag) => users[flag]);
const completedAny = or(...flags.map((f) => eq(f, 1)));
const completedNone = and(...flags.map((f) => eq(f, 0)));

/** An application of the consumer the row is about, matching `where`. */
const anApplication = (where?: SQL) => sql`(select 1 from ${creditApplications} where ${creditApplications.userId} = ${users.id}${where ? sql` and ${where}` : sql``})`;

/** Who is in a segment at `at` (whatever their consent). */
function inSegment(segment: MessageSegment, at: Date): SQL {
  const since = segmentSince(segment, at);
  const live = isNull(users.erasedAt);
  switch (segment) {
    case "profileIncomplete7d":
      return and(live, gte(users.createdAt, since), completedNone)!;
    case "profileNoApplication30d":
      return and(live, gte(users.createdAt, since), completedAny, notExists(anApplication()))!;
    case "rejected30d":
      // Rejected in the window: the status history says when, whatever happened to the application since.
      return and(
        live,
        exists(
          anApplication(
            sql`exists (select 1 from ${creditApplicationStatusHistory} where ${creditApplicationStatusHistory.creditApplicationId} = ${creditApplications.id} and ${creditApplicationStatusHistory.status} = 'rejected' and ${creditApplicationStatusHistory.createdAt} >= ${since.toISOString()})`,
          ),
        ),
      )!;
  }
}

/** Who agreed to be told through that channel, and can be (SPEC.md: allow_sms, allow_emails). */
function reachable(channel: MessageChannel): SQL {
  return channel === "sms" ? and(eq(users.allowSms, 1), isNotNull(users.mobilePhoneNumber))! : and(eq(users.allowEmails, 1), isNotNull(users.email))!;
}

export interface SegmentAudience {
  /** Everyone in the segment. */
  total: number;
  /** Those the message goes to, by the language they read. */
  english: number;
  hindi: number;
}

/** How many a message to the segment would reach now, in each language, out of how many are in it. */
export async function segmentAudience(segment: MessageSegment, channel: MessageChannel, at: Date): Promise<SegmentAudience> {
  const db = await getDb();
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      english: sql<number>`(count(*) filter (where ${reachable(channel)} and ${users.language} <> 'hi'))::int`,
      hindi: sql<number>`(count(*) filter (where ${reachable(channel)} and ${users.language} = 'hi'))::int`,
    })
    .from(users)
    .where(inSegment(segment, at));
  return { total: row.total, english: row.english, hindi: row.hindi };
}

export interface Recipient {
  id: number;
  firstName: string | null;
  destination: string;
  language: string;
}

/** The people a message to the segment goes to now, in id order, a page after `afterId` at a time. */
export async function segmentRecipients(segment: MessageSegment, channel: MessageChannel, at: Date, afterId: number, limit: number): Promise<Recipient[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, mobile: users.mobilePhoneNumber, email: users.email, language: users.language })
    .from(users)
    .where(and(inSegment(segment, at), reachable(channel), sql`${users.id} > ${afterId}`))
    .orderBy(users.id)
    .limit(limit);
  return rows.map((r) => ({ id: r.id, firstName: r.firstName, destination: (channel === "sms" ? r.mobile : r.email)!, language: r.language }));
}
