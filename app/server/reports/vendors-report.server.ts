import { count, sql, sum } from "drizzle-orm";
import { creditApplications, lenders, prospectApplications } from "../../../db/schema";
import type { CsvValue } from "~/domain/platform/csv";
import { share } from "~/domain/back-office/funnel";
import { seesEarned, type ReportAccess } from "~/domain/back-office/report-access";
import { pageOf, REPORT_PAGE_SIZE, sortRows, type VENDORS_REPORT_SORT, type SortChoice, type SortKeyOf } from "~/domain/back-office/report-sort";
import type { Language } from "~/i18n/languages";
import { translate } from "~/i18n/resources.server";
import { applicationScope, ofJourney, ofLender, revenueOf, revenueRows, type ReportScope } from "./admin-report-scope.server";
import { csvStream, inBatches } from "../platform/http/csv-stream.server";
import { getDb } from "../platform/db/db.server";

/**
 * The vendors' products report (/admin/vendors-products-report, role 1): per
 * lender and its product, the applications made on the range's days, how
 * many were approved (approval includes those since disbursed) and
 * disbursed, the rates of each, what was disbursed and the revenue those
 * disbursals earned by the lender's slabs.
 */
export type VendorsSortKey = SortKeyOf<typeof VENDORS_REPORT_SORT>;

export interface VendorsReportQuery extends ReportScope {
  sort: SortChoice<VendorsSortKey>;
  page: number;
}

export interface VendorRow {
  lenderId: number;
  lender: string;
  product: string;
  applications: number;
  approved: number;
  disbursed: number;
  rejected: number;
  approvalRate: number | null;
  disbursalRate: number | null;
  disbursedAmount: number;
  /** Null for a role that may not see what the marketplace earns. */
  revenue: number | null;
}

const counting = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

async function vendorRows(query: ReportScope, access: ReportAccess): Promise<VendorRow[]> {
  const db = await getDb();
  const rows = await db
    .select({
      lenderId: lenders.id,
      lender: lenders.displayName,
      product: lenders.productType,
      applications: count(),
      approved: counting(sql`${creditApplications.status} in ('approved', 'disbursed')`),
      disbursed: counting(sql`${creditApplications.status} = 'disbursed'`),
      rejected: counting(sql`${creditApplications.status} = 'rejected'`),
      disbursedAmount: sql<string | null>`sum(${creditApplications.disbursedAmount}) filter (where ${creditApplications.status} = 'disbursed')`,
      revenue: sum(revenueRows.amount),
    })
    .from(creditApplications)
    .innerJoin(lenders, ofLender)
    .leftJoin(prospectApplications, ofJourney)
    .leftJoin(revenueRows, revenueOf)
    .where(applicationScope(query))
    .groupBy(lenders.id, lenders.displayName, lenders.productType);
  return rows.map((r) => ({
    ...r,
    approvalRate: share(r.approved, r.applications),
    disbursalRate: share(r.disbursed, r.applications),
    disbursedAmount: Number(r.disbursedAmount ?? 0),
    revenue: seesEarned(access) ? Math.round(Number(r.revenue ?? 0) * 100) / 100 : null,
  }));
}

function sortedRows(rows: VendorRow[], sort: SortChoice<VendorsSortKey>): VendorRow[] {
  return sortRows(
    rows,
    (r) => r[sort.key],
    sort.dir,
    (r) => r.lender.toLowerCase(),
  );
}

/** One page of the report, in the chosen order, and how many lenders it has in all. */
export async function vendorsReport(query: VendorsReportQuery, access: ReportAccess) {
  const rows = sortedRows(await vendorRows(query, access), query.sort);
  const { page, pages, offset } = pageOf(rows.length, query.page);
  return { total: rows.length, page, pages, rows: rows.slice(offset, offset + REPORT_PAGE_SIZE) };
}

const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);

/** The report as CSV, a row per lender; rates in per cent; revenue only for a role that may see it. */
export async function vendorsReportCsv(query: VendorsReportQuery, access: ReportAccess, language: Language): Promise<ReadableStream<Uint8Array>> {
  const rows = sortedRows(await vendorRows(query, access), query.sort);
  const keys: (keyof VendorRow)[] = ["lender", "product", "applications", "approved", "disbursed", "rejected", "approvalRate", "disbursalRate", "disbursedAmount"];
  if (seesEarned(access)) keys.push("revenue");
  const header = keys.map((k) => translate(language, `admin:reports.vendors.columns.${k}`));
  const cells = (r: VendorRow): CsvValue[] => keys.map((k) => (k === "approvalRate" || k === "disbursalRate" ? percent(r[k]) : r[k]));
  return csvStream(header, inBatches(rows.map(cells)));
}
