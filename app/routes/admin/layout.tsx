import { Outlet } from "react-router";
import { AdminShell } from "~/components/admin/admin-shell";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { adminMenuFor } from "~/domain/admin-roles";
import { adminLayoutMessages } from "~/i18n/screen-messages.server";
import { adminPageGuard, requireAdmin } from "~/middleware/admin-guard.server";
import type { Route } from "./+types/layout";

/** Admin pages built so far; the menu offers only these, filtered by role. */
const BUILT = new Set(["dashboard", "lenders", "user-management", "credit-cards", "partners", "mis-upload", "commission-upload-file", "application-status-file", "partner-tickets"]);

/** Every page under this layout is guarded here, from the route React Router matched (see adminRoutes). */
export const middleware: Route.MiddlewareFunction[] = [adminPageGuard];

export async function loader({ context, pattern }: Route.LoaderArgs) {
  const { admin } = requireAdmin(context);
  return {
    username: admin.username,
    roleId: admin.roleId,
    menu: adminMenuFor(admin.roleId).filter((slug) => BUILT.has(slug)),
    i18n: adminLayoutMessages(context, pattern),
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell menu={loaderData.menu} username={loaderData.username} roleId={loaderData.roleId}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
