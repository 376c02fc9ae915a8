import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import { sessions } from "../../../../db/schema";
import { sessionCookieName, type SessionArea } from "~/domain/consumer/session-areas";
import { clientIp } from "./client-ip.server";
import { getConfig } from "../db/config.server";
import { clearCookie, readCookie, writeCookie } from "./cookies.server";
import { getDb } from "../db/db.server";
import { preparedOnce } from "../db/prepared-query.server";

export interface Session {
  id: number;
  area: SessionArea;
  subjectId: number;
  roleId: number | null;
  data: Record<string, unknown>;
  expiresAt: Date;
  createdAt: Date;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function lifetimeMinutes(area: SessionArea): number {
  const c = getConfig();
  // A merchant's page lives as long as a partner's: the same kind of business account.
  return area === "admin" ? c.ADMIN_SESSION_MINUTES : area === "partner" || area === "merchant" ? c.PARTNER_SESSION_MINUTES : c.USER_SESSION_MINUTES;
}

/** However active a session is, it ends this long after it began. */
export function maxLifetimeMs(area: SessionArea): number {
  const c = getConfig();
  const hours = area === "admin" ? c.ADMIN_SESSION_MAX_HOURS : area === "partner" || area === "merchant" ? c.PARTNER_SESSION_MAX_HOURS : c.USER_SESSION_MAX_HOURS;
  return hours * 3_600_000;
}

/** The sliding expiry, never past the absolute end. */
function nextExpiry(area: SessionArea, createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + lifetimeMinutes(area) * 60_000, createdAt.getTime() + maxLifetimeMs(area)));
}

/** The area's token from its cookie or, for API clients, an `Authorization: Bearer` header. */
export function readSessionToken(request: Request, area: SessionArea): string | null {
  const auth = request.headers.get("authorization");
  if (auth?.startsWith("Bearer ")) return auth.slice(7).trim() || null;
  return readCookie(request, sessionCookieName[area]);
}

/** Starts a session and answers the Set-Cookie header that carries its token, and the token itself. */
export async function createSession(
  area: SessionArea,
  subjectId: number,
  options: { roleId?: number | null; data?: Record<string, unknown>; request?: Request } = {},
): Promise<{ token: string; setCookie: string; sessionId: number }> {
  const db = await getDb();
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const expiresAt = nextExpiry(area, now, now);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      area,
      subjectId,
      roleId: options.roleId ?? null,
      data: options.data ?? {},
      expiresAt,
      createdAt: now,
      ip: options.request ? clientIp(options.request) : null,
      userAgent: options.request?.headers.get("user-agent")?.slice(0, 300) ?? null,
    })
    .returning({ id: sessions.id });
  // The cookie lives as long as the absolute lifetime; the database decides when the session really ends.
  return { token, setCookie: writeCookie(sessionCookieName[area], token, { minutes: maxLifetimeMs(area) / 60_000 }), sessionId: row.id };
}

/**
 * Which row is a request's live session of an area: its token's hash, in that
 * area, not yet expired. The values go in by name (`sessionRowValues`): the
 * lookups that read the session and its account in one statement are prepared
 * once (prepared-query.server.ts).
 */
export const sessionRowWhere = and(eq(sessions.tokenHash, sql.placeholder("tokenHash")), eq(sessions.area, sql.placeholder("area")), gt(sessions.expiresAt, sql.placeholder("now")));

/**
 * The values of `sessionRowWhere` for a request (null: it carries no token). The time goes as ISO
 * text: a placeholder's value reaches the driver as it is, without the column's own conversion.
 */
export function sessionRowValues(request: Request, area: SessionArea, now: Date): { tokenHash: string; area: SessionArea; now: string } | null {
  const token = readSessionToken(request, area);
  return token ? { tokenHash: hashToken(token), area, now: now.toISOString() } : null;
}

const sessionRow = preparedOnce((db) => db.select().from(sessions).where(sessionRowWhere).limit(1).prepare("session_row"));

/** A session row found by its token: past its absolute end it counts as gone; otherwise its expiry slides (written at most once a minute to spare writes). */
export async function liveSession(row: typeof sessions.$inferSelect, area: SessionArea, now: Date): Promise<Session | null> {
  if (now.getTime() - row.createdAt.getTime() >= maxLifetimeMs(area)) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    const db = await getDb();
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: nextExpiry(area, row.createdAt, now) })
      .where(eq(sessions.id, row.id));
  }
  return { id: row.id, area, subjectId: row.subjectId, roleId: row.roleId, data: row.data, expiresAt: row.expiresAt, createdAt: row.createdAt };
}

/** The live session of an area, re-verified against the database on every call, with a sliding expiry. */
export async function getSession(request: Request, area: SessionArea): Promise<Session | null> {
  const now = new Date();
  const values = sessionRowValues(request, area, now);
  if (!values) return null;
  const [row] = await sessionRow(await getDb()).execute(values);
  return row ? liveSession(row, area, now) : null;
}

/**
 * Whether one session (by its id, of this area and account) is still live:
 * not ended, not expired, not past its absolute end. Read only, so asking
 * does not keep it alive (a masquerade asks about the admin session behind it).
 */
export async function isSessionLive(id: number, area: SessionArea, subjectId: number, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.area, area), eq(sessions.subjectId, subjectId), gt(sessions.expiresAt, now)))
    .limit(1);
  return row !== undefined && now.getTime() - row.createdAt.getTime() < maxLifetimeMs(area);
}

/**
 * Merges `patch` into the session's data, in one statement so two requests of
 * the same visit never overwrite each other's keys; a null value removes a key.
 * The passed session sees the new data too.
 */
export async function setSessionData(session: Session, patch: Record<string, unknown>): Promise<Session> {
  const db = await getDb();
  const removed = Object.keys(patch).filter((k) => patch[k] === null);
  const kept = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== null));
  const base = removed.length
    ? sql`(${sessions.data} - array[${sql.join(
        removed.map((k) => sql`${k}`),
        sql`, `,
      )}]::text[])`
    : sql`${sessions.data}`;
  const [row] = await db
    .update(sessions)
    .set({ data: sql`${base} || ${JSON.stringify(kept)}::jsonb` })
    .where(eq(sessions.id, session.id))
    .returning({ data: sessions.data });
  session.data = row?.data ?? session.data;
  return session;
}

/** Ends one session, e.g. of a disabled account or one its owner chose to end. */
export async function endSession(id: number): Promise<void> {
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.id, id));
}

export interface SessionSummary {
  id: number;
  createdAt: Date;
  lastSeenAt: Date;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}

/** The live sessions of one account, newest first, marking the one making this request. */
export async function listSessions(area: SessionArea, subjectId: number, currentId: number): Promise<SessionSummary[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, ip: sessions.ip, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.area, area), eq(sessions.subjectId, subjectId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt));
  const cutoff = Date.now() - maxLifetimeMs(area);
  return rows.filter((r) => r.createdAt.getTime() > cutoff).map((r) => ({ ...r, current: r.id === currentId }));
}

/** Ends one of an account's own sessions (never someone else's); answers whether one was ended. */
export async function endOwnSession(area: SessionArea, subjectId: number, sessionId: number): Promise<boolean> {
  const db = await getDb();
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.area, area), eq(sessions.subjectId, subjectId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every session of an account but the one given (or all of them, with null). */
export async function endOtherSessions(area: SessionArea, subjectId: number, keepId: number | null): Promise<number> {
  const db = await getDb();
  const where = and(eq(sessions.area, area), eq(sessions.subjectId, subjectId), keepId === null ? undefined : ne(sessions.id, keepId));
  return (await db.delete(sessions).where(where).returning({ id: sessions.id })).length;
}

/** Ends the area's session in the database and answers the Set-Cookie header that clears its cookie. */
export async function destroySession(request: Request, area: SessionArea): Promise<string> {
  const token = readSessionToken(request, area);
  if (token) {
    const db = await getDb();
    await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  }
  return clearCookie(sessionCookieName[area]);
}
