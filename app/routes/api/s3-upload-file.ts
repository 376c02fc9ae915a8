import { apiAnswer } from "~/responses/answers.server";
import { requireAdmin } from "~/middleware/admin-guard.server";
import { saveImageUpload } from "~/server/uploads.server";
import type { Route } from "./+types/s3-upload-file";

/**
 * POST /api/s3-upload-file (multipart: image_name, the file, and path, the
 * folder): an image, checked by its content, stored under a generated name;
 * answers its address as `file` (SPEC.md 7).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { admin } = requireAdmin(context);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return apiAnswer({ ok: false, status: 400, message: "admin:uploads.noFile" });
  }
  const result = await saveImageUpload(form.get("image_name"), { folder: form.get("path"), kind: "api", adminId: admin.id });
  return apiAnswer(result, (stored) => ({ file: stored.url }));
}
