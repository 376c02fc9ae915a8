import { and, eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminUsers, creditApplications, leads, lenderEvents, lenders, loginLocks, masqueradeAudit, partners, partnerUsers, users } from "../../../db/schema";
import { signBody } from "~/domain/lending/lender-signature";
import { loginAdmin } from "~/server/admin/admin-login.server";
import { latestApplicationWith } from "~/server/lending/applications.server";
import { getDb } from "~/server/platform/db/db.server";
import { purgeExpired } from "~/server/platform/db/housekeeping.server";
import { receiveLenderEvent } from "~/server/lending/lender-events.server";
import { startMasquerade } from "~/server/admin/masquerade.server";
import { partnerPageGuard } from "~/middleware/partner-guard.server";
import { currentPartner } from "~/server/partner/partner-auth.server";
import { loginPartner } from "~/server/partner/partner-login.server";
import { hashPassword } from "~/server/admin/password.server";
import { createSession } from "~/server/platform/http/session.server";
import { uploadStatusFileCommand } from "~/server/reports/status-file.server";
import { adminSessionRequest } from "../../support/admin-token";
import { callRoute } from "../../support/route-call";

/** The low findings of issue 20's security review (docs/decisions/037), one block each. */

const unique = () => Math.random().toString(36).slice(2, 8);
const PASSWORD = "right-password-1";
const MINUTE = 60_000;

async function newAdmin(roleId: number) {
  const db = await getDb();
  const [admin] = await db
    .insert(adminUsers)
    .values({ username: `it_${unique()}`, passwordHash: await hashPassword(PASSWORD), roleId })
    .returning();
  return admin;
}

async function newPartner() {
  const db = await getDb();
  const name = `sr-${unique()}`;
  const [partner] = await db
    .insert(partners)
    .values({ name, displayName: `SR ${name}`, logoUrl: "/brands/cl.svg", fontFamily: "system-ui", primaryColor: "#123456", secondaryColor: "#654321" })
    .returning();
  const [user] = await db
    .insert(partnerUsers)
    .values({ username: `sr_${unique()}`, passwordHash: await hashPassword(PASSWORD), partnerId: partner.id })
    .returning();
  return { partner, user };
}

describe("1. a lock from wrong passwords lifts by itself", () => {
  // The wrong passwords are counted in a fixed hour: the clock is set a minute into one, so 16 minutes on is still that hour.
  const intoAnHour = () => Math.ceil(Date.now() / 3_600_000) * 3_600_000 + MINUTE;
  afterEach(() => vi.useRealTimers());

  it("an admin is told when to try again, and signs in 15 minutes later without anyone unlocking them", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = intoAnHour();
    vi.setSystemTime(start);
    const admin = await newAdmin(2);
    const attempt = (password: string, ip: string) => loginAdmin({ username: admin.username, password, ip });
    for (let i = 0; i < 10; i++) expect(await attempt("wrong", `10.31.0.${i}`)).toEqual({ ok: false, reason: "invalid" });
    expect(await attempt("wrong", "10.31.1.1")).toEqual({ ok: false, reason: "locked", retryAfterMinutes: 15 });
    vi.setSystemTime(start + 5 * MINUTE);
    expect(await attempt(PASSWORD, "10.31.1.2")).toEqual({ ok: false, reason: "locked", retryAfterMinutes: 10 });
    vi.setSystemTime(start + 16 * MINUTE);
    expect((await attempt(PASSWORD, "10.31.1.3")).ok).toBe(true);
  });

  it("a partner user likewise", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = intoAnHour();
    vi.setSystemTime(start);
    const { user } = await newPartner();
    const attempt = (password: string, ip: string) => loginPartner({ username: user.username, password, ip });
    for (let i = 0; i < 10; i++) expect(await attempt("wrong", `10.32.0.${i}`)).toEqual({ ok: false, reason: "invalid" });
    expect(await attempt("wrong", "10.32.1.1")).toEqual({ ok: false, reason: "locked", retryAfterMinutes: 15 });
    vi.setSystemTime(start + 16 * MINUTE);
    expect((await attempt(PASSWORD, "10.32.1.3")).ok).toBe(true);
  });

  it("an unknown username answers exactly as a known one, the time to wait included", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = intoAnHour();
    vi.setSystemTime(start);
    const known = await newAdmin(3);
    const unknown = `nobody_${unique()}`;
    for (const username of [known.username, unknown]) {
      for (let i = 0; i < 11; i++) await loginAdmin({ username, password: "wrong", ip: `10.33.0.${i}` });
    }
    vi.setSystemTime(start + 5 * MINUTE);
    const answers = [await loginAdmin({ username: known.username, password: "wrong", ip: "10.33.1.1" }), await loginAdmin({ username: unknown, password: "wrong", ip: "10.33.1.2" })];
    expect(answers).toEqual([
      { ok: false, reason: "locked", retryAfterMinutes: 10 },
      { ok: false, reason: "locked", retryAfterMinutes: 10 },
    ]);
  });

  it("the scheduled purge forgets locks that have lifted, and keeps those in force", async () => {
    const db = await getDb();
    const lifted = `lifted_${unique()}`;
    const live = `live_${unique()}`;
    await db.insert(loginLocks).values([
      { area: "admin", username: lifted, lockedAt: new Date(Date.now() - 16 * MINUTE) },
      { area: "partner", username: live, lockedAt: new Date() },
    ]);
    await purgeExpired();
    const left = await db
      .select({ username: loginLocks.username })
      .from(loginLocks)
      .where(inArray(loginLocks.username, [lifted, live]));
    expect(left.map((l) => l.username)).toEqual([live]);
  });
});

describe("2. refused webhook calls are kept small, and not for ever", () => {
  const SECRET = "sr-lender-secret-0123456789";

  async function newLender() {
    const db = await getDb();
    const [lender] = await db
      .insert(lenders)
      .values({ name: `sr-lender-${unique()}`, displayName: "SR Lender", apiUrl: "https://lender.example.in/api", apiSecret: SECRET } as typeof lenders.$inferInsert)
      .returning();
    return lender;
  }

  it("a refused call keeps at most 512 characters of what was sent", async () => {
    const lender = await newLender();
    const body = JSON.stringify({ event_id: "ev-1", padding: "x".repeat(60_000) });
    const at = Math.floor(Date.now() / 1000);
    const forged = new Headers({ "x-timestamp": String(at), "x-signature": signBody("not-the-lenders-secret", at, body) });
    expect((await receiveLenderEvent(lender.name, forged, body)).status).toBe(401);
    const db = await getDb();
    const [row] = await db.select().from(lenderEvents).where(eq(lenderEvents.lenderId, lender.id));
    expect(row.outcome).toBe("signature");
    expect(row.body!.length).toBeLessThanOrEqual(512);
  });

  it("the scheduled purge deletes refused calls older than 7 days, and keeps recent ones and every accepted event", async () => {
    const lender = await newLender();
    const db = await getDb();
    const old = new Date(Date.now() - 8 * 24 * 3_600_000);
    const [user] = await db
      .insert(users)
      .values({ mobilePhoneNumber: `96${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}` })
      .returning();
    const [app] = await db.insert(creditApplications).values({ userId: user.id, lenderId: lender.id, amount: 50_000 }).returning();
    await db.insert(lenderEvents).values([
      { lenderId: lender.id, outcome: "signature", body: "{}", createdAt: old },
      { lenderId: lender.id, outcome: "replay", eventId: "ev-2", creditApplicationId: app.id, body: "{}", createdAt: old },
      { lenderId: lender.id, outcome: "stale", body: "{}" },
      { lenderId: lender.id, outcome: "accepted", eventId: "ev-2", creditApplicationId: app.id, body: "{}", createdAt: old, processedAt: old },
    ]);
    await purgeExpired();
    const left = await db.select({ outcome: lenderEvents.outcome }).from(lenderEvents).where(eq(lenderEvents.lenderId, lender.id));
    expect(left.map((r) => r.outcome).sort()).toEqual(["accepted", "stale"]);
  });
});

describe("5. starting and ending a masquerade is audited", () => {
  it("records which admin acted as which partner, when and from which address, and Exit", async () => {
    const admin = await newAdmin(1);
    const { partner, user } = await newPartner();
    const started = await startMasquerade({ adminId: admin.id, partnerId: partner.id, request: await adminSessionRequest(admin.id, "/admin/partners", { "x-client-ip": "10.50.0.1" }) });
    if (!started.ok) throw new Error("masquerade refused");
    const token = /p_atkn=([^;]+)/.exec(started.setCookies[0])![1];
    const { action } = await import("~/routes/partner/exit-masquerade");
    const exit = new Request("http://localhost/partner/exit-masquerade", { method: "POST", headers: { authorization: `Bearer ${token}`, "x-client-ip": "10.50.0.2" } });
    const answer = (await callRoute(action, { request: exit, pattern: "/partner/exit-masquerade", guards: [partnerPageGuard] })) as Response;
    expect(answer.headers.get("location"), "SPEC.md 4: Exit goes to merchant management").toBe(`/admin/merchant-management?partner=${partner.id}`);

    const db = await getDb();
    const rows = await db.select().from(masqueradeAudit).where(eq(masqueradeAudit.partnerId, partner.id)).orderBy(masqueradeAudit.id);
    expect(rows).toEqual([
      expect.objectContaining({ event: "start", adminUserId: admin.id, partnerId: partner.id, partnerUserId: user.id, ip: "10.50.0.1", createdAt: expect.any(Date) }),
      expect.objectContaining({ event: "end", adminUserId: admin.id, partnerId: partner.id, partnerUserId: user.id, ip: "10.50.0.2", createdAt: expect.any(Date) }),
    ]);
    expect(rows[0].sessionId).toBe(rows[1].sessionId);
  });

  it("records a masquerade the server ends because the admin may no longer act as a partner", async () => {
    const admin = await newAdmin(1);
    const { partner, user } = await newPartner();
    const started = await startMasquerade({ adminId: admin.id, partnerId: partner.id, request: await adminSessionRequest(admin.id, "/admin/partners", { "x-client-ip": "10.51.0.1" }) });
    if (!started.ok) throw new Error("masquerade refused");
    const token = /p_atkn=([^;]+)/.exec(started.setCookies[0])![1];
    const db = await getDb();
    await db.update(adminUsers).set({ roleId: 2 }).where(eq(adminUsers.id, admin.id));
    const next = new Request("http://localhost/partner", { headers: { authorization: `Bearer ${token}`, "x-client-ip": "10.51.0.2" } });
    expect(await currentPartner(next)).toBeNull();
    const rows = await db.select().from(masqueradeAudit).where(eq(masqueradeAudit.partnerId, partner.id)).orderBy(masqueradeAudit.id);
    expect(rows.map((r) => [r.event, r.adminUserId, r.partnerUserId, r.ip])).toEqual([
      ["start", admin.id, user.id, "10.51.0.1"],
      ["revoked", admin.id, user.id, "10.51.0.2"],
    ]);
  });
});

describe("6. a status file's name is never shown to the consumer", () => {
  it("the status history says the status came from the lender's records, not what the admin called the file", async () => {
    const db = await getDb();
    const [lender] = await db
      .insert(lenders)
      .values({ name: `sr-status-${unique()}`, displayName: "SR Status" } as typeof lenders.$inferInsert)
      .returning();
    const [user] = await db
      .insert(users)
      .values({ mobilePhoneNumber: `95${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}` })
      .returning();
    const [app] = await db.insert(creditApplications).values({ userId: user.id, lenderId: lender.id, amount: 50_000 }).returning();
    const fileName = "reject list - low CIBIL, do not call back.csv";
    const form = new FormData();
    form.set("image_name", new File([`creditapp_uuid,status\n${app.uuid},rejected\n`], fileName, { type: "text/csv" }));
    expect(await uploadStatusFileCommand(form, null)).toMatchObject({ ok: true });

    const shown = await latestApplicationWith(user.id, lender.name);
    expect(shown!.history[0]).toMatchObject({ status: "rejected", note: null, noteKey: "status.notes.lenderRecords" });
    expect(JSON.stringify(shown)).not.toContain("CIBIL");
  });
});

describe("7. the help form is rate limited", () => {
  const enquiry = { name: "Asha Verma", email: "asha@example.in", phone: "9876543210", description: "I need help with my application", redirectTo: "/", name__confirm: "" };
  const post = (headers: Record<string, string>, description: string) =>
    new Request("http://localhost/help", { method: "POST", body: new URLSearchParams({ ...enquiry, description }), headers: { "content-type": "application/x-www-form-urlencoded", ...headers } });

  // Each a different enquiry (the same one again within minutes is stored once: tests/integration/consumer/help-once.test.ts).
  let sent = 0;
  async function send(headers: Record<string, string>) {
    const { action } = await import("~/routes/public/help");
    const out = await callRoute(action, { request: post(headers, `${enquiry.description} (${++sent})`), pattern: "/help" });
    if (out instanceof Response) return { status: out.status, data: null };
    const value = out as unknown as { data: { result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> }; retryMinutes?: number }; init: { status: number } };
    return { status: value.init.status, data: value.data };
  }

  const leadsOf = async (email: string) => (await getDb()).select().from(leads).where(eq(leads.email, email));

  it("per address: past the limit the form answers a clear message beside it, keeps what was typed, and stores nothing", async () => {
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await send({ "x-client-ip": "10.70.0.1" }));
    expect(answers.every((a) => a.status === 302)).toBe(true);
    const stored = (await leadsOf(enquiry.email)).length;
    const refused = await send({ "x-client-ip": "10.70.0.1" });
    expect(refused.status).toBe(429);
    expect(await leadsOf(enquiry.email)).toHaveLength(stored);
    expect(refused.data!.result.error![""]).toEqual(["help.tooMany"]);
    expect(refused.data!.retryMinutes).toBeGreaterThan(0);
    expect(refused.data!.result.initialValue).toMatchObject({ name: enquiry.name, description: `${enquiry.description} (${sent})` });
    // Another address is not held back by it.
    expect((await send({ "x-client-ip": "10.70.0.2" })).status).toBe(302);
  });

  it("per signed-in consumer, whatever the address", async () => {
    const db = await getDb();
    const [consumer] = await db
      .insert(users)
      .values({ mobilePhoneNumber: `94${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}` })
      .returning();
    const { token } = await createSession("user", consumer.id);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await send({ authorization: `Bearer ${token}`, "x-client-ip": `10.71.0.${i}` })).status);
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429]);
    const stored = await db
      .select()
      .from(leads)
      .where(and(eq(leads.userId, consumer.id), eq(leads.email, enquiry.email)));
    expect(stored).toHaveLength(5);
  });
});
