import { Outlet, useLocation } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { HelpDialogLazy } from "~/components/consumer/help-dialog-lazy";
import { IdleTimerLazy as IdleTimer } from "~/components/consumer/idle-timer-lazy";
import { UserDrawer } from "~/components/consumer/user-drawer";
import { detailPathFor, isJourneyProduct, loanOffersPaths } from "~/domain/products";
import { resolveRequestBrand } from "~/server/partner/brand.server";
import { getConfig } from "~/server/platform/db/config.server";
import { consumerAreaGuard, requireSignedIn } from "~/middleware/consumer-guard.server";
import type { Route } from "./+types/layout";

/**
 * The consumer area: its guards, the user drawer, the Help dialog and the
 * idle timer. The guard reads the consumer once per request, for this
 * layout and the page under it (requireJourney in each page).
 */
export const middleware: Route.MiddlewareFunction[] = [consumerAreaGuard];

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = requireSignedIn(context);
  const { mode } = await resolveRequestBrand(request);
  const url = new URL(request.url);
  const config = getConfig();
  // The single-product subdomains have no products page to return to.
  const singleProductHost = /^(loans|goldloans)\./.test(url.hostname);
  return {
    name: [ctx.consumer.firstName, ctx.consumer.lastName].filter(Boolean).join(" "),
    showProducts: mode === "default" && !singleProductHost,
    // No product with journey pages yet, no profile to return to.
    profilePath: isJourneyProduct(ctx.state.productType) ? detailPathFor(ctx.state.productType) : null,
    // Where the drawer offers "Return to Profile": the loans' offers pages (the products' modules name them).
    offersPaths: loanOffersPaths(),
    idleMs: config.USER_IDLE_MINUTES * 60_000,
    warningSeconds: config.IDLE_WARNING_SECONDS,
    helpPhoneLength: config.HELP_PHONE_LENGTH,
    // The drawer, the idle warning and the Help dialog are on every page of the area.
  };
}

export default function UserLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-end px-4 py-1">
          <UserDrawer name={loaderData.name} showProducts={loaderData.showProducts} profilePath={loaderData.profilePath} offersPaths={loaderData.offersPaths} />
        </div>
      </div>
      <Outlet />
      <HelpDialog phoneLength={loaderData.helpPhoneLength} />
      <IdleTimer idleMs={loaderData.idleMs} warningSeconds={loaderData.warningSeconds} />
    </>
  );
}

/** Opened by ?help=1, so it works without JavaScript; closing drops the parameter. */
function HelpDialog({ phoneLength }: { phoneLength: number }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  if (params.get("help") !== "1") return null;
  params.delete("help");
  const back = location.pathname + (params.size ? `?${params}` : "");
  return <HelpDialogLazy back={back} phoneLength={phoneLength} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
