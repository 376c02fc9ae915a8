import type { RouterContextProvider } from "react-router";
import type { FilterOptions, ShownFilters } from "~/components/admin/report-filters";
import { formatDay, istToday } from "~/domain/back-office/date-range";
import { reportAccess } from "~/domain/back-office/report-access";
import type { SortRule } from "~/domain/back-office/report-sort";
import { adminReportFilters, LOAN_PRODUCT_CODES, REPORT_PRODUCT_CODES, type AdminReportFilters } from "~/forms/admin/admin-reports";
import { requireAdmin } from "~/middleware/admin-guard.server";
import { getLanguage } from "~/middleware/i18next";
import { reportFilterOptions } from "~/server/reports/admin-report-options.server";
import { now } from "~/server/platform/db/clock.server";

/**
 * What the three report screens and their CSV share (docs/decisions/043):
 * who asks and what their role may see, the filters the address asks for
 * (read against the business clock's today in India), and what the filter
 * form shows again. The address is the report: the screen's links and the
 * CSV link are the same query with one thing changed.
 */
export function reportRequest<K extends string>(request: Request, context: Readonly<RouterContextProvider>, sortRule: SortRule<K>) {
  const { admin } = requireAdmin(context);
  const url = new URL(request.url);
  const clock = now();
  const filters: AdminReportFilters<K> = adminReportFilters(url.searchParams, clock, sortRule);
  const { range, product, lender, partner, status } = filters;
  return {
    access: reportAccess(admin.roleId),
    language: getLanguage(context),
    filters,
    scope: { range, product, lender, partner, status },
    today: istToday(clock),
    search: url.searchParams.toString(),
  };
}

type ReportRequest = ReturnType<typeof reportRequest>;

/** The form's values, the lists it offers (`products`: those the report is about), the days shown and the query the links change. */
export async function filterScreen(r: ReportRequest, products: "loans" | "all") {
  const options = await reportFilterOptions();
  const { filters } = r;
  const shown: ShownFilters = {
    preset: filters.preset,
    range: filters.range,
    result: filters.result,
    product: filters.product,
    lender: filters.lender,
    partner: filters.partner,
    status: filters.status,
    sort: filters.sort,
  };
  const offered: FilterOptions = { products: products === "loans" ? LOAN_PRODUCT_CODES : REPORT_PRODUCT_CODES, ...options };
  return {
    filters: shown,
    options: offered,
    today: r.today,
    from: formatDay(filters.range.from, r.language),
    to: formatDay(filters.range.to, r.language),
    query: r.search,
  };
}

/** The report's CSV: the same address under /export, without its page (the file has every row). */
export function csvHref(path: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  const query = params.toString();
  return `${path}/export${query ? `?${query}` : ""}`;
}

/** The name of a report's file: what it is and which days. */
export function csvName(report: string, filters: { range: { from: string; to: string } }): string {
  return `${report}-${filters.range.from}-to-${filters.range.to}.csv`;
}
