import { randomBytes } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { handoffTokenUses, partnerHandoffSettings, partners } from "../../../db/schema";
import { CHANNELS } from "~/domain/consumer/arrival";
import { judgeHandoffToken, readHandoffToken, type HandoffClaims, type HandoffRefusal } from "~/domain/partner/handoff-token";
import type { Language } from "~/i18n/languages";
import { getConfig } from "../platform/db/config.server";
import { getDb } from "../platform/db/db.server";
import { clientIp } from "../platform/http/client-ip.server";
import { claimConsumerByMobile } from "../consumer/consumers.server";
import { requestOtp, type RequestOtpResult } from "../consumer/otp.server";
import { createProspect, firstPartnerOf, type Prospect } from "../consumer/prospects.server";
import { sealer } from "../platform/http/sealed.server";
import { pathAfterSignIn, signInConfirmed } from "../consumer/verification.server";

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
  await db
    .insert(partnerHandoffSettings)
    .values({ partnerId, ...values })
    .onConflictDoUpdate({ target: partnerHandoffSettings.partnerId, set: values });
  return secret;
}

/** The hosts of the partner's own site that /redirect may send a browser to (already checked by the form). */
export async function saveRedirectHosts(partnerId: number, hosts: string[]): Promise<void> {
  const db = await getDb();
  const values = { redirectHosts: [...new Set(hosts)], updatedAt: new Date() };
  await db
    .insert(partnerHandoffSettings)
    .values({ partnerId, ...values })
    .onConflictDoUpdate({ target: partnerHandoffSettings.partnerId, set: values });
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

/** What an accepted token comes to for the browser that brought it (docs/decisions/066). */
export type HandoffOutcome =
  /** A new number: signed in at once on the partner's journey, the partner's lead. */
  | { kind: "signed-in"; prospect: Prospect; setCookie: string; next: string }
  /** A number someone already has: nobody signed in; a login code went to the number, the journey waits for it, nobody's lead but their first partner's. */
  | { kind: "code-sent"; prospect: Prospect; brand: string | null; refused: Exclude<RequestOtpResult, { ok: true }>["reason"] | null }
  /** The browser is already signed in as this very person: nothing changes. */
  | { kind: "same-person" }
  /** The browser is signed in as someone else: it is not switched (login CSRF). */
  | { kind: "signed-in-as-another" };

/**
 * An accepted token turned into what the browser gets. A partner hands over
 * a person it brings, never takes over one who exists: only a number nobody
 * has yet is signed in on the partner's word; an existing consumer (of any
 * brand) proves the number with a login code as at a normal login, and
 * their journey is not the partner's (the first partner to bring them, if
 * any, keeps them once they sign in). A browser already signed in is never
 * switched to another person by a link it was sent.
 */
export async function handOver(
  request: Request,
  accepted: Extract<HandoffCheck, { ok: true }>,
  input: { signedInAs: { mobile: string | null } | null; language: Language; utms: Record<string, string> },
): Promise<HandoffOutcome> {
  const { partner, claims } = accepted;
  if (input.signedInAs) return input.signedInAs.mobile === claims.mobile ? { kind: "same-person" } : { kind: "signed-in-as-another" };
  const utm = { utm_source: "partner_handoff", ...input.utms };
  const claimed = await claimConsumerByMobile(claims.mobile, input.language);
  if (claimed.isNew) {
    const prospect = await createProspect({ contact: claims.mobile, partnerId: partner.id, utm, productType: claims.product, channelId: CHANNELS.handoff });
    const signedIn = await signInConfirmed(request, { prospect, contact: { kind: "mobile", value: claims.mobile }, language: input.language });
    return { kind: "signed-in", prospect: signedIn.prospect, setCookie: signedIn.setCookie, next: pathAfterSignIn(signedIn) };
  }
  // As a login on our own page: the code goes to the number, and a journey nobody owns waits for it (the sign-in gives it to their first partner).
  const sent = await requestOtp({ destination: claims.mobile, channel: "sms", ip: clientIp(request), language: input.language });
  const prospect = await createProspect({ contact: claims.mobile, partnerId: null, utm, productType: claims.product, channelId: CHANNELS.handoff });
  // The partner's look only for a person it brought first; anyone else keeps the brand their browser had.
  const brand = (await firstPartnerOf(claimed.id, null)) === partner.id ? partner.name : null;
  return { kind: "code-sent", prospect, brand, refused: sent.ok ? null : sent.reason };
}
