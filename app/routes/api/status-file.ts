import { requireAdmin } from "~/middleware/admin-guard.server";
import { apiAnswer } from "~/responses/answers.server";
import { variantOf } from "~/server/platform/http/pages.server";
import { uploadStatusFileCommand } from "~/server/reports/status-file.server";
import { UPLOAD_API_FIELDS } from "~/responses/answers.server";
import { listStatusFiles, pageOf } from "~/server/platform/files/upload-history.server";
import { uploadedForm } from "~/server/platform/http/request-body.server";
import type { Route } from "./+types/status-file";
import { apiError } from "~/responses/api-errors.server";

const STATUS_FILE_ROUTES = ["list", "upload"] as const;

/** GET /api/get-application-status-files-list: the history, newest first (`?page=&size=` as on the screen). */
export async function loader({ request, pattern }: Route.LoaderArgs) {
  if (variantOf(pattern, STATUS_FILE_ROUTES) !== "list") return apiError(request, 404);
  const history = await listStatusFiles(pageOf(new URL(request.url)));
  return { success: true, data: history.rows, page: history.page, size: history.size, total: history.total };
}

/** POST /api/upload-application-status-file (multipart image_name): the same command as the screen. */
export async function action({ request, pattern, context }: Route.ActionArgs) {
  if (variantOf(pattern, STATUS_FILE_ROUTES) !== "upload") return apiError(request, 404);
  const { admin } = requireAdmin(context);
  return apiAnswer(request, await uploadStatusFileCommand(await uploadedForm(request), admin.id, request), UPLOAD_API_FIELDS);
}
