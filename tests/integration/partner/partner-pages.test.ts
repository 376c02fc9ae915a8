import { eq, like } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adminUsers, creditApplications, lenders, partnerApiKeys, partners, partnerTicketMessages, partnerUsers, prospectApplications, rateLimits, users } from "../../../db/schema";
import { CHANNELS } from "~/domain/consumer/arrival";
import { maskContact } from "~/domain/back-office/masking";
import { setClock } from "~/server/platform/db/clock.server";
import { getDb } from "~/server/platform/db/db.server";
import { startMasquerade } from "~/server/admin/masquerade.server";
import { partnerApiGuard, partnerPageGuard } from "~/middleware/partner-guard.server";
import { createProspect } from "~/server/consumer/prospects.server";
import { requestOtp } from "~/server/consumer/otp.server";
import { createSession } from "~/server/platform/http/session.server";
import { signInWithCode } from "~/server/consumer/verification.server";
import { captureServerLog } from "../../support/log-capture";
import { callRoute } from "../../support/route-call";

const unique = () => Math.random().toString(36).slice(2, 8);

async function newPartner() {
  const db = await getDb();
  const name = `pp-${unique()}`;
  const [partner] = await db
    .insert(partners)
    .values({ name, displayName: `PP ${name}`, logoUrl: "/brands/cl.svg", fontFamily: "system-ui", primaryColor: "#123456", secondaryColor: "#654321" })
    .returning();
  const [user] = await db
    .insert(partnerUsers)
    .values({ username: `pp_${unique()}`, passwordHash: "x", partnerId: partner.id })
    .returning();
  const { token } = await createSession("partner", user.id);
  return { partner, user, token };
}

const get = (token: string, path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });
const post = (token: string, path: string, form: Record<string, string>) =>
  new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(form), headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded" } });

/** What a route answers as React Router would: its status and body, a thrown Response included. */
async function answer(
  handler: unknown,
  request: Request,
  pattern: string,
  params: Record<string, string> = {},
  guard = partnerPageGuard,
): Promise<{ status: number; body: string; headers: Headers; data?: unknown }> {
  try {
    const out = await callRoute(handler as never, { request, pattern, params, guards: [guard] });
    if (out instanceof Response) return { status: out.status, body: await out.text(), headers: out.headers };
    const value = out as { type?: string; data?: unknown; init?: { status?: number } };
    if (value && value.type === "DataWithResponseInit") return { status: value.init?.status ?? 200, body: "", headers: new Headers(), data: value.data };
    return { status: 200, body: "", headers: new Headers(), data: out };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: await thrown.text(), headers: thrown.headers };
    const value = thrown as { type?: string; init?: { status?: number } };
    if (value?.type === "DataWithResponseInit") return { status: value.init?.status ?? 500, body: "", headers: new Headers() };
    throw thrown;
  }
}

async function application(partnerId: number, lenderName: string, user: Partial<typeof users.$inferInsert>, createdAt: Date, status: "applied" | "approved" = "applied") {
  const db = await getDb();
  const [lender] = await db.select().from(lenders).where(eq(lenders.name, lenderName)).limit(1);
  const [consumer] = await db
    .insert(users)
    .values({ mobilePhoneNumber: `6${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`, ...user })
    .returning();
  const [prospect] = await db
    .insert(prospectApplications)
    .values({ userId: consumer.id, partnerId, productType: "pl", utm: { utm_source: "partner", utm_medium: "referral" } })
    .returning();
  const [app] = await db.insert(creditApplications).values({ userId: consumer.id, lenderId: lender.id, prospectApplicationId: prospect.id, status, createdAt, amount: 50000 }).returning();
  return { app, lender };
}

async function lenderNames(): Promise<{ pl: string; other: string }> {
  const db = await getDb();
  const pl = await db.select().from(lenders).where(eq(lenders.productType, "pl")).limit(2);
  return { pl: pl[0].name, other: pl[1]?.name ?? pl[0].name };
}

describe("the reports' CSV export", () => {
  // Business time: noon in India on 5 November 2026, so the range asked for (1–3 November) has come, whatever day the tests run.
  beforeEach(() => setClock(new Date("2026-11-05T06:30:00Z")));
  afterEach(() => setClock(null));

  it("answers only the partner's own rows matching the filters, with every cell escaped and formulas defused", async () => {
    const route = await import("~/routes/partner/reports-export");
    const mine = await newPartner();
    const other = await newPartner();
    const names = await lenderNames();
    const at = new Date("2026-11-02T12:00:00+05:30");
    const { app } = await application(mine.partner.id, names.pl, { firstName: '=HYPERLINK("http://evil")', lastName: 'O"Brien, Jr' }, at, "approved");
    await application(mine.partner.id, names.pl, { firstName: "+91 Ravi", lastName: "-Kumar" }, at, "applied");
    await application(mine.partner.id, names.pl, { firstName: "Old" }, new Date("2026-10-01T12:00:00+05:30"));
    const theirs = await application(other.partner.id, names.pl, { firstName: "Theirs" }, at, "approved");

    const csv = await answer(route.loader, get(mine.token, "/partner/reports/export?range=custom_range&from=2026-11-01&to=2026-11-03"), "/partner/reports/export");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="applications-2026-11-01-to-2026-11-03\.csv"$/);
    const lines = csv.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Reference,Applied on,Consumer,Mobile,Product,Lender,Status,Amount asked,Amount disbursed,Disbursed on,Through referral link");
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"") O""Brien, Jr"`);
    expect(csv.body).toContain(",'+91 Ravi -Kumar,");
    expect(csv.body).toContain(app.uuid);
    expect(csv.body).not.toContain(theirs.app.uuid);
    expect(csv.body).not.toContain("Old");
    expect(csv.body).toContain(",50000,,,Yes");

    const approved = await answer(route.loader, get(mine.token, "/partner/reports/export?range=custom_range&from=2026-11-01&to=2026-11-03&status=approved"), "/partner/reports/export");
    expect(approved.body.trimEnd().split("\r\n")).toHaveLength(2);
    const none = await answer(route.loader, get(mine.token, "/partner/reports/export?range=custom_range&from=2026-11-01&to=2026-11-03&product=gl"), "/partner/reports/export");
    expect(none.body.trimEnd().split("\r\n")).toHaveLength(1);
  });

  it("a partner cannot read another partner's application by id, on the page or the API", async () => {
    const page = await import("~/routes/partner/report-application");
    const api = await import("~/routes/api/partner-application");
    const mine = await newPartner();
    const other = await newPartner();
    const { app } = await application(other.partner.id, (await lenderNames()).pl, { firstName: "Theirs" }, new Date());
    const own = await application(mine.partner.id, (await lenderNames()).pl, { firstName: "Mine" }, new Date());
    expect((await answer(page.loader, get(mine.token, `/partner/reports/${app.uuid}`), "/partner/reports/:applicationId", { applicationId: app.uuid })).status).toBe(404);
    expect((await answer(page.loader, get(mine.token, `/partner/reports/${app.id}`), "/partner/reports/:applicationId", { applicationId: String(app.id) })).status).toBe(404);
    expect((await answer(api.loader, get(mine.token, `/api/partner/applications/${app.uuid}`), "/api/partner/applications/:applicationId", { applicationId: app.uuid }, partnerApiGuard)).status).toBe(
      404,
    );
    const mineAnswer = await answer(
      api.loader,
      get(mine.token, `/api/partner/applications/${own.app.uuid}`),
      "/api/partner/applications/:applicationId",
      { applicationId: own.app.uuid },
      partnerApiGuard,
    );
    expect(mineAnswer.status).toBe(200);
    expect(JSON.parse(mineAnswer.body).data).toMatchObject({ id: own.app.uuid, consumer: "Mine", byReferral: true });
  });
});

describe("partner API keys", () => {
  it("shows a key once, keeps only its hash, lets it call the JSON API but not the pages, and stops it when revoked", async () => {
    const page = await import("~/routes/partner/digital-integration");
    const api = await import("~/routes/api/partner-eligibility-criteria");
    const mine = await newPartner();
    const made = await answer(page.action, post(mine.token, "/partner/digital-integration", { intent: "create-key", scopes: "eligibility:read" }), "/partner/digital-integration");
    const key = (made.data as { created: string }).created;
    expect(key).toMatch(/^pk_/);
    const db = await getDb();
    const [row] = await db.select().from(partnerApiKeys).where(eq(partnerApiKeys.partnerId, mine.partner.id));
    expect(row.keyHash).not.toContain(key.slice(3));
    expect(row.createdByAdminId).toBeNull();
    const listed = await answer(page.loader, get(mine.token, "/partner/digital-integration"), "/partner/digital-integration");
    expect(JSON.stringify(listed.data)).not.toContain(key);

    const call = () => answer(api.loader, get(key, "/api/partner/get-eligibility-criteria"), "/api/partner/get-eligibility-criteria", {}, partnerApiGuard);
    expect((await call()).status).toBe(200);
    // A key opens the JSON API only, never the pages.
    expect((await answer(page.loader, get(key, "/partner/digital-integration"), "/partner/digital-integration")).headers.get("location")).toBe("/partner/login");

    // Another partner cannot revoke it.
    const other = await newPartner();
    expect((await answer(page.action, post(other.token, "/partner/digital-integration", { intent: "revoke-key", keyId: String(row.id) }), "/partner/digital-integration")).status).toBe(404);
    expect((await call()).status).toBe(200);
    const revoked = await answer(page.action, post(mine.token, "/partner/digital-integration", { intent: "revoke-key", keyId: String(row.id) }), "/partner/digital-integration");
    expect(revoked.status).toBe(302);
    expect((await call()).status).toBe(401);
  });
});

describe("partner tickets", () => {
  it("a partner raises a ticket, the team answers, another partner cannot open it, and an admin masquerading is recorded as the author", async () => {
    const list = await import("~/routes/partner/tickets");
    const thread = await import("~/routes/partner/ticket");
    const adminThread = await import("~/routes/admin/partner-ticket");
    const { adminPageGuard } = await import("~/middleware/admin-guard.server");
    const mine = await newPartner();
    const other = await newPartner();

    const refused = await answer(list.action, post(mine.token, "/partner/communication/tech-support", { subject: "x", body: "" }), "/partner/communication/tech-support");
    expect(refused.status).toBe(422);
    const made = await answer(
      list.action,
      post(mine.token, "/partner/communication/tech-support", { subject: "Link broken", body: "My referral link shows a 404" }),
      "/partner/communication/tech-support",
    );
    expect(made.status).toBe(302);
    const id = made.headers.get("location")!.split("/").pop()!;

    expect((await answer(thread.loader, get(other.token, `/partner/communication/tickets/${id}`), "/partner/communication/tickets/:ticketId", { ticketId: id })).status).toBe(404);
    expect((await answer(thread.action, post(other.token, `/partner/communication/tickets/${id}`, { body: "mine now" }), "/partner/communication/tickets/:ticketId", { ticketId: id })).status).toBe(
      404,
    );

    const db = await getDb();
    const [admin] = await db
      .insert(adminUsers)
      .values({ username: `it_admin_${unique()}`, passwordHash: "x", roleId: 1 })
      .returning();
    const { token: adminToken } = await createSession("admin", admin.id, { roleId: 1 });
    const replied = await callRoute(adminThread.action as never, {
      request: post(adminToken, `/admin/partner-tickets/${id}`, { body: "Fixed, try again" }),
      pattern: "/admin/partner-tickets/:ticketId",
      params: { ticketId: id },
      guards: [adminPageGuard],
    }).catch((e: unknown) => e);
    expect((replied as Response).status).toBe(302);

    // The admin logs in as the partner and writes in the ticket: the message is recorded as the admin's.
    const started = await startMasquerade({ adminId: admin.id, partnerId: mine.partner.id, request: new Request("http://localhost/admin", { headers: { authorization: `Bearer ${adminToken}` } }) });
    if (!started.ok) throw new Error("masquerade refused");
    const masqueradeToken = /p_atkn=([^;]+)/.exec(started.setCookies[0])![1];
    await answer(thread.action, post(masqueradeToken, `/partner/communication/tickets/${id}`, { body: "Written by the admin as the partner" }), "/partner/communication/tickets/:ticketId", {
      ticketId: id,
    });
    const messages = await db
      .select()
      .from(partnerTicketMessages)
      .where(eq(partnerTicketMessages.ticketId, Number(id)));
    expect(messages.map((m) => [m.side, m.partnerUserId, m.adminUserId])).toEqual([
      ["partner", mine.user.id, null],
      ["team", null, admin.id],
      ["partner", mine.user.id, admin.id],
    ]);
    const shown = await answer(thread.loader, get(mine.token, `/partner/communication/tickets/${id}`), "/partner/communication/tickets/:ticketId", { ticketId: id });
    expect((shown.data as { ticket: { status: string } }).ticket.status).toBe("open");
  });
});

describe("attribution: the first partner owns the consumer", () => {
  it("keeps a consumer with the partner who brought them first, whatever later partner's link they come back through", async () => {
    const log = captureServerLog();
    const first = await newPartner();
    const second = await newPartner();
    const mobile = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
    const signIn = async (partnerId: number | null) => {
      const prospect = await createProspect({ contact: mobile, partnerId, utm: {}, channelId: partnerId === null ? CHANNELS.direct : CHANNELS.brandLanding });
      // Each visit is a new login: the resend cooldown of the last one is over.
      await (await getDb()).delete(rateLimits).where(like(rateLimits.key, `otp:%${mobile}`));
      await requestOtp({ destination: mobile, channel: "sms", ip: null });
      const code = log.codeFor(maskContact(mobile));
      const signed = await signInWithCode(new Request("http://localhost/verification"), { prospect, contact: { kind: "mobile", value: mobile }, code, language: "en" });
      if (!signed.ok) throw new Error(`sign-in refused: ${JSON.stringify(signed)}`);
      return signed.prospect;
    };
    try {
      // Nobody brought them at first: the first partner's link makes them that partner's.
      expect((await signIn(null)).partnerId).toBeNull();
      expect((await signIn(first.partner.id)).partnerId).toBe(first.partner.id);
      // A later partner's link does not take them over; the default brand does not either.
      expect((await signIn(second.partner.id)).partnerId).toBe(first.partner.id);
      expect((await signIn(null)).partnerId).toBe(first.partner.id);
    } finally {
      log.stop();
    }
  });
});
