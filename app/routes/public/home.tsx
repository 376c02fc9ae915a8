import { Landing } from "~/components/consumer/landing";
import { FALLBACK_BRAND } from "~/domain/partner/brand";
import { getLanguage } from "~/middleware/i18next";
import { useRootData } from "~/root";
import { ProductLanding } from "~/components/consumer/product-landing";
import { hostLandingProduct, landingAction, landingLoader } from "./landing.server";
import type { Route } from "./+types/home";

/** `/`: the marketplace's landing, or on a host whose brand names a product of its own (a solar host) that product's landing. */
export async function loader({ request }: Route.LoaderArgs) {
  return landingLoader(request, [], { ownLanding: await hostLandingProduct(request) });
}

export async function action({ request, context }: Route.ActionArgs) {
  return landingAction(request, getLanguage(context));
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { brand?: { title: string | null; displayName: string } } | undefined;
  const title = root?.brand?.title ?? root?.brand?.displayName ?? FALLBACK_BRAND.displayName;
  return [{ title }, { name: "description", content: title }];
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  if (loaderData.ownLanding) return <ProductLanding brand={root?.brand ?? FALLBACK_BRAND} product={loaderData.ownLanding} result={actionData?.result} />;
  return <Landing brand={root?.brand ?? FALLBACK_BRAND} mode={root?.brandMode ?? "default"} marketing={loaderData.marketing} product={loaderData.product} result={actionData?.result} />;
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
