import { leads } from "../../db/schema";
import { now } from "./clock.server";
import { getConfig } from "./config.server";
import { getDb } from "./db.server";
import { hitRateLimits } from "./rate-limit.server";

export interface Enquiry {
  name: string;
  email: string;
  phone: string;
  company?: string;
  description: string;
}

/**
 * Stores a help enquiry as a lead for the admins, then forwards it,
 * form-encoded, to the configured lead endpoint; a failed forward is ignored (SPEC.md 7).
 */
export async function createLead(enquiry: Enquiry, meta: { partnerId: number | null; userId: number | null }): Promise<number> {
  const db = await getDb();
  const orgId = process.env.LEAD_ORG_ID ?? "cl";
  const [row] = await db
    .insert(leads)
    .values({ ...enquiry, company: enquiry.company || null, orgId, partnerId: meta.partnerId, userId: meta.userId, createdAt: now() })
    .returning({ id: leads.id });
  const endpoint = process.env.LEAD_ENDPOINT_URL;
  if (endpoint) {
    const body = new URLSearchParams({ orgid: orgId, name: enquiry.name, email: enquiry.email, phone: enquiry.phone, company: enquiry.company ?? "", description: enquiry.description });
    fetch(endpoint, { method: "POST", body, signal: AbortSignal.timeout(5000) }).catch(() => {});
  }
  return row.id;
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
