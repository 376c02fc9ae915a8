import { redirect } from "react-router";
import { safeRedirectPath } from "~/domain/platform/safe-redirect";
import { LanguageChoiceSchema } from "~/forms/consumer/language";
import { chooseLanguage } from "~/server/platform/http/language.server";
import { languageCookie } from "~/middleware/i18next";
import type { Route } from "./+types/set-language";

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const parsed = LanguageChoiceSchema.safeParse(Object.fromEntries(formData));
  const back = safeRedirectPath(parsed.success ? parsed.data.redirectTo : String(formData.get("redirectTo") ?? ""));
  // A stale ?lng= in the address would override the new choice, so drop it.
  const url = new URL(back, "http://x");
  url.searchParams.delete("lng");
  const target = url.pathname + url.search;
  if (!parsed.success) return redirect(target);
  await chooseLanguage(request, parsed.data.language);
  return redirect(target, { headers: { "Set-Cookie": await languageCookie(parsed.data.language) } });
}

export function loader() {
  return redirect("/");
}
