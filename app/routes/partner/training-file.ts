import { databaseId } from "~/domain/platform/database-id";
import { requirePartner } from "~/middleware/partner-guard.server";
import { variantOf } from "~/server/platform/http/pages.server";
import { trainingFileResponse } from "~/server/partner/training-files.server";
import type { Route } from "./+types/training-file";

/** GET …/training-material/media/{id}[/poster]: a training item's file, a byte range at a time, for the signed-in partner the guard let in. */
export async function loader({ request, params, context, pattern }: Route.LoaderArgs) {
  requirePartner(context);
  const id = databaseId(params.mediaId);
  if (!id) return new Response("Not found", { status: 404 });
  return trainingFileResponse(request, id, variantOf(pattern, ["file", "poster"] as const));
}
