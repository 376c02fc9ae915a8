import { Form, redirect, useNavigation } from "react-router";
import { FormErrors, SubmitButton, TextField } from "~/components/forms";
import { nextConsumerPath } from "~/domain/consumer-routing";
import { maskContact } from "~/domain/masking";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { getConsumerContext } from "~/server/consumer-state.server";
import { resendCode, verifyLogin } from "~/server/verification.server";
import type { Route } from "./+types/verification";
import { pageTitle } from "~/i18n/meta";

export async function loader({ request }: Route.LoaderArgs) {
  const ctx = await getConsumerContext(request);
  if (ctx.state.loggedIn && ctx.state.hasProspect) throw redirect(nextConsumerPath(ctx.state));
  if (!ctx.prospect?.contact) throw redirect("/");
  return { maskedContact: maskContact(ctx.prospect.contact) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = await getConsumerContext(request);
  if (!ctx.prospect?.contact) throw redirect("/");
  const formData = await request.formData();
  if (formData.get("intent") === "resend") return resendCode(request, ctx.prospect);
  return verifyLogin(request, formData, ctx.prospect, getLanguage(context));
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.verification") }];
}

export default function Verification({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const result = actionData?.result;
  const locked = actionData && "locked" in actionData && actionData.locked;
  const attemptsLeft = actionData && "attemptsLeft" in actionData ? actionData.attemptsLeft : null;
  return (
    <main className="mx-auto max-w-md px-4 py-8">
      <div className="flex flex-col gap-4 rounded-lg bg-white p-5 shadow-md">
        <h1 className="text-xl font-semibold">{t("verification.heading")}</h1>
        <p className="text-slate-700" data-testid="otp-destination">
          {t("verification.sentTo", { contact: loaderData.maskedContact })}
        </p>
        <FormErrors result={result} />
        {locked ? null : (
          <Form method="post" className="flex flex-col gap-4" noValidate>
            <input type="hidden" name="intent" value="verify" />
            <TextField
              name="otp"
              label={t("verification.otpLabel")}
              result={result}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              pattern="\d{6}"
              required
            />
            {attemptsLeft ? <p className="text-sm text-slate-600">{t("verification.attemptsLeft", { count: Number(attemptsLeft) })}</p> : null}
            <SubmitButton disabled={navigation.state === "submitting"}>{t("verification.submit")}</SubmitButton>
          </Form>
        )}
        <Form method="post" className="flex items-center justify-between gap-2 border-t border-slate-100 pt-3 text-sm">
          <span className="text-slate-600">{t("verification.noCode")}</span>
          <button type="submit" name="intent" value="resend" className="font-semibold text-brand underline-offset-2 hover:underline">
            {t("verification.resend")}
          </button>
        </Form>
        <a href="/" className="text-sm text-slate-600 underline">
          {t("verification.changeContact")}
        </a>
      </div>
    </main>
  );
}
