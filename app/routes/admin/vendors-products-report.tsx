import { href } from "react-router";
import { useProductName } from "~/components/admin/report-filters";
import { ReportScreen } from "~/components/admin/report-screen";
import type { ReportColumn } from "~/components/admin/report-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatRupees } from "~/domain/platform/money";
import { seesEarned } from "~/domain/back-office/report-access";
import { VENDORS_REPORT_SORT } from "~/domain/back-office/report-sort";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { vendorsReport, type VendorRow } from "~/server/reports/vendors-report.server";
import type { Route } from "./+types/vendors-products-report";
import { csvHref, filterScreen, reportRequest } from "./reports.server";

/** Each lender's applications of the chosen days, their approval and disbursal rates and revenue, filtered and sorted by the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const r = reportRequest(request, context, VENDORS_REPORT_SORT);
  const [report, screen] = await Promise.all([vendorsReport(r.filters, r.access), filterScreen(r, "loans")]);
  return { ...screen, csv: csvHref(href("/admin/vendors-products-report"), r.search), report, language: r.language, revenue: seesEarned(r.access) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:reports.vendors.title") }];
}

type Key = keyof typeof VENDORS_REPORT_SORT.keys | "rejected";
const COLUMNS: readonly Key[] = ["lender", "product", "applications", "approved", "disbursed", "rejected", "approvalRate", "disbursalRate", "disbursedAmount", "revenue"];

export default function VendorsProductsReport({ loaderData: d }: Route.ComponentProps) {
  const t = useT("admin");
  const productName = useProductName();
  const { report } = d;
  const shown = COLUMNS.filter((k) => k !== "revenue" || d.revenue);
  const sortable = VENDORS_REPORT_SORT.keys as Record<string, "asc" | "desc">;
  const columns: ReportColumn[] = shown.map((key) => ({ key, label: t(`reports.vendors.columns.${key}`), first: sortable[key], numeric: key !== "lender" && key !== "product" }));
  const percent = (rate: number | null) => (rate === null ? "—" : new Intl.NumberFormat(d.language === "hi" ? "hi-IN" : "en-IN", { style: "percent", maximumFractionDigits: 1 }).format(rate));
  const cell: Record<Key, (r: VendorRow) => React.ReactNode> = {
    lender: (r) => r.lender,
    product: (r) => productName(r.product),
    applications: (r) => r.applications,
    approved: (r) => r.approved,
    disbursed: (r) => r.disbursed,
    rejected: (r) => r.rejected,
    approvalRate: (r) => percent(r.approvalRate),
    disbursalRate: (r) => percent(r.disbursalRate),
    disbursedAmount: (r) => formatRupees(r.disbursedAmount),
    revenue: (r) => (r.revenue === null ? "—" : formatRupees(r.revenue)),
  };
  return (
    <ReportScreen name="vendors" data={d} columns={columns}>
      {report.rows.map((row) => (
        <tr key={row.lenderId} className="border-t border-slate-100" data-testid="report-row">
          {shown.map((key) =>
            key === "lender" ? (
              <th key={key} scope="row" className="px-2 py-1 text-left font-normal">
                {cell[key](row)}
              </th>
            ) : (
              <td key={key} className={`px-2 py-1 ${key === "product" ? "" : "text-right"}`}>
                {cell[key](row)}
              </td>
            ),
          )}
        </tr>
      ))}
    </ReportScreen>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
