import { databaseId } from "~/domain/platform/database-id";
import { requireAdmin } from "~/middleware/admin-guard.server";
import { variantOf } from "~/server/platform/http/pages.server";
import { trainingFileResponse } from "~/server/partner/training-files.server";
import type { Route } from "./+types/training-media-file";

/** GET /admin/training-media/{id}/file|poster: the same file partners get, for the admins who manage it (the guard's roles). */
export async function loader({ request, params, context, pattern }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = databaseId(params.mediaId);
  if (!id) return new Response("Not found", { status: 404 });
  return trainingFileResponse(request, id, variantOf(pattern, ["file", "poster"] as const));
}
