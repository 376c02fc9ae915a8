import { reportFilters, reportQueryMistakes } from "~/forms/partner/partner-reports";
import { requirePartner } from "~/middleware/partner-guard.server";
import { now } from "~/server/platform/db/clock.server";
import { partnerReport } from "~/server/partner/partner-reports.server";
import type { Route } from "./+types/partner-reports";
import { apiError } from "~/responses/api-errors.server";

/** GET /api/partner/reports?kind=&range=&from=&to=&product=&lender=&status=&page=: the reports page's rows, as JSON. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePartner(context);
  const params = new URL(request.url).searchParams;
  const mistakes = reportQueryMistakes(params);
  if (mistakes) return apiError(request, 400, { message: "api:messages.invalidQuery", errors: mistakes });
  const filters = reportFilters(params, now());
  if (filters.result) return apiError(request, 422, { message: "api:messages.invalidDateRange", errors: filters.result.error as Record<string, string[]> });
  const report = await partnerReport(user.partner.id, filters);
  return Response.json({ success: true, kind: report.kind, range: filters.range, ...report.page });
}
