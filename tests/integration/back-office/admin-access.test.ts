import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUsers, otpChallenges, outbox, rateLimits, sessions } from "../../../db/schema";
import { adminPageGuard } from "~/middleware/admin-guard.server";
import { currentAdmin } from "~/server/admin/admin-auth.server";
import { loginAdmin, unlockAdmin } from "~/server/admin/admin-login.server";
import { getDb } from "~/server/platform/db/db.server";
import { purgeExpired } from "~/server/platform/db/housekeeping.server";
import { hashPassword } from "~/server/admin/password.server";
import { createSession, endOtherSessions, getSession, listSessions } from "~/server/platform/http/session.server";
import { callRoute } from "../../support/route-call";

const unique = () => Math.random().toString(36).slice(2, 8);

async function newAdmin(roleId: number) {
  const db = await getDb();
  const username = `it_${unique()}`;
  const [admin] = await db
    .insert(adminUsers)
    .values({ username, passwordHash: await hashPassword("right-password-1"), roleId })
    .returning();
  return admin;
}

const bearer = (token: string, path = "/admin/lenders") => new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } });

/** What the admin layout's guard answers for a path: "open", or where it redirects. */
async function guardAnswer(token: string, pattern: string): Promise<string> {
  try {
    await callRoute(() => null, { request: bearer(token, pattern), pattern, guards: [adminPageGuard] });
    return "open";
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("location") ?? String(thrown.status);
    throw thrown;
  }
}

describe("admin accounts, checked on every request", () => {
  it("a changed role counts from the next request", async () => {
    const admin = await newAdmin(1);
    const login = await loginAdmin({ username: admin.username, password: "right-password-1", ip: "10.2.0.1" });
    if (!login.ok) throw new Error("login failed");
    expect(await guardAnswer(login.token, "/admin/lenders")).toBe("open");
    await (await getDb()).update(adminUsers).set({ roleId: 3 }).where(eq(adminUsers.id, admin.id));
    expect(await guardAnswer(login.token, "/admin/lenders")).toBe("/admin/dashboard");
  });

  it("a disabled account is signed out at once, and its session ended", async () => {
    const admin = await newAdmin(2);
    const login = await loginAdmin({ username: admin.username, password: "right-password-1", ip: "10.2.0.2" });
    if (!login.ok) throw new Error("login failed");
    expect(await currentAdmin(bearer(login.token))).not.toBeNull();
    await (await getDb()).update(adminUsers).set({ status: 0 }).where(eq(adminUsers.id, admin.id));
    expect(await currentAdmin(bearer(login.token))).toBeNull();
    expect(await guardAnswer(login.token, "/admin/dashboard")).toMatch(/^\/admin\/login\?callback=/);
    const left = await (await getDb()).select().from(sessions).where(eq(sessions.subjectId, admin.id));
    expect(left.filter((s) => s.area === "admin")).toHaveLength(0);
  });
});

describe("the audit log of admin changes", () => {
  it("opens for role 1 only; the other roles go to the dashboard, and the route takes no write at all", async () => {
    for (const [roleId, answer] of [
      [1, "open"],
      [2, "/admin/dashboard"],
      [3, "/admin/dashboard"],
    ] as const) {
      const admin = await newAdmin(roleId);
      const login = await createSession("admin", admin.id);
      expect(await guardAnswer(login.token, "/admin/audit-log"), `role ${roleId}`).toBe(answer);
    }
    const route = await import("~/routes/admin/audit-log");
    expect("action" in route).toBe(false);
  });
});

describe("admin IV's role-1 pages (decision 048)", () => {
  it("the lender switches, the eligibility tester, the erasure page and the tracking links open for role 1 only; roles 2 and 3 are sent to the dashboard", async () => {
    for (const roleId of [1, 2, 3]) {
      const admin = await newAdmin(roleId);
      const login = await loginAdmin({ username: admin.username, password: "right-password-1", ip: `10.2.1.${roleId}` });
      if (!login.ok) throw new Error("login failed");
      for (const page of ["/admin/vendors-on-off", "/admin/customer-eligibility", "/admin/customer-info-deletion", "/admin/tracking-links"]) {
        expect(await guardAnswer(login.token, page), `role ${roleId} ${page}`).toBe(roleId === 1 ? "open" : "/admin/dashboard");
      }
    }
  });
});

describe("admin sign-in throttling", () => {
  it("locks an account after ten wrong passwords from any addresses; an unlock lets the right password in again before the lock lifts", async () => {
    const admin = await newAdmin(2);
    for (let i = 0; i < 10; i++) {
      expect(await loginAdmin({ username: admin.username, password: "wrong", ip: `10.3.0.${i}` })).toEqual({ ok: false, reason: "invalid" });
    }
    expect(await loginAdmin({ username: admin.username, password: "wrong", ip: "10.3.1.1" })).toEqual({ ok: false, reason: "locked", retryAfterMinutes: 15 });
    expect(await loginAdmin({ username: admin.username, password: "right-password-1", ip: "10.3.1.2" })).toMatchObject({ ok: false, reason: "locked" });
    expect(await unlockAdmin(admin.id)).toBe(true);
    expect((await loginAdmin({ username: admin.username, password: "right-password-1", ip: "10.3.1.3" })).ok).toBe(true);
  });

  it("throttles one address whatever the usernames", async () => {
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await loginAdmin({ username: `nobody_${unique()}`, password: "x", ip: "10.4.0.1" }));
    expect(answers.at(-1)).toEqual({ ok: false, reason: "throttled" });
  });
});

describe("session lifetimes", () => {
  it("ends a session at its absolute lifetime however active it is", async () => {
    const { token } = await createSession("user", 4242);
    const request = bearer(token, "/user/offers");
    expect(await getSession(request, "user")).not.toBeNull();
    const db = await getDb();
    // Still within the sliding window, but begun 13 hours ago (the consumer's limit is 12).
    await db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 13 * 3_600_000), lastSeenAt: new Date() })
      .where(eq(sessions.subjectId, 4242));
    expect(await getSession(request, "user")).toBeNull();
  });

  it("lists an admin's own sessions and ends the others", async () => {
    const admin = await newAdmin(1);
    const a = await createSession("admin", admin.id, { request: new Request("http://localhost/", { headers: { "user-agent": "Phone", "x-client-ip": "10.5.0.1" } }) });
    const b = await createSession("admin", admin.id);
    const current = (await getSession(bearer(a.token), "admin"))!;
    const listed = await listSessions("admin", admin.id, current.id);
    expect(listed).toHaveLength(2);
    expect(listed.find((s) => s.current)).toMatchObject({ userAgent: "Phone", ip: "10.5.0.1" });
    expect(await endOtherSessions("admin", admin.id, current.id)).toBe(1);
    expect(await getSession(bearer(b.token), "admin")).toBeNull();
    expect(await getSession(bearer(a.token), "admin")).not.toBeNull();
  });
});

describe("the scheduled purge", () => {
  it("deletes ended sessions, old codes, past rate-limit windows and messages delivered over 90 days ago, and keeps what is live", async () => {
    const db = await getDb();
    const live = await createSession("user", 5151);
    await createSession("user", 5152);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.subjectId, 5152));
    const old = new Date(Date.now() - 3 * 24 * 3_600_000);
    await db.insert(otpChallenges).values({ destination: "9000000001", channel: "sms", codeHash: "x", expiresAt: old });
    await db.insert(rateLimits).values({ key: "it:purge", windowStart: old, count: 1 });
    await db.insert(outbox).values({ channel: "sms", destination: "9000000001", body: "sent", status: "sent", sentAt: new Date(Date.now() - 91 * 24 * 3_600_000) });
    // A message delivered three days ago is still what the consumer was told: kept for the back office.
    await db.insert(outbox).values({ channel: "sms", destination: "9000000003", body: "told", status: "sent", sentAt: old });
    await db.insert(outbox).values({ channel: "sms", destination: "9000000002", body: "waiting", status: "pending" });

    const counts = await purgeExpired();
    expect(counts.sessions).toBeGreaterThanOrEqual(1);
    expect(counts.otpChallenges).toBeGreaterThanOrEqual(1);
    expect(counts.rateLimits).toBeGreaterThanOrEqual(1);
    expect(counts.outbox).toBeGreaterThanOrEqual(1);
    expect(await getSession(bearer(live.token, "/user/offers"), "user")).not.toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.subjectId, 5152))).toHaveLength(0);
    expect(await db.select().from(outbox).where(eq(outbox.destination, "9000000002"))).toHaveLength(1);
    expect(await db.select().from(outbox).where(eq(outbox.destination, "9000000003"))).toHaveLength(1);
    expect(await db.select().from(outbox).where(eq(outbox.destination, "9000000001"))).toHaveLength(0);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, "it:purge"))).toHaveLength(0);
  });
});
