import { SetLanguageApiSchema } from "~/forms/consumer/language";
import { readRequestBody } from "~/server/platform/http/request-body.server";
import { chooseLanguage } from "~/server/platform/http/language.server";
import { languageCookie } from "~/middleware/i18next";
import type { Route } from "./+types/set-language";
import { apiError } from "~/responses/api-errors.server";
import { languageList } from "~/i18n/languages";

/** SPEC.md 7: POST /api/set-language {uid, language}, the JSON twin of the switcher's form (/set-language). */
export async function action({ request }: Route.ActionArgs) {
  const parsed = SetLanguageApiSchema.safeParse(await readRequestBody(request));
  if (!parsed.success) {
    // The message lists the codes from the one list, so it stays true when a language is added.
    const vars = { codes: languageList.map((l) => l.code).join(", ") };
    return apiError(request, 422, { message: "api:messages.language", vars, errors: { language: ["api:messages.language"] } });
  }
  await chooseLanguage(request, parsed.data.language);
  return Response.json({ success: true }, { headers: { "Set-Cookie": await languageCookie(parsed.data.language) } });
}
