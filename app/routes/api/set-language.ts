import { data } from "react-router";
import { SetLanguageApiSchema } from "~/forms/language";
import { readRequestBody } from "~/server/request-body.server";
import { localeCookie } from "~/middleware/i18next";
import { saveLanguageChoice } from "~/server/language.server";
import type { Route } from "./+types/set-language";

export async function action({ request }: Route.ActionArgs) {
  const parsed = SetLanguageApiSchema.safeParse(await readRequestBody(request));
  if (!parsed.success) {
    return data({ success: false, message: "language must be one of: en, hi" }, { status: 422 });
  }
  await saveLanguageChoice(request, parsed.data.language);
  return data({ success: true }, { headers: { "Set-Cookie": await localeCookie.serialize(parsed.data.language) } });
}
