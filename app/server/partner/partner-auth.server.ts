import { eq } from "drizzle-orm";
import { partners, partnerUsers } from "../../../db/schema";
import type { Brand } from "~/domain/partner/brand";
import type { PartnerApiScope } from "~/domain/partner/partner-api-scopes";
import { AREA_PATHS } from "~/domain/consumer/session-areas";
import { MERCHANT_MANAGEMENT_PATH } from "~/domain/partner/merchants";
import { getAdminUser } from "../admin/admin-auth.server";
import { getDb } from "../platform/db/db.server";
import { recordMasquerade } from "../admin/masquerade-audit.server";
import { findApiKey } from "../api/partner-api-keys.server";
import { endSession, getSession, isSessionLive, readSessionToken, type Session } from "../platform/http/session.server";

/** A partner user and the partner (brand) it works for. */
export interface PartnerUser {
  id: number;
  username: string;
  lastLoginAt: Date | null;
  partner: Brand & { id: number; utmId: string | null };
}

/** An admin of role 1 acting as the partner (SPEC.md 4 and 6), and where Exit takes them back. */
export interface Masquerade {
  adminId: number;
  adminUsername: string;
  returnTo: string;
}

export interface PartnerContext {
  /** The browser's (or API client's) p_atkn session; null when the request came with an API key. */
  session: Session | null;
  user: PartnerUser;
  /** The partner API key the request came with (the JSON API only), and what it may call. */
  apiKey: { id: number; scopes: readonly PartnerApiScope[] } | null;
  masquerade: Masquerade | null;
}

/** The session data that marks a partner session as an admin's masquerade (isMasqueradeMode), and the admin session it lives by. */
export const MASQUERADE_KEYS = { adminId: "masqueradeAdminId", adminSessionId: "masqueradeAdminSessionId", returnTo: "masqueradeReturnTo" } as const;

/** An active partner user of an active partner, with its brand; null for anyone else. */
export async function getPartnerUser(id: number): Promise<PartnerUser | null> {
  const db = await getDb();
  const [row] = await db.select({ user: partnerUsers, partner: partners }).from(partnerUsers).innerJoin(partners, eq(partners.id, partnerUsers.partnerId)).where(eq(partnerUsers.id, id)).limit(1);
  if (row?.user.status !== 1 || row.partner.status !== 1) return null;
  const p = row.partner;
  return {
    id: row.user.id,
    username: row.user.username,
    lastLoginAt: row.user.lastLoginAt,
    partner: {
      id: p.id,
      name: p.name,
      displayName: p.displayName,
      logoUrl: p.logoUrl,
      fontSource: p.fontSource,
      fontFamily: p.fontFamily,
      primaryColor: p.primaryColor,
      secondaryColor: p.secondaryColor,
      title: p.title,
      partnerTerms: p.partnerTerms,
      isDefault: p.isDefault,
      utmId: p.utmId,
    },
  };
}

/**
 * The partner behind the request's p_atkn token (cookie or Bearer), read
 * afresh on every request: a disabled user or partner ends the session at once.
 * Read once per request: the partner guard and the page's brand both ask.
 */
const partnerOfRequest = new WeakMap<Request, Promise<PartnerContext | null>>();

export function currentPartner(request: Request): Promise<PartnerContext | null> {
  let found = partnerOfRequest.get(request);
  if (!found) {
    found = readPartner(request);
    partnerOfRequest.set(request, found);
  }
  return found;
}

async function readPartner(request: Request): Promise<PartnerContext | null> {
  const session = await getSession(request, "partner");
  if (!session) return null;
  const user = await getPartnerUser(session.subjectId);
  const masquerade = await masqueradeOf(session);
  if (!user || masquerade === "ended") {
    await endSession(session.id);
    const adminId = session.data[MASQUERADE_KEYS.adminId];
    if (typeof adminId === "number") await recordMasquerade("revoked", { adminId, partnerUserId: session.subjectId, sessionId: session.id, request });
    return null;
  }
  return { session, user, apiKey: null, masquerade };
}

/**
 * A masquerade lasts only while the admin behind it may still act as a
 * partner (active, role 1) and while the admin session that started it is
 * live: the admin's logout, or that session's expiry, ends it too (issue 37,
 * item 2). One without a recorded admin session (started before this rule)
 * is ended: deny by default.
 */
async function masqueradeOf(session: Session): Promise<Masquerade | null | "ended"> {
  const adminId = session.data[MASQUERADE_KEYS.adminId];
  if (typeof adminId !== "number") return null;
  const adminSessionId = session.data[MASQUERADE_KEYS.adminSessionId];
  if (typeof adminSessionId !== "number" || !(await isSessionLive(adminSessionId, "admin", adminId))) return "ended";
  const admin = await getAdminUser(adminId);
  if (admin?.status !== 1 || admin.roleId !== 1) return "ended";
  const returnTo = session.data[MASQUERADE_KEYS.returnTo];
  return { adminId, adminUsername: admin.username, returnTo: typeof returnTo === "string" && returnTo.startsWith(`${AREA_PATHS.admin}/`) ? returnTo : MERCHANT_MANAGEMENT_PATH };
}

/** The partner behind a partner API key (`Authorization: Bearer pk_…`); the JSON API accepts it, the pages do not. */
export async function partnerByApiKey(request: Request): Promise<PartnerContext | null> {
  const auth = request.headers.get("authorization");
  const token = auth?.startsWith("Bearer ") ? readSessionToken(request, "partner") : null;
  const key = token ? await findApiKey(token) : null;
  if (!key) return null;
  const user = await getPartnerUser(key.partnerUserId);
  if (!user || user.partner.id !== key.partnerId) return null;
  return { session: null, user, apiKey: { id: key.id, scopes: key.scopes }, masquerade: null };
}

/** Who did it, for the record: the admin acting as the partner while masquerading, else null (the partner user). */
export function actingAdminId(current: PartnerContext): number | null {
  return current.masquerade?.adminId ?? null;
}
