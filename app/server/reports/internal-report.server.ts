import { count, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { creditApplications, lenders, partners, prospectApplications, users } from "../../../db/schema";
import { internalReportColumns, type InternalReportColumn } from "~/domain/back-office/internal-report";
import type { ApplicationStatus } from "~/domain/lending/lender-integration";
import { maskTail } from "~/domain/back-office/masking";
import type { ReportAccess } from "~/domain/back-office/report-access";
import { type INTERNAL_REPORT_SORT, pageOf, REPORT_PAGE_SIZE, type SortChoice, type SortKeyOf } from "~/domain/back-office/report-sort";
import type { CsvValue } from "~/domain/platform/csv";
import type { Language } from "~/i18n/languages";
import { translate } from "~/i18n/resources.server";
import { applicationScope, commissionOf, commissionRows, istMinute, ofJourney, ofLender, ofPartner, revenueOf, revenueRows, type ReportScope } from "./admin-report-scope.server";
import { csvStream, type CsvRow } from "../platform/http/csv-stream.server";
import { rowsInBatches } from "../platform/db/db-cursor.server";
import { getDb, type Db } from "../platform/db/db.server";

/**
 * The internal report (/admin/internal-report, roles 1 and 2): every
 * application in the scope with its consumer, product, lender, partner,
 * status, amounts and dates. The screen reads a page of it, the CSV all of
 * it from a cursor; both the same query, sort and columns.
 */
export type InternalSortKey = SortKeyOf<typeof INTERNAL_REPORT_SORT>;

export interface InternalReportQuery extends ReportScope {
  sort: SortChoice<InternalSortKey>;
  page: number;
}

export interface InternalReportRow {
  reference: string;
  /** ISO moments; the screen writes them in the admin's language. */
  applied: string;
  statusSince: string | null;
  consumer: string | null;
  /** Masked to its last 4 digits (SPEC.md 5), on the screen and in the file. */
  mobile: string | null;
  product: string;
  lender: string;
  partner: string | null;
  status: ApplicationStatus;
  amount: number | null;
  tenure: number | null;
  disbursedAmount: number | null;
  disbursedOn: string | null;
  revenue: number | null;
  commission: number | null;
}

const consumerName = sql<string | null>`nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), '')`;
const lastChange = sql`(select max(h.created_at) from credit_application_status_history h where h.credit_application_id = ${creditApplications.id})`;
const isoText = (moment: SQL) => sql<string | null>`to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
/** Rupees with paise as a plain number, as both drivers answer a float8 (a numeric comes as text from one of them). */
const money = (column: AnyPgColumn) => sql<number | null>`${column}::float8`;

const SORT_COLUMNS: Record<InternalSortKey, SQL | AnyPgColumn> = {
  applied: creditApplications.createdAt,
  consumer: sql`lower(${consumerName})`,
  product: lenders.productType,
  lender: sql`lower(${lenders.displayName})`,
  partner: sql`lower(${partners.displayName})`,
  status: creditApplications.status,
  amount: creditApplications.amount,
  disbursedAmount: creditApplications.disbursedAmount,
  disbursedOn: creditApplications.disbursedOn,
};

/** The chosen column, empty values last either way, then the application's own order so pages never overlap. */
function orderOf(sort: SortChoice<InternalSortKey>): SQL[] {
  const dir = sql.raw(sort.dir === "asc" ? "asc" : "desc");
  return [sql`${SORT_COLUMNS[sort.key]} ${dir} nulls last`, sql`${creditApplications.id} ${dir}`];
}

/** Every column either reader needs, each as plain text or number so both database drivers answer alike. */
const FIELDS = {
  reference: sql<string>`${creditApplications.uuid}::text`,
  applied: isoText(sql`${creditApplications.createdAt}`),
  appliedIst: istMinute(creditApplications.createdAt),
  statusSince: isoText(lastChange),
  statusSinceIst: istMinute(lastChange),
  consumer: consumerName,
  mobile: users.mobilePhoneNumber,
  product: sql<string>`${lenders.productType}`,
  lender: lenders.displayName,
  partner: partners.displayName,
  status: sql<ApplicationStatus>`${creditApplications.status}::text`,
  amount: creditApplications.amount,
  tenure: creditApplications.tenureMonths,
  disbursedAmount: money(creditApplications.disbursedAmount),
  disbursedOn: sql<string | null>`${creditApplications.disbursedOn}::text`,
  revenue: money(revenueRows.amount),
  commission: money(commissionRows.amount),
};
/** Where each field sits in a cursor's row: the select list's order, which is this object's. */
const FIELD_INDEX = Object.fromEntries(Object.keys(FIELDS).map((name, i) => [name, i])) as Record<keyof typeof FIELDS, number>;
type RawRow = { [K in keyof typeof FIELDS]: unknown };

/** The report's statement, not run: a page adds its limit, the CSV reads it from a cursor (a Drizzle query is a thenable, so it is never returned from an async function). */
function applicationsIn(db: Db, query: InternalReportQuery) {
  return db
    .select(FIELDS)
    .from(creditApplications)
    .innerJoin(lenders, ofLender)
    .innerJoin(users, eq(users.id, creditApplications.userId))
    .leftJoin(prospectApplications, ofJourney)
    .leftJoin(partners, ofPartner)
    .leftJoin(revenueRows, revenueOf)
    .leftJoin(commissionRows, commissionOf)
    .where(applicationScope(query))
    .orderBy(...orderOf(query.sort))
    .$dynamic();
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

function rowOf(r: RawRow): InternalReportRow {
  return {
    reference: String(r.reference),
    applied: String(r.applied),
    statusSince: text(r.statusSince),
    consumer: text(r.consumer),
    mobile: r.mobile ? maskTail(String(r.mobile)) : null,
    product: String(r.product),
    lender: String(r.lender),
    partner: text(r.partner),
    status: r.status as ApplicationStatus,
    amount: num(r.amount),
    tenure: num(r.tenure),
    disbursedAmount: num(r.disbursedAmount),
    disbursedOn: text(r.disbursedOn),
    revenue: num(r.revenue),
    commission: num(r.commission),
  };
}

/** One page of the report, how many applications it has in all, and the columns the role is shown. */
export async function internalReportPage(query: InternalReportQuery, access: ReportAccess) {
  const db = await getDb();
  const [{ n: total }] = await db.select({ n: count() }).from(creditApplications).innerJoin(lenders, ofLender).leftJoin(prospectApplications, ofJourney).where(applicationScope(query));
  const { page, pages, offset } = pageOf(total, query.page);
  const rows = (await applicationsIn(db, query).limit(REPORT_PAGE_SIZE).offset(offset)) as RawRow[];
  const columns = internalReportColumns(access);
  return { total, page, pages, columns, rows: rows.map(rowOf).map((row) => shownTo(row, columns)) };
}

/** A row with the money the role may not see taken out, not just hidden. */
function shownTo(row: InternalReportRow, columns: InternalReportColumn[]): InternalReportRow {
  const hidden = (key: InternalReportColumn, value: number | string | null) => (columns.includes(key) ? value : null);
  return {
    ...row,
    amount: hidden("amount", row.amount) as number | null,
    tenure: hidden("tenure", row.tenure) as number | null,
    disbursedAmount: hidden("disbursedAmount", row.disbursedAmount) as number | null,
    disbursedOn: hidden("disbursedOn", row.disbursedOn) as string | null,
    revenue: hidden("revenue", row.revenue) as number | null,
    commission: hidden("commission", row.commission) as number | null,
  };
}

/** A row as the CSV writes it, straight from the cursor's array: codes for product and status (the same in either language), moments in IST. */
function csvCells(values: unknown[], columns: readonly InternalReportColumn[]): CsvValue[] {
  const at = (name: keyof typeof FIELDS) => values[FIELD_INDEX[name]];
  return columns.map((c): CsvValue => {
    if (c === "applied") return text(at("appliedIst"));
    if (c === "statusSince") return text(at("statusSinceIst"));
    if (c === "mobile") return at("mobile") ? maskTail(String(at("mobile"))) : null;
    const value = at(c);
    return value === null || value === undefined ? null : typeof value === "number" ? value : String(value);
  });
}

/** The whole report as a CSV file, written from a cursor as it is read, its header in the admin's language. */
export async function internalReportCsv(query: InternalReportQuery, access: ReportAccess, language: Language): Promise<ReadableStream<Uint8Array>> {
  const columns = internalReportColumns(access);
  const header = columns.map((c) => translate(language, `admin:reports.internal.columns.${c}`));
  const statement = applicationsIn(await getDb(), query);
  async function* batches(): AsyncGenerator<CsvRow[]> {
    for await (const rows of rowsInBatches(statement)) {
      yield rows.map((values) => csvCells(values, columns));
    }
  }
  return csvStream(header, batches());
}
