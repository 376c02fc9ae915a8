import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, redirect } from "react-router";
import { FormErrors, SubmitButton, TextField, type FormResult } from "~/components/forms";
import { Main } from "~/components/main";
import { merchantSendCodeSchema, merchantVerifySchema } from "~/forms/partner/merchant-login";
import { MERCHANT_LOGIN_INTENT } from "~/forms/partner/merchant-login-intents";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { clientIp } from "~/server/platform/http/client-ip.server";
import { currentMerchant, sendMerchantCode, signInMerchant } from "~/server/partner/merchant-area.server";
import type { Route } from "./+types/login";

/** /merchant/login (docs/decisions/101): the business's mobile, then the code sent to it; two plain forms that work without JavaScript. */
export async function loader({ request }: Route.LoaderArgs) {
  if (await currentMerchant(request)) throw redirect(href("/merchant"));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === MERCHANT_LOGIN_INTENT.verify) {
    const submission = parseWithZod(formData, { schema: merchantVerifySchema });
    if (submission.status !== "success") return data({ step: "code" as const, result: submission.reply({ hideFields: ["otp"] }) }, { status: 400 });
    const signedIn = await signInMerchant(submission.value.mobile, submission.value.otp, request);
    if (!signedIn.ok) return data({ step: "code" as const, result: submission.reply({ fieldErrors: { otp: ["merchantArea.login.wrongCode"] }, hideFields: ["otp"] }) }, { status: 401 });
    return redirect(href("/merchant"), { headers: { "Set-Cookie": signedIn.setCookie } });
  }
  const submission = parseWithZod(formData, { schema: merchantSendCodeSchema });
  if (submission.status !== "success") return data({ step: "mobile" as const, result: submission.reply() }, { status: 400 });
  const sent = await sendMerchantCode(submission.value.mobile, clientIp(request), getLanguage(context));
  if (!sent.ok) return data({ step: "mobile" as const, result: submission.reply({ formErrors: ["merchantArea.login.wait"] }) }, { status: 429 });
  return { step: "code" as const, result: submission.reply({ resetForm: false }), mobile: submission.value.mobile };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.merchantLogin") }];
}

export default function MerchantLogin({ actionData }: Route.ComponentProps) {
  const t = useT();
  const onCode = actionData?.step === "code";
  const result = actionData?.result as FormResult | undefined;
  const mobile = (actionData && "mobile" in actionData ? actionData.mobile : undefined) ?? (typeof result?.initialValue?.mobile === "string" ? result.initialValue.mobile : "");
  return (
    <Main className="mx-auto max-w-sm px-4 py-8">
      <Form method="post" className="flex flex-col gap-4 rounded-lg bg-white p-5 shadow-sm" noValidate>
        <h1 className="text-xl font-bold">{t("merchantArea.login.heading")}</h1>
        <p className="text-sm text-slate-600">{onCode ? t("merchantArea.login.sent") : t("merchantArea.login.intro")}</p>
        <FormErrors result={result} />
        {onCode ? (
          <>
            <input type="hidden" name="intent" value={MERCHANT_LOGIN_INTENT.verify} />
            <input type="hidden" name="mobile" value={mobile} />
            <TextField name="otp" label={t("merchantArea.login.code")} result={result} autoComplete="one-time-code" inputMode="numeric" maxLength={6} required />
            <SubmitButton>{t("merchantArea.login.verify")}</SubmitButton>
          </>
        ) : (
          <>
            <input type="hidden" name="intent" value={MERCHANT_LOGIN_INTENT.send} />
            <TextField name="mobile" label={t("merchantArea.login.mobile")} result={result} autoComplete="tel" inputMode="tel" maxLength={14} required />
            <SubmitButton>{t("merchantArea.login.send")}</SubmitButton>
          </>
        )}
      </Form>
    </Main>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
