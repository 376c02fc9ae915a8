import { eq } from "drizzle-orm";
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { partners, partnerUsers } from "../../db/schema";
import type { Brand } from "~/domain/brand";
import { canUsePartnerRoute } from "~/domain/partner-pages";
import { getDb } from "./db.server";
import { endSession, getSession, unauthorized, type Session } from "./session.server";

/** A partner user and the partner (brand) it works for. */
export interface PartnerUser {
  id: number;
  username: string;
  lastLoginAt: Date | null;
  partner: Brand & { id: number };
}

export interface PartnerContext {
  session: Session;
  user: PartnerUser;
}

const partnerContext = createContext<PartnerContext | null>(null);

/** An active partner user of an active partner, with its brand; null for anyone else. */
export async function getPartnerUser(id: number): Promise<PartnerUser | null> {
  const db = await getDb();
  const [row] = await db
    .select({ user: partnerUsers, partner: partners })
    .from(partnerUsers)
    .innerJoin(partners, eq(partners.id, partnerUsers.partnerId))
    .where(eq(partnerUsers.id, id))
    .limit(1);
  if (!row || row.user.status !== 1 || row.partner.status !== 1) return null;
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
    },
  };
}

/**
 * The partner behind the request's p_atkn token (cookie or Bearer), read
 * afresh on every request: a disabled user or partner ends the session at once.
 */
export async function currentPartner(request: Request): Promise<PartnerContext | null> {
  const session = await getSession(request, "partner");
  if (!session) return null;
  const user = await getPartnerUser(session.subjectId);
  if (!user) {
    await endSession(session.id);
    return null;
  }
  return { session, user };
}

/**
 * The guard of every partner page (middleware of the partner layout, so it
 * runs on every load and every client-side path change): no live partner
 * session goes to /partner/login; a route missing from the partner route
 * table goes to the dashboard.
 */
export const partnerPageGuard: MiddlewareFunction<Response> = async ({ request, pattern, context }) => {
  const current = await currentPartner(request);
  if (!current) unauthorized(request, "partner");
  if (!canUsePartnerRoute(pattern)) throw redirect("/partner");
  context.set(partnerContext, current);
};

/** The guard of the partner JSON API: 401 JSON without a partner session, 403 for a route not in the table. */
export const partnerApiGuard: MiddlewareFunction<Response> = async ({ request, pattern, context }) => {
  const current = await currentPartner(request);
  if (!current) throw Response.json({ success: false, message: "Unauthorized" }, { status: 401 });
  if (!canUsePartnerRoute(pattern)) throw Response.json({ success: false, message: "Forbidden" }, { status: 403 });
  context.set(partnerContext, current);
};

/** The partner the guard let in; calling it outside a guarded route is a programming error. */
export function requirePartner(context: Readonly<RouterContextProvider>): PartnerContext {
  const current = context.get(partnerContext);
  if (!current) throw new Error("requirePartner outside a partner guard: add the route under the partner layout or the partner API layout");
  return current;
}
