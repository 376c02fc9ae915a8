import { data } from "react-router";
import { SetLanguageApiSchema } from "~/forms/language";
import { readRequestBody } from "~/server/request-body.server";
import { chooseLanguage } from "~/server/language.server";
import type { Route } from "./+types/set-language";

export async function action({ request }: Route.ActionArgs) {
  const parsed = SetLanguageApiSchema.safeParse(await readRequestBody(request));
  if (!parsed.success) {
    return data({ success: false, message: "language must be one of: en, hi" }, { status: 422 });
  }
  const setCookie = await chooseLanguage(request, parsed.data.language);
  return data({ success: true }, { headers: { "Set-Cookie": setCookie } });
}
