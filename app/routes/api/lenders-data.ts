import { LenderFilterSchema } from "~/forms/admin/lender-property";
import { adminLenderOfUrl, listAdminLenders } from "~/server/catalogue/admin-lenders.server";
import type { Route } from "./+types/lenders-data";
import { apiError } from "~/responses/api-errors.server";

/** GET /api/get-lenders-data[/{pl|bl|gl|hl}] and GET /api/get-lender-data/{lenderId}. */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (params.lenderId !== undefined) {
    const lender = await adminLenderOfUrl(params.lenderId);
    if (!lender) return apiError(request, 404, { message: "api:messages.lenderNotFound" });
    return Response.json({ success: true, data: lender });
  }
  const filter = LenderFilterSchema.parse(params.filter ?? "all");
  return Response.json({ success: true, data: await listAdminLenders(filter) });
}
