import { href, useSearchParams } from "react-router";
import { AdminAccountsTable } from "~/components/admin/admin-accounts-table";
import { CreateAdminForm, ResetPasswordDialog } from "~/components/admin/admin-account-forms";
import { pageTitle } from "~/i18n/meta";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { replyOf } from "~/components/forms";
import { formatDateTime } from "~/domain/platform/dates";
import { USER_MANAGEMENT_INTENT } from "~/forms/admin/admin-user";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requireAdmin } from "~/middleware/admin-guard.server";
import { userManagementCommand } from "~/server/admin/admin-user-commands.server";
import { listAdminAccounts } from "~/server/admin/admin-users.server";
import { screenAnswer } from "~/responses/answers.server";
import type { Route } from "./+types/user-management";

export const INTENT = USER_MANAGEMENT_INTENT;

const HERE = href("/admin/user-management");

export async function loader({ context }: Route.LoaderArgs) {
  const { admin } = requireAdmin(context);
  const language = getLanguage(context);
  const accounts = await listAdminAccounts();
  return {
    selfId: admin.id,
    accounts: accounts.map((a) => ({
      id: a.id,
      username: a.username,
      roleId: a.roleId,
      active: a.status === 1,
      lockedAt: a.lockedAt ? formatDateTime(a.lockedAt, language) : null,
      lastLoginAt: a.lastLoginAt ? formatDateTime(a.lastLoginAt, language) : null,
    })),
  };
}

/**
 * One action for the screen's forms (each says what it does with `intent`),
 * answered through `screenAnswer`: a refusal that blames a field (the add
 * form, the reset dialog) stays on the form with what was typed, the
 * password never; anything else comes back to the list with its toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { admin } = requireAdmin(context);
  const formData = await request.formData();
  const result = await userManagementCommand(admin.id, formData, request);
  return screenAnswer(request, formData, result, { back: HERE, refusedStays: !result.ok && result.errors !== undefined, hide: ["password"] });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:titles.userManagement") }];
}

export default function UserManagement({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const [params] = useSearchParams();
  const { accounts, selfId } = loaderData;
  const resetting = accounts.find((a) => String(a.id) === params.get("reset") && a.id !== selfId);
  const reset = replyOf(actionData, INTENT.resetPassword);
  return (
    <div>
      <h1 className="text-2xl font-bold">{t("userManagement.heading")}</h1>
      <p className="mt-1 text-sm text-slate-600">{t("userManagement.intro")}</p>
      <CreateAdminForm result={replyOf(actionData, INTENT.create)} />
      <AdminAccountsTable accounts={accounts} selfId={selfId} />
      {resetting ? <ResetPasswordDialog account={resetting} closeTo={HERE} result={reset?.initialValue?.id === String(resetting.id) ? reset : undefined} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
