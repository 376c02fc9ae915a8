import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { creditApplications, creditApplicationStatusHistory, lenderEvents } from "../../../db/schema";
import { sandboxSecretFor, signBody } from "~/domain/lending/lender-signature";
import { getDb } from "~/server/platform/db/db.server";
import { callUserPage } from "../../support/route-call";
import { walkJourney } from "../../support/people-fixtures";

/**
 * A lender's webhooks are answered at once and applied by the job queue
 * afterwards (docs/lender-api.md). When the database goes away, the job of an
 * "approved" already answered 202 can be held up (its failure cannot even be
 * recorded, so it waits for its expiry) while the lender's "disbursed" comes
 * in after the return and its job runs first; two jobs of one batch also run
 * at once. The fault bench (issue 37) found "approved" steps missing from
 * histories that way. Each step the lender reported must be in the history,
 * in the order the lender sent them, the loan's figures recorded once.
 */
const SECRET = "events-order-sandbox-secret";
const LENDER = "kaveri-finserv";

async function receive(body: Record<string, unknown>) {
  const { receiveLenderEvent } = await import("~/server/lending/lender-events.server");
  const text = JSON.stringify(body);
  const at = Math.floor(Date.now() / 1000);
  const headers = new Headers({ "x-timestamp": String(at), "x-signature": signBody(sandboxSecretFor(SECRET, LENDER), at, text) });
  const answer = await receiveLenderEvent(LENDER, headers, text);
  const [stored] = await (await getDb())
    .select({ id: lenderEvents.id })
    .from(lenderEvents)
    .where(and(eq(lenderEvents.eventId, String(body.event_id)), eq(lenderEvents.outcome, "accepted")));
  return { status: answer.status, id: stored?.id };
}

/** The queue's half, run here rather than by a worker: the same function the job calls. */
async function runJob(eventId: number) {
  const { applyLenderEvent } = await import("~/server/lending/lender-events.server");
  await applyLenderEvent(eventId);
}

const disbursal = (app: typeof creditApplications.$inferSelect, eventId: string) => ({
  event_id: eventId,
  application_id: app.uuid,
  status: "disbursed",
  disbursed_amount: app.amount! - 2000,
  disbursed_on: "2026-03-10",
  first_emi_on: "2026-04-10",
});

async function applied(mobile: string) {
  const walked = await walkJourney(mobile, { apply: LENDER });
  const [app] = await (await getDb()).select().from(creditApplications).where(eq(creditApplications.userId, walked.userId));
  return { walked, app };
}

async function history(applicationId: number) {
  const rows = await (await getDb())
    .select({ status: creditApplicationStatusHistory.status, source: creditApplicationStatusHistory.source })
    .from(creditApplicationStatusHistory)
    .where(eq(creditApplicationStatusHistory.creditApplicationId, applicationId))
    .orderBy(creditApplicationStatusHistory.id);
  return rows.map((r) => `${r.status} (${r.source})`);
}

beforeAll(() => {
  process.env.LENDER_SANDBOX_URL = "http://127.0.0.1:9";
  process.env.LENDER_SANDBOX_SECRET = SECRET;
});

describe("a lender's approved and disbursed, applied by the queue out of order", () => {
  it("the disbursed job running before the approved one's still shows approved, then disbursed, as the lender reported them", async () => {
    const { walked, app } = await applied("9813700001");
    const approved = await receive({ event_id: "order-approved-1", application_id: app.uuid, status: "approved" });
    const disbursed = await receive(disbursal(app, "order-disbursed-1"));
    expect([approved.status, disbursed.status]).toEqual([202, 202]);

    // The approved job was held up by the outage: the disbursed one runs first, then it.
    await runJob(disbursed.id!);
    await runJob(approved.id!);

    expect(await history(app.id)).toEqual(["applied (consumer)", "approved (lender)", "disbursed (lender)"]);
    const page = await import("~/routes/user/lenders-transaction");
    const shown = (await callUserPage(page.loader as never, walked.jar.request(`/user/lenders-transaction/${LENDER}`), { lender: LENDER })) as Awaited<ReturnType<typeof page.loader>>;
    expect(shown.app.status).toBe("disbursed");
    // Newest first, and neither step said to be late: the lender sent them in order.
    expect(shown.app.history.map((h) => [h.status, h.noteKey])).toEqual([
      ["disbursed", null],
      ["approved", null],
      ["applied", null],
    ]);
    const [row] = await (await getDb()).select().from(creditApplications).where(eq(creditApplications.id, app.id));
    expect(row).toMatchObject({ status: "disbursed", disbursedAmount: app.amount! - 2000, disbursedOn: "2026-03-10", firstEmiOn: "2026-04-10" });
  });

  it("both jobs running at once (one batch) give each application approved, then disbursed, once each", async () => {
    const apps = await Promise.all(["9813700002", "9813700003", "9813700004"].map(async (mobile) => (await applied(mobile)).app));
    const jobs: number[] = [];
    for (const [n, app] of apps.entries()) {
      jobs.push((await receive({ event_id: `order-approved-batch-${n}`, application_id: app.uuid, status: "approved" })).id!);
      jobs.push((await receive(disbursal(app, `order-disbursed-batch-${n}`))).id!);
    }
    // As a batch is run: every job at once, each disbursed started before its approved.
    await Promise.all(jobs.reverse().map(runJob));
    for (const app of apps) expect(await history(app.id)).toEqual(["applied (consumer)", "approved (lender)", "disbursed (lender)"]);
  });

  it("an approved the lender sent after its disbursed is still kept, said to be late, and the status stays disbursed", async () => {
    const { app } = await applied("9813700005");
    await runJob((await receive(disbursal(app, "order-disbursed-late"))).id!);
    await runJob((await receive({ event_id: "order-approved-late", application_id: app.uuid, status: "approved" })).id!);
    expect(await history(app.id)).toEqual(["applied (consumer)", "disbursed (lender)", "approved (lender_late)"]);
  });

  it("a call sent again (409, replay) is not applied a second time", async () => {
    const { app } = await applied("9813700006");
    const approved = await receive({ event_id: "order-approved-replay", application_id: app.uuid, status: "approved" });
    expect((await receive({ event_id: "order-approved-replay", application_id: app.uuid, status: "approved" })).status).toBe(409);
    const disbursed = await receive(disbursal(app, "order-disbursed-replay"));
    await runJob(disbursed.id!);
    await runJob(approved.id!);
    expect(await history(app.id)).toEqual(["applied (consumer)", "approved (lender)", "disbursed (lender)"]);
  });
});
