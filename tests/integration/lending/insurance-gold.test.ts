import { createServer, type Server } from "node:http";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminAudit, consents, creditApplications, goldLoanVisits, insuranceRequests, insuranceStatusHistory, lenders, users } from "../../../db/schema";
import { createSandboxLender } from "../../../host/sandbox-lender.js";
import { employmentDetails, insuranceQuote, personalDetails, productStepDetails } from "../../support/app-client";
import { logInByOtp, type CookieJar } from "../../support/consumer-session";
import { callUserPage } from "../../support/route-call";

/**
 * Issue 23 items 9 and 10: an insurance request reaches the (sandbox) insurer
 * and moves quoted → purchased or closed; a gold loan goes through the KFS,
 * the consents and the hand-off with its booked visit in the lender's payload.
 */
const { PORT, SECRET } = vi.hoisted(() => {
  const port = 20_000 + (process.pid % 20_000);
  process.env.LENDER_SANDBOX_URL = `http://127.0.0.1:${port}`;
  process.env.LENDER_SANDBOX_SECRET = "insurance-gold-test-secret";
  return { PORT: port, SECRET: "insurance-gold-test-secret" };
});

let sandbox: ReturnType<typeof createSandboxLender>;
let server: Server;
/** What lenders were sent, by path: the sandbox answers insurers; a gold lender's application is kept here and taken. */
const received: { path: string; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  sandbox = createSandboxLender({ appUrl: "http://127.0.0.1:9", secret: SECRET, stepMs: 600_000, log: () => {} });
  server = createServer((req, res) => {
    const path = new URL(req.url!, "http://x").pathname;
    if (path.includes("/insurance-quotes")) return void sandbox.handle(req, res, path);
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ path, body: JSON.parse(body) });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ decision: "in_progress", reference: `CAP-${received.length}` }));
    });
  });
  await new Promise<void>((r) => server.listen(PORT, "127.0.0.1", r));
});

afterAll(async () => {
  sandbox.close();
  server.close();
  const { stopJobs } = await import("~/server/platform/jobs/jobs.server");
  await stopJobs();
});

const db = async () => (await import("~/server/platform/db/db.server")).getDb();
const answer = async (fn: () => Promise<unknown>) => fn().catch((e: unknown) => (e instanceof Response ? e : Promise.reject(e)));
const locationOf = (res: unknown) => (res instanceof Response ? res.headers.get("location") : null);

async function post(jar: CookieJar, module: { action: (args: never) => unknown }, path: string, form: Record<string, string>, params: Record<string, string> = {}) {
  const res = await answer(() => callUserPage(module.action as never, jar.request(path, { form }), params));
  if (res instanceof Response) jar.take(res);
  return res;
}

async function requestRow(uuid: string) {
  const [row] = await (await db()).select().from(insuranceRequests).where(eq(insuranceRequests.uuid, uuid));
  return row;
}
const historyOf = async (id: number) =>
  (await (await db()).select().from(insuranceStatusHistory).where(eq(insuranceStatusHistory.insuranceRequestId, id)).orderBy(asc(insuranceStatusHistory.id))).map((h) => h.status);

/** A consumer asks for a quote on the page; the request's row. */
async function askQuote(mobile: string, overrides: Record<string, string> = {}) {
  const insurance = await import("~/routes/user/insurance");
  const { jar } = await logInByOtp(mobile, "ins_health");
  expect(locationOf(await post(jar, insurance, "/user/insurance", { ...insuranceQuote.ins_health, ...overrides }))).toBe("/user/insurance/transaction");
  const [user] = await (await db()).select().from(users).where(eq(users.mobilePhoneNumber, mobile));
  const [row] = await (await db()).select().from(insuranceRequests).where(eq(insuranceRequests.userId, user.id)).orderBy(asc(insuranceRequests.id));
  return { jar, user, row };
}

async function quoted(mobile: string) {
  const { requestQuote } = await import("~/server/lending/insurer-handoff.server");
  const asked = await askQuote(mobile);
  expect(await requestQuote(asked.row.id)).toBe("quoted");
  return asked;
}

describe("insurance reaches an insurer", () => {
  it("is queued for the insurer, which quotes; the consumer sees the quote, accepts it (purchased, the policy number follows) and a second accept changes nothing", async () => {
    const { jar, row } = await askQuote("9823100001");
    const [insurer] = await (await db()).select().from(lenders).where(eq(lenders.id, row.insurerId!));
    expect(insurer.productType).toBe("ins");
    expect(row).toMatchObject({ status: "quote_requested", submissionState: "queued" });

    const { requestQuote, confirmPurchase } = await import("~/server/lending/insurer-handoff.server");
    expect(await requestQuote(row.id)).toBe("quoted");
    expect(await requestQuote(row.id)).toBe("skipped");
    const quote = await requestRow(row.uuid);
    expect(quote).toMatchObject({ status: "quoted", submissionState: "sent", insurerName: "Suraksha General Insurance", cover: 500_000 });
    expect(quote.premium).toBeGreaterThan(0);
    expect(quote.quoteValidUntil!.getTime()).toBeGreaterThan(Date.now());

    const transaction = await import("~/routes/user/insurance-transaction");
    const page = (await callUserPage(transaction.loader, jar.request("/user/insurance/transaction"))) as { requests: { status: string; quote: { insurerName: string; cover: string } | null }[] };
    expect(page.requests[0]).toMatchObject({ status: "quoted", quote: { insurerName: "Suraksha General Insurance", cover: "₹5,00,000" } });

    const accept = { intent: "accept-quote", request: row.uuid };
    expect(locationOf(await post(jar, transaction, "/user/insurance/transaction", accept))).toBe("/user/insurance/transaction");
    expect((await requestRow(row.uuid)).status).toBe("purchased");
    expect(await confirmPurchase(row.id)).toBe("confirmed");
    expect((await requestRow(row.uuid)).policyNumber).toMatch(/^POL-/);

    const { acceptQuote } = await import("~/server/lending/insurance.server");
    expect(await acceptQuote(row.userId, row.uuid)).toBe("alreadyPurchased");
    expect(await historyOf(row.id)).toEqual(["quote_requested", "quoted", "purchased"]);
  });

  it("a consumer can act only on their own request", async () => {
    const { row } = await quoted("9823100002");
    const other = await logInByOtp("9823100003", "ins_health");
    const transaction = await import("~/routes/user/insurance-transaction");
    await post(other.jar, transaction, "/user/insurance/transaction", { intent: "accept-quote", request: row.uuid });
    await post(other.jar, transaction, "/user/insurance/transaction", { intent: "decline-quote", request: row.uuid });
    const { acceptQuote } = await import("~/server/lending/insurance.server");
    expect(await acceptQuote(row.userId + 100_000, row.uuid)).toBe("notFound");
    expect(await acceptQuote(row.userId, "not-a-uuid")).toBe("notFound");
    expect((await requestRow(row.uuid)).status).toBe("quoted");
  });

  it("closes: declined by the insurer (with its reason), declined by the consumer, or expired before it was accepted", async () => {
    const { requestQuote } = await import("~/server/lending/insurer-handoff.server");
    const { acceptQuote, declineQuote, closeExpiredQuotes } = await import("~/server/lending/insurance.server");
    const old = await askQuote("9823100004", { coveredAges: "70, 68" });
    expect(await requestQuote(old.row.id)).toBe("declined");
    expect(await requestRow(old.row.uuid)).toMatchObject({ status: "closed", closedReason: "declined_insurer", insurerNote: expect.stringContaining("over 65") });

    const declined = await quoted("9823100005");
    expect(await declineQuote(declined.row.userId, declined.row.uuid)).toBe("declined");
    expect(await requestRow(declined.row.uuid)).toMatchObject({ status: "closed", closedReason: "declined_consumer" });
    expect(await acceptQuote(declined.row.userId, declined.row.uuid)).toBe("notQuoted");
    expect(await historyOf(declined.row.id)).toEqual(["quote_requested", "quoted", "closed"]);

    const late = await quoted("9823100006");
    const past = new Date(Date.now() - 60_000);
    await (await db()).update(insuranceRequests).set({ quoteValidUntil: past }).where(eq(insuranceRequests.id, late.row.id));
    expect(await acceptQuote(late.row.userId, late.row.uuid)).toBe("expired");
    expect(await requestRow(late.row.uuid)).toMatchObject({ status: "closed", closedReason: "expired" });

    const unread = await quoted("9823100007");
    await (await db()).update(insuranceRequests).set({ quoteValidUntil: past }).where(eq(insuranceRequests.id, unread.row.id));
    expect(await closeExpiredQuotes()).toBeGreaterThanOrEqual(1);
    expect(await requestRow(unread.row.uuid)).toMatchObject({ status: "closed", closedReason: "expired" });
  });

  it("admins see the requests with their status, filtered", async () => {
    const { adminInsuranceRequests } = await import("~/server/admin/admin-insurance.server");
    const purchased = await adminInsuranceRequests("purchased");
    expect(purchased.rows.length).toBeGreaterThan(0);
    expect(purchased.rows.every((r) => r.status === "purchased" && r.insurer === "Suraksha General Insurance")).toBe(true);
    expect(purchased.counts.closed).toBeGreaterThanOrEqual(4);
  });
});

describe("gold loans through the application path", () => {
  it("goes through the KFS and consents; the application waits for the visit, then reaches the lender with it", async () => {
    const detail = await import("~/routes/user/user-detail");
    const { jar } = await logInByOtp("9823100011", "gl");
    await post(jar, detail, "/user/user-detail/gold-loan", { intent: "personal", ...personalDetails() });
    await post(jar, detail, "/user/user-detail/gold-loan?step=employment", { intent: "employment", ...employmentDetails() });
    const kfsPath = locationOf(await post(jar, detail, "/user/user-detail/gold-loan?step=gold", { intent: "gold", ...productStepDetails.gold }))!;
    expect(kfsPath).toMatch(/^\/user\/apply\/[\w-]+$/);
    const lender = kfsPath.split("/").pop()!;

    const kfs = await import("~/routes/user/apply-kfs");
    // The profile's new email is confirmed when applying: its code asked before the consents (docs/decisions/103).
    expect(locationOf(await post(jar, kfs, kfsPath, { acknowledge: "on" }, { lender }))).toBe(`/user/confirm-email?${new URLSearchParams({ next: `/user/apply/${lender}/consent` })}`);
    const consent = await import("~/routes/user/apply-consent");
    const given = { lender_terms: "on", data_collection: "on", credit_report: "on" };
    expect(locationOf(await post(jar, consent, `/user/apply/${lender}/consent`, given, { lender }))).toBe(`/user/gold-loan/${lender}`);

    const [app] = await (await db()).select().from(creditApplications).innerJoin(users, eq(users.id, creditApplications.userId)).where(eq(users.mobilePhoneNumber, "9823100011"));
    expect(app.credit_applications.kfsAcknowledgedAt).not.toBeNull();
    expect(app.credit_applications.submissionState).toBe("waiting");
    const id = app.credit_applications.id;
    expect((await (await db()).select().from(consents).where(eq(consents.creditApplicationId, id))).length).toBeGreaterThanOrEqual(3);

    const visit = await import("~/routes/user/gold-visit");
    const page = (await callUserPage(visit.loader, jar.request(`/user/gold-loan/${lender}`), { lender })) as { dates: { value: string }[]; kind: string };
    const [setting] = await (await db()).select({ homeVisit: lenders.homeVisit }).from(lenders).where(eq(lenders.name, lender));
    expect(page.kind).toBe(setting.homeVisit === 1 ? "home" : "branch");
    const booked = await post(jar, visit, `/user/gold-loan/${lender}`, { visitDate: page.dates[1].value, timeWindow: "morning" }, { lender });
    expect(locationOf(booked)).toBe(`/user/gold-loan/${lender}/confirmation`);
    const [queued] = await (await db()).select().from(creditApplications).where(eq(creditApplications.id, id));
    expect(queued.submissionState).toBe("queued");

    const { submitApplication } = await import("~/server/lending/lender-submission.server");
    expect(await submitApplication(id)).toBe("accepted");
    const sent = received.find((r) => r.path === `/${lender}/applications`)!;
    expect(sent.body).toMatchObject({
      application_id: app.credit_applications.uuid,
      kfs_acknowledged_at: expect.any(String),
      visit: { kind: page.kind, date: page.dates[1].value, time_window: "morning", postal_code: "560001" }, // the home pincode of the personal step: the gold step does not ask it again,
    });
    expect((sent.body.consents as { purpose: string }[]).map((c) => c.purpose)).toEqual(expect.arrayContaining(["lender_terms", "data_collection", "credit_report"]));

    // Gone with its visit: the page shows the booking, and another post books nothing.
    expect(await callUserPage(visit.loader, jar.request(`/user/gold-loan/${lender}`), { lender })).toMatchObject({ sent: true });
    await post(jar, visit, `/user/gold-loan/${lender}`, { visitDate: page.dates[2].value, timeWindow: "evening" }, { lender });
    expect(await (await db()).select().from(goldLoanVisits).where(eq(goldLoanVisits.creditApplicationId, id))).toHaveLength(1);

    // Admins see the visit beside the lender's submissions.
    const { submissionDetails } = await import("~/server/catalogue/lender-submissions-admin.server");
    const details = await submissionDetails(app.credit_applications.lenderId, app.credit_applications.uuid);
    expect(details?.visit).toEqual({ kind: page.kind, date: page.dates[1].value, timeWindow: "morning" });
  });

  it("whether a lender visits the home is its own setting, saved from the lender edit screen with an audit row", async () => {
    const { updateLenderCommand } = await import("~/server/catalogue/lender-commands.server");
    const [swarna] = await (await db()).select().from(lenders).where(eq(lenders.name, "swarna-gold-finance"));
    expect(await updateLenderCommand({ lender_id: String(swarna.id), property: "home_visit", value: "1" })).toMatchObject({ ok: true });
    const [saved] = await (await db()).select({ homeVisit: lenders.homeVisit }).from(lenders).where(eq(lenders.id, swarna.id));
    expect(saved.homeVisit).toBe(1);
    const audit = await (await db())
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "lender"), eq(adminAudit.subjectId, String(swarna.id))));
    expect(audit.some((a) => JSON.stringify(a.after).includes("home_visit"))).toBe(true);
    const { goldVisitKind } = await import("~/domain/lending/gold-visits");
    expect(goldVisitKind(saved)).toBe("home");
  });
});
