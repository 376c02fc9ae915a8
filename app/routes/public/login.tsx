import { redirect } from "react-router";
import { Landing } from "~/components/consumer/landing";
import { FALLBACK_BRAND } from "~/domain/partner/brand";
import { getLanguage } from "~/middleware/i18next";
import { useRootData } from "~/root";
import { resolveRequestBrand } from "~/server/partner/brand.server";
import { landingAction, landingLoader } from "./landing.server";
import type { Route } from "./+types/login";

/** /login exists in partner-brand mode; on the default brand the login is the landing page itself. */
export async function loader({ request }: Route.LoaderArgs) {
  const { mode } = await resolveRequestBrand(request);
  if (mode === "default") throw redirect("/");
  return landingLoader(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return landingAction(request, getLanguage(context));
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  return <Landing brand={root?.brand ?? FALLBACK_BRAND} mode={root?.brandMode ?? "partner"} marketing={loaderData.marketing} product={loaderData.product} result={actionData?.result} />;
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
