import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { setting } from "../../../host/config.js";
import { leads } from "../../../db/schema";
import { now } from "../platform/db/clock.server";
import { getConfig } from "../platform/db/config.server";
import { getDb } from "../platform/db/db.server";
import { hitRateLimits } from "../platform/http/rate-limit.server";

export interface Enquiry {
  name: string;
  email: string;
  phone: string;
  company?: string;
  description: string;
}

/**
 * How long the same enquiry from the same person counts as one: a post sent
 * again after its answer was lost (a dropped connection on a phone) comes
 * within seconds; nobody means to send the very same words twice in this time.
 */
const SAME_ENQUIRY_MINUTES = 10;

/**
 * Stores a help enquiry as a lead for the admins, then forwards it,
 * form-encoded, to the configured lead endpoint; a failed forward is ignored (SPEC.md 7).
 * The same enquiry again (every field, the same consumer) within SAME_ENQUIRY_MINUTES
 * is the one already stored: its id is answered, and nothing is stored or forwarded twice.
 */
export async function createLead(enquiry: Enquiry, meta: { partnerId: number | null; userId: number | null }): Promise<number> {
  const db = await getDb();
  const orgId = String(setting("LEAD_ORG_ID"));
  const company = enquiry.company || null;
  const stored = await db.transaction(async (tx) => {
    // Two copies of one post arriving at once wait for each other here (keyed by who wrote it), so one finds the other.
    await tx.execute(sql`select pg_advisory_xact_lock(44023, hashtext(${`${enquiry.email}\n${enquiry.phone}`}))`);
    const [same] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(
        and(
          eq(leads.name, enquiry.name),
          eq(leads.email, enquiry.email),
          eq(leads.phone, enquiry.phone),
          company === null ? isNull(leads.company) : eq(leads.company, company),
          eq(leads.description, enquiry.description),
          meta.userId === null ? isNull(leads.userId) : eq(leads.userId, meta.userId),
          gt(leads.createdAt, new Date(now().getTime() - SAME_ENQUIRY_MINUTES * 60_000)),
        ),
      )
      .orderBy(desc(leads.id))
      .limit(1);
    if (same) return { id: same.id, isNew: false };
    const [row] = await tx
      .insert(leads)
      .values({ ...enquiry, company, orgId, partnerId: meta.partnerId, userId: meta.userId, createdAt: now() })
      .returning({ id: leads.id });
    return { id: row.id, isNew: true };
  });
  const endpoint = process.env.LEAD_ENDPOINT_URL;
  if (endpoint && stored.isNew) {
    const body = new URLSearchParams({ orgid: orgId, name: enquiry.name, email: enquiry.email, phone: enquiry.phone, company: enquiry.company ?? "", description: enquiry.description });
    fetch(endpoint, { method: "POST", body, signal: AbortSignal.timeout(5000) }).catch(() => {});
  }
  return stored.id;
}

/**
 * Counts one help enquiry against its limits (docs/decisions/037): per
 * address, and per signed-in consumer whatever the address, each an hour.
 * Answers whether it may be taken, and if not in how many minutes it may.
 */
export async function spendHelpAllowance(from: { ip: string | null; userId: number | null }): Promise<{ ok: true } | { ok: false; retryAfterMinutes: number }> {
  const config = getConfig();
  const limits = [{ key: `help:ip:${from.ip ?? "unknown"}`, limit: config.HELP_MAX_PER_ADDRESS_PER_HOUR }];
  if (from.userId !== null) limits.push({ key: `help:user:${from.userId}`, limit: config.HELP_MAX_PER_CONSUMER_PER_HOUR });
  const counted = await hitRateLimits(limits, 3600);
  const refused = counted.find((c) => !c.allowed);
  return refused ? { ok: false, retryAfterMinutes: Math.max(1, Math.ceil(refused.retryAfterSeconds / 60)) } : { ok: true };
}
