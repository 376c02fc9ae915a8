import { adminLenderOfUrl } from "~/server/catalogue/admin-lenders.server";
import { listLenderRevenue, listRevenueTypes } from "~/server/catalogue/lender-revenue.server";
import type { Route } from "./+types/lender-revenue-data";
import { apiError } from "~/responses/api-errors.server";

/** GET /api/lender-revenue/get/{lenderId} (the entries in their order) and GET /api/lender-revenue/get-types. */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (params.lenderId === undefined) return { success: true, data: await listRevenueTypes() };
  const lender = await adminLenderOfUrl(params.lenderId);
  if (!lender) return apiError(request, 404, { message: "api:messages.lenderNotFound" });
  return { success: true, lenderRevenue: await listLenderRevenue(lender.lender_id) };
}
