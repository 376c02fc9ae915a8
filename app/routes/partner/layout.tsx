import { href, Outlet } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { IdleTimerLazy as IdleTimer } from "~/components/consumer/idle-timer-lazy";
import { PartnerShell } from "~/components/partner/partner-shell";
import { getLanguage } from "~/middleware/i18next";
import { getConfig } from "~/server/platform/db/config.server";
import { partnerPageGuard, requirePartner } from "~/middleware/partner-guard.server";
import { partnerMenu } from "~/server/platform/http/pages.server";
import type { Route } from "./+types/layout";

/**
 * Every page under this layout is guarded here, on every load and every
 * client-side path change (each partner page has a loader, so each
 * navigation asks the server): no live partner session goes to /partner/login.
 */
export const middleware: Route.MiddlewareFunction[] = [partnerPageGuard];

export async function loader({ context }: Route.LoaderArgs) {
  const { user, masquerade } = requirePartner(context);
  const config = getConfig();
  return {
    username: user.username,
    masquerade: masquerade ? { adminUsername: masquerade.adminUsername } : null,
    brand: { displayName: user.partner.displayName, logoUrl: user.partner.logoUrl },
    locale: getLanguage(context),
    menu: partnerMenu(),
    idleMs: config.PARTNER_IDLE_MINUTES * 60_000,
    warningSeconds: config.IDLE_WARNING_SECONDS,
  };
}

export default function PartnerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PartnerShell brand={loaderData.brand} locale={loaderData.locale} username={loaderData.username} menu={loaderData.menu} masquerade={loaderData.masquerade}>
      <Outlet />
      <IdleTimer idleMs={loaderData.idleMs} warningSeconds={loaderData.warningSeconds} logoutAction={href("/partner/logout")} />
    </PartnerShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
