import { data } from "react-router";
import { Landing } from "~/components/consumer/landing";
import { FALLBACK_BRAND } from "~/domain/partner/brand";
import { getLanguage } from "~/middleware/i18next";
import { useRootData } from "~/root";
import { getBrandByName } from "~/server/partner/brand.server";
import { writeCookie } from "~/server/platform/http/cookies.server";
import { landingAction, landingLoader } from "./landing.server";
import type { Route } from "./+types/brand-home";

/** /{urlSegment}: a partner's branded login; the partner is remembered as the one who brought the consumer. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const brand = await getBrandByName(params.urlSegment);
  if (!brand) throw data(null, { status: 404 });
  return landingLoader(request, [writeCookie("urlSegment", brand.name)], { brandSegment: brand.name });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!(await getBrandByName(params.urlSegment))) throw data(null, { status: 404 });
  return landingAction(request, getLanguage(context));
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { brand?: { title: string | null; displayName: string } } | undefined;
  return [{ title: root?.brand?.title ?? root?.brand?.displayName ?? FALLBACK_BRAND.displayName }];
}

export default function BrandHome({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  return <Landing brand={root?.brand ?? FALLBACK_BRAND} mode={root?.brandMode ?? "partner"} marketing={loaderData.marketing} product={loaderData.product} result={actionData?.result} />;
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
