import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, type SQL } from "drizzle-orm";
import { creditApplications, creditApplicationStatusHistory, lenders, merchants, prospectApplications, users } from "../../../db/schema";
import { toCsv } from "~/domain/platform/csv";
import { rangeInstants } from "~/domain/back-office/date-range";
import { maskTail } from "~/domain/back-office/masking";
import { cameByReferral } from "~/domain/partner/referral";
import { utmSourceLine } from "~/domain/consumer/utms";
import type { ReportFilters } from "~/forms/partner/partner-reports";
import type { Language } from "~/i18n/languages";
import { translate } from "~/i18n/resources.server";
import { getDb } from "../platform/db/db.server";

/**
 * A partner's reports: only what its own attribution says is its
 * (prospect_applications.partner_id), whatever the address asks for.
 * The screen, its CSV and the JSON API read these same functions.
 */
export const REPORT_PAGE_SIZE = 20;
/** The most rows one CSV carries; a longer report is cut down to a shorter range. */
export const CSV_MAX_ROWS = 10_000;

export interface ApplicationReportRow {
  id: string;
  createdAt: string;
  consumer: string;
  mobile: string | null;
  product: string;
  lender: string;
  status: string;
  amount: number | null;
  disbursedAmount: number | null;
  disbursedOn: string | null;
  byReferral: boolean;
}

export interface LeadReportRow {
  id: string;
  createdAt: string;
  consumer: string;
  mobile: string | null;
  product: string | null;
  step: string | null;
  byReferral: boolean;
  /** Where the journey came from: its UTM source, medium and campaign (a social post, a tracking link, the referral link). */
  source: string | null;
  /** The partner's merchant whose QR code or link brought the consumer (docs/decisions/101); none when no merchant did. */
  merchant: string | null;
}

type Rows<T> = { rows: T[]; total: number };
export type ReportPage<T> = Rows<T> & { page: number; pages: number };

const consumerName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ") || "—";

/** Who a report row is about, read beside the row's own reference and date: the consumer and the journey's UTMs. */
const personColumns = { first: users.firstName, last: users.lastName, mobile: users.mobilePhoneNumber, utm: prospectApplications.utm };

/** What every report row says of the consumer: the name, the mobile masked, and whether the referral link brought them. */
function personOf(r: { id: string; createdAt: Date; first: string | null; last: string | null; mobile: string | null; utm: Record<string, string> }) {
  return { id: r.id, createdAt: r.createdAt.toISOString(), consumer: consumerName(r.first, r.last), mobile: r.mobile ? maskTail(r.mobile) : null, byReferral: cameByReferral(r.utm) };
}

const ofProspect = eq(prospectApplications.id, creditApplications.prospectApplicationId);
const ofLender = eq(lenders.id, creditApplications.lenderId);

function applicationWhere(partnerId: number, f: ReportFilters): SQL {
  const { start, end } = rangeInstants(f.range);
  return and(
    eq(prospectApplications.partnerId, partnerId),
    gte(creditApplications.createdAt, start),
    lt(creditApplications.createdAt, end),
    f.product ? eq(lenders.productType, f.product) : undefined,
    f.lender ? eq(creditApplications.lenderId, f.lender) : undefined,
    f.status ? eq(creditApplications.status, f.status) : undefined,
  )!;
}

async function applicationRows(where: SQL, limit: number, offset: number): Promise<Rows<ApplicationReportRow>> {
  const db = await getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...personColumns,
        id: creditApplications.uuid,
        createdAt: creditApplications.createdAt,
        product: lenders.productType,
        lender: lenders.displayName,
        status: creditApplications.status,
        amount: creditApplications.amount,
        disbursedAmount: creditApplications.disbursedAmount,
        disbursedOn: creditApplications.disbursedOn,
      })
      .from(creditApplications)
      .innerJoin(prospectApplications, ofProspect)
      .innerJoin(lenders, ofLender)
      .innerJoin(users, eq(users.id, creditApplications.userId))
      .where(where)
      .orderBy(desc(creditApplications.createdAt), desc(creditApplications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(creditApplications).innerJoin(prospectApplications, ofProspect).innerJoin(lenders, ofLender).where(where),
  ]);
  return {
    total: total.n,
    rows: rows.map((r) => {
      const { byReferral, ...person } = personOf(r);
      return { ...person, product: r.product, lender: r.lender, status: r.status, amount: r.amount, disbursedAmount: r.disbursedAmount, disbursedOn: r.disbursedOn, byReferral };
    }),
  };
}

/** Leads: the consumers the partner brought who signed in (a journey with a verified consumer). */
export function ownLeads(partnerId: number, ...more: (SQL | undefined)[]): SQL {
  return and(eq(prospectApplications.partnerId, partnerId), isNotNull(prospectApplications.userId), ...more)!;
}

function leadWhere(partnerId: number, f: ReportFilters): SQL {
  const { start, end } = rangeInstants(f.range);
  return ownLeads(partnerId, gte(prospectApplications.createdAt, start), lt(prospectApplications.createdAt, end), f.product ? eq(prospectApplications.productType, f.product) : undefined);
}

/** Leads by when their journey began, newest first, and how many there are in all. */
export async function leadRows(where: SQL, limit: number, offset: number): Promise<Rows<LeadReportRow>> {
  const db = await getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...personColumns,
        id: prospectApplications.uuid,
        createdAt: prospectApplications.createdAt,
        product: prospectApplications.productType,
        step: prospectApplications.step,
        merchant: merchants.businessName,
      })
      .from(prospectApplications)
      .innerJoin(users, eq(users.id, prospectApplications.userId))
      .leftJoin(merchants, eq(merchants.id, prospectApplications.merchantId))
      .where(where)
      .orderBy(desc(prospectApplications.createdAt), desc(prospectApplications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(prospectApplications).where(where),
  ]);
  return {
    total: total.n,
    rows: rows.map((r) => {
      const { byReferral, ...person } = personOf(r);
      return { ...person, product: r.product, step: r.step, byReferral, source: utmSourceLine(r.utm), merchant: r.merchant };
    }),
  };
}

export type PartnerReport = { kind: "applications"; page: ReportPage<ApplicationReportRow> } | { kind: "leads"; page: ReportPage<LeadReportRow> };

/** The rows the filters ask for, `limit` from `offset`, each kind paged by `pageOf`. */
async function readReport(partnerId: number, f: ReportFilters, limit: number, offset: number, pageOf: <T>(read: Rows<T>) => ReportPage<T>): Promise<PartnerReport> {
  return f.kind === "leads"
    ? { kind: "leads", page: pageOf(await leadRows(leadWhere(partnerId, f), limit, offset)) }
    : { kind: "applications", page: pageOf(await applicationRows(applicationWhere(partnerId, f), limit, offset)) };
}

/** One page of the report the filters ask for. */
export function partnerReport(partnerId: number, f: ReportFilters): Promise<PartnerReport> {
  const pages = (total: number) => Math.max(1, Math.ceil(total / REPORT_PAGE_SIZE));
  return readReport(partnerId, f, REPORT_PAGE_SIZE, (f.page - 1) * REPORT_PAGE_SIZE, ({ rows, total }) => ({ rows, total, page: f.page, pages: pages(total) }));
}

/** Every row of the report (up to CSV_MAX_ROWS), for the CSV export. */
export function partnerReportAll(partnerId: number, f: ReportFilters): Promise<PartnerReport> {
  return readReport(partnerId, f, CSV_MAX_ROWS, 0, ({ rows, total }) => ({ rows, total, page: 1, pages: 1 }));
}

/** The lenders a report can be narrowed to: every lender not deleted, by name. */
export async function reportLenders(): Promise<{ id: number; name: string }[]> {
  const db = await getDb();
  return db.select({ id: lenders.id, name: lenders.displayName }).from(lenders).where(isNull(lenders.deletedAt)).orderBy(asc(lenders.displayName));
}

export interface ApplicationDetail extends ApplicationReportRow {
  history: { status: string; at: string }[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the partner's own applications, with its status history; null for anyone else's or none (the caller answers 404). */
export async function partnerApplication(partnerId: number, applicationId: string): Promise<ApplicationDetail | null> {
  if (!UUID.test(applicationId)) return null;
  const {
    rows: [found],
  } = await applicationRows(and(eq(prospectApplications.partnerId, partnerId), eq(creditApplications.uuid, applicationId))!, 1, 0);
  if (!found) return null;
  const db = await getDb();
  const history = await db
    .select({ status: creditApplicationStatusHistory.status, at: creditApplicationStatusHistory.createdAt })
    .from(creditApplicationStatusHistory)
    .innerJoin(creditApplications, eq(creditApplications.id, creditApplicationStatusHistory.creditApplicationId))
    .where(eq(creditApplications.uuid, applicationId))
    .orderBy(asc(creditApplicationStatusHistory.id));
  return { ...found, history: history.map((h) => ({ status: h.status, at: h.at.toISOString() })) };
}

/** The report as a CSV file, its header in the partner's language; cells escaped and defused (app/domain/platform/csv.ts). */
export function reportCsv(report: PartnerReport, language: Language): string {
  const h = (key: string) => translate(language, `partner:reports.columns.${key}`);
  const yesNo = (v: boolean) => translate(language, v ? "partner:reports.yes" : "partner:reports.no");
  if (report.kind === "leads") {
    return toCsv(
      ["reference", "started", "consumer", "mobile", "product", "step", "byReferral", "source", "merchant"].map(h),
      report.page.rows.map((r) => [r.id, r.createdAt, r.consumer, r.mobile, r.product, r.step, yesNo(r.byReferral), r.source, r.merchant]),
    );
  }
  return toCsv(
    ["reference", "applied", "consumer", "mobile", "product", "lender", "status", "amount", "disbursedAmount", "disbursedOn", "byReferral"].map(h),
    report.page.rows.map((r) => [r.id, r.createdAt, r.consumer, r.mobile, r.product, r.lender, r.status, r.amount, r.disbursedAmount, r.disbursedOn, yesNo(r.byReferral)]),
  );
}
