import { href, Outlet } from "react-router";
import { AdminShell } from "~/components/admin/admin-shell";
import { IdleTimerLazy as IdleTimer } from "~/components/consumer/idle-timer-lazy";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { adminMenuFor } from "~/domain/back-office/admin-roles";
import { adminPageGuard, requireAdmin } from "~/middleware/admin-guard.server";
import { getLanguage } from "~/middleware/i18next";
import { getConfig } from "~/server/platform/db/config.server";
import { builtAdminPages } from "~/server/platform/http/pages.server";
import type { Route } from "./+types/layout";

/** Every page under this layout is guarded here, from the route React Router matched (its roles in app/page-table/pages.ts). */
export const middleware: Route.MiddlewareFunction[] = [adminPageGuard];

export async function loader({ context }: Route.LoaderArgs) {
  const { admin } = requireAdmin(context);
  return {
    // English or Hindi: the middleware keeps the admin portal to its languages (app/i18n/language-policy.ts).
    locale: getLanguage(context),
    username: admin.username,
    roleId: admin.roleId,
    // The role's pages that exist as a screen.
    menu: adminMenuFor(admin.roleId).filter((slug) => builtAdminPages.has(slug)),
    // An unattended admin screen holds every consumer's data: it warns, then signs out (ADMIN_IDLE_MINUTES).
    idleMs: getConfig().ADMIN_IDLE_MINUTES * 60_000,
    warningSeconds: getConfig().IDLE_WARNING_SECONDS,
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell menu={loaderData.menu} username={loaderData.username} roleId={loaderData.roleId} locale={loaderData.locale}>
      <Outlet />
      <IdleTimer idleMs={loaderData.idleMs} warningSeconds={loaderData.warningSeconds} logoutAction={href("/admin/logout")} />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
