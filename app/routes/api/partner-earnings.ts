import { databaseId } from "~/domain/database-id";
import { partnerEarnings } from "~/server/earnings.server";
import type { Route } from "./+types/partner-earnings";

/** GET /api/get-partner-earnings/{partnerId}: what a partner earned (commission on disbursals and adjustments), for its detail page. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = databaseId(params.partnerId);
  if (!id) return Response.json({ success: false, message: "Not found" }, { status: 404 });
  return { success: true, data: await partnerEarnings(id) };
}
