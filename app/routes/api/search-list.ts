import { getCatalogue } from "~/server/platform/http/select-lists.server";
import type { Route } from "./+types/search-list";
import { apiError } from "~/responses/api-errors.server";
import { fallbackLanguage, isLanguage } from "~/i18n/languages";

/** GET /api/search-list/{lang} and /{lang}/{listKey}: the select-list catalogue, labelled in that language (English for one not in the list). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const lists = await getCatalogue(isLanguage(params.lang) ? params.lang : fallbackLanguage, params.id);
  if (params.id && !lists[params.id]) return apiError(request, 404, { message: "api:messages.unknownList" });
  return Response.json({ success: true, data: lists });
}
