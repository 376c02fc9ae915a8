import { and, eq, inArray, lt, ne, or, sql } from "drizzle-orm";
import { lenderEvents, merchants, otpChallenges, outbox, rateLimits, sessions } from "../../../../db/schema";
import { getConfig } from "./config.server";
import { getDb } from "./db.server";
import { purgeIdempotencyKeys } from "../http/idempotency.server";
import { logger } from "./log.server";
import { enqueue, JOBS } from "../jobs/jobs.server";
import { purgeLiftedLocks } from "../../admin/password-login.server";
import { maxLifetimeMs } from "../http/session.server";
import { purgeUnusedTransactions } from "../../ondc/log.server";

const log = logger("housekeeping");

// The longest rate-limit window in use is an hour; a row older than this can no longer count.
const RATE_LIMIT_KEEP_MS = 2 * 3_600_000;
// Expired codes are kept a day for support questions ("I never got my code").
const OTP_KEEP_MS = 24 * 3_600_000;
// Delivered messages (codes already masked) are what the back office reads of what a consumer was told (docs/decisions/044).
const DELIVERED_MESSAGE_KEEP_MS = 90 * 24 * 3_600_000;
// Refused lender webhook calls are kept a week, long enough to look into a lender's integration (docs/decisions/037).
const REFUSED_WEBHOOK_KEEP_MS = 7 * 24 * 3_600_000;
// A merchant sign-up whose code was never typed is nobody's merchant: its owner's details are not kept past a day (docs/decisions/056).
const UNCONFIRMED_MERCHANT_KEEP_MS = 24 * 3_600_000;

export interface PurgeCounts {
  sessions: number;
  otpChallenges: number;
  rateLimits: number;
  outbox: number;
  loginLocks: number;
  refusedWebhookCalls: number;
  unconfirmedMerchants: number;
  idempotencyKeys: number;
  /** ONDC transactions that never became an application, past ONDC_LOG_DAYS (docs/decisions/102). */
  ondcTransactions: number;
}

/**
 * Deletes what can never be used again: ended sessions, old OTP challenges,
 * past rate-limit windows and lifted sign-in locks; delivered messages after
 * 90 days; refused lender webhook calls after a week (accepted events stay: they are
 * the record of the statuses a lender set); merchant sign-ups never confirmed, and
 * the API's Idempotency-Keys (docs/decisions/076), after a day; ONDC transactions that never became an application.
 */
export async function purgeExpired(now = new Date()): Promise<PurgeCounts> {
  const db = await getDb();
  const startedBefore = (area: "user" | "admin" | "partner") => and(sql`${sessions.area} = ${area}`, lt(sessions.createdAt, new Date(now.getTime() - maxLifetimeMs(area))));
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
    .where(and(inArray(outbox.status, ["sent", "logged"]), lt(outbox.sentAt, new Date(now.getTime() - DELIVERED_MESSAGE_KEEP_MS))))
    .returning({ id: outbox.id });
  const refused = await db
    .delete(lenderEvents)
    .where(and(ne(lenderEvents.outcome, "accepted"), lt(lenderEvents.createdAt, new Date(now.getTime() - REFUSED_WEBHOOK_KEEP_MS))))
    .returning({ id: lenderEvents.id });
  const abandoned = await db
    .delete(merchants)
    .where(and(eq(merchants.status, "unconfirmed"), lt(merchants.createdAt, new Date(now.getTime() - UNCONFIRMED_MERCHANT_KEEP_MS))))
    .returning({ id: merchants.id });
  const locks = await purgeLiftedLocks(now);
  const idempotencyKeys = await purgeIdempotencyKeys(now);
  const ondcTransactions = await purgeUnusedTransactions(now);
  return {
    sessions: ended.length,
    otpChallenges: codes.length,
    rateLimits: windows.length,
    outbox: delivered.length,
    loginLocks: locks,
    refusedWebhookCalls: refused.length,
    unconfirmedMerchants: abandoned.length,
    idempotencyKeys,
    ondcTransactions,
  };
}

let timer: ReturnType<typeof setInterval> | undefined;
let running: Promise<void> | undefined;

/**
 * Asks for a purge now and every PURGE_INTERVAL_MINUTES. Every server process
 * asks, and the job queue keeps one purge job per interval, run by whichever
 * process takes it (docs/decisions/041). pg-boss's slots last at most the
 * hour it keeps a completed job, so with an interval over 60 minutes two
 * processes' asks may each find a new slot: a purge more, never one fewer.
 */
export function startHousekeeping(): void {
  if (timer) return;
  const intervalMs = getConfig().PURGE_INTERVAL_MINUTES * 60_000;
  const once = { key: "purge", perSeconds: Math.max(1, Math.min(3600, Math.round(intervalMs / 1000))) };
  const ask = () => enqueue(JOBS.housekeeping, {}, { once }).catch((error: unknown) => log.error({ err: error }, "could not ask for a purge"));
  void ask();
  timer = setInterval(ask, intervalMs);
  timer.unref();
}

/** Stops the schedule, once a purge under way is done: the database may then close under nobody. */
export async function stopHousekeeping(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await running;
}
