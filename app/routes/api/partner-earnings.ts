import { databaseId } from "~/domain/platform/database-id";
import { partnerEarnings } from "~/server/partner/earnings.server";
import type { Route } from "./+types/partner-earnings";
import { apiError } from "~/responses/api-errors.server";

/** GET /api/get-partner-earnings/{partnerId}: what a partner earned (commission on disbursals and adjustments), for its detail page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = databaseId(params.partnerId);
  if (!id) return apiError(request, 404);
  return { success: true, data: await partnerEarnings(id) };
}
