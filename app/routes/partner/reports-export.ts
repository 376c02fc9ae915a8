import { reportFilters } from "~/forms/partner/partner-reports";
import { getLanguage } from "~/middleware/i18next";
import { requirePartner } from "~/middleware/partner-guard.server";
import { now } from "~/server/platform/db/clock.server";
import { partnerReportAll, reportCsv } from "~/server/partner/partner-reports.server";
import type { Route } from "./+types/reports-export";

/** GET /partner/reports/export?…: the report the same address shows on /partner/reports, every row of it, as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePartner(context);
  const filters = reportFilters(new URL(request.url).searchParams, now());
  const report = await partnerReportAll(user.partner.id, filters);
  const name = `${report.kind}-${filters.range.from}-to-${filters.range.to}.csv`;
  return new Response(reportCsv(report, getLanguage(context)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
