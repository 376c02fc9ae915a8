import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cardApplications,
  creditApplications,
  creditApplicationStatusHistory,
  creditCardCategories,
  earnings,
  insuranceRequests,
  leads,
  lenders,
  partners,
  prospectApplications,
  users,
} from "../../../db/schema";
import { adminPageGuard } from "~/middleware/admin-guard.server";
import { reportAccess } from "~/domain/back-office/report-access";
import { INTERNAL_REPORT_SORT, PRODUCTS_REPORT_SORT, VENDORS_REPORT_SORT, type SortChoice } from "~/domain/back-office/report-sort";
import { adminDashboard } from "~/server/reports/admin-dashboard.server";
import { setClock } from "~/server/platform/db/clock.server";
import { getDb } from "~/server/platform/db/db.server";
import { internalReportCsv, internalReportPage, type InternalReportQuery } from "~/server/reports/internal-report.server";
import { productFunnels, productsReport, productsReportCsv } from "~/server/reports/products-report.server";
import { vendorsReport, vendorsReportCsv } from "~/server/reports/vendors-report.server";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import { loader as internalLoader } from "~/routes/admin/internal-report";
import { adminBearer } from "../../support/admin-token";
import { callRoute } from "../../support/route-call";

/**
 * The dashboard's and reports' figures against data with known totals,
 * written as SQL rows in February 2025 (a month nothing else in this
 * database touches), with business time pinned to noon IST on 20 Feb 2025.
 */
const ist = (moment: string) => new Date(`${moment.replace(" ", "T")}:00+05:30`);
const days = (from: string, to: string) => ({ from, to });
const FEB = days("2025-02-10", "2025-02-19");

let ids: { partnerA: number; l1: number; l2: number; l3: number; a1: string; a4: string };

async function seed() {
  const db = await getDb();
  const brand = { logoUrl: "/brands/cl.svg", fontFamily: "system-ui", primaryColor: "#123456", secondaryColor: "#654321" };
  const [partnerA] = await db
    .insert(partners)
    .values({ name: "it-reports-a", displayName: "Reports Partner A", ...brand })
    .returning();
  const lender = (name: string, productType: string) => ({ name, displayName: name.replace("it-", "IT "), productType, lenderStatus: 1 });
  const [l1, l2, l3] = await db
    .insert(lenders)
    .values([lender("it-alpha-pl", "pl"), lender("it-beta-bl", "bl"), lender("it-gamma-pl", "pl")])
    .returning();

  const person = (mobile: string, first: string | null, last: string | null, at: string) => ({ mobilePhoneNumber: mobile, firstName: first, lastName: last, createdAt: ist(at) });
  const [u1, u2, u3, u4, u5] = await db
    .insert(users)
    .values([
      person("9000000001", "Asha", "Rao", "2025-02-10 10:00"),
      person("9000000002", "Bilal", "Khan", "2025-02-12 09:00"),
      // A name a spreadsheet would run as a formula.
      person("9000000003", "=SUM(1+1)", null, "2025-02-15 23:59"),
      // One minute after midnight in India: the 16th, though still the 15th in UTC.
      person("9000000004", "Devi", "Nair", "2025-02-16 00:01"),
      person("9000000005", "Old", "Timer", "2025-01-05 10:00"),
    ])
    .returning();
  const journey = (userId: number | null, productType: string, partnerId: number | null, at: string, completed?: string) => ({
    userId,
    productType: productType as "pl",
    partnerId,
    createdAt: ist(at),
    profileCompletedAt: completed ? ist(completed) : null,
  });
  const [p1, p2, p3, p4, p5] = await db
    .insert(prospectApplications)
    .values([
      journey(u1.id, "pl", partnerA.id, "2025-02-10 10:00", "2025-02-10 11:00"),
      journey(u2.id, "pl", null, "2025-02-12 09:00", "2025-02-12 09:30"),
      journey(u3.id, "bl", partnerA.id, "2025-02-15 22:00", "2025-02-15 23:00"),
      journey(u4.id, "cc_unsecured", partnerA.id, "2025-02-16 00:01"),
      journey(u4.id, "ins_health", null, "2025-02-16 00:05"),
      // Asked for a code and went no further; signed in again and went no further.
      journey(null, "pl", null, "2025-02-14 12:00"),
      journey(u1.id, "pl", null, "2025-02-18 12:00"),
    ])
    .returning();
  const [old] = await db
    .insert(prospectApplications)
    .values(journey(u5.id, "pl", null, "2025-01-31 23:59"))
    .returning();

  const application = (p: typeof p1, userId: number, lenderId: number, at: string, amount: number, status: "applied" | "approved" | "disbursed" | "rejected", disbursed?: [number, string]) => ({
    prospectApplicationId: p.id,
    userId,
    lenderId,
    createdAt: ist(at),
    amount,
    tenureMonths: 24,
    status,
    disbursedAmount: disbursed?.[0] ?? null,
    disbursedOn: disbursed?.[1] ?? null,
  });
  const [a1, a2, a3, a4] = await db
    .insert(creditApplications)
    .values([
      application(p1, u1.id, l1.id, "2025-02-10 12:00", 100000, "disbursed", [95000, "2025-02-14"]),
      application(p2, u2.id, l1.id, "2025-02-12 10:00", 50000, "approved"),
      application(p3, u3.id, l2.id, "2025-02-15 23:59", 300000, "rejected"),
      application(p2, u2.id, l3.id, "2025-02-16 00:01", 75000, "applied"),
      // The last minute of 31 January in India: never in February's figures.
      application(old, u5.id, l1.id, "2025-01-31 23:59", 20000, "applied"),
    ])
    .returning();
  await db.insert(creditApplicationStatusHistory).values([
    { creditApplicationId: a1.id, status: "applied", source: "consumer", createdAt: ist("2025-02-10 12:00") },
    { creditApplicationId: a1.id, status: "disbursed", source: "mis", createdAt: ist("2025-02-14 18:00") },
  ]);
  await db.insert(earnings).values([
    { kind: "lender_revenue", creditApplicationId: a1.id, lenderId: l1.id, baseAmount: 95000, amount: 1900, earnedOn: "2025-02-14" },
    { kind: "partner_commission", creditApplicationId: a1.id, lenderId: l1.id, partnerId: partnerA.id, baseAmount: 95000, amount: 950, earnedOn: "2025-02-14" },
    { kind: "commission_adjustment", partnerId: partnerA.id, amount: -100, reason: "Clawback", earnedOn: "2025-02-17" },
  ]);
  const [card] = await db.select({ id: creditCardCategories.categoryId }).from(creditCardCategories).limit(1);
  await db.insert(cardApplications).values({ userId: u4.id, prospectApplicationId: p4.id, categoryId: card.id, redirectUrl: "https://bank.example/apply", createdAt: ist("2025-02-16 00:02") });
  await db.insert(insuranceRequests).values({ userId: u4.id, prospectApplicationId: p5.id, product: "ins_health", details: {}, createdAt: ist("2025-02-16 00:06") });
  await db.insert(leads).values({ name: "Asha Rao", email: "asha@example.com", phone: "9876543210", description: "Call me", createdAt: ist("2025-02-13 15:00") });

  // 30 applications on 5 Feb, for the pages of the report.
  await db
    .insert(creditApplications)
    .values(
      Array.from({ length: 30 }, (_, i) =>
        application(p2, u2.id, l3.id, `2025-02-05 ${String(10 + Math.floor(i / 6)).padStart(2, "0")}:${String((i % 6) * 10).padStart(2, "0")}`, 1000 * (i + 1), "applied"),
      ),
    );
  ids = { partnerA: partnerA.id, l1: l1.id, l2: l2.id, l3: l3.id, a1: a1.uuid, a4: a4.uuid };
  void a2;
  void a3;
}

beforeAll(async () => {
  setClock(new Date("2025-02-20T06:30:00Z"));
  await seed();
});

afterAll(() => setClock(null));

/** A CSV stream's lines, after checking it starts with the byte-order mark that makes Excel read it as UTF-8. */
async function csvLines(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder().decode(bytes).trimEnd().split("\r\n");
}

const scope = (range = FEB, more: Partial<InternalReportQuery> = {}) => ({ range, product: null, lender: null, partner: null, status: null, page: 1, ...more });
const internal = (more: Partial<InternalReportQuery> = {}, role = 1) =>
  internalReportPage({ ...scope(FEB), sort: INTERNAL_REPORT_SORT.default as SortChoice<never>, ...more } as InternalReportQuery, reportAccess(role));

describe("the dashboard's figures, each on its day in India", () => {
  it("counts sign-ups, profiles, applications by status, product, lender, partner and day, cards, insurance and money", async () => {
    const d = await adminDashboard(FEB, reportAccess(1));
    expect(d.signUps.count).toBe(4);
    expect(d.signUps.perDay.filter((x) => x.count).map((x) => [x.day, x.count])).toEqual([
      ["2025-02-10", 1],
      ["2025-02-12", 1],
      ["2025-02-15", 1],
      ["2025-02-16", 1],
    ]);
    expect(d.signUps.perDay).toHaveLength(10);
    expect(d.profilesCompleted).toBe(3);
    expect(d.applications.count).toBe(4);
    expect(d.applications.byStatus).toEqual([
      { status: "applied", count: 1 },
      { status: "in_progress", count: 0 },
      { status: "approved", count: 1 },
      { status: "disbursed", count: 1 },
      { status: "rejected", count: 1 },
    ]);
    expect(d.applications.byProduct).toEqual([
      { product: "pl", count: 3 },
      { product: "bl", count: 1 },
    ]);
    expect(d.applications.byLender.top.map((l) => [l.label, l.count])).toEqual([
      ["IT alpha-pl", 2],
      ["IT beta-bl", 1],
      ["IT gamma-pl", 1],
    ]);
    expect(d.applications.byPartner.top.map((p) => [p.key === "none" ? "none" : p.label, p.count]).sort()).toEqual([
      ["Reports Partner A", 2],
      ["none", 2],
    ]);
    expect(d.applications.perDay.filter((x) => x.count).map((x) => x.day)).toEqual(["2025-02-10", "2025-02-12", "2025-02-15", "2025-02-16"]);
    expect(d.cardApplications).toBe(1);
    expect(d.insuranceRequests).toBe(1);
    expect(d.enquiries.count).toBe(1);
    expect(d.enquiries.latest).toEqual([expect.objectContaining({ email: "asha@example.com", phone: "9876543210" })]);
    expect(d.disbursed).toEqual({ count: 1, amount: 95000 });
    // Revenue by the slabs; commission and its adjustment.
    expect(d.earned).toEqual({ revenue: 1900, commission: 850 });
  });

  it("draws the line at midnight in India: 23:59 is the 15th, 00:01 the 16th", async () => {
    const the15th = await adminDashboard(days("2025-02-15", "2025-02-15"), reportAccess(1));
    const the16th = await adminDashboard(days("2025-02-16", "2025-02-16"), reportAccess(1));
    expect([the15th.applications.count, the15th.signUps.count]).toEqual([1, 1]);
    expect(the15th.applications.byStatus.find((s) => s.status === "rejected")?.count).toBe(1);
    expect([the16th.applications.count, the16th.signUps.count, the16th.cardApplications]).toEqual([1, 1, 1]);
    const january = await adminDashboard(days("2025-01-31", "2025-01-31"), reportAccess(1));
    expect(january.applications.count).toBe(1);
  });

  it("shows role 2 what was lent and masked contacts, role 3 counts only, and never sends them what they may not see", async () => {
    const analyst = await adminDashboard(FEB, reportAccess(2));
    expect(analyst.disbursed).toEqual({ count: 1, amount: 95000 });
    expect(analyst.earned).toBeNull();
    expect(analyst.enquiries.latest).toEqual([expect.objectContaining({ email: "a**a@e*****e.com", phone: "XXXXXX3210" })]);

    const csr = await callRoute(dashboardLoader, {
      request: new Request("http://localhost/admin/dashboard?range=custom_range&from=2025-02-10&to=2025-02-19", { headers: { authorization: `Bearer ${await adminBearer(3)}` } }),
      pattern: "/admin/dashboard",
      guards: [adminPageGuard],
    });
    expect(csr.figures).toEqual({ signUps: 4, profilesCompleted: 3, applications: 4, cardApplications: 1, insuranceRequests: 1, enquiries: 1 });
    expect([csr.disbursed, csr.earned, csr.latestEnquiries]).toEqual([null, null, null]);
    const sent = JSON.stringify(csr);
    for (const secret of ["9876543210", "3210", "asha@", "95000", "1900"]) expect(sent).not.toContain(secret);
  });

  it("reads its days from the address, against today in India on the business clock", async () => {
    const admin = await adminBearer(1);
    const open = (query: string) =>
      callRoute(dashboardLoader, {
        request: new Request(`http://localhost/admin/dashboard${query}`, { headers: { authorization: `Bearer ${admin}` } }),
        pattern: "/admin/dashboard",
        guards: [adminPageGuard],
      });
    // Noon on 20 Feb 2025 in India: the last 7 days are the 14th to the 20th.
    const week = await open("");
    expect(week.range).toEqual(days("2025-02-14", "2025-02-20"));
    expect(week.figures.applications).toBe(2);
    expect(week.disbursed).toEqual({ count: 1, amount: 95000 });
    const yesterday = await open("?range=yesterday");
    expect(yesterday.range).toEqual(days("2025-02-19", "2025-02-19"));
    expect(yesterday.figures.applications).toBe(0);
    // 22 Jan to 20 Feb: the four above, the 30 of 5 Feb and the last minute of 31 Jan.
    expect((await open("?range=last_30_days")).figures.applications).toBe(35);
  });
});

describe("the internal report", () => {
  it("lists the applications of the days, newest first, with consumer, product, lender, partner, status, amounts and dates", async () => {
    const report = await internal();
    expect(report.total).toBe(4);
    expect(report.rows.map((r) => r.amount)).toEqual([75000, 300000, 50000, 100000]);
    expect(report.rows[3]).toMatchObject({
      reference: ids.a1,
      consumer: "Asha Rao",
      mobile: "XXXXXX0001",
      product: "pl",
      lender: "IT alpha-pl",
      partner: "Reports Partner A",
      status: "disbursed",
      statusSince: "2025-02-14T12:30:00Z",
      applied: "2025-02-10T06:30:00Z",
      disbursedAmount: 95000,
      disbursedOn: "2025-02-14",
      revenue: 1900,
      commission: 950,
    });
    expect(report.rows[0]).toMatchObject({ reference: ids.a4, partner: null, statusSince: null, revenue: null });
  });

  it("narrows by product, lender, partner and status, and sorts by any column, empty values last", async () => {
    const amounts = async (more: Partial<InternalReportQuery>) => (await internal(more)).rows.map((r) => r.amount);
    expect(await amounts({ partner: ids.partnerA })).toEqual([300000, 100000]);
    expect(await amounts({ product: "bl" })).toEqual([300000]);
    expect(await amounts({ lender: ids.l1 })).toEqual([50000, 100000]);
    expect(await amounts({ status: "disbursed" })).toEqual([100000]);
    expect(await amounts({ sort: { key: "amount", dir: "asc" } })).toEqual([50000, 75000, 100000, 300000]);
    // Only one was disbursed: the rest follow it in the order they were made, whichever the direction.
    expect(await amounts({ sort: { key: "disbursedAmount", dir: "asc" } })).toEqual([100000, 50000, 300000, 75000]);
    const byPartner = (await internal({ sort: { key: "partner", dir: "desc" } })).rows.map((r) => r.partner);
    expect(byPartner).toEqual(["Reports Partner A", "Reports Partner A", null, null]);
  });

  it("pages 30 applications of one day in pages of 25, without a row twice, and answers the last page for one past the end", async () => {
    const the5th = { range: days("2025-02-05", "2025-02-05") };
    const first = await internal({ ...the5th, page: 1 });
    const second = await internal({ ...the5th, page: 2 });
    expect([first.total, first.pages, first.rows.length, second.rows.length]).toEqual([30, 2, 25, 5]);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.reference)).size).toBe(30);
    expect((await internal({ ...the5th, page: 99 })).page).toBe(2);
  });

  it("gives role 2 the amounts but no revenue or commission, in the loader's answer too", async () => {
    const report = await internal({ status: "disbursed" }, 2);
    expect(report.columns).not.toContain("revenue");
    expect(report.rows[0]).toMatchObject({ amount: 100000, disbursedAmount: 95000, revenue: null, commission: null });
    const answer = await callRoute(internalLoader, {
      request: new Request("http://localhost/admin/internal-report?range=custom_range&from=2025-02-10&to=2025-02-19", { headers: { authorization: `Bearer ${await adminBearer(2)}` } }),
      pattern: "/admin/internal-report",
      guards: [adminPageGuard],
    });
    expect(answer.report.total).toBe(4);
    expect(JSON.stringify(answer)).not.toContain("1900");
  });

  it("writes every row to CSV in the report's order, cells defused, money only for the roles that may see it", async () => {
    const lines = await csvLines(await internalReportCsv({ ...scope(FEB), sort: { key: "amount", dir: "desc" } }, reportAccess(1), "en"));
    expect(lines[0]).toBe("Applied on,Reference,Consumer,Mobile,Product,Lender,Partner,Status,Status since,Amount asked,Tenure (months),Amount disbursed,Disbursed on,Revenue,Partner commission");
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe(`2025-02-15 23:59,${lines[1].split(",")[1]},'=SUM(1+1),XXXXXX0003,bl,IT beta-bl,Reports Partner A,rejected,,300000,24,,,,`);
    expect(lines[2]).toBe(`2025-02-10 12:00,${ids.a1},Asha Rao,XXXXXX0001,pl,IT alpha-pl,Reports Partner A,disbursed,2025-02-14 18:00,100000,24,95000,2025-02-14,1900,950`);
    const hindi = await csvLines(await internalReportCsv({ ...scope(FEB), sort: INTERNAL_REPORT_SORT.default }, reportAccess(2), "hi"));
    expect(hindi[0]).toBe("आवेदन की तारीख,रेफ़रेंस,ग्राहक,मोबाइल,प्रोडक्ट,ऋणदाता,पार्टनर,स्टेटस,स्टेटस कब से,माँगी गई राशि,अवधि (महीने),खाते में भेजी गई राशि,राशि भेजने की तारीख");
    expect(hindi.join("\n")).not.toContain("1900");
  });
});

describe("the products report: each product's funnel", () => {
  it("counts the journeys of the days at each step they reached", async () => {
    const funnels = new Map((await productFunnels(scope())).map((f) => [f.product, f]));
    const counts = (product: string) => funnels.get(product)!.steps.map((s) => s.count);
    // pl: a disbursed journey, an approved one, one that only asked for a code, one that only signed in.
    expect(counts("pl")).toEqual([4, 3, 2, 2, 2, 1]);
    expect(funnels.get("pl")!.conversion).toBe(1 / 3);
    expect(counts("bl")).toEqual([1, 1, 1, 1, 0, 0]);
    expect(counts("cc_unsecured")).toEqual([1, 1, 1]);
    expect(counts("ins_health")).toEqual([1, 1, 1]);
  });

  it("narrows the application steps by lender and status, and the journeys by partner and product", async () => {
    const rejected = new Map((await productFunnels(scope(FEB, { status: "rejected" }))).map((f) => [f.product, f.steps.map((s) => s.count)]));
    expect(rejected.get("pl")).toEqual([4, 3, 2, 0, 0, 0]);
    expect(rejected.get("bl")).toEqual([1, 1, 1, 1, 0, 0]);
    // A card has no status: not applied, then.
    expect(rejected.get("cc_unsecured")).toEqual([1, 1, 0]);
    const ofLender = await productFunnels(scope(FEB, { lender: ids.l2 }));
    expect(ofLender.map((f) => f.product)).toEqual(["bl"]);
    const ofPartner = new Map((await productFunnels(scope(FEB, { partner: ids.partnerA }))).map((f) => [f.product, f.steps[0].count]));
    expect(Object.fromEntries(ofPartner)).toEqual({ pl: 1, bl: 1, cc_unsecured: 1 });
    expect((await productFunnels(scope(FEB, { product: "ins_health" }))).map((f) => f.product)).toEqual(["ins_health"]);
  });

  it("sorts by a step or the conversion, a step a product lacks last, and writes the CSV", async () => {
    const order = async (sort: SortChoice<never>) => (await productsReport({ ...scope(), sort } as never)).rows.map((f) => f.product);
    expect(await order(PRODUCTS_REPORT_SORT.default as never)).toEqual(["pl", "bl", "cc_unsecured", "ins_health"]);
    expect(await order({ key: "started", dir: "desc" } as never)).toEqual(["pl", "bl", "cc_unsecured", "ins_health"]);
    expect(await order({ key: "profileCompleted", dir: "asc" } as never)).toEqual(["bl", "pl", "cc_unsecured", "ins_health"]);
    expect(await order({ key: "conversion", dir: "asc" } as never)).toEqual(["bl", "pl", "cc_unsecured", "ins_health"]);
    const csv = await csvLines(await productsReportCsv({ ...scope(), sort: PRODUCTS_REPORT_SORT.default } as never, "en"));
    // The journeys that checked eligibility: empty for a product that never checks (only housing and gold do).
    expect(csv[0]).toBe("Product,Asked for a code,Signed up (code verified),Profile completed,Applied,Approved,Disbursed,Signed up to last step (%),Checked eligibility");
    expect(csv[1]).toBe("pl,4,3,2,2,2,1,33.3,");
    expect(csv[3]).toBe("cc_unsecured,1,1,,1,,,100,");
  });
});

describe("the vendors' products report", () => {
  it("gives each lender its applications, approvals, disbursals, rates, amount and revenue", async () => {
    const report = await vendorsReport({ ...scope(), sort: VENDORS_REPORT_SORT.default } as never, reportAccess(1));
    expect(report.rows.map((r) => r.lender)).toEqual(["IT alpha-pl", "IT beta-bl", "IT gamma-pl"]);
    expect(report.rows[0]).toMatchObject({ product: "pl", applications: 2, approved: 2, disbursed: 1, rejected: 0, approvalRate: 1, disbursalRate: 0.5, disbursedAmount: 95000, revenue: 1900 });
    expect(report.rows[1]).toMatchObject({ product: "bl", applications: 1, approved: 0, rejected: 1, approvalRate: 0, revenue: 0 });
    const byRate = await vendorsReport({ ...scope(), sort: { key: "disbursalRate", dir: "asc" } } as never, reportAccess(1));
    expect(byRate.rows.map((r) => r.lender)).toEqual(["IT beta-bl", "IT gamma-pl", "IT alpha-pl"]);
    expect((await vendorsReport({ ...scope(FEB, { partner: ids.partnerA }), sort: VENDORS_REPORT_SORT.default } as never, reportAccess(1))).rows.map((r) => r.applications)).toEqual([1, 1]);
    const csv = await csvLines(await vendorsReportCsv({ ...scope(), sort: VENDORS_REPORT_SORT.default } as never, reportAccess(1), "en"));
    expect(csv[0]).toBe("Lender,Product,Applications,Approved,Disbursed,Rejected,Approval rate (%),Disbursal rate (%),Amount disbursed,Revenue");
    expect(csv[1]).toBe("IT alpha-pl,pl,2,2,1,0,100,50,95000,1900");
    expect((await vendorsReport({ ...scope(), sort: VENDORS_REPORT_SORT.default } as never, reportAccess(2))).rows[0].revenue).toBeNull();
  });
});
