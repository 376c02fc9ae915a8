import { createServer, type Server } from "node:http";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { creditApplications, kfsProposals, users } from "../../../db/schema";
import type { StatementView } from "~/domain/lending/kfs-proposal";
import { employmentDetails, personalDetails } from "../../support/app-client";
import { logInByOtp, type CookieJar } from "../../support/consumer-session";
import { shownStatement } from "../../support/kfs-fixtures";
import { callUserPage } from "../../support/route-call";

/**
 * Key Fact Statements as proposals (docs/decisions/091): showing one issues a
 * numbered proposal, a reload finds it again, other terms are another; an
 * expired one cannot be acknowledged; the application and what the lender
 * is sent state the acknowledged statement's figures, never priced again;
 * its consumer reopens it by number, nobody else can.
 */
const { PORT } = vi.hoisted(() => {
  const port = 20_000 + ((process.pid + 7_919) % 20_000);
  process.env.LENDER_SANDBOX_URL = `http://127.0.0.1:${port}`;
  process.env.LENDER_SANDBOX_SECRET = "kfs-proposals-test-secret";
  return { PORT: port };
});

let server: Server;
/** What lenders were sent, by path. */
const received: { path: string; body: { offer: Record<string, unknown> } & Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ path: new URL(req.url!, "http://x").pathname, body: JSON.parse(body) });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ decision: "in_progress", reference: `KFS-${received.length}` }));
    });
  });
  await new Promise<void>((r) => server.listen(PORT, "127.0.0.1", r));
});

afterAll(async () => {
  server.close();
  const { stopJobs } = await import("~/server/platform/jobs/jobs.server");
  await stopJobs();
});

const db = async () => (await import("~/server/platform/db/db.server")).getDb();
const settle = async (fn: () => Promise<unknown>) => fn().catch((e: unknown) => e);
const locationOf = (res: unknown) => (res instanceof Response ? res.headers.get("location") : null);
const statusOf = (thrown: unknown) => (thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } })?.init?.status);

async function post(jar: CookieJar, module: { action: (args: never) => unknown }, path: string, form: Record<string, string>, params: Record<string, string> = {}) {
  const res = await settle(() => callUserPage(module.action as never, jar.request(path, { form }), params));
  if (res instanceof Response) jar.take(res);
  return res;
}

/** A personal-loan consumer with a complete profile, on their offers page: the first offer's card and its lender. */
async function consumerAtOffers(mobile: string) {
  const detail = await import("~/routes/user/user-detail");
  const { jar } = await logInByOtp(mobile, "pl");
  await post(jar, detail, "/user/user-detail", { intent: "personal", ...personalDetails() });
  expect(locationOf(await post(jar, detail, "/user/user-detail?step=employment", { intent: "employment", ...employmentDetails() }))).toBe("/user/offers");
  const offers = await import("~/routes/user/offers");
  const page = (await callUserPage(offers.loader as never, jar.request("/user/offers"))) as { offers: { name: string; kfsPath: string; facts: { aprBps: number; emiPaise: number } }[] };
  const [user] = await (await db()).select().from(users).where(eq(users.mobilePhoneNumber, mobile));
  return { jar, user, first: page.offers[0] };
}

async function openKfs(jar: CookieJar, path: string, lender: string) {
  const kfs = await import("~/routes/user/apply-kfs");
  return ((await callUserPage(kfs.loader as never, jar.request(path), { lender })) as { view: StatementView }).view;
}

describe("a Key Fact Statement shown", () => {
  it("is a numbered proposal with the offer card's figures; reloading finds the same one, other terms are another", async () => {
    const { jar, user, first } = await consumerAtOffers("9823400001");
    const shown = await openKfs(jar, first.kfsPath, first.name);
    expect(shown.number).toMatch(/^CL-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(shown.snapshot.facts.aprBps).toBe(first.facts.aprBps);
    expect(shown.snapshot.facts.emiPaise).toBe(first.facts.emiPaise);
    expect(shown.snapshot.facts.schedule).toHaveLength(shown.snapshot.facts.months);

    expect((await openKfs(jar, first.kfsPath, first.name)).number).toBe(shown.number);
    const smaller = `/user/apply/${first.name}?amount=${shown.snapshot.facts.amount - 1000}&months=${shown.snapshot.facts.months}`;
    const other = await openKfs(jar, smaller, first.name);
    expect(other.number).not.toBe(shown.number);
    expect(other.snapshot.facts.amount).toBe(shown.snapshot.facts.amount - 1000);
    const rows = await (await db()).select().from(kfsProposals).where(eq(kfsProposals.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.acknowledgedAt === null)).toBe(true);
  });

  it("once expired cannot be acknowledged: the page says so, and shows a fresh one", async () => {
    const { jar, user, first } = await consumerAtOffers("9823400002");
    const { proposal } = await shownStatement(user.id, first.name, { on: { year: 2025, month: 1, day: 6 } });
    expect(proposal.validUntil).toBe("2025-01-09");
    const kfs = await import("~/routes/user/apply-kfs");
    const answer = await post(jar, kfs, `/user/apply/${first.name}`, { proposal: proposal.number, acknowledge: "on" }, { lender: first.name });
    expect(answer).toEqual({ result: undefined, expired: { number: proposal.number, date: "09/01/2025" } });
    const [kept] = await (await db()).select().from(kfsProposals).where(eq(kfsProposals.id, proposal.id));
    expect(kept.acknowledgedAt).toBeNull();
    const fresh = await openKfs(jar, `/user/apply/${first.name}`, first.name);
    expect(fresh.number).not.toBe(proposal.number);
    // The consent step has no acknowledged statement to apply with: back to the statement.
    const consent = await import("~/routes/user/apply-consent");
    const refused = await settle(() => callUserPage(consent.loader as never, jar.request(`/user/apply/${first.name}/consent`), { lender: first.name }));
    expect(locationOf(refused)).toBe(`/user/apply/${first.name}`);
  });

  it("acknowledged, is what the application and the lender state, and only its consumer reopens it", async () => {
    const { jar, user, first } = await consumerAtOffers("9823400003");
    const shown = await openKfs(jar, first.kfsPath, first.name);
    const kfs = await import("~/routes/user/apply-kfs");
    // The profile's new email is confirmed now, when applying: its code asked before the consents (docs/decisions/103).
    expect(locationOf(await post(jar, kfs, first.kfsPath, { proposal: shown.number, acknowledge: "on" }, { lender: first.name }))).toBe(
      `/user/confirm-email?${new URLSearchParams({ next: `/user/apply/${first.name}/consent` })}`,
    );
    const consent = await import("~/routes/user/apply-consent");
    await post(jar, consent, `/user/apply/${first.name}/consent`, { lender_terms: "on", data_collection: "on", credit_report: "on" }, { lender: first.name });

    const [proposal] = await (await db()).select().from(kfsProposals).where(eq(kfsProposals.number, shown.number));
    expect(proposal.acknowledgedAt).not.toBeNull();
    const [app] = await (await db())
      .select()
      .from(creditApplications)
      .where(and(eq(creditApplications.userId, user.id)));
    const f = shown.snapshot.facts;
    expect(app).toMatchObject({ kfsProposalId: proposal.id, amount: f.amount, tenureMonths: f.months, interestRate: f.rateBps / 100, apr: f.aprBps / 100 });
    const { proposalNumberOf } = await import("~/server/lending/kfs/proposals.server");
    expect(await proposalNumberOf(app.id)).toBe(shown.number);

    const { submitApplication } = await import("~/server/lending/lender-submission.server");
    await submitApplication(app.id);
    await vi.waitFor(() => expect(received.some((r) => r.body.application_id === app.uuid)).toBe(true), { timeout: 15_000 });
    const sent = received.find((r) => r.body.application_id === app.uuid)!;
    expect(sent.body.offer).toEqual({
      amount: f.amount,
      tenure_months: f.months,
      interest_rate: f.rateBps / 100,
      apr: f.aprBps / 100,
      processing_fees: expect.any(String),
      processing_fee: f.feePaise / 100,
      gst_on_processing_fee: f.gstPaise / 100,
      emi: f.emiPaise / 100,
      net_disbursed: f.netDisbursedPaise / 100,
      total_interest: f.totalInterestPaise / 100,
      total_repayment: f.totalRepaymentPaise / 100,
      total_cost: f.totalCostPaise / 100,
      kfs_proposal_number: shown.number,
    });

    const reopen = await import("~/routes/user/kfs");
    const kept = (await callUserPage(reopen.loader as never, jar.request(`/user/kfs/${shown.number}`), { number: shown.number })) as { view: StatementView };
    expect(kept.view.snapshot).toEqual(shown.snapshot);
    expect(kept.view.acknowledgedAt).not.toBeNull();
    // Typed in lower case, it is the same statement.
    const typed = (await callUserPage(reopen.loader as never, jar.request(`/user/kfs/${shown.number.toLowerCase()}`), { number: shown.number.toLowerCase() })) as { view: StatementView };
    expect(typed.view.number).toBe(shown.number);

    const stranger = await logInByOtp("9823400004", "pl");
    const refused = await settle(() => callUserPage(reopen.loader as never, stranger.jar.request(`/user/kfs/${shown.number}`), { number: shown.number }));
    expect(statusOf(refused)).toBe(404);
    const nonsense = await settle(() => callUserPage(reopen.loader as never, jar.request("/user/kfs/not-a-number"), { number: "not-a-number" }));
    expect(statusOf(nonsense)).toBe(404);
  });
});
