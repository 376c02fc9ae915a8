import { and, eq } from "drizzle-orm";
import { ondcRegistryKeys } from "../../../db/schema";
import { authorizationHeader } from "~/domain/ondc/signing";
import { ONDC_DOMAIN } from "~/domain/ondc/beckn";
import { getConfig } from "../platform/db/config.server";
import { getDb } from "../platform/db/db.server";
import { hitRateLimit } from "../platform/http/rate-limit.server";
import { logger } from "../platform/db/log.server";
import { ondcIdentity } from "./identity.server";

const log = logger("ondc");
const LOOKUP_TIMEOUT_MS = 5000;
/** Registry lookups a failing signature may cause per key id a minute: forged calls must not flood the registry. */
const REFRESHES_PER_MINUTE = 10;
/** Lookups of any key a minute: the kept keys answer known participants, so only unknown key ids (forged calls) reach this. */
const LOOKUPS_PER_MINUTE = 120;

interface RegistryRecord {
  subscriber_id?: string;
  ukId?: string;
  unique_key_id?: string;
  signing_public_key?: string;
  subscriber_url?: string;
  valid_until?: string;
}

/**
 * Asks the registry (POST {ONDC_REGISTRY_URL}/v2.0/lookup, signed as every call is) for a participant's
 * record of this key id: its signing key, or null when the registry has none or cannot be reached.
 */
async function lookUp(subscriberId: string, uniqueKeyId: string): Promise<RegistryRecord | null> {
  const registry = getConfig().ONDC_REGISTRY_URL;
  const me = ondcIdentity();
  if (!registry || !me) return null;
  if (!(await hitRateLimit("ondc-registry-lookups", LOOKUPS_PER_MINUTE, 60)).allowed) {
    log.warn({ subscriberId }, "registry lookups over their limit this minute");
    return null;
  }
  const body = JSON.stringify({ subscriber_id: subscriberId, ukId: uniqueKeyId, country: "IND", domain: ONDC_DOMAIN });
  try {
    const response = await fetch(`${registry.replace(/\/+$/, "")}/v2.0/lookup`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: authorizationHeader(body, me, me.signingKey, Math.floor(Date.now() / 1000)) },
      body,
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
    if (!response.ok) {
      log.warn({ status: response.status, subscriberId }, "registry lookup refused");
      return null;
    }
    const records = (await response.json()) as RegistryRecord[];
    if (!Array.isArray(records)) return null;
    return records.find((r) => r.subscriber_id === subscriberId && (r.ukId ?? r.unique_key_id) === uniqueKeyId && r.signing_public_key) ?? null;
  } catch (error) {
    log.warn({ err: error, subscriberId }, "registry lookup failed");
    return null;
  }
}

/**
 * A participant's signing public key (base64): the copy kept from the registry while it is fresh
 * (ONDC_KEY_CACHE_MINUTES, and not past the registry's valid_until), else the registry's answer, kept.
 * `refresh` skips the kept copy: a signature that failed with it may be by a key rotated since (at most
 * REFRESHES_PER_MINUTE such lookups a minute per key id; beyond them, null: the call is refused).
 */
export async function participantKey(subscriberId: string, uniqueKeyId: string, options: { refresh?: boolean } = {}): Promise<string | null> {
  const db = await getDb();
  const where = and(eq(ondcRegistryKeys.subscriberId, subscriberId), eq(ondcRegistryKeys.uniqueKeyId, uniqueKeyId));
  if (options.refresh) {
    if (!(await hitRateLimit(`ondc-key-refresh:${subscriberId}|${uniqueKeyId}`, REFRESHES_PER_MINUTE, 60)).allowed) return null;
  } else {
    const [kept] = await db.select().from(ondcRegistryKeys).where(where);
    const freshSince = Date.now() - getConfig().ONDC_KEY_CACHE_MINUTES * 60_000;
    if (kept && kept.fetchedAt.getTime() > freshSince && (!kept.validUntil || kept.validUntil.getTime() > Date.now())) return kept.signingPublicKey;
  }
  const record = await lookUp(subscriberId, uniqueKeyId);
  if (!record?.signing_public_key) return null;
  const validUntil = record.valid_until && !Number.isNaN(Date.parse(record.valid_until)) ? new Date(record.valid_until) : null;
  const row = { subscriberId, uniqueKeyId, signingPublicKey: record.signing_public_key, subscriberUrl: record.subscriber_url ?? null, validUntil, fetchedAt: new Date() };
  await db
    .insert(ondcRegistryKeys)
    .values(row)
    .onConflictDoUpdate({ target: [ondcRegistryKeys.subscriberId, ondcRegistryKeys.uniqueKeyId], set: row });
  return row.signingPublicKey;
}
