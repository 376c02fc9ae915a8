import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useLocation } from "react-router";
import { SessionsTable } from "~/components/admin/sessions-table";
import { NewPasswordField } from "~/components/admin/admin-account-forms";
import { pageTitle } from "~/i18n/meta";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormErrors, SubmitButton, TextField } from "~/components/forms";
import { formatDateTime } from "~/domain/dates";
import { describeUserAgent } from "~/domain/user-agent";
import { ACCOUNT_INTENT, ChangeOwnPasswordSchema, EndSessionSchema, MIN_PASSWORD_LENGTH } from "~/forms/admin-user";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requireAdmin } from "~/server/admin-auth.server";
import { changeOwnPassword } from "~/server/admin-users.server";
import { endOtherSessions, endOwnSession, listSessions } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/account";
import { roleLabelKey } from "~/domain/admin-roles";

export const INTENT = ACCOUNT_INTENT;

const HERE = "/admin/account";
const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];

export async function loader({ context }: Route.LoaderArgs) {
  const { admin, session } = requireAdmin(context);
  const language = getLanguage(context);
  const sessions = await listSessions("admin", admin.id, session.id);
  return {
    username: admin.username,
    roleId: admin.roleId,
    sessions: sessions.map((s) => ({
      id: s.id,
      current: s.current,
      startedAt: formatDateTime(s.createdAt, language),
      lastSeenAt: formatDateTime(s.lastSeenAt, language),
      ip: s.ip,
      ...describeUserAgent(s.userAgent),
    })),
  };
}

/** The admin's own sessions and password; nobody else's, whatever the form says. */
export async function action({ request, context }: Route.ActionArgs) {
  const { admin, session } = requireAdmin(context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  switch (intent) {
    case INTENT.endSession: {
      const submission = parseWithZod(formData, { schema: EndSessionSchema });
      const ended = submission.status === "success" && (await endOwnSession("admin", admin.id, submission.value.sessionId));
      const toast = ended ? { type: "success" as const, message: "admin:account.done.sessionEnded" } : { type: "error" as const, message: "admin:account.errors.sessionGone" };
      return redirectWithToast(HERE, toast, {}, request);
    }
    case INTENT.endOtherSessions: {
      await endOtherSessions("admin", admin.id, session.id);
      return redirectWithToast(HERE, { type: "success", message: "admin:account.done.otherSessionsEnded" }, {}, request);
    }
    case INTENT.changePassword: {
      const submission = parseWithZod(formData, { schema: ChangeOwnPasswordSchema });
      if (submission.status !== "success") return data({ result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, { status: 400 });
      const changed = await changeOwnPassword(admin.id, session.id, submission.value);
      if (!changed.ok) {
        const result =
          changed.reason === "wrongPassword"
            ? submission.reply({ fieldErrors: { currentPassword: ["admin:account.errors.wrongPassword"] }, hideFields: PASSWORD_FIELDS })
            : submission.reply({ formErrors: ["admin:account.errors.throttled"], hideFields: PASSWORD_FIELDS });
        return data({ result }, { status: changed.reason === "wrongPassword" ? 400 : 429 });
      }
      return redirectWithToast(HERE, { type: "success", message: "admin:account.done.passwordChanged" }, {}, request);
    }
    default:
      return redirectWithToast(HERE, { type: "error", message: "admin:validation.invalid" }, {}, request);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:titles.account") }];
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const location = useLocation();
  const result = actionData?.result;
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">{t("account.heading")}</h1>
      <p className="mt-1 text-sm text-slate-600">{t("account.intro", { username: loaderData.username, role: t(roleLabelKey(loaderData.roleId)) })}</p>
      <SessionsTable sessions={loaderData.sessions} />
      <section aria-labelledby="change-password-heading" className="mt-6 rounded-lg bg-white p-4 shadow-sm">
        <h2 id="change-password-heading" className="font-semibold">
          {t("account.password.heading")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("account.password.intro")}</p>
        {/* Keyed by the location: after a success the fields empty; a refusal keeps the page as it was. */}
        <Form key={location.key} method="post" className="mt-3 flex max-w-sm flex-col gap-4" noValidate>
          <input type="hidden" name="intent" value={INTENT.changePassword} />
          {/* The browser's password manager files the new password under this name. */}
          <input type="hidden" name="username" value={loaderData.username} autoComplete="username" />
          <FormErrors result={result} />
          <TextField name="currentPassword" type="password" label={t("account.password.current")} result={result} autoComplete="current-password" required />
          <NewPasswordField name="newPassword" label={t("account.password.new")} hint={t("account.password.newHint", { min: MIN_PASSWORD_LENGTH })} result={result} />
          <TextField name="confirmPassword" type="password" label={t("account.password.confirm")} result={result} autoComplete="new-password" required />
          <SubmitButton className="self-start">{t("account.password.submit")}</SubmitButton>
        </Form>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
