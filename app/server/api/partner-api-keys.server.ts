import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { partnerApiKeys } from "../../../db/schema";
import { API_KEY_MAX_DAYS, PARTNER_API_SCOPES, type PartnerApiScope } from "~/domain/partner/partner-api-scopes";
import { getConfig } from "../platform/db/config.server";
import { getDb } from "../platform/db/db.server";

/** Every partner API key starts so, which tells it apart from a session token on `Authorization: Bearer`. */
export const API_KEY_PREFIX = "pk_";

const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

export interface ApiKeyView {
  id: number;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
  expired: boolean;
  scopes: PartnerApiScope[];
}

const knownScopes = (scopes: string[]) => PARTNER_API_SCOPES.filter((s) => scopes.includes(s));

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many days a new key works unless the partner chooses otherwise (PARTNER_API_KEY_DAYS, a year at most). */
export const apiKeyDays = () => Math.min(getConfig().PARTNER_API_KEY_DAYS, API_KEY_MAX_DAYS);

/**
 * A new key for the partner's JSON API, acting as the partner user who made
 * it, until it expires. The key itself is answered once, here; only its hash
 * is kept. Only a partner user makes one: the page refuses an admin acting as
 * the partner (decision 036), so a key never outlives an admin's rights.
 */
export async function createApiKey(input: {
  partnerId: number;
  partnerUserId: number;
  /** Its lifetime, a year at most; PARTNER_API_KEY_DAYS when not chosen. */
  days?: number;
  /** What it may call (docs/decisions/075); every scope when not chosen. */
  scopes?: readonly PartnerApiScope[];
}): Promise<{ id: number; key: string; expiresAt: Date }> {
  const db = await getDb();
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const days = Math.min(input.days ?? apiKeyDays(), API_KEY_MAX_DAYS);
  const expiresAt = new Date(Date.now() + days * DAY_MS);
  const scopes = knownScopes([...(input.scopes ?? PARTNER_API_SCOPES)]);
  const [row] = await db
    .insert(partnerApiKeys)
    .values({ partnerId: input.partnerId, partnerUserId: input.partnerUserId, keyHash: hashKey(key), prefix: key.slice(0, 10), expiresAt, scopes })
    .returning({ id: partnerApiKeys.id });
  return { id: row.id, key, expiresAt };
}

/** The partner's keys, newest first; never a key itself. */
export async function listApiKeys(partnerId: number): Promise<ApiKeyView[]> {
  const db = await getDb();
  const rows = await db.select().from(partnerApiKeys).where(eq(partnerApiKeys.partnerId, partnerId)).orderBy(desc(partnerApiKeys.id));
  const now = Date.now();
  return rows.map((r) => ({
    id: r.id,
    prefix: r.prefix,
    createdAt: r.createdAt,
    lastUsedAt: r.lastUsedAt,
    revokedAt: r.revokedAt,
    expiresAt: r.expiresAt,
    expired: r.expiresAt.getTime() <= now,
    scopes: knownScopes(r.scopes),
  }));
}

/** Revokes one of the partner's own keys not yet revoked (never another partner's); answers whether one was. */
export async function revokeApiKey(input: { partnerId: number; keyId: number; adminId: number | null }): Promise<boolean> {
  const db = await getDb();
  const revoked = await db
    .update(partnerApiKeys)
    .set({ revokedAt: new Date(), revokedByAdminId: input.adminId })
    .where(and(eq(partnerApiKeys.id, input.keyId), eq(partnerApiKeys.partnerId, input.partnerId), isNull(partnerApiKeys.revokedAt)))
    .returning({ id: partnerApiKeys.id });
  return revoked.length > 0;
}

/**
 * The live key behind a Bearer value: its id, scopes and the partner user it acts as
 * (its use is counted by `countKeyCall`, once the call is let in);
 * null for an unknown, revoked or expired key, and for one an admin made while
 * acting as the partner before decision 036 (the migration revoked those too).
 */
export async function findApiKey(key: string): Promise<{ id: number; partnerUserId: number; partnerId: number; scopes: PartnerApiScope[] } | null> {
  if (!isApiKey(key)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: partnerApiKeys.id, partnerUserId: partnerApiKeys.partnerUserId, partnerId: partnerApiKeys.partnerId, scopes: partnerApiKeys.scopes })
    .from(partnerApiKeys)
    .where(and(eq(partnerApiKeys.keyHash, hashKey(key)), isNull(partnerApiKeys.revokedAt), isNull(partnerApiKeys.createdByAdminId), gt(partnerApiKeys.expiresAt, new Date())))
    .limit(1);
  return row ? { ...row, scopes: knownScopes(row.scopes) } : null;
}
