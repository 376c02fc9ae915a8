import { normaliseRoutePattern } from "~/domain/admin-roles";
import { apiAnswer } from "~/responses/answers.server";
import { updatePartnerRevenueCommand, updatePartnerUtmCommand } from "~/server/partners.server";
import { readRequestBody } from "~/server/request-body.server";
import type { Route } from "./+types/partner-commands";

/** POST /api/update-partner-utm/{partnerId} {utm_id} and /api/update-partner-revenue-data/{partnerId} {revenue_percent, revenue_flat_fee}. */
export async function action({ request, pattern, params }: Route.ActionArgs) {
  const body = await readRequestBody(request);
  switch (normaliseRoutePattern(pattern)) {
    case "/api/update-partner-utm/:partnerId":
      return apiAnswer(await updatePartnerUtmCommand(params.partnerId, body), (partner) => ({ data: partner }));
    case "/api/update-partner-revenue-data/:partnerId":
      return apiAnswer(await updatePartnerRevenueCommand(params.partnerId, body), (partner) => ({ data: partner }));
    default:
      return Response.json({ success: false, message: "Not found" }, { status: 404 });
  }
}
