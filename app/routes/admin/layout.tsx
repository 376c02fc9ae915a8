import { Outlet } from "react-router";
import { AdminShell } from "~/components/admin/admin-shell";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { adminMenuFor } from "~/domain/admin-roles";
import { messagesFor } from "~/i18n/resources.server";
import { getLanguage } from "~/middleware/i18next";
import { getAdminUser, requireAdminPage } from "~/server/admin-auth.server";
import { unauthorized } from "~/server/session.server";
import type { Route } from "./+types/layout";

/** Admin pages built so far; the menu offers only these, filtered by role. */
const BUILT = new Set(["dashboard", "lenders"]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const admin = await getAdminUser(session.subjectId);
  if (!admin) unauthorized(request, "admin");
  return {
    username: admin.username,
    roleId: session.roleId,
    menu: adminMenuFor(session.roleId).filter((slug) => BUILT.has(slug)),
    i18n: messagesFor(getLanguage(context), ["admin"]),
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
