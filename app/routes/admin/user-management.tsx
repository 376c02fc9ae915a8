import { parseWithZod } from "@conform-to/zod/v4";
import { data, useSearchParams } from "react-router";
import { AdminAccountsTable } from "~/components/admin/admin-accounts-table";
import { CreateAdminForm, ResetPasswordDialog } from "~/components/admin/admin-account-forms";
import { pageTitle } from "~/i18n/meta";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatDateTime } from "~/domain/dates";
import { AdminIdSchema, ChangeAdminRoleSchema, CreateAdminSchema, ResetAdminPasswordSchema, USER_MANAGEMENT_INTENT } from "~/forms/admin-user";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requireAdmin } from "~/server/admin-auth.server";
import {
  changeAdminRole,
  createAdminAccount,
  listAdminAccounts,
  resetAdminPassword,
  setAdminActive,
  unlockAdminAccount,
  type AdminAccountRefusal,
  type AdminAccountResult,
} from "~/server/admin-users.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/user-management";

export const INTENT = USER_MANAGEMENT_INTENT;

const HERE = "/admin/user-management";

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

const refusalMessage: Record<AdminAccountRefusal, string> = {
  notFound: "admin:userManagement.errors.notFound",
  usernameTaken: "admin:userManagement.errors.usernameTaken",
  self: "admin:userManagement.errors.self",
  lastAdmin: "admin:userManagement.errors.lastAdmin",
  wrongPassword: "admin:validation.invalid",
  throttled: "admin:validation.invalid",
};

/** A row's command answered with a toast: what was done, or why it was refused. */
function toastFor(request: Request, result: AdminAccountResult, done: string) {
  const toast = result.ok ? { type: "success" as const, message: done } : { type: "error" as const, message: refusalMessage[result.reason] };
  return redirectWithToast(HERE, toast, {}, request);
}

/** One action for the screen; each form says what it does with `intent` (INTENT). */
export async function action({ request, context }: Route.ActionArgs) {
  const { admin } = requireAdmin(context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  switch (intent) {
    case INTENT.create: {
      const submission = parseWithZod(formData, { schema: CreateAdminSchema });
      if (submission.status !== "success") return data({ intent, id: null, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
      const created = await createAdminAccount(submission.value);
      if (!created.ok) {
        const result = submission.reply({ fieldErrors: { username: [refusalMessage[created.reason]] }, hideFields: ["password"] });
        return data({ intent, id: null, result }, { status: 409 });
      }
      return redirectWithToast(HERE, { type: "success", message: "admin:userManagement.done.created" }, {}, request);
    }
    case INTENT.resetPassword: {
      const submission = parseWithZod(formData, { schema: ResetAdminPasswordSchema });
      if (submission.status !== "success") {
        return data({ intent, id: String(formData.get("id") ?? ""), result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
      }
      const { id, password } = submission.value;
      return toastFor(request, await resetAdminPassword(admin.id, id, password), "admin:userManagement.done.passwordReset");
    }
    case INTENT.changeRole: {
      const submission = parseWithZod(formData, { schema: ChangeAdminRoleSchema });
      if (submission.status !== "success") return redirectWithToast(HERE, { type: "error", message: "admin:validation.invalid" }, {}, request);
      const { id, roleId } = submission.value;
      return toastFor(request, await changeAdminRole(admin.id, id, roleId), "admin:userManagement.done.roleChanged");
    }
    case INTENT.disable:
    case INTENT.enable:
    case INTENT.unlock: {
      const submission = parseWithZod(formData, { schema: AdminIdSchema });
      if (submission.status !== "success") return redirectWithToast(HERE, { type: "error", message: "admin:validation.invalid" }, {}, request);
      const { id } = submission.value;
      if (intent === INTENT.unlock) return toastFor(request, await unlockAdminAccount(id), "admin:userManagement.done.unlocked");
      const active = intent === INTENT.enable;
      return toastFor(request, await setAdminActive(admin.id, id, active), active ? "admin:userManagement.done.enabled" : "admin:userManagement.done.disabled");
    }
    default:
      return redirectWithToast(HERE, { type: "error", message: "admin:validation.invalid" }, {}, request);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:titles.userManagement") }];
}

export default function UserManagement({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const [params] = useSearchParams();
  const { accounts, selfId } = loaderData;
  const resetting = accounts.find((a) => String(a.id) === params.get("reset") && a.id !== selfId);
  return (
    <div>
      <h1 className="text-2xl font-bold">{t("userManagement.heading")}</h1>
      <p className="mt-1 text-sm text-slate-600">{t("userManagement.intro")}</p>
      <CreateAdminForm result={actionData?.intent === INTENT.create ? actionData.result : undefined} />
      <AdminAccountsTable accounts={accounts} selfId={selfId} />
      {resetting ? (
        <ResetPasswordDialog
          account={resetting}
          closeTo={HERE}
          result={actionData?.intent === INTENT.resetPassword && actionData.id === String(resetting.id) ? actionData.result : undefined}
        />
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
