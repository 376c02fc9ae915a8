import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { partnerApiKeys, partnerApiKeyUsage } from "../../../db/schema";
import { getConfig } from "../platform/db/config.server";
import { getDb } from "../platform/db/db.server";
import { hitRateLimit } from "../platform/http/rate-limit.server";

/** How many past days of calls the Digital Integration page shows for each key. */
export const USAGE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * One call of a key, counted before it is answered (docs/decisions/075): its
 * per-minute limit (PARTNER_API_KEY_CALLS_PER_MINUTE) first, then, if within
 * it, its last use and today's count. A call over the limit is not counted as
 * a use: it did nothing.
 */
export async function countKeyCall(keyId: number, now = new Date()): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const hit = await hitRateLimit(`partner-key:${keyId}`, getConfig().PARTNER_API_KEY_CALLS_PER_MINUTE, 60, now);
  if (!hit.allowed) return { allowed: false, retryAfterSeconds: hit.retryAfterSeconds };
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(partnerApiKeys).set({ lastUsedAt: now }).where(eq(partnerApiKeys.id, keyId));
    await tx
      .insert(partnerApiKeyUsage)
      .values({ keyId, day: isoDay(now), calls: 1 })
      .onConflictDoUpdate({ target: [partnerApiKeyUsage.keyId, partnerApiKeyUsage.day], set: { calls: sql`${partnerApiKeyUsage.calls} + 1` } });
  });
  return { allowed: true };
}

/** Each key's calls on each of the last USAGE_DAYS days (UTC), newest first, days without calls as 0. */
export async function keyUsage(keyIds: number[], now = new Date()): Promise<Map<number, { day: string; calls: number }[]>> {
  const days = Array.from({ length: USAGE_DAYS }, (_, i) => isoDay(new Date(now.getTime() - i * DAY_MS)));
  const usage = new Map<number, { day: string; calls: number }[]>();
  if (keyIds.length === 0) return usage;
  const db = await getDb();
  const rows = await db
    .select()
    .from(partnerApiKeyUsage)
    .where(and(inArray(partnerApiKeyUsage.keyId, keyIds), gte(partnerApiKeyUsage.day, days[days.length - 1])));
  const calls = new Map(rows.map((r) => [`${r.keyId}/${r.day}`, r.calls]));
  for (const id of keyIds)
    usage.set(
      id,
      days.map((day) => ({ day, calls: calls.get(`${id}/${day}`) ?? 0 })),
    );
  return usage;
}
