import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useLocation } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormErrors, SubmitButton, TextField } from "~/components/forms";
import { formatDateTime } from "~/domain/dates";
import { MIN_PASSWORD_LENGTH } from "~/forms/password-change";
import { PartnerPasswordSchema } from "~/forms/partner-settings";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { changePartnerPassword } from "~/server/partner-account.server";
import { requirePartner } from "~/server/partner-auth.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/settings";

const HERE = "/partner/settings";
const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];

export async function loader({ context }: Route.LoaderArgs) {
  const { user } = requirePartner(context);
  return {
    username: user.username,
    partner: user.partner.displayName,
    lastLoginAt: user.lastLoginAt ? formatDateTime(user.lastLoginAt, getLanguage(context)) : null,
  };
}

/** The partner user's own password; nobody else's, whatever the form says. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, session } = requirePartner(context);
  if (!session) throw data(null, { status: 403 });
  const submission = parseWithZod(await request.formData(), { schema: PartnerPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, { status: 400 });
  const changed = await changePartnerPassword(user.id, session.id, submission.value);
  if (!changed.ok) {
    const result =
      changed.reason === "wrongPassword"
        ? submission.reply({ fieldErrors: { currentPassword: ["partner:settings.errors.wrongPassword"] }, hideFields: PASSWORD_FIELDS })
        : submission.reply({ formErrors: ["partner:settings.errors.throttled"], hideFields: PASSWORD_FIELDS });
    return data({ result }, { status: changed.reason === "wrongPassword" ? 400 : 429 });
  }
  return redirectWithToast(HERE, { type: "success", message: "partner:settings.done.passwordChanged" }, {}, request);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.settings") }];
}

export default function PartnerSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("partner");
  const location = useLocation();
  const result = actionData?.result;
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold">{t("settings.heading")}</h1>
      <section aria-labelledby="profile-heading" className="mt-4 rounded-lg bg-white p-4 shadow-sm">
        <h2 id="profile-heading" className="font-semibold">
          {t("settings.profile.heading")}
        </h2>
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-slate-600">{t("settings.profile.username")}</dt>
          <dd data-testid="profile-username">{loaderData.username}</dd>
          <dt className="text-slate-600">{t("settings.profile.partner")}</dt>
          <dd data-testid="profile-partner">{loaderData.partner}</dd>
          <dt className="text-slate-600">{t("settings.profile.lastLogin")}</dt>
          <dd>{loaderData.lastLoginAt ?? t("settings.profile.never")}</dd>
        </dl>
        <p className="mt-2 text-sm text-slate-600">{t("settings.profile.note")}</p>
      </section>
      <section aria-labelledby="password-heading" className="mt-6 rounded-lg bg-white p-4 shadow-sm">
        <h2 id="password-heading" className="font-semibold">
          {t("settings.password.heading")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("settings.password.intro")}</p>
        {/* Keyed by the location: after a success the fields empty; a refusal keeps the page as it was. */}
        <Form key={location.key} method="post" className="mt-3 flex max-w-sm flex-col gap-4" noValidate>
          {/* The browser's password manager files the new password under this name. */}
          <input type="hidden" name="username" value={loaderData.username} autoComplete="username" />
          <FormErrors result={result} />
          <TextField name="currentPassword" type="password" label={t("settings.password.current")} result={result} autoComplete="current-password" required />
          <TextField
            name="newPassword"
            type="password"
            label={t("settings.password.new")}
            hint={t("settings.password.newHint", { min: MIN_PASSWORD_LENGTH })}
            result={result}
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
          />
          <TextField name="confirmPassword" type="password" label={t("settings.password.confirm")} result={result} autoComplete="new-password" required />
          <SubmitButton className="self-start">{t("settings.password.submit")}</SubmitButton>
        </Form>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
