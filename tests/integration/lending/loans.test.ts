import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAudit, complaints, creditApplications, loanRequests } from "../../../db/schema";
import { createSandboxLender } from "../../../host/sandbox-lender.js";
import { signBody } from "~/domain/lending/lender-signature";
import { getDb } from "~/server/platform/db/db.server";
import { asAdmin, walkJourney } from "../../support/people-fixtures";
import { callUserPage } from "../../support/route-call";

/**
 * After the money arrives (docs/decisions/089): a consumer applies through
 * the pages, the sandbox lender (on a port of its own, calling back through a
 * small server that hands its calls to the app's webhook functions) takes the
 * application and disburses it; then My loans, the loan page, requests sent
 * to the lender and answered, complaints and who may see what.
 */
const SANDBOX_SECRET = "loans-test-sandbox-secret";
let sandbox: ReturnType<typeof createSandboxLender>;
let sandboxServer: Server;
let appServer: Server;
let owner: Awaited<ReturnType<typeof walkJourney>>;
let stranger: Awaited<ReturnType<typeof walkJourney>>;
let uuid = "";
let appId = 0;

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Whatever a handler answered: a thrown Response or data() is the answer too. */
const answer = (fn: () => Promise<unknown>) => fn().catch((e: unknown) => e);
const statusOf = (value: unknown) => (value instanceof Response ? value.status : (value as { init?: { status?: number } })?.init?.status);

const myLoans = () => import("~/routes/user/my-loans");
const loanPage = () => import("~/routes/user/loan");
const loanPath = () => `/user/my-loans/${uuid}`;

async function postLoan(form: Record<string, string>, who = owner) {
  const page = await loanPage();
  return answer(() => callUserPage(page.action as never, who.jar.request(loanPath(), { form }), { uuid }));
}

const requestsOf = async () => (await getDb()).select().from(loanRequests).where(eq(loanRequests.creditApplicationId, appId));

beforeAll(async () => {
  // The app's two lender webhooks, as the HTTP server would route them.
  const { receiveLenderEvent } = await import("~/server/lending/lender-events.server");
  const { receiveLoanRequestAnswer } = await import("~/server/lending/loans/loan-request-webhook.server");
  appServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = new Headers(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      const m = /^\/api\/lender-webhook\/([^/]+)(\/loan-requests)?$/.exec(req.url ?? "");
      const lender = decodeURIComponent(m?.[1] ?? "");
      const answered = !m ? { status: 404 } : m[2] ? await receiveLoanRequestAnswer(lender, headers, body) : await receiveLenderEvent(lender, headers, body);
      res.writeHead(answered.status).end();
    });
  });
  await new Promise<void>((r) => appServer.listen(0, "127.0.0.1", r));
  const appUrl = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
  sandbox = createSandboxLender({ appUrl, secret: SANDBOX_SECRET, stepMs: 200, log: () => {} });
  sandboxServer = createServer((req, res) => void sandbox.handle(req, res, new URL(req.url!, "http://x").pathname));
  await new Promise<void>((r) => sandboxServer.listen(0, "127.0.0.1", r));
  process.env.LENDER_SANDBOX_URL = `http://127.0.0.1:${(sandboxServer.address() as AddressInfo).port}`;
  process.env.LENDER_SANDBOX_SECRET = SANDBOX_SECRET;
  const { startBackgroundWork } = await import("~/server/platform/jobs/background-work.server");
  await startBackgroundWork();

  owner = await walkJourney("9813877301", { apply: "kaveri-finserv" });
  stranger = await walkJourney("9813877302");
  const db = await getDb();
  const read = async () => (await db.select().from(creditApplications).where(eq(creditApplications.userId, owner.userId)))[0];
  const app = await until(read, (a) => a?.status === "disbursed");
  expect(app.status).toBe("disbursed");
  uuid = app.uuid;
  appId = app.id;
}, 90_000);

afterAll(async () => {
  const { stopBackgroundWork } = await import("~/server/platform/jobs/background-work.server");
  await stopBackgroundWork();
  sandbox.close();
  sandboxServer.close();
  appServer.close();
});

describe("My loans", () => {
  it("lists the consumer's disbursed application with its status, its loan page as the next step; another consumer's list is empty", async () => {
    const page = await myLoans();
    const mine = (await callUserPage(page.loader as never, owner.jar.request("/user/my-loans"))) as { loans: { uuid: string; lender: string; status: string; next: { kind: string; href: string } }[] };
    expect(mine.loans).toEqual([expect.objectContaining({ uuid, lender: "Kaveri Finserv", status: "disbursed", next: { kind: "loan", href: loanPath() } })]);
    const theirs = (await callUserPage(page.loader as never, stranger.jar.request("/user/my-loans"))) as { loans: unknown[] };
    expect(theirs.loans).toEqual([]);
  });
});

describe("the loan page", () => {
  it("shows the schedule from the disbursal, what is owed, and the cooling-off exit open with its deadline and amount", async () => {
    const page = await loanPage();
    const d = (await callUserPage(page.loader as never, owner.jar.request(loanPath()), { uuid })) as {
      amount: number;
      schedule: { paymentPaise: number; balancePaise: number }[];
      outstandingPaise: number;
      exit: { open: boolean; deadline: string; daysHeld: number; principalPaise: number; interestPaise: number; totalPaise: number };
      offered: Record<string, boolean>;
    };
    const [app] = await (await getDb()).select().from(creditApplications).where(eq(creditApplications.id, appId));
    expect(d.schedule).toHaveLength(app.tenureMonths!);
    expect(d.schedule.at(-1)!.balancePaise).toBe(0);
    expect(d.outstandingPaise).toBe(app.amount! * 100);
    expect(d.exit).toMatchObject({ open: true, daysHeld: 1, principalPaise: app.amount! * 100 });
    expect(d.exit.totalPaise).toBe(d.exit.principalPaise + d.exit.interestPaise);
    expect(d.exit.interestPaise).toBeGreaterThan(0);
    expect(d.offered).toEqual({ cooling_off_exit: true, foreclose: true, part_prepay: true });
  });

  it("is a 404 for another consumer, reading or posting, and for an address that is no application", async () => {
    const page = await loanPage();
    expect(statusOf(await answer(() => callUserPage(page.loader as never, stranger.jar.request(loanPath()), { uuid })))).toBe(404);
    expect(statusOf(await postLoan({ intent: "foreclose" }, stranger))).toBe(404);
    expect(statusOf(await answer(() => callUserPage(page.loader as never, owner.jar.request("/user/my-loans/not-a-uuid"), { uuid: "not-a-uuid" })))).toBe(404);
    expect(await requestsOf()).toEqual([]);
  });

  it("refuses a part repayment under ₹1,000 or of all that is owed, saying why beside the amount", async () => {
    const small = (await postLoan({ intent: "part-prepay", amount: "500" })) as { data: { result: { error: Record<string, string[]> } } };
    expect(statusOf(small)).toBe(400);
    expect(small.data.result.error.amount).toEqual(["loan.errors.tooSmall"]);
    const all = (await postLoan({ intent: "part-prepay", amount: "10,00,000" })) as { data: { result: { error: Record<string, string[]> } } };
    expect(all.data.result.error.amount).toEqual(["loan.errors.notLess"]);
    expect(await requestsOf()).toEqual([]);
  });

  it("sends a part repayment and a foreclosure to the lender, signed, and records its answers: sent, then accepted with its note", async () => {
    const before = sandbox.stats().webhooks;
    const part = (await postLoan({ intent: "part-prepay", amount: "5,000.50" })) as Response;
    expect(part.status).toBe(302);
    expect(part.headers.get("location")).toBe(`${loanPath()}#requests`);
    const accepted = await until(requestsOf, (rows) => rows.length === 1 && rows[0].state === "accepted");
    expect(accepted[0]).toMatchObject({
      kind: "part_prepay",
      amountPaise: 500_050,
      state: "accepted",
      lenderReference: expect.stringMatching(/^SBR-/),
      lenderNote: expect.stringContaining("₹5,000.50"),
    });
    expect(accepted[0].sentAt).not.toBeNull();
    expect(accepted[0].answeredAt).not.toBeNull();
    expect(sandbox.stats().webhooks).toBeGreaterThan(before);

    const close = (await postLoan({ intent: "foreclose" })) as Response;
    expect(close.status).toBe(302);
    // Until the lender answers, nothing else is offered: a second foreclosure is one request.
    const again = await postLoan({ intent: "foreclose" });
    expect(statusOf(again)).toBe(409);
    const rows = await until(requestsOf, (r) => r.some((x) => x.kind === "foreclose" && x.state === "accepted"));
    const foreclosure = rows.filter((r) => r.kind === "foreclose");
    expect(foreclosure).toHaveLength(1);
    // What is owed after the part repayment the lender accepted.
    expect(foreclosure[0].amountPaise).toBe((await (await getDb()).select().from(creditApplications).where(eq(creditApplications.id, appId)))[0].amount! * 100 - 500_050);
    expect(foreclosure[0].lenderNote).toContain("foreclosure amount");

    const page = await loanPage();
    const d = (await callUserPage(page.loader as never, owner.jar.request(loanPath()), { uuid })) as { requests: { kind: string; state: string }[]; offered: Record<string, boolean> };
    expect(d.requests.map((r) => `${r.kind} ${r.state}`)).toEqual(["foreclose accepted", "part_prepay accepted"]);
    // The loan is being closed: the exit and any other request are no longer offered, and a post is refused.
    expect(d.offered).toEqual({ cooling_off_exit: false, foreclose: false, part_prepay: false });
    expect(statusOf(await postLoan({ intent: "exit" }))).toBe(409);
  }, 40_000);

  it("the lender's webhook refuses a forged answer and an answer to another lender's request, and a second answer changes nothing", async () => {
    const { receiveLoanRequestAnswer } = await import("~/server/lending/loans/loan-request-webhook.server");
    const [request] = await requestsOf();
    const body = JSON.stringify({ request_id: `LR-${request.id}`, decision: "declined", note: "changed our mind" });
    const at = Math.floor(Date.now() / 1000);
    const { sandboxSecretFor } = await import("~/domain/lending/lender-signature");
    const signed = (lender: string, secret = sandboxSecretFor(SANDBOX_SECRET, lender)) => new Headers({ "x-timestamp": String(at), "x-signature": signBody(secret, at, body) });
    expect((await receiveLoanRequestAnswer("kaveri-finserv", signed("kaveri-finserv", "not-the-secret"), body)).status).toBe(401);
    expect((await receiveLoanRequestAnswer("sahyadri-capital", signed("sahyadri-capital"), body)).status).toBe(404);
    expect((await receiveLoanRequestAnswer("kaveri-finserv", signed("kaveri-finserv"), body)).status).toBe(409);
    expect((await requestsOf()).find((r) => r.id === request.id)!.state).toBe("accepted");
  });
});

describe("complaints", () => {
  it("are refused without a category or with too short a text, keeping what was typed; a good one gets its reference at once", async () => {
    const page = await myLoans();
    const bad = (await answer(() => callUserPage(page.action as never, owner.jar.request("/user/my-loans", { form: { intent: "complaint", category: "", body: "Too short" } })))) as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    };
    expect(statusOf(bad)).toBe(400);
    expect(bad.data.result.error).toMatchObject({ category: ["complaints.errors.category"], body: ["complaints.errors.bodyShort"] });
    expect(bad.data.result.initialValue.body).toBe("Too short");

    const good = (await answer(() =>
      callUserPage(
        page.action as never,
        owner.jar.request("/user/my-loans", { form: { intent: "complaint", category: "charges", body: "I was charged a fee the KFS did not state.", application: uuid } }),
      ),
    )) as Response;
    expect(good.status).toBe(302);
    const reference = /complaint=(CMP-\d{4}-\d{6,})#complaints$/.exec(good.headers.get("location")!)![1];
    const shown = (await callUserPage(page.loader as never, owner.jar.request(`/user/my-loans?complaint=${reference}`))) as {
      filed: string | null;
      complaints: { reference: string; lender: string | null; escalate: boolean; ageDays: number }[];
    };
    expect(shown.filed).toBe(reference);
    expect(shown.complaints[0]).toMatchObject({ reference, lender: "Kaveri Finserv", escalate: false, ageDays: 0 });
    // Another consumer neither sees it nor has it shown by its reference.
    const theirs = (await callUserPage(page.loader as never, stranger.jar.request(`/user/my-loans?complaint=${reference}`))) as { filed: string | null; complaints: unknown[] };
    expect(theirs).toMatchObject({ filed: null, complaints: [] });
  });

  it("point to RBI's portal after 30 days unresolved (by the business clock); a CSR of role 3 resolves one, audited, and role 2 cannot", async () => {
    const { setClock, now } = await import("~/server/platform/db/clock.server");
    const page = await myLoans();
    const db = await getDb();
    const [complaint] = await db.select().from(complaints).where(eq(complaints.userId, owner.userId));
    try {
      setClock(new Date(now().getTime() + 29 * 86_400_000));
      let d = (await callUserPage(page.loader as never, owner.jar.request("/user/my-loans"))) as { complaints: { escalate: boolean; ageDays: number }[] };
      expect(d.complaints[0]).toMatchObject({ ageDays: 29, escalate: false });
      setClock(new Date(now().getTime() + 86_400_000));
      d = (await callUserPage(page.loader as never, owner.jar.request("/user/my-loans"))) as { complaints: { escalate: boolean; ageDays: number }[] };
      expect(d.complaints[0]).toMatchObject({ ageDays: 30, escalate: true });
    } finally {
      setClock(null);
    }

    const csr = await import("~/routes/admin/csr-case");
    const path = `/admin/csr-portal/${owner.userId}/${owner.prospectId}`;
    const params = { id: String(owner.userId), pid: String(owner.prospectId) };
    const form = { intent: "resolve-complaint", complaintId: String(complaint.id), resolution: "The fee was refunded by the lender." };
    const analyst = await asAdmin(2);
    await analyst.call(csr.action, path, "/admin/csr-portal/:id/:pid", { params, form });
    expect((await db.select().from(complaints).where(eq(complaints.id, complaint.id)))[0].state).toBe("open");

    const agent = await asAdmin(3);
    const shown = (await agent.call(csr.loader, path, "/admin/csr-portal/:id/:pid", { params })) as { complaints: { reference: string; state: string }[] };
    expect(shown.complaints).toEqual([expect.objectContaining({ reference: complaint.reference, state: "open" })]);
    const done = (await agent.call(csr.action, path, "/admin/csr-portal/:id/:pid", { params, form })) as Response;
    expect(done.status).toBe(302);
    expect((await db.select().from(complaints).where(eq(complaints.id, complaint.id)))[0]).toMatchObject({ state: "resolved", resolution: "The fee was refunded by the lender." });
    const audit = await db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "complaint"), eq(adminAudit.subjectId, String(complaint.id))));
    expect(audit).toEqual([expect.objectContaining({ action: "resolve", after: { reference: complaint.reference, state: "resolved" } })]);
    // Resolved, it no longer points to RBI.
    const d = (await callUserPage(page.loader as never, owner.jar.request("/user/my-loans"))) as { complaints: { state: string; escalate: boolean }[] };
    expect(d.complaints[0]).toMatchObject({ state: "resolved", escalate: false });
  });
});
