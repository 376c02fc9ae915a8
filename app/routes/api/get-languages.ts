import { readRequestBody } from "~/server/platform/http/request-body.server";
import { getLanguages } from "~/server/platform/http/languages.server";
import type { Route } from "./+types/get-languages";
import { LanguagesOfCountrySchema } from "~/forms/consumer/language";
import { refuseUndocumentedBody } from "~/responses/documented-body.server";

/** POST /api/getLanguages {countryCode}: the languages offered in that country (India's, the one served). */
export async function action({ request }: Route.ActionArgs) {
  const body = await readRequestBody(request);
  const refused = refuseUndocumentedBody(request, body, LanguagesOfCountrySchema);
  if (refused) return refused;
  return Response.json({ success: true, data: getLanguages() });
}
