import { href } from "react-router";
import { useProductName } from "~/components/admin/report-filters";
import { ReportScreen } from "~/components/admin/report-screen";
import type { ReportColumn } from "~/components/admin/report-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatDay } from "~/domain/back-office/date-range";
import { formatDateTime } from "~/domain/platform/dates";
import type { InternalReportColumn } from "~/domain/back-office/internal-report";
import { formatRupees, formatRupeesPaise } from "~/domain/platform/money";
import { INTERNAL_REPORT_SORT } from "~/domain/back-office/report-sort";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { internalReportPage } from "~/server/reports/internal-report.server";
import type { Route } from "./+types/internal-report";
import { csvHref, filterScreen, reportRequest } from "./reports.server";

/** Every loan application of the chosen days, filtered, sorted and paged by the address; its CSV has every row. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const r = reportRequest(request, context, INTERNAL_REPORT_SORT);
  const [report, screen] = await Promise.all([internalReportPage(r.filters, r.access), filterScreen(r, "loans")]);
  const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso), r.language) : null);
  return {
    ...screen,
    csv: csvHref(href("/admin/internal-report"), r.search),
    report: {
      ...report,
      rows: report.rows.map((row) => ({ ...row, applied: when(row.applied)!, statusSince: when(row.statusSince), disbursedOn: row.disbursedOn ? formatDay(row.disbursedOn, r.language) : null })),
    },
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:reports.internal.title") }];
}

const NUMERIC: ReadonlySet<InternalReportColumn> = new Set(["amount", "tenure", "disbursedAmount", "revenue", "commission"]);

export default function InternalReport({ loaderData: d }: Route.ComponentProps) {
  const t = useT("admin");
  const tc = useT();
  const productName = useProductName();
  const { report } = d;
  const sortable = INTERNAL_REPORT_SORT.keys as Record<string, "asc" | "desc">;
  const columns: ReportColumn[] = report.columns.map((key) => ({ key, label: t(`reports.internal.columns.${key}`), first: sortable[key], numeric: NUMERIC.has(key) }));
  const rupees = (v: number | null) => (v === null ? "—" : formatRupees(v));
  const cells: Record<InternalReportColumn, (row: (typeof report.rows)[number]) => React.ReactNode> = {
    applied: (r) => r.applied,
    reference: (r) => <span className="font-mono text-xs">{r.reference}</span>,
    consumer: (r) => r.consumer ?? "—",
    mobile: (r) => <span className="font-mono">{r.mobile ?? "—"}</span>,
    product: (r) => productName(r.product),
    lender: (r) => r.lender,
    partner: (r) => r.partner ?? t("dashboard.noPartner"),
    status: (r) => tc(`status.values.${r.status}`),
    statusSince: (r) => r.statusSince ?? "—",
    amount: (r) => rupees(r.amount),
    tenure: (r) => r.tenure ?? "—",
    // What reached the borrower, net of the fee and its GST: to the paisa, as the lender reported it.
    disbursedAmount: (r) => (r.disbursedAmount === null ? "—" : formatRupeesPaise(r.disbursedAmount)),
    disbursedOn: (r) => r.disbursedOn ?? "—",
    revenue: (r) => rupees(r.revenue),
    commission: (r) => rupees(r.commission),
  };
  return (
    <ReportScreen name="internal" data={d} columns={columns}>
      {report.rows.map((row) => (
        <tr key={row.reference} className="border-t border-slate-100" data-testid="report-row">
          {report.columns.map((key) => (
            <td key={key} className={`whitespace-nowrap px-2 py-1 ${NUMERIC.has(key) ? "text-right" : ""}`}>
              {cells[key](row)}
            </td>
          ))}
        </tr>
      ))}
    </ReportScreen>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
