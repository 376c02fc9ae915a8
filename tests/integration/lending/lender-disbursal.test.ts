import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditApplications, lenderEvents, lenders } from "../../../db/schema";
import { istToday } from "~/domain/back-office/date-range";
import { sandboxSecretFor, signBody } from "~/domain/lending/lender-signature";
import { addMonths } from "~/domain/lending/loan-schedule";
import { fromIso, toIso } from "~/domain/platform/dates";
import { feePaiseFor, pricingOf } from "~/domain/lending/pricing";
import { reportAccess } from "~/domain/back-office/report-access";
import { INTERNAL_REPORT_SORT, type SortChoice } from "~/domain/back-office/report-sort";
import { formatPaise } from "~/domain/platform/money";
import { now, setClock, todayInIndia } from "~/server/platform/db/clock.server";
import { getDb } from "~/server/platform/db/db.server";
import { callUserPage } from "../../support/route-call";
import { walkJourney } from "../../support/people-fixtures";

/**
 * A lender's disbursal by webhook (issue 36, point 5): its figures reach the
 * borrower's status page, every step the lender reported stays in their
 * history, and the internal report, its CSV and the admin dashboard count it
 * with its amount on its day.
 */
const SECRET = "disbursal-test-sandbox-secret";
const LENDER = "kaveri-finserv";
const MOBILE = "9813600001";
let walked: Awaited<ReturnType<typeof walkJourney>>;
let app: typeof creditApplications.$inferSelect;

async function report(path: string, body: object) {
  const { receiveLenderEvent, applyLenderEvent } = await import("~/server/lending/lender-events.server");
  const text = JSON.stringify(body);
  const at = Math.floor(Date.now() / 1000);
  const headers = new Headers({ "x-timestamp": String(at), "x-signature": signBody(sandboxSecretFor(SECRET, path), at, text) });
  const answer = await receiveLenderEvent(path, headers, text);
  if (answer.status === 202) {
    // The queue's half, run here rather than by a worker: the same function the job calls.
    const [stored] = await (await getDb())
      .select({ id: lenderEvents.id })
      .from(lenderEvents)
      .where(eq(lenderEvents.eventId, (body as { event_id: string }).event_id));
    await applyLenderEvent(stored.id);
  }
  return answer;
}

const statusPage = async () => {
  const page = await import("~/routes/user/lenders-transaction");
  return (await callUserPage(page.loader as never, walked.jar.request(`/user/lenders-transaction/${LENDER}`), { lender: LENDER })) as Awaited<ReturnType<typeof page.loader>>;
};
const livePoll = async (jar = walked.jar) => {
  const route = await import("~/routes/user/lenders-transaction-status");
  return (await callUserPage(route.loader as never, jar.request(`/user/lenders-transaction/${LENDER}/status`), { lender: LENDER })) as Response;
};

beforeAll(async () => {
  process.env.LENDER_SANDBOX_URL = "http://127.0.0.1:9";
  process.env.LENDER_SANDBOX_SECRET = SECRET;
  setClock(new Date("2026-03-10T06:30:00Z"));
  walked = await walkJourney(MOBILE, { apply: LENDER });
  [app] = await (await getDb()).select().from(creditApplications).where(eq(creditApplications.userId, walked.userId));
}, 60_000);

afterAll(() => setClock(null));

describe("a disbursal the lender reports by webhook", () => {
  it("the sandbox lender credits the amount less the KFS's fee and GST, today, the first EMI a month on", async () => {
    const { sandboxDisbursal } = await import("~/server/lending/sandbox-lender.server");
    const db = await getDb();
    const [lender] = await db.select().from(lenders).where(eq(lenders.name, LENDER));
    const { feePaise, gstPaise } = feePaiseFor(pricingOf({ ...lender, aprMin: lender.aprMin === null ? null : Number(lender.aprMin) }), app.amount!, null);
    expect(feePaise).toBeGreaterThan(0);
    const figures = await sandboxDisbursal(LENDER, app.uuid);
    expect(figures).toEqual({ disbursed_amount: (app.amount! * 100 - feePaise - gstPaise) / 100, disbursed_on: "2026-03-10", first_emi_on: "2026-04-10" });
    expect(await sandboxDisbursal("sahyadri-capital", app.uuid)).toBeNull();
  });

  it("refuses a disbursal without its amount and dates (400), and one whose first EMI is not after it, changing nothing", async () => {
    expect((await report(LENDER, { event_id: "no-figures", application_id: app.uuid, status: "disbursed" })).status).toBe(400);
    const backwards = { event_id: "emi-first", application_id: app.uuid, status: "disbursed", disbursed_amount: 1000, disbursed_on: "2026-03-10", first_emi_on: "2026-03-10" };
    expect((await report(LENDER, backwards)).status).toBe(400);
    expect((await report(LENDER, { ...backwards, event_id: "thousandth", disbursed_amount: 1000.005, first_emi_on: "2026-04-10" })).status).toBe(400);
    expect((await statusPage()).app.status).toBe("applied");
  });

  it("shows the status page's watch a change, then the disbursed loan's figures and contact; a late 'approved' is kept in the history only", async () => {
    const before = (await (await livePoll()).json()) as { status: string; stamp: string; final: boolean };
    expect(before).toMatchObject({ status: "applied", final: false });
    expect((await statusPage()).live).toEqual({ stamp: before.stamp, final: false });

    expect((await report(LENDER, { event_id: "ev-1", application_id: app.uuid, status: "in_progress", reference: "KAV-1" })).status).toBe(202);
    const moved = (await (await livePoll()).json()) as { stamp: string };
    expect(moved.stamp).not.toBe(before.stamp);

    const disbursedOn = toIso(todayInIndia());
    const firstEmiOn = toIso(addMonths(fromIso(disbursedOn)!, 1));
    const amount = app.amount! - 2359.82;
    expect((await report(LENDER, { event_id: "ev-3", application_id: app.uuid, status: "disbursed", disbursed_amount: amount, disbursed_on: disbursedOn, first_emi_on: firstEmiOn })).status).toBe(202);
    // The lender's "approved" arrives after its "disbursed".
    expect((await report(LENDER, { event_id: "ev-2", application_id: app.uuid, status: "approved" })).status).toBe(202);

    const shown = await statusPage();
    expect(shown.app.status).toBe("disbursed");
    expect(shown.live.final).toBe(true);
    const db = await getDb();
    const [lender] = await db.select().from(lenders).where(eq(lenders.name, LENDER));
    expect(shown.loan).toMatchObject({
      credited: formatPaise(Math.round(amount * 100)),
      creditedOn: "10 Mar 2026",
      firstEmiOn: "10 Apr 2026",
      contactPhone: lender.contactPhone,
      contactEmail: lender.contactEmail,
    });
    expect(shown.loan?.firstEmi).toMatch(/^₹[\d,]+\.\d{2}$/);
    expect(shown.app.history.map((h) => [h.status, h.noteKey])).toEqual([
      ["approved", "status.notes.reportedLate"],
      ["disbursed", null],
      ["in_progress", null],
      ["applied", null],
    ]);
    const polled = (await (await livePoll()).json()) as { status: string; final: boolean };
    expect(polled).toMatchObject({ status: "disbursed", final: true });

    const [row] = await db.select().from(creditApplications).where(eq(creditApplications.id, app.id));
    expect(row).toMatchObject({ status: "disbursed", disbursedAmount: amount, disbursedOn, firstEmiOn });
  });

  it("answers the poll only for the owner: another consumer with no application there gets 404", async () => {
    const other = await walkJourney("9813600002");
    const res = await livePoll(other.jar);
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  }, 60_000);

  it("appears with its amount and day in the internal report, its CSV and the dashboard's counts, which agree", async () => {
    const { internalReportPage, internalReportCsv } = await import("~/server/reports/internal-report.server");
    const { adminDashboard } = await import("~/server/reports/admin-dashboard.server");
    const today = istToday(now());
    const range = { from: today, to: today };
    const amount = app.amount! - 2359.82;
    const query = { range, product: null, lender: null, partner: null, status: "disbursed", page: 1, sort: INTERNAL_REPORT_SORT.default as SortChoice<never> } as never;
    const page = await internalReportPage(query, reportAccess(1));
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({ reference: app.uuid, status: "disbursed", disbursedAmount: amount, disbursedOn: today });
    expect(page.rows[0].revenue).not.toBeNull();

    const bytes = await new Response(await internalReportCsv(query, reportAccess(1), "en")).text();
    const lines = bytes
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(app.uuid);
    expect(lines[1]).toContain(String(amount));
    expect(lines[1]).toContain(today);

    const d = await adminDashboard(range, reportAccess(1));
    expect(d.applications.byStatus.find((s) => s.status === "disbursed")?.count).toBe(1);
    expect(d.disbursed).toEqual({ count: 1, amount });
    expect(d.disbursedWithoutFigures).toBe(0);
    expect(d.earned?.revenue).toBe(page.rows[0].revenue);
  });

  it("an application marked disbursed without figures (from before they were required) is named on the dashboard, and the status file no longer makes one", async () => {
    const { adminDashboard } = await import("~/server/reports/admin-dashboard.server");
    const { uploadStatusFileCommand } = await import("~/server/reports/status-file.server");
    const db = await getDb();
    const other = await walkJourney("9813600003", { apply: LENDER });
    const [legacy] = await db.select().from(creditApplications).where(eq(creditApplications.userId, other.userId));
    const form = new FormData();
    form.set("image_name", new File([`creditapp_uuid,status\n${legacy.uuid},disbursed\n`], "status.csv", { type: "text/csv" }));
    const refused = await uploadStatusFileCommand(form, null);
    expect(refused.data?.errors).toEqual(["Line 2: status: a disbursal needs its amount and date: send it in the MIS file"]);
    expect((await db.select().from(creditApplications).where(eq(creditApplications.id, legacy.id)))[0].status).toBe("applied");

    await db.update(creditApplications).set({ status: "disbursed" }).where(eq(creditApplications.id, legacy.id));
    const today = istToday(now());
    expect((await adminDashboard({ from: today, to: today }, reportAccess(1))).disbursedWithoutFigures).toBe(1);
    expect((await adminDashboard({ from: today, to: today }, reportAccess(3))).disbursedWithoutFigures).toBeNull();
  }, 60_000);
});
