import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminAudit,
  adminUsers,
  applicationStatusFiles,
  cardApplications,
  careLog,
  complaints,
  creditApplications,
  creditCardCategories,
  dataFiles,
  eligibilityCheckEvents,
  erasureRequests,
  insuranceRequests,
  leads,
  lenderEvents,
  lenderSubmissionAttempts,
  loanRequests,
  outbox,
  partners,
  partnerTicketMessages,
  partnerTickets,
  partnerUsers,
  personalDataViews,
  prospectApplications,
  reminders,
  telecallingCalls,
  telecallingCases,
  uploads,
  users,
} from "../../../db/schema";
import { partnerApiGuard, partnerPageGuard } from "~/middleware/partner-guard.server";
import { setApplicationStatus } from "~/server/lending/application-status.server";
import { getDb } from "~/server/platform/db/db.server";
import { eraseConsumerCommand } from "~/server/back-office/erasure-commands.server";
import { stopJobs } from "~/server/platform/jobs/jobs.server";
import { sendMessage } from "~/server/platform/jobs/message-sender.server";
import { createSession } from "~/server/platform/http/session.server";
import { logInByOtp } from "../../support/consumer-session";
import { asAdmin, walkJourney } from "../../support/people-fixtures";
import { callRoute, callUserPage } from "../../support/route-call";
import { translate } from "~/i18n/resources.server";
import { SMS_MESSAGES } from "~/domain/platform/sms-messages";

/** Values found nowhere after the erasure: unusual enough that no other test's data holds them. */
const MOBILE = "9813877001";
const FIRST = "Zorawarine";
const LAST = "Quixandrel";
const PAN = "QZXPQ7391K";
const EMAIL = "zorawarine.quixandrel@example.in";
const HERE = "/admin/customer-info-deletion";

let consumer: Awaited<ReturnType<typeof walkJourney>>;
let app: typeof creditApplications.$inferSelect;
let partnerToken: string;
/** Another consumer's mobile: their queued message must outlive this one's erasure. */
const OTHER_MOBILE = "9813877002";

/** The job queue's jobs (waiting, retrying, in hand, done or archived) that carry a message to this destination. */
async function messageJobsTo(destination: string): Promise<{ id: string; state: string }[]> {
  return rows(
    sql`select j.id, j.state from (select id, state, data from pgboss.job union all select id, state, data from pgboss.archive) j
        where j.data->>'outboxId' in (select id::text from ${outbox} where destination = ${destination})`,
  );
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await (await getDb()).execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
}

/** Every table of the database (the job queue's too) whose rows, read as text, hold the value. */
async function tablesHolding(value: string): Promise<string[]> {
  const tables = await rows<{ schema: string; name: string }>(
    sql`select table_schema as schema, table_name as name from information_schema.tables where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const found: string[] = [];
  for (const t of tables) {
    const qualified = sql.raw(`"${t.schema}"."${t.name}"`);
    const [row] = await rows<{ n: number | string }>(sql`select count(*) as n from ${qualified} t where t::text ilike ${`%${value}%`}`);
    if (Number(row.n) > 0) found.push(`${t.schema}.${t.name}`);
  }
  return found;
}

/** Whatever a handler answered, as the text a browser or client would get (a thrown Response included). */
async function textOf(answer: Promise<unknown>): Promise<string> {
  const out = await answer.catch((e: unknown) => e);
  if (out instanceof Response) return out.text();
  return JSON.stringify(out);
}

/** What an admin, a partner and the API show of the consumer: the customers' journey, the CSR portal, the internal report's CSV, the partner's reports, CSV and API. */
async function everythingShown(): Promise<string> {
  const admin = await asAdmin(1);
  const journey = await import("~/routes/admin/customers-journey");
  const csrCase = await import("~/routes/admin/csr-case");
  const csrPortal = await import("~/routes/admin/csr-portal");
  const report = await import("~/routes/admin/internal-report");
  const exported = await import("~/routes/admin/report-export");
  const partnerReports = await import("~/routes/partner/reports");
  const partnerCsv = await import("~/routes/partner/reports-export");
  const partnerApi = await import("~/routes/api/partner-reports");
  const partnerGet = (path: string) => new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${partnerToken}` } });
  const texts = await Promise.all([
    textOf(admin.call(journey.loader, `/admin/customers-journey?user=${consumer.userId}`, "/admin/customers-journey")),
    textOf(
      admin.call(csrCase.loader, `/admin/csr-portal/${consumer.userId}/${consumer.prospectId}`, "/admin/csr-portal/:id/:pid", {
        params: { id: String(consumer.userId), pid: String(consumer.prospectId) },
      }),
    ),
    // What the CSR's search by the mobile finds (not the query it echoes).
    textOf(admin.call(csrPortal.loader, `/admin/csr-portal?q=${MOBILE}`, "/admin/csr-portal").then((d) => (d instanceof Response ? d : (d as { search: { found: unknown } }).search.found))),
    textOf(admin.call(report.loader, "/admin/internal-report", "/admin/internal-report")),
    textOf(admin.call(exported.loader, "/admin/internal-report/export", "/admin/internal-report/export")),
    textOf(callRoute(partnerReports.loader as never, { request: partnerGet("/partner/reports"), pattern: "/partner/reports", guards: [partnerPageGuard] })),
    textOf(callRoute(partnerCsv.loader as never, { request: partnerGet("/partner/reports/export"), pattern: "/partner/reports/export", guards: [partnerPageGuard] })),
    textOf(callRoute(partnerApi.loader as never, { request: partnerGet("/api/partner/reports"), pattern: "/api/partner/reports", guards: [partnerApiGuard] })),
  ]);
  return texts.join("\n");
}

beforeAll(async () => {
  // The consumer walks the product (OTP, profile, offers, an application with its consents), brought by a partner.
  consumer = await walkJourney(MOBILE, {
    personal: { firstName: FIRST, lastName: LAST, pan: PAN, email: EMAIL, allowSms: "on", address1: "77 Quixandrel Lane" },
    employment: { employerName: "Quixandrel Works" },
    apply: true,
  });
  const db = await getDb();
  [app] = await db.select().from(creditApplications).where(eq(creditApplications.userId, consumer.userId));
  const [partner] = await db
    .insert(partners)
    .values({ name: "erasure-partner", displayName: "Erasure Partner", logoUrl: "/brands/cl.svg", fontFamily: "system-ui", primaryColor: "#123456", secondaryColor: "#654321" })
    .returning();
  const [partnerUser] = await db.insert(partnerUsers).values({ username: "erasure_partner", passwordHash: "x", partnerId: partner.id }).returning();
  partnerToken = (await createSession("partner", partnerUser.id)).token;
  await db.update(prospectApplications).set({ partnerId: partner.id }).where(eq(prospectApplications.userId, consumer.userId));
  // The lender disburses the loan; the admin's status file was named after the consumer.
  await db.transaction((tx) => setApplicationStatus(tx, app.id, "approved", "status_file", `${FIRST} ${LAST} ${MOBILE}.xlsx`));
  await db.transaction((tx) => setApplicationStatus(tx, app.id, "disbursed", "lender", null));
  await db
    .update(creditApplications)
    .set({ disbursedAmount: 90000, disbursedOn: "2026-11-20", intakeSubmission: { name: `${FIRST} ${LAST}`, pan: PAN }, lenderAnswers: { mobile: MOBILE } })
    .where(eq(creditApplications.id, app.id));
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.roleId, 1)).limit(1);
  const [category] = await db.select().from(creditCardCategories).limit(1);
  // Every other table that can hold them, as the app's own writers would fill it.
  await db.insert(prospectApplications).values({ contact: MOBILE, productType: "hl" });
  await db.insert(lenderSubmissionAttempts).values({ creditApplicationId: app.id, outcome: "accepted", detail: `{"applicant":"${FIRST} ${LAST}"}` });
  await db.insert(lenderEvents).values({ lenderId: app.lenderId, creditApplicationId: app.id, outcome: "accepted", body: `{"pan":"${PAN}"}` });
  await db
    .insert(cardApplications)
    .values({ userId: consumer.userId, prospectApplicationId: consumer.prospectId, categoryId: category.categoryId, redirectUrl: `https://bank.example/apply?m=${MOBILE}` });
  await db.insert(insuranceRequests).values({ userId: consumer.userId, product: "ins_shop", details: { owner: `${FIRST} ${LAST}` } });
  await db.insert(eligibilityCheckEvents).values({ phone: MOBILE, category: "hl", goal: "2500000", userId: consumer.userId });
  await db.insert(reminders).values({ userId: consumer.userId, lenderId: app.lenderId, prospectApplicationId: consumer.prospectId, remindAt: new Date(Date.now() + 86_400_000) });
  await db.insert(leads).values({ name: `${FIRST} ${LAST}`, email: EMAIL, phone: MOBILE, description: "Please call me", userId: consumer.userId });
  await db.insert(outbox).values({ channel: "email", destination: EMAIL, body: `Dear ${FIRST}`, userId: consumer.userId });
  await db.insert(careLog).values({ userId: consumer.userId, prospectApplicationId: consumer.prospectId, adminUserId: admin.id, kind: "note", body: `${FIRST} called from ${MOBILE}` });
  const [tc] = await db
    .insert(telecallingCases)
    .values({ userId: consumer.userId, reason: "handover", since: new Date(), handedOverBy: admin.id, handoverNote: `Call ${FIRST} in Hindi` })
    .returning();
  await db.insert(telecallingCalls).values({ caseId: tc.id, userId: consumer.userId, adminUserId: admin.id, outcome: "reached", note: `${LAST} will call back` });
  await db.insert(personalDataViews).values({ adminUserId: admin.id, userId: consumer.userId, reason: `${FIRST} ${LAST} asked about the EMI` });
  const [ticket] = await db
    .insert(partnerTickets)
    .values({ partnerId: partner.id, kind: "general-query", subject: `Lead ${MOBILE} not shown` })
    .returning();
  await db.insert(partnerTicketMessages).values({ ticketId: ticket.id, side: "partner", partnerUserId: partnerUser.id, body: `Customer ${FIRST} ${LAST}, PAN ${PAN}, asks again` });
  const [upload] = await db
    .insert(uploads)
    .values({ kind: "status-file", fileName: `${FIRST}.xlsx`, storageKey: `erasure-${Date.now()}`, url: "/uploads/x", contentType: "application/octet-stream", size: 1 })
    .returning();
  await db.insert(applicationStatusFiles).values({ fileName: `${FIRST}.xlsx`, status: "partial", errors: `row 2: ${PAN} unknown`, uploadId: upload.id });
  await db.insert(dataFiles).values({ kind: "mis", fileName: "mis.xlsx", status: "partial", errors: `row 3: ${MOBILE} unknown` });
  // With a gateway configured, each message waits in the job queue with its text sealed: two for them (one the
  // gateway took already, kept by the queue for a day), one for someone else.
  process.env.MESSAGE_WEBHOOK_URL = "http://127.0.0.1:9/messages";
  try {
    // Each SMS is a registered DLT template's text (docs/decisions/099-dlt-sms.md), or it is refused before the queue.
    const code = (digits: string) => translate("en", SMS_MESSAGES.login_otp.text, { code: digits });
    const status = translate("en", SMS_MESSAGES.status_update.text, { lender: `${FIRST}'s lender`, reference: "CL-1", status: "disbursed", link: "https://cl.example.in/s" });
    for (const [destination, body, name] of [
      [MOBILE, code("123456"), "login_otp"],
      [MOBILE, status, "status_update"],
      [OTHER_MOBILE, code("654321"), "login_otp"],
    ] as const) {
      await sendMessage({ channel: "sms", destination, body, storedBody: body.replace(/^\d{6}/, "******"), demoLogLine: "", template: { name, language: "en" } });
    }
  } finally {
    delete process.env.MESSAGE_WEBHOOK_URL;
  }
  const [done] = await messageJobsTo(MOBILE);
  await db.execute(sql`update pgboss.job set state = 'completed', completed_on = now() where id = ${done.id}`);
  // After the disbursal (docs/decisions/089): a complaint in their words and our team's answer, and a request the lender answered.
  await db.insert(complaints).values({
    reference: "CMP-2611-990001",
    userId: consumer.userId,
    creditApplicationId: app.id,
    category: "recovery",
    body: `I am ${FIRST} ${LAST}, PAN ${PAN}; agents call ${MOBILE} at night`,
    state: "resolved",
    resolution: `Spoke to ${FIRST} on ${MOBILE}`,
    resolvedAt: new Date(),
  });
  await db.insert(loanRequests).values({ creditApplicationId: app.id, kind: "foreclose", amountPaise: 9_000_000, state: "accepted", lenderNote: `Dear ${FIRST} ${LAST}, pay by Friday` });
}, 120_000);

afterAll(() => stopJobs());

describe("/admin/customer-info-deletion", () => {
  it("the consumer asks from their status page, once however often, and the admin page lists them first", async () => {
    const status = await import("~/routes/user/lenders-transaction");
    const path = `/user/lenders-transaction/${consumer.lender}`;
    for (let i = 0; i < 2; i++) {
      const res = (await callUserPage(status.action as never, consumer.jar.request(path, { form: { intent: "request-erasure" } }), { lender: consumer.lender! })) as Response;
      expect(res.status).toBe(302);
    }
    const db = await getDb();
    expect(await db.select().from(erasureRequests).where(eq(erasureRequests.userId, consumer.userId))).toHaveLength(1);
    const shown = (await callUserPage(status.loader as never, consumer.jar.request(path), { lender: consumer.lender! })) as { erasureAskedAt: string | null };
    expect(shown.erasureAskedAt).not.toBeNull();
    const page = await import("~/routes/admin/customer-info-deletion");
    const d = (await (await asAdmin(1)).call(page.loader, HERE, HERE)) as { requests: { userId: number; contact: string }[] };
    expect(d.requests[0].userId).toBe(consumer.userId);
    expect(JSON.stringify(d.requests)).not.toContain(MOBILE);
  });

  it("is refused to roles 2 and 3, reading and posting: they are sent to the dashboard", async () => {
    const page = await import("~/routes/admin/customer-info-deletion");
    for (const role of [2, 3] as const) {
      const admin = await asAdmin(role);
      const read = (await admin.call(page.loader, HERE, HERE)) as Response;
      expect(read.headers.get("location")).toBe("/admin/dashboard");
      const post = (await admin.call(page.action, HERE, HERE, { form: { userId: String(consumer.userId), confirm: "on" } })) as Response;
      expect([302, 403]).toContain(post.status);
    }
    expect((await (await getDb()).select().from(users).where(eq(users.id, consumer.userId)))[0].erasedAt).toBeNull();
  });

  it("finds the consumer by PAN and shows what is held where; without the tick nothing is erased", async () => {
    const page = await import("~/routes/admin/customer-info-deletion");
    const admin = await asAdmin(1);
    const found = (await admin.call(page.loader, `${HERE}?q=${PAN.toLowerCase()}`, HERE)) as { search: { found: { userId: number }[] } };
    expect(found.search.found.map((f) => f.userId)).toEqual([consumer.userId]);
    const d = (await admin.call(page.loader, `${HERE}?id=${consumer.userId}`, HERE)) as { chosen: { holdings: { kind: string; rows: number }[]; disbursedKept: number } };
    const held = Object.fromEntries(d.chosen.holdings.map((h) => [h.kind, h.rows]));
    expect(held).toMatchObject({ users: 1, creditApplications: 1, outbox: expect.any(Number), leads: 1, careNotes: 1, partnerTickets: 2, uploads: 3, complaints: 1, loanRequests: 1 });
    expect(held.outbox).toBeGreaterThan(1);
    // Their two messages' jobs, and the hand-off of their application to its lender.
    expect(held.jobs).toBeGreaterThanOrEqual(2);
    expect(held.sessions).toBeGreaterThan(0);
    expect(d.chosen.disbursedKept).toBe(1);
    const refused = (await admin.call(page.action, HERE, HERE, { form: { userId: String(consumer.userId) } })) as unknown as { init: { status: number } };
    expect(refused.init.status).toBe(422);
    expect(await tablesHolding(MOBILE)).toContain("public.users");
  });

  it("an erasure that fails midway changes nothing and leaves no audit row", async () => {
    const db = await getDb();
    await db.execute(sql`create or replace function erasure_test_fail() returns trigger language plpgsql as $$ begin raise exception 'failing on purpose'; end $$`);
    await db.execute(sql`create trigger erasure_test_fail before update on telecalling_calls for each row execute function erasure_test_fail()`);
    const before = await Promise.all([MOBILE, EMAIL, PAN, FIRST].map(tablesHolding));
    try {
      const form = new FormData();
      form.set("userId", String(consumer.userId));
      form.set("confirm", "on");
      const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.roleId, 1)).limit(1);
      await expect(eraseConsumerCommand(form, { adminId: admin.id, request: null })).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger erasure_test_fail on telecalling_calls`);
      await db.execute(sql`drop function erasure_test_fail()`);
    }
    expect(await Promise.all([MOBILE, EMAIL, PAN, FIRST].map(tablesHolding))).toEqual(before);
    const [audit] = await db
      .select({ n: count() })
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "erasure"), eq(adminAudit.subjectId, String(consumer.userId))));
    expect(audit.n).toBe(0);
    expect((await db.select().from(users).where(eq(users.id, consumer.userId)))[0]).toMatchObject({ mobilePhoneNumber: MOBILE, erasedAt: null });
  });

  it("erases them everywhere in one go: their mobile, email, PAN and name are in no table and on no page, the disbursed loan is kept without them, one audit row says how many rows", async () => {
    const shownBefore = await everythingShown();
    expect(shownBefore).toContain(FIRST);
    const page = await import("~/routes/admin/customer-info-deletion");
    const admin = await asAdmin(1);
    const res = (await admin.call(page.action, HERE, HERE, { form: { userId: String(consumer.userId), confirm: "on" } })) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(HERE);

    for (const value of [MOBILE, EMAIL, PAN, FIRST, LAST]) expect(await tablesHolding(value), value).toEqual([]);
    // Their messages' sealed texts left the job queue, waiting or done; another consumer's message still waits to be sent.
    expect(await rows(sql`select id from (select id, data from pgboss.job union all select id, data from pgboss.archive) j where data->>'outboxId' not in (select id::text from ${outbox})`)).toEqual(
      [],
    );
    expect(await messageJobsTo(OTHER_MOBILE)).toEqual([{ id: expect.any(String), state: "created" }]);
    const shown = await everythingShown();
    for (const value of [MOBILE, EMAIL, PAN, FIRST, LAST, `XXXXXX${MOBILE.slice(-4)}`]) expect(shown, value).not.toContain(value);

    const db = await getDb();
    const [kept] = await db.select().from(creditApplications).where(eq(creditApplications.id, app.id));
    expect(kept).toMatchObject({ status: "disbursed", disbursedAmount: 90000, disbursedOn: "2026-11-20", intakeSubmission: null, lenderAnswers: null });
    // The grievance record stays without its words; our copy of what was asked of the loan goes (the lender keeps its own).
    const [complaint] = await db.select().from(complaints).where(eq(complaints.userId, consumer.userId));
    expect(complaint).toMatchObject({ reference: "CMP-2611-990001", category: "recovery", state: "resolved", body: "[erased]", resolution: "[erased]" });
    expect(await db.select().from(loanRequests).where(eq(loanRequests.creditApplicationId, app.id))).toEqual([]);
    const audits = await db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "erasure"), eq(adminAudit.subjectId, String(consumer.userId))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: "erase", adminUserId: expect.any(Number) });
    expect((audits[0].after as { rows: Record<string, number> }).rows).toMatchObject({ users: 1, leads: 1, partnerTickets: 2, uploads: 3, creditApplications: 1 });
    expect((audits[0].after as { rows: Record<string, number> }).rows.jobs).toBeGreaterThanOrEqual(2);
    const d = (await admin.call(page.loader, HERE, HERE)) as { requests: { userId: number }[] };
    expect(d.requests.map((r) => r.userId)).not.toContain(consumer.userId);
    const again = (await admin.call(page.action, HERE, HERE, { form: { userId: String(consumer.userId), confirm: "on" } })) as Response;
    expect(again.status).toBe(302);
    expect(
      await db
        .select()
        .from(adminAudit)
        .where(and(eq(adminAudit.subject, "erasure"), eq(adminAudit.subjectId, String(consumer.userId)))),
    ).toHaveLength(1);
  });

  it("the same mobile signing in again is a new consumer with an empty profile", async () => {
    await logInByOtp(MOBILE, "pl");
    const db = await getDb();
    const [fresh] = await db.select().from(users).where(eq(users.mobilePhoneNumber, MOBILE));
    expect(fresh.id).not.toBe(consumer.userId);
    expect(fresh).toMatchObject({ firstName: null, lastName: null, tin: null, email: null, erasedAt: null });
  });
});
