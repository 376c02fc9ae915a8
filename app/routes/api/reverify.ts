import { getSession } from "~/server/session.server";
import type { Route } from "./+types/reverify";

/**
 * GET /api/admin-reverify and /api/partner-reverify: whether the area's
 * token (cookie or Bearer) is still a live session. 401 tells the client to
 * clear it and go to that area's login page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const area = new URL(request.url).pathname.endsWith("/admin-reverify") ? "admin" : "partner";
  const session = await getSession(request, area);
  if (!session) return Response.json({ success: false, message: "Unauthorized" }, { status: 401 });
  return Response.json({ success: true, data: { id: session.subjectId, roleId: session.roleId } });
}
