import { getCatalogue } from "~/server/platform/http/select-lists.server";
import type { Route } from "./+types/search-list";
import { apiError } from "~/responses/api-errors.server";

/** GET /api/search-list/{lang} and /{lang}/{listKey}: the select-list catalogue, labelled in that language. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const lists = await getCatalogue(params.lang === "hi" ? "hi" : "en", params.id);
  if (params.id && !lists[params.id]) return apiError(request, 404, { message: "api:messages.unknownList" });
  return Response.json({ success: true, data: lists });
}
