import { INTERNAL_REPORT_SORT, PRODUCTS_REPORT_SORT, VENDORS_REPORT_SORT } from "~/domain/back-office/report-sort";
import { csvDownload } from "~/responses/csv-download.server";
import { internalReportCsv } from "~/server/reports/internal-report.server";
import { variantOf } from "~/server/platform/http/pages.server";
import { productsReportCsv } from "~/server/reports/products-report.server";
import { vendorsReportCsv } from "~/server/reports/vendors-report.server";
import type { Route } from "./+types/report-export";
import { csvName, reportRequest } from "./reports.server";

/**
 * GET /admin/{report}/export?…: the report the same address shows, every
 * row of it, as a CSV written while it is read (the guard has let in only
 * the roles of that report, app/page-table/pages.ts).
 */
export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const report = variantOf(pattern, ["internal", "products", "vendors"] as const);
  if (report === "internal") {
    const r = reportRequest(request, context, INTERNAL_REPORT_SORT);
    return csvDownload(csvName("internal-report", r.filters), await internalReportCsv(r.filters, r.access, r.language));
  }
  if (report === "products") {
    const r = reportRequest(request, context, PRODUCTS_REPORT_SORT);
    return csvDownload(csvName("products-report", r.filters), await productsReportCsv(r.filters, r.language));
  }
  const r = reportRequest(request, context, VENDORS_REPORT_SORT);
  return csvDownload(csvName("vendors-products-report", r.filters), await vendorsReportCsv(r.filters, r.access, r.language));
}
