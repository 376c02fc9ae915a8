import { randomBytes } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { handoffTokenUses, partnerHandoffSettings, partners } from "../../db/schema";
import { judgeHandoffToken, readHandoffToken, type HandoffClaims, type HandoffRefusal } from "~/domain/handoff-token";
import type { Language } from "~/i18n/languages";
import { getConfig } from "./config.server";
import { getDb } from "./db.server";
import { createProspect } from "./prospects.server";
import { sealer } from "./sealed.server";
import { pathAfterSignIn, signInConfirmed } from "./verification.server";

/**
 * A partner's hand-off (docs/decisions/066): the secret it signs tokens with,
 * the hosts /redirect may send people to, and a token turned into a
 * signed-in consumer on the partner's brand, once.
 */

/** Every hand-off secret starts so, which tells it apart from an API key (pk_). */
export const HANDOFF_SECRET_PREFIX = "hs_";
const { seal, unseal } = sealer(() => `${getConfig().LINK_SIGNING_SECRET}:partner-handoff`);

export interface HandoffSettings {
  secretPrefix: string | null;
  secretCreatedAt: Date | null;
  redirectHosts: string[];
}

/** What the partner's Digital Integration page shows: never the secret itself. */
export async function handoffSettings(partnerId: number): Promise<HandoffSettings> {
  const db = await getDb();
  const [row] = await db.select().from(partnerHandoffSettings).where(eq(partnerHandoffSettings.partnerId, partnerId));
  return { secretPrefix: row?.secretPrefix ?? null, secretCreatedAt: row?.secretCreatedAt ?? null, redirectHosts: row?.redirectHosts ?? [] };
}

/** A new secret, which replaces the old one at once; answered here, once, and kept only sealed. */
export async function rotateHandoffSecret(partnerId: number): Promise<string> {
  const secret = `${HANDOFF_SECRET_PREFIX}${randomBytes(32).toString("base64url")}`;
  const values = { secretSealed: seal(secret), secretPrefix: secret.slice(0, 10), secretCreatedAt: new Date(), updatedAt: new Date() };
  const db = await getDb();
  await db.insert(partnerHandoffSettings).values({ partnerId, ...values }).onConflictDoUpdate({ target: partnerHandoffSettings.partnerId, set: values });
  return secret;
}

/** The hosts of the partner's own site that /redirect may send a browser to (already checked by the form). */
export async function saveRedirectHosts(partnerId: number, hosts: string[]): Promise<void> {
  const db = await getDb();
  const values = { redirectHosts: [...new Set(hosts)], updatedAt: new Date() };
  await db.insert(partnerHandoffSettings).values({ partnerId, ...values }).onConflictDoUpdate({ target: partnerHandoffSettings.partnerId, set: values });
}

/** A brand's registered hosts, by its URL segment; none for an unknown brand or one that registered none. */
export async function redirectHostsOf(partnerName: string): Promise<string[]> {
  const db = await getDb();
  const [row] = await db
    .select({ hosts: partnerHandoffSettings.redirectHosts })
    .from(partnerHandoffSettings)
    .innerJoin(partners, eq(partners.id, partnerHandoffSettings.partnerId))
    .where(and(eq(partners.name, partnerName.toLowerCase()), eq(partners.status, 1)));
  return row?.hosts ?? [];
}

function secretOf(sealed: string): string | null {
  try {
    return unseal(sealed);
  } catch {
    return null;
  }
}

export type HandoffCheck = { ok: false; reason: HandoffRefusal } | { ok: true; partner: { id: number; name: string }; claims: HandoffClaims };

/**
 * A token judged for the partner named beside it: shape, partner (known, on,
 * not the default brand, with a secret), signature, time, and last its nonce,
 * recorded in one statement so that of two uses, even at the same instant,
 * exactly one finds it new.
 */
export async function acceptHandoffToken(partnerName: unknown, token: unknown, now = new Date()): Promise<HandoffCheck> {
  const claims = readHandoffToken(token);
  if (!claims) return { ok: false, reason: "malformed" };
  if (typeof partnerName !== "string" || partnerName.length > 100) return { ok: false, reason: "unknown" };
  const db = await getDb();
  const [partner] = await db
    .select({ id: partners.id, name: partners.name, isDefault: partners.isDefault, status: partners.status, sealed: partnerHandoffSettings.secretSealed })
    .from(partners)
    .innerJoin(partnerHandoffSettings, eq(partnerHandoffSettings.partnerId, partners.id))
    .where(eq(partners.name, partnerName.toLowerCase()));
  if (!partner?.sealed || partner.isDefault || partner.status !== 1) return { ok: false, reason: "unknown" };
  const secret = secretOf(partner.sealed);
  // A secret sealed under another LINK_SIGNING_SECRET cannot be read: the partner makes a new one, the token is refused meanwhile.
  if (!secret) return { ok: false, reason: "unknown" };
  const refused = judgeHandoffToken(secret, partner.name, claims, now);
  if (refused) return { ok: false, reason: refused };
  // Rows past their token's expiry prove nothing any more (the token is refused as expired): cleared as we go.
  await db.delete(handoffTokenUses).where(lt(handoffTokenUses.expiresAt, new Date(now.getTime() - 60_000)));
  const [fresh] = await db
    .insert(handoffTokenUses)
    .values({ partnerId: partner.id, nonce: claims.nonce, expiresAt: new Date(claims.exp * 1000) })
    .onConflictDoNothing()
    .returning({ nonce: handoffTokenUses.nonce });
  if (!fresh) return { ok: false, reason: "used" };
  return { ok: true, partner: { id: partner.id, name: partner.name }, claims };
}

/**
 * The consumer of an accepted token signed in on a new journey the partner
 * brought (with the UTMs the browser carries), as a login code would: the
 * first partner still owns a known consumer, and one with a PAN and birth
 * date on file still proves them at welcome-back before seeing anything.
 */
export async function signInByHandoff(request: Request, accepted: Extract<HandoffCheck, { ok: true }>, input: { language: Language; utms: Record<string, string> }) {
  const { partner, claims } = accepted;
  const prospect = await createProspect({ contact: claims.mobile, partnerId: partner.id, utm: { utm_source: "partner_handoff", ...input.utms }, productType: claims.product });
  const signedIn = await signInConfirmed(request, { prospect, contact: { kind: "mobile", value: claims.mobile }, language: input.language });
  return { ...signedIn, next: pathAfterSignIn(signedIn) };
}
