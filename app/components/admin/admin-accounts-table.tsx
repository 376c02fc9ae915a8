import { useId } from "react";
import { ColumnHeads } from "~/components/ui/column-heads";
import { Form, href, Link, useLocation } from "react-router";
import { USER_MANAGEMENT_INTENT as INTENT } from "~/forms/admin/admin-user";
import { useT } from "~/i18n/use-t";
import { useRoleOptions } from "./admin-account-forms";
import { roleLabelKey } from "~/domain/back-office/admin-roles";

export interface AccountRow {
  id: number;
  username: string;
  roleId: number;
  active: boolean;
  /** When it was locked, formatted; null when it is not locked. */
  lockedAt: string | null;
  lastLoginAt: string | null;
}

const button = "rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50";

/** SPEC.md 6: the user management screen lists role and username per user, here with what an admin of role 1 may do to each. */
export function AdminAccountsTable({ accounts, selfId }: { accounts: AccountRow[]; selfId: number }) {
  const t = useT("admin");
  return (
    <section aria-labelledby="admin-accounts-heading" className="mt-6 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="admin-accounts-heading" className="font-semibold">
        {t("userManagement.list.heading")}
      </h2>
      {/* relative: the visually hidden labels are positioned inside the scrolling box, not past the page's edge. */}
      <div className="relative mt-2 overflow-x-auto">
        <table className="w-full text-sm" data-testid="admin-accounts">
          <ColumnHeads
            className="text-slate-600"
            cell="px-2 py-2 font-semibold whitespace-nowrap"
            labels={(["username", "role", "status", "locked", "lastLogin", "actions"] as const).map((c) => ({ key: c, label: t(`userManagement.list.${c}`) }))}
          />
          <tbody>
            {accounts.map((a) => (
              <AccountRowView key={a.id} account={a} self={a.id === selfId} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function AccountRowView({ account: a, self }: { account: AccountRow; self: boolean }) {
  const t = useT("admin");
  const location = useLocation();
  const roles = useRoleOptions();
  const roleSelect = useId();
  const who = { username: a.username };
  return (
    <tr className="border-t border-slate-100 align-top" data-testid={`admin-row-${a.username}`}>
      <th scope="row" className="px-2 py-2 text-left font-medium whitespace-nowrap">
        {a.username}
        {self ? <span className="ml-1 font-normal text-slate-600">{t("userManagement.list.you")}</span> : null}
      </th>
      <td className="px-2 py-2 whitespace-nowrap">{t(roleLabelKey(a.roleId))}</td>
      <td className="px-2 py-2 whitespace-nowrap">
        <span className={a.active ? "text-green-800" : "font-semibold text-red-800"}>{t(a.active ? "userManagement.list.active" : "userManagement.list.disabled")}</span>
      </td>
      <td className="px-2 py-2 whitespace-nowrap">
        {a.lockedAt ? <span className="font-semibold text-amber-900">{t("userManagement.list.lockedSince", { date: a.lockedAt })}</span> : t("userManagement.list.notLocked")}
      </td>
      <td className="px-2 py-2 whitespace-nowrap">{a.lastLoginAt ?? t("userManagement.list.never")}</td>
      <td className="px-2 py-2">
        {self ? (
          <Link to={href("/admin/account")} className="text-brand underline">
            {t("userManagement.list.ownAccount")}
          </Link>
        ) : (
          // Keyed by the location so every control shows the saved state again after each answer.
          <div key={location.key} className="flex min-w-72 flex-wrap items-center gap-2">
            <Form method="post" className="flex items-center gap-1">
              <input type="hidden" name="intent" value={INTENT.changeRole} />
              <input type="hidden" name="id" value={a.id} />
              <label htmlFor={roleSelect} className="sr-only">
                {t("userManagement.actions.roleFor", who)}
              </label>
              <select id={roleSelect} name="roleId" defaultValue={String(a.roleId)} className="rounded-md border border-slate-300 bg-white px-2 py-1">
                {roles.map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.label}
                  </option>
                ))}
              </select>
              <button type="submit" className={button} aria-label={t("userManagement.actions.changeRoleFor", who)}>
                {t("userManagement.actions.changeRole")}
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value={a.active ? INTENT.disable : INTENT.enable} />
              <input type="hidden" name="id" value={a.id} />
              <button type="submit" className={a.active ? `${button} text-red-800` : button} aria-label={t(a.active ? "userManagement.actions.disableFor" : "userManagement.actions.enableFor", who)}>
                {t(a.active ? "userManagement.actions.disable" : "userManagement.actions.enable")}
              </button>
            </Form>
            {a.lockedAt ? (
              <Form method="post">
                <input type="hidden" name="intent" value={INTENT.unlock} />
                <input type="hidden" name="id" value={a.id} />
                <button type="submit" className={button} aria-label={t("userManagement.actions.unlockFor", who)}>
                  {t("userManagement.actions.unlock")}
                </button>
              </Form>
            ) : null}
            <Link to={`?reset=${a.id}`} className={button} aria-label={t("userManagement.actions.resetPasswordFor", who)} preventScrollReset>
              {t("userManagement.actions.resetPassword")}
            </Link>
          </div>
        )}
      </td>
    </tr>
  );
}
