import { apiAnswer } from "~/responses/answers.server";
import { requireAdmin } from "~/middleware/admin-guard.server";
import { uploadedForm } from "~/server/platform/http/request-body.server";
import { imageUploadCommand } from "~/server/platform/files/uploads.server";
import type { Route } from "./+types/s3-upload-file";

/**
 * POST /api/s3-upload-file (multipart: image_name, the file, and path, the
 * folder): an image, checked by its content, stored under a generated name;
 * answers its address as `file` (SPEC.md 7).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { admin } = requireAdmin(context);
  return apiAnswer(request, await imageUploadCommand(await uploadedForm(request), admin.id), (stored) => ({ file: stored.url }));
}
