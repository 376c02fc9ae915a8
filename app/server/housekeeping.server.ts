import { and, inArray, lt, ne, or, sql } from "drizzle-orm";
import { lenderEvents, otpChallenges, outbox, rateLimits, sessions } from "../../db/schema";
import { getConfig } from "./config.server";
import { getDb } from "./db.server";
import { purgeLiftedLocks } from "./password-login.server";
import { maxLifetimeMs } from "./session.server";

// The longest rate-limit window in use is an hour; a row older than this can no longer count.
const RATE_LIMIT_KEEP_MS = 2 * 3_600_000;
// Expired codes are kept a day for support questions ("I never got my code").
const OTP_KEEP_MS = 24 * 3_600_000;
// Refused lender webhook calls are kept a week, long enough to look into a lender's integration (docs/decisions/037).
const REFUSED_WEBHOOK_KEEP_MS = 7 * 24 * 3_600_000;

export interface PurgeCounts {
  sessions: number;
  otpChallenges: number;
  rateLimits: number;
  outbox: number;
  loginLocks: number;
  refusedWebhookCalls: number;
}

/**
 * Deletes what can never be used again: ended sessions, old OTP challenges,
 * past rate-limit windows, lifted sign-in locks and delivered messages; and
 * refused lender webhook calls after a week (accepted events stay: they are
 * the record of the statuses a lender set).
 */
export async function purgeExpired(now = new Date()): Promise<PurgeCounts> {
  const db = await getDb();
  const startedBefore = (area: "user" | "admin" | "partner") =>
    and(sql`${sessions.area} = ${area}`, lt(sessions.createdAt, new Date(now.getTime() - maxLifetimeMs(area))));
  const ended = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), startedBefore("user"), startedBefore("admin"), startedBefore("partner")))
    .returning({ id: sessions.id });
  const codes = await db
    .delete(otpChallenges)
    .where(lt(otpChallenges.expiresAt, new Date(now.getTime() - OTP_KEEP_MS)))
    .returning({ id: otpChallenges.id });
  const windows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - RATE_LIMIT_KEEP_MS)))
    .returning({ key: rateLimits.key });
  const delivered = await db
    .delete(outbox)
    .where(and(inArray(outbox.status, ["sent", "logged"]), lt(outbox.sentAt, now)))
    .returning({ id: outbox.id });
  const refused = await db
    .delete(lenderEvents)
    .where(and(ne(lenderEvents.outcome, "accepted"), lt(lenderEvents.createdAt, new Date(now.getTime() - REFUSED_WEBHOOK_KEEP_MS))))
    .returning({ id: lenderEvents.id });
  const locks = await purgeLiftedLocks(now);
  return { sessions: ended.length, otpChallenges: codes.length, rateLimits: windows.length, outbox: delivered.length, loginLocks: locks, refusedWebhookCalls: refused.length };
}

let timer: ReturnType<typeof setInterval> | undefined;

/** Runs the purge on a schedule in this process (PURGE_INTERVAL_MINUTES); several processes purging the same rows is harmless. */
export function startHousekeeping(): void {
  if (timer) return;
  const run = () =>
    purgeExpired().catch((error: unknown) => console.error("[housekeeping] purge failed:", error instanceof Error ? error.message : error));
  void run();
  timer = setInterval(run, getConfig().PURGE_INTERVAL_MINUTES * 60_000);
  timer.unref();
}
