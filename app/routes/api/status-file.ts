import { normaliseRoutePattern } from "~/domain/admin-roles";
import { requireAdmin } from "~/middleware/admin-guard.server";
import { UPLOAD_FIELD } from "~/server/spreadsheet.server";
import { uploadStatusFileCommand } from "~/server/status-file.server";
import { uploadApiAnswer } from "~/responses/answers.server";
import { listStatusFiles, pageOf, uploadedForm } from "~/server/upload-history.server";
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
  const formData = await uploadedForm(request);
  return uploadApiAnswer(await uploadStatusFileCommand(formData.get(UPLOAD_FIELD), admin.id));
}
