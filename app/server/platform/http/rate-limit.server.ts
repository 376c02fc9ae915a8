import { sql } from "drizzle-orm";
import { rateLimits } from "../../../../db/schema";
import { getDb } from "../db/db.server";

/**
 * Counts one hit of `key` in the current fixed window and says whether it is
 * within `limit`. Kept in PostgreSQL so every server process shares it.
 */
export async function hitRateLimit(key: string, limit: number, windowSeconds: number, now = new Date()): Promise<{ allowed: boolean; count: number; retryAfterSeconds: number }> {
  const db = await getDb();
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);
  return { allowed: row.count <= limit, count: row.count, retryAfterSeconds };
}

/**
 * Counts one hit of each key in the same fixed window with one statement (one
 * round trip, one commit, rows locked in key order), and answers for each
 * whether it is within its limit.
 */
export async function hitRateLimits(
  limits: { key: string; limit: number }[],
  windowSeconds: number,
  now = new Date(),
): Promise<{ key: string; allowed: boolean; count: number; retryAfterSeconds: number }[]> {
  const db = await getDb();
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const keys = [...new Set(limits.map((l) => l.key))].sort();
  const rows = await db
    .insert(rateLimits)
    .values(keys.map((key) => ({ key, windowStart, count: 1 })))
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ key: rateLimits.key, count: rateLimits.count });
  const counts = new Map(rows.map((r) => [r.key, r.count]));
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);
  return limits.map(({ key, limit }) => ({ key, allowed: counts.get(key)! <= limit, count: counts.get(key)!, retryAfterSeconds }));
}
