import { requireActor } from "~/middleware/admin-guard.server";
import { apiAnswer } from "~/responses/answers.server";
import { updatePartnerRevenueCommand, updatePartnerUtmCommand } from "~/server/partner/partners.server";
import { variantOf } from "~/server/platform/http/pages.server";
import { readRequestBody } from "~/server/platform/http/request-body.server";
import type { Route } from "./+types/partner-commands";
import { PartnerRevenueSchema, PartnerUtmSchema } from "~/forms/partner/partner-property";
import { refuseUndocumentedBody } from "~/responses/documented-body.server";

/** POST /api/update-partner-utm/{partnerId} {utm_id} and /api/update-partner-revenue-data/{partnerId} {revenue_percent, revenue_flat_fee}. */
export async function action({ request, pattern, params, context }: Route.ActionArgs) {
  const by = requireActor(request, context);
  const body = await readRequestBody(request);
  switch (variantOf(pattern, ["utm", "revenue"] as const)) {
    case "utm":
      return refuseUndocumentedBody(request, body, PartnerUtmSchema) ?? apiAnswer(request, await updatePartnerUtmCommand(params.partnerId, body, by), (partner) => ({ data: partner }));
    case "revenue":
      return refuseUndocumentedBody(request, body, PartnerRevenueSchema) ?? apiAnswer(request, await updatePartnerRevenueCommand(params.partnerId, body, by), (partner) => ({ data: partner }));
  }
}
