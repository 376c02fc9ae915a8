import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { careLog, creditApplications, outbox, prospectApplications, telecallingCases, users } from "../../../db/schema";
import { setApplicationStatus } from "~/server/lending/application-status.server";
import { getDb } from "~/server/platform/db/db.server";
import { sendStatusMessage } from "~/server/lending/status-message.server";
import { asAdmin, walkJourney } from "../../support/people-fixtures";

type CaseData = Awaited<ReturnType<typeof import("~/routes/admin/csr-case").loader>>;
type Reply = { data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }; init: { status: number } };

const PATTERN = "/admin/csr-portal/:id/:pid";
let priya: Awaited<ReturnType<typeof walkJourney>>;
let app: typeof creditApplications.$inferSelect;
const casePath = () => `/admin/csr-portal/${priya.userId}/${priya.prospectId}`;
const params = () => ({ id: String(priya.userId), pid: String(priya.prospectId) });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await (await getDb()).execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
}

const toastOf = (res: Response) => JSON.parse(Buffer.from(/toast=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")![1], "base64url").toString("utf8"));

beforeAll(async () => {
  // Priya applies; the status file marks it in progress (an admin's file name as its note), then the lender refuses with its reason.
  priya = await walkJourney("9813800001", { personal: { allowSms: "on" }, apply: true });
  const db = await getDb();
  [app] = await db.select().from(creditApplications).where(eq(creditApplications.userId, priya.userId));
  await db.transaction((tx) => setApplicationStatus(tx, app.id, "in_progress", "status_file", "reject list - low CIBIL.xlsx"));
  await db.transaction((tx) => setApplicationStatus(tx, app.id, "rejected", "lender", "Income below our minimum"));
  await db.update(creditApplications).set({ decisionReason: "Income below our minimum" }).where(eq(creditApplications.id, app.id));
});

describe("/admin/csr-portal", () => {
  it("opens the one case a reference names, straight from the search", async () => {
    const portal = await import("~/routes/admin/csr-portal");
    const csr = await asAdmin(3);
    const res = (await csr.call(portal.loader, `/admin/csr-portal?q=${app.uuid.slice(0, 8)}`, "/admin/csr-portal")) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(casePath());
  });

  it("opens the journey with the application, not a newer empty one, and lists the others on the case", async () => {
    const db = await getDb();
    // Priya signed in again later: a newer journey with nothing in it.
    const [later] = await db.insert(prospectApplications).values({ userId: priya.userId, productType: "bl", step: "verified" }).returning();
    const portal = await import("~/routes/admin/csr-portal");
    const csr = await asAdmin(3);
    const res = (await csr.call(portal.loader, "/admin/csr-portal?q=9813800001", "/admin/csr-portal")) as Response;
    expect(res.headers.get("location")).toBe(casePath());
    const page = await import("~/routes/admin/csr-case");
    const d = (await csr.call(page.loader, res.headers.get("location")!, PATTERN, { params: params() })) as CaseData;
    expect(d.journey).toMatchObject({ id: priya.prospectId });
    expect(d.applications.map((a) => a.reference)).toEqual([app.uuid]);
    expect(d.otherJourneys.map((j) => j.id)).toEqual([later.id]);
  });

  it("opens a consumer's latest journey when none has an application", async () => {
    const rahul = await walkJourney("9813800002");
    const db = await getDb();
    const [later] = await db.insert(prospectApplications).values({ userId: rahul.userId, productType: "gl", step: "verified" }).returning();
    const portal = await import("~/routes/admin/csr-portal");
    const res = (await (await asAdmin(3)).call(portal.loader, "/admin/csr-portal?q=9813800002", "/admin/csr-portal")) as Response;
    expect(res.headers.get("location")).toBe(`/admin/csr-portal/${rahul.userId}/${later.id}`);
  });

  it("shows a CSR the consumer with PAN and contact masked, and what their status page told them, never an admin's file name", async () => {
    const page = await import("~/routes/admin/csr-case");
    const d = (await (await asAdmin(3)).call(page.loader, casePath(), PATTERN, { params: params() })) as CaseData;
    expect(d.canAct).toBe(true);
    expect(d.person).toMatchObject({ firstName: "Priya", lastName: "Sharma", mobile: "XXXXXX0001", pan: "XXXXXX234K", birthDate: "XX/XX/1990", allowSms: true });
    expect(JSON.stringify(d)).not.toContain("ABCPS1234K");
    expect(JSON.stringify(d)).not.toContain("9813800001");
    expect(JSON.stringify(d)).not.toContain("low CIBIL");
    const [application] = d.applications;
    expect(application).toMatchObject({ reference: app.uuid, status: "rejected", notice: "reason", decisionReason: "Income below our minimum" });
    expect(application.history.map((h) => [h.status, h.note, h.noteKey])).toEqual([
      ["rejected", "Income below our minimum", null],
      ["in_progress", null, "status.notes.lenderRecords"],
      ["applied", null, null],
    ]);
    expect(d.messages.length).toBeGreaterThan(0);
    for (const m of d.messages) expect(m.body).not.toMatch(/\d{6}/);
  });

  it("notes a call with its author and time, and keeps what was typed when the note is refused", async () => {
    const page = await import("~/routes/admin/csr-case");
    const csr = await asAdmin(3);
    const empty = (await csr.call(page.action, casePath(), PATTERN, { params: params(), form: { intent: "note", body: "   " } })) as unknown as Reply;
    expect(empty.init.status).toBe(422);
    expect(empty.data.result.error.body).toEqual(["admin:csr.errors.noteRequired"]);
    const saved = (await csr.call(page.action, casePath(), PATTERN, { params: params(), form: { intent: "note", body: "Asked why she was refused; explained the income rule." } })) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(casePath());
    expect(toastOf(saved)).toMatchObject([{ type: "success", message: "admin:csr.noted" }]);
    const d = (await csr.call(page.loader, casePath(), PATTERN, { params: params() })) as CaseData;
    expect(d.care[0]).toMatchObject({ kind: "note", body: "Asked why she was refused; explained the income rule.", by: expect.stringMatching(/^it_3_/), at: expect.any(String) });
  });

  it("sends the status message again through the job queue, once in five minutes, and only for the consumer's own application", async () => {
    const page = await import("~/routes/admin/csr-case");
    const csr = await asAdmin(3);
    const sent = (await csr.call(page.action, casePath(), PATTERN, { params: params(), form: { intent: "resend", reference: app.uuid } })) as Response;
    expect(toastOf(sent)).toMatchObject([{ type: "success", message: "admin:csr.resent" }]);
    const jobs = await rows<{ data: { applicationId: number } }>(sql`select data from pgboss.job where name = 'status-message'`);
    expect(jobs.map((j) => j.data.applicationId)).toEqual([app.id]);
    const again = (await csr.call(page.action, casePath(), PATTERN, { params: params(), form: { intent: "resend", reference: app.uuid } })) as Response;
    expect(toastOf(again)).toMatchObject([{ type: "error", message: "admin:csr.errors.resendTooSoon" }]);
    expect(await rows(sql`select 1 from pgboss.job where name = 'status-message'`)).toHaveLength(1);
    const other = (await csr.call(page.action, casePath(), PATTERN, { params: params(), form: { intent: "resend", reference: "00000000-0000-4000-8000-000000000000" } })) as Response;
    expect(toastOf(other)).toMatchObject([{ type: "error", message: "admin:csr.errors.noApplication" }]);
    const db = await getDb();
    expect((await db.select().from(careLog).where(eq(careLog.userId, priya.userId))).filter((c) => c.kind === "status_resent")).toHaveLength(1);
  });

  it("the queued status message tells the consumer the status, the reference and the page, in their language", async () => {
    const db = await getDb();
    await sendStatusMessage(app.id);
    await db.update(users).set({ language: "hi" }).where(eq(users.id, priya.userId));
    await sendStatusMessage(app.id);
    const messages = (await db.select().from(outbox).where(eq(outbox.destination, "9813800001"))).slice(-2);
    expect(messages[0].body).toMatch(new RegExp(`${app.uuid.slice(0, 8)} is now Rejected\\. See it here: http://\\S+/user/lenders-transaction/${priya.lender}$`));
    expect(messages[1].body).toContain(`${app.uuid.slice(0, 8)} का स्टेटस अब अस्वीकार है`);
    await db.update(users).set({ language: "en" }).where(eq(users.id, priya.userId));
  });

  it("hands a consumer who agreed to calls over to telecalling, and refuses one who did not", async () => {
    const page = await import("~/routes/admin/csr-case");
    const csr = await asAdmin(3);
    const db = await getDb();
    await db.update(users).set({ allowSms: 0 }).where(eq(users.id, priya.userId));
    const refused = (await csr.call(page.action, casePath(), PATTERN, { params: params(), form: { intent: "handover", note: "Call back after 6 pm" } })) as Response;
    expect(toastOf(refused)).toMatchObject([{ type: "error", message: "admin:csr.errors.noCallConsent" }]);
    expect(await db.select().from(telecallingCases).where(eq(telecallingCases.userId, priya.userId))).toHaveLength(0);
    await db.update(users).set({ allowSms: 1 }).where(eq(users.id, priya.userId));
    const done = (await csr.call(page.action, casePath(), PATTERN, { params: params(), form: { intent: "handover", note: "Call back after 6 pm" } })) as Response;
    expect(toastOf(done)).toMatchObject([{ type: "success", message: "admin:csr.handedOver" }]);
    const [queued] = await db.select().from(telecallingCases).where(eq(telecallingCases.userId, priya.userId));
    expect(queued).toMatchObject({ reason: "handover", state: "open", handoverNote: "Call back after 6 pm", product: "pl" });
    const d = (await csr.call(page.loader, casePath(), PATTERN, { params: params() })) as CaseData;
    expect(d.telecalling).toMatchObject({ state: "open", reason: "handover" });
    expect(d.care[0]).toMatchObject({ kind: "handed_over", body: "Call back after 6 pm" });
  });

  it("lets an analyst read the case but act on nothing, and answers 404 for a journey that is not the consumer's", async () => {
    const page = await import("~/routes/admin/csr-case");
    const analyst = await asAdmin(2);
    expect(((await analyst.call(page.loader, casePath(), PATTERN, { params: params() })) as CaseData).canAct).toBe(false);
    const post = (await analyst.call(page.action, casePath(), PATTERN, { params: params(), form: { intent: "note", body: "An analyst's note" } })) as Response;
    expect(post.status).toBe(403);
    const db = await getDb();
    expect(await db.select().from(careLog).where(eq(careLog.body, "An analyst's note"))).toHaveLength(0);
    const missing = (await analyst.call(page.loader, `/admin/csr-portal/${priya.userId}/99999999`, PATTERN, { params: { id: String(priya.userId), pid: "99999999" } })) as unknown as {
      init: { status: number };
    };
    expect(missing.init.status).toBe(404);
  });
});
