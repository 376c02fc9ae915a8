import { href } from "react-router";
import { SessionsTable } from "~/components/admin/sessions-table";
import { PasswordChangeForm } from "~/components/password-change-form";
import { pageTitle } from "~/i18n/meta";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { replyOf } from "~/components/forms";
import { formatDateTime } from "~/domain/platform/dates";
import { describeUserAgent } from "~/domain/platform/user-agent";
import { ACCOUNT_INTENT } from "~/forms/admin/admin-user";
import { PASSWORD_FIELDS } from "~/forms/admin/password-change";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requireAdmin } from "~/middleware/admin-guard.server";
import { ownAccountCommand } from "~/server/admin/admin-user-commands.server";
import { screenAnswer } from "~/responses/answers.server";
import { listSessions } from "~/server/platform/http/session.server";
import type { Route } from "./+types/account";
import { roleLabelKey } from "~/domain/back-office/admin-roles";

export const INTENT = ACCOUNT_INTENT;

const HERE = href("/admin/account");

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

/**
 * The admin's own sessions and password, through `ownAccountCommand`: the
 * password form's refusals stay on it (never echoing a password), the
 * sessions' answers come back with a toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { admin, session } = requireAdmin(context);
  const formData = await request.formData();
  const result = await ownAccountCommand(admin.id, session.id, formData);
  return screenAnswer(request, formData, result, { back: HERE, refusedStays: formData.get("intent") === INTENT.changePassword, hide: PASSWORD_FIELDS });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:titles.account") }];
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">{t("account.heading")}</h1>
      <p className="mt-1 text-sm text-slate-600">{t("account.intro", { username: loaderData.username, role: t(roleLabelKey(loaderData.roleId)) })}</p>
      <SessionsTable sessions={loaderData.sessions} />
      <PasswordChangeForm labels="admin:account.password" username={loaderData.username} result={replyOf(actionData, INTENT.changePassword)} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
