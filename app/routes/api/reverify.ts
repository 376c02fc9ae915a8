import { currentAdmin } from "~/server/admin/admin-auth.server";
import { variantOf } from "~/server/platform/http/pages.server";
import { currentPartner } from "~/server/partner/partner-auth.server";
import type { Route } from "./+types/reverify";
import { apiError } from "~/responses/api-errors.server";

/**
 * GET /api/admin-reverify and /api/partner-reverify: whether the area's
 * token (cookie or Bearer) is still a live session. 401 tells the client to
 * clear it and go to that area's login page.
 */
export async function loader({ request, pattern }: Route.LoaderArgs) {
  const area = variantOf(pattern, ["admin", "partner"] as const);
  if (area === "admin") {
    // A disabled account or a changed role counts at once.
    const current = await currentAdmin(request);
    if (!current) return apiError(request, 401);
    return Response.json({ success: true, data: { id: current.admin.id, roleId: current.admin.roleId } });
  }
  // A disabled partner user or partner counts at once too.
  const partner = await currentPartner(request);
  if (!partner) return apiError(request, 401);
  return Response.json({ success: true, data: { id: partner.user.id, partnerId: partner.user.partner.id, isPartner: true } });
}
