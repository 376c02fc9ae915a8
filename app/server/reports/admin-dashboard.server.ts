import { and, count, desc, eq, gte, inArray, isNull, lte, sql, sum, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { cardApplications, creditApplications, earnings, insuranceRequests, leads, lenders, partners, prospectApplications, users } from "../../../db/schema";
import { eachDay, type DayRange } from "~/domain/back-office/date-range";
import { maskEmail, maskTail } from "~/domain/back-office/masking";
import { seesEarned, seesLent, type ReportAccess } from "~/domain/back-office/report-access";
import { topOf, type Tally } from "~/domain/back-office/tally";
import { APPLICATION_STATUSES } from "~/forms/admin/admin-reports";
import { istDay, madeIn, ofJourney, ofLender, ofPartner } from "./admin-report-scope.server";
import { getDb } from "../platform/db/db.server";

/**
 * The admin dashboard's figures for some days in India (docs/decisions/043),
 * each counted on its own day: sign-ups, profiles completed, applications
 * (by status, product, lender, partner and per day), card applications,
 * insurance requests, enquiries; and, for the roles that may see money, what
 * was disbursed on those days, the revenue it earned and the commission it
 * owes. What a role may not see is never read, so it cannot reach the page.
 */
export interface AdminDashboard {
  range: DayRange;
  signUps: { count: number; perDay: { day: string; count: number }[] };
  profilesCompleted: number;
  applications: {
    count: number;
    byStatus: { status: string; count: number }[];
    byProduct: { product: string; count: number }[];
    byLender: ReturnType<typeof topOf>;
    byPartner: ReturnType<typeof topOf>;
    perDay: { day: string; count: number }[];
  };
  cardApplications: number;
  insuranceRequests: number;
  /** `brand`: the partner brand the enquiry was sent from, null for the default brand. */
  enquiries: { count: number; latest: { id: number; name: string; email: string; phone: string; brand: string | null; createdAt: string }[] | null };
  disbursed: { count: number; amount: number } | null;
  /** Applications marked disbursed with no amount or day (from before disbursals carried them): no range counts them, so the page names how many. */
  disbursedWithoutFigures: number | null;
  earned: { revenue: number; commission: number } | null;
}

/** How many of the largest lenders and partners the dashboard names; the reports hold the rest. */
export const DASHBOARD_TOP = 10;
const LATEST_ENQUIRIES = 10;

const counted = (rows: { n: number }[]) => rows[0]?.n ?? 0;
const rupees = (value: string | number | null | undefined) => Math.round(Number(value ?? 0) * 100) / 100;

/** A day's count for every day of the range, zero where nothing happened. */
function everyDay(range: DayRange, rows: { day: string; n: number }[]) {
  const byDay = new Map(rows.map((r) => [r.day, r.n]));
  return eachDay(range).map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}

/**
 * Applications by status, product, lender, partner and day in one pass over
 * the range's applications (grouping sets), not one scan for each: with
 * 100,000 applications a month, each scan is what the page waits for.
 */
async function applicationFigures(range: DayRange) {
  const db = await getDb();
  const day = istDay(creditApplications.createdAt);
  const inSet = (expression: SQL | AnyPgColumn) => sql<number>`grouping(${expression})`.mapWith(Number);
  const rows = await db
    .select({
      status: creditApplications.status,
      product: lenders.productType,
      lenderId: lenders.id,
      lender: lenders.displayName,
      partnerId: partners.id,
      partner: partners.displayName,
      day,
      notStatus: inSet(creditApplications.status),
      notProduct: inSet(lenders.productType),
      notLender: inSet(lenders.id),
      notPartner: inSet(partners.id),
      n: count(),
    })
    .from(creditApplications)
    .innerJoin(lenders, ofLender)
    .leftJoin(prospectApplications, ofJourney)
    .leftJoin(partners, ofPartner)
    .where(madeIn(creditApplications.createdAt, range))
    .groupBy(sql`grouping sets ((${creditApplications.status}), (${lenders.productType}), (${lenders.id}, ${lenders.displayName}), (${partners.id}, ${partners.displayName}), (${day}))`);
  const byStatus = rows.filter((r) => r.notStatus === 0);
  const tallies = (set: typeof rows, id: (r: (typeof rows)[number]) => number | null, name: (r: (typeof rows)[number]) => string | null): Tally[] =>
    set.map((r) => ({ key: id(r) === null ? "none" : String(id(r)), label: name(r) ?? "", count: r.n }));
  // The day set is the one row kind none of the others is: every other grouping flag is up.
  const perDay = rows.filter((r) => r.notStatus && r.notProduct && r.notLender && r.notPartner).map((r) => ({ day: r.day, n: r.n }));
  return {
    count: byStatus.reduce((total, s) => total + s.n, 0),
    byStatus: APPLICATION_STATUSES.map((status) => ({ status, count: byStatus.find((s) => s.status === status)?.n ?? 0 })),
    byProduct: rows
      .filter((r) => r.notProduct === 0)
      .map((p) => ({ product: p.product, count: p.n }))
      .sort((a, b) => b.count - a.count || a.product.localeCompare(b.product)),
    byLender: topOf(
      tallies(
        rows.filter((r) => r.notLender === 0),
        (r) => r.lenderId,
        (r) => r.lender,
      ),
      DASHBOARD_TOP,
    ),
    byPartner: topOf(
      tallies(
        rows.filter((r) => r.notPartner === 0),
        (r) => r.partnerId,
        (r) => r.partner,
      ),
      DASHBOARD_TOP,
    ),
    perDay: everyDay(range, perDay),
  };
}

/**
 * Loans disbursed on the range's days (the lender's own date, from its
 * webhook or its MIS file) and their total. Not the "disbursed" of the
 * applications by status, which counts applications made on those days by
 * their status now: one loan applied for on Monday and disbursed on Tuesday
 * is in the first on Tuesday and in the second on Monday.
 */
async function disbursedIn(range: DayRange) {
  const db = await getDb();
  const [row] = await db
    .select({ n: count(), amount: sum(creditApplications.disbursedAmount) })
    .from(creditApplications)
    .where(and(eq(creditApplications.status, "disbursed"), gte(creditApplications.disbursedOn, range.from), lte(creditApplications.disbursedOn, range.to)));
  return { count: row?.n ?? 0, amount: rupees(row?.amount) };
}

/** Applications marked disbursed that no day can count: without their date (and amount). */
async function disbursedWithoutFigures() {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(creditApplications)
    .where(and(eq(creditApplications.status, "disbursed"), isNull(creditApplications.disbursedOn)));
  return row?.n ?? 0;
}

/** What those days' disbursals earned from lenders (their revenue slabs) and owe partners (commission and its adjustments). */
async function earnedIn(range: DayRange) {
  const db = await getDb();
  const onDays = and(gte(earnings.earnedOn, range.from), lte(earnings.earnedOn, range.to));
  const [[revenue], [commission]] = await Promise.all([
    db
      .select({ total: sum(earnings.amount) })
      .from(earnings)
      .where(and(onDays, eq(earnings.kind, "lender_revenue"))),
    db
      .select({ total: sum(earnings.amount) })
      .from(earnings)
      .where(and(onDays, inArray(earnings.kind, ["partner_commission", "commission_adjustment"]))),
  ]);
  return { revenue: rupees(revenue?.total), commission: rupees(commission?.total) };
}

/** The latest enquiries of those days, their contacts as the role may see them (none at all for a role that may not). */
async function latestEnquiries(range: DayRange, contacts: ReportAccess["contacts"]) {
  if (contacts === "none") return null;
  const db = await getDb();
  const rows = await db
    .select({ id: leads.id, name: leads.name, email: leads.email, phone: leads.phone, brand: partners.displayName, createdAt: leads.createdAt })
    .from(leads)
    .leftJoin(partners, eq(partners.id, leads.partnerId))
    .where(madeIn(leads.createdAt, range))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LATEST_ENQUIRIES);
  return rows.map((l) => ({
    ...l,
    email: contacts === "full" ? l.email : maskEmail(l.email),
    phone: contacts === "full" ? l.phone : maskTail(l.phone),
    createdAt: l.createdAt.toISOString(),
  }));
}

export async function adminDashboard(range: DayRange, access: ReportAccess): Promise<AdminDashboard> {
  const db = await getDb();
  const signUpDay = istDay(users.createdAt);
  const [signUpsPerDay, profiles, applications, cards, insurance, enquiries, latest, disbursed, earned, withoutFigures] = await Promise.all([
    db.select({ day: signUpDay, n: count() }).from(users).where(madeIn(users.createdAt, range)).groupBy(signUpDay),
    db.select({ n: count() }).from(prospectApplications).where(madeIn(prospectApplications.profileCompletedAt, range)),
    applicationFigures(range),
    db.select({ n: count() }).from(cardApplications).where(madeIn(cardApplications.createdAt, range)),
    db.select({ n: count() }).from(insuranceRequests).where(madeIn(insuranceRequests.createdAt, range)),
    db.select({ n: count() }).from(leads).where(madeIn(leads.createdAt, range)),
    latestEnquiries(range, access.contacts),
    seesLent(access) ? disbursedIn(range) : null,
    seesEarned(access) ? earnedIn(range) : null,
    seesLent(access) ? disbursedWithoutFigures() : null,
  ]);
  return {
    range,
    signUps: { count: signUpsPerDay.reduce((total, d) => total + d.n, 0), perDay: everyDay(range, signUpsPerDay) },
    profilesCompleted: counted(profiles),
    applications,
    cardApplications: counted(cards),
    insuranceRequests: counted(insurance),
    enquiries: { count: counted(enquiries), latest },
    disbursed,
    disbursedWithoutFigures: withoutFigures,
    earned,
  };
}
