import { normaliseRoutePattern } from "~/domain/admin-roles";
import { requireAdmin } from "~/server/admin-auth.server";
import { apiAnswer } from "~/server/api-auth.server";
import { uploadStatusFileCommand } from "~/server/status-file.server";
import { listStatusFiles, pageOf, UPLOAD_API_FIELDS } from "~/server/upload-history.server";
import { uploadedForm } from "~/server/request-body.server";
import type { Route } from "./+types/status-file";

/** GET /api/get-application-status-files-list: the history, newest first (`?page=&size=` as on the screen). */
export async function loader({ request, pattern }: Route.LoaderArgs) {
  if (normaliseRoutePattern(pattern) !== "/api/get-application-status-files-list") return Response.json({ success: false, message: "Not found" }, { status: 404 });
  const history = await listStatusFiles(pageOf(new URL(request.url)));
  return { success: true, data: history.rows, page: history.page, size: history.size, total: history.total };
}

/** POST /api/upload-application-status-file (multipart image_name): the same command as the screen. */
export async function action({ request, pattern, context }: Route.ActionArgs) {
  if (normaliseRoutePattern(pattern) !== "/api/upload-application-status-file") return Response.json({ success: false, message: "Not found" }, { status: 404 });
  const { admin } = requireAdmin(context);
  return apiAnswer(await uploadStatusFileCommand(await uploadedForm(request), admin.id), UPLOAD_API_FIELDS);
}
