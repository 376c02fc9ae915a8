import { and, asc, eq } from "drizzle-orm";
import { partnerUsers } from "../../../db/schema";
import type { ClientCookieName } from "~/domain/consumer/client-cookies";
import { masqueradeExitPath } from "~/domain/partner/merchants";
import { sessionCookieName } from "~/domain/consumer/session-areas";
import { currentAdmin } from "./admin-auth.server";
import { clearCookie } from "../platform/http/cookies.server";
import { getDb } from "../platform/db/db.server";
import { recordMasquerade } from "./masquerade-audit.server";
import { MASQUERADE_KEYS, type PartnerContext } from "../partner/partner-auth.server";
import { clearClientCookie, writeClientCookie } from "../platform/http/server-cookies.server";
import { createSession, endSession, maxLifetimeMs } from "../platform/http/session.server";

/** SPEC.md 3's client cookie: "true" while an admin acts as a partner. The session's data is what the server trusts. */
export const MASQUERADE_COOKIE = "isMasqueradeMode" satisfies ClientCookieName;

/**
 * An admin of role 1 opens the partner's portal as the partner (SPEC.md 4, 6):
 * a partner session of the partner's first active user, marked with the
 * admin's id and the admin session the request came with (the masquerade
 * ends with it: partner-auth.server.ts); the admin's own session is left as
 * it is, so Exit finds it and goes to merchant management, narrowed to this
 * partner (SPEC.md 4). Without that admin's live session in the request,
 * nothing starts.
 */
export async function startMasquerade(input: { adminId: number; partnerId: number; request: Request }): Promise<{ ok: true; setCookies: string[] } | { ok: false }> {
  const current = await currentAdmin(input.request);
  if (!current || current.admin.id !== input.adminId) return { ok: false };
  const db = await getDb();
  const [user] = await db
    .select({ id: partnerUsers.id })
    .from(partnerUsers)
    .where(and(eq(partnerUsers.partnerId, input.partnerId), eq(partnerUsers.status, 1)))
    .orderBy(asc(partnerUsers.id))
    .limit(1);
  if (!user) return { ok: false };
  const { setCookie, sessionId } = await createSession("partner", user.id, {
    data: { [MASQUERADE_KEYS.adminId]: input.adminId, [MASQUERADE_KEYS.adminSessionId]: current.session.id, [MASQUERADE_KEYS.returnTo]: masqueradeExitPath(input.partnerId) },
    request: input.request,
  });
  await recordMasquerade("start", { adminId: input.adminId, partnerUserId: user.id, sessionId, request: input.request });
  return { ok: true, setCookies: [setCookie, writeClientCookie(MASQUERADE_COOKIE, "true", maxLifetimeMs("partner") / 60_000)] };
}

/** Exit: the masquerade's partner session ends (and is recorded); answers where the admin goes back to and the cookies that clear it. */
export async function endMasquerade(current: PartnerContext, request: Request): Promise<{ returnTo: string; setCookies: string[] } | null> {
  if (!current.masquerade || !current.session) return null;
  await endSession(current.session.id);
  await recordMasquerade("end", { adminId: current.masquerade.adminId, partnerUserId: current.user.id, sessionId: current.session.id, request });
  return { returnTo: current.masquerade.returnTo, setCookies: [clearCookie(sessionCookieName.partner), clearClientCookie(MASQUERADE_COOKIE)] };
}
