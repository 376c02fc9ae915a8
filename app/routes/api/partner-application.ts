import { requirePartner } from "~/middleware/partner-guard.server";
import { partnerApplication } from "~/server/partner/partner-reports.server";
import type { Route } from "./+types/partner-application";
import { apiError } from "~/responses/api-errors.server";

/** GET /api/partner/applications/{id}: one of the partner's own applications; anyone else's is not found. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = requirePartner(context);
  const application = await partnerApplication(user.partner.id, params.applicationId);
  if (!application) return apiError(request, 404);
  return Response.json({ success: true, data: application });
}
