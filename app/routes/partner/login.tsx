import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, redirect } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormErrors, SubmitButton, TextField } from "~/components/forms";
import { LanguageSwitcher } from "~/components/language-switcher";
import { FALLBACK_BRAND } from "~/domain/partner/brand";
import { PartnerLoginSchema } from "~/forms/partner/partner-login";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { useRootData } from "~/root";
import { getBrandByName } from "~/server/partner/brand.server";
import { clientIp } from "~/server/platform/http/client-ip.server";
import { currentPartner } from "~/server/partner/partner-auth.server";
import { loginPartner } from "~/server/partner/partner-login.server";
import type { Route } from "./+types/login";
import { Main } from "~/components/main";

/** /partner/login, and /{partner}/partner/login in that partner's brand (the root resolves the brand from the first segment). */
async function brandOf(params: { partner?: string }) {
  if (!params.partner) return null;
  const brand = await getBrandByName(params.partner);
  if (!brand) throw data(null, { status: 404 });
  return brand;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const brand = await brandOf(params);
  if (await currentPartner(request)) throw redirect(href("/partner"));
  return { brandName: brand?.displayName ?? null };
}

export async function action({ request, params }: Route.ActionArgs) {
  const brand = await brandOf(params);
  const submission = parseWithZod(await request.formData(), { schema: PartnerLoginSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password"] }), retryMinutes: null }, { status: 400 });
  const login = await loginPartner({ ...submission.value, brand: brand?.name ?? null, ip: clientIp(request), request });
  if (!login.ok) {
    const message = `partner:login.${login.reason}` as const;
    const retryMinutes = login.reason === "locked" ? login.retryAfterMinutes : null;
    // The summary first in <main> fills the wait into its message too.
    const messageVars = retryMinutes ? { count: retryMinutes } : undefined;
    return data({ result: submission.reply({ formErrors: [message], hideFields: ["password"] }), retryMinutes, messageVars }, { status: login.reason === "invalid" ? 401 : 429 });
  }
  return redirect(href("/partner"), { headers: { "Set-Cookie": login.setCookie } });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.login") }];
}

export default function PartnerLogin({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("partner");
  const root = useRootData();
  const brand = root?.brand ?? FALLBACK_BRAND;
  const result = actionData?.result;
  return (
    <div className="flex min-h-screen flex-col bg-slate-100">
      <header className="bg-brand text-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-2">
          <img src={brand.logoUrl} alt={brand.displayName} width={128} height={32} className="h-8 w-auto rounded bg-white px-1" data-testid="partner-login-logo" />
          <LanguageSwitcher current={root?.locale ?? "en"} languages={root?.languages} />
        </div>
      </header>
      <Main summaryClassName="w-full max-w-sm" className="flex flex-1 flex-col items-center justify-center p-4">
        <Form method="post" className="flex w-full max-w-sm flex-col gap-4 rounded-lg bg-white p-6 shadow-md" noValidate>
          <h1 className="text-xl font-bold text-brand">{loaderData.brandName ? t("login.headingBrand", { brand: loaderData.brandName }) : t("login.heading")}</h1>
          <p className="text-sm text-slate-600">{t("login.intro")}</p>
          <FormErrors result={result} vars={actionData?.retryMinutes ? { count: actionData.retryMinutes } : undefined} />
          <TextField name="username" label={t("login.username")} result={result} autoComplete="username" required />
          <TextField name="password" label={t("login.password")} result={result} type="password" autoComplete="current-password" required />
          <SubmitButton>{t("login.submit")}</SubmitButton>
        </Form>
      </Main>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
