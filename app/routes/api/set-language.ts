import { SetLanguageApiSchema } from "~/forms/consumer/language";
import { readRequestBody } from "~/server/platform/http/request-body.server";
import { localeCookie } from "~/middleware/i18next";
import { saveLanguageChoice } from "~/server/platform/http/language.server";
import type { Route } from "./+types/set-language";
import { apiError } from "~/responses/api-errors.server";

export async function action({ request }: Route.ActionArgs) {
  const parsed = SetLanguageApiSchema.safeParse(await readRequestBody(request));
  if (!parsed.success) {
    return apiError(request, 422, { message: "api:messages.language", errors: { language: ["api:messages.language"] } });
  }
  await saveLanguageChoice(request, parsed.data.language);
  return Response.json({ success: true }, { headers: { "Set-Cookie": await localeCookie.serialize(parsed.data.language) } });
}
