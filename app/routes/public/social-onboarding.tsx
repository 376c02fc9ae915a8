import { Landing } from "~/components/consumer/landing";
import { FALLBACK_BRAND } from "~/domain/partner/brand";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { useRootData } from "~/root";
import { landingAction, landingLoader } from "./landing.server";
import type { Route } from "./+types/social-onboarding";

/** What a social post's link that names no source is counted as (docs/decisions/067). */
export const SOCIAL_UTMS = { utm_source: "social", utm_medium: "social" };

/**
 * /socialmedia-onboarding (docs/decisions/067): where a social campaign's
 * posts land. The landing's own loader and sign-in: its UTM values go into
 * the journey's cookie and from there onto the journey (prospect_applications.utm),
 * where partner reports and tracking links read them; `?partner=` keeps the
 * brand for the pages after this one.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return landingLoader(request, [], { utmDefaults: SOCIAL_UTMS });
}

export async function action({ request, context }: Route.ActionArgs) {
  return landingAction(request, getLanguage(context));
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "entry.social.title") }];
}

export default function SocialOnboarding({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  const t = useT();
  const brand = root?.brand ?? FALLBACK_BRAND;
  return (
    <Landing
      brand={brand}
      mode={root?.brandMode ?? "default"}
      marketing={loaderData.marketing}
      product={loaderData.product}
      result={actionData?.result}
      kicker={t("entry.social.kicker", { brand: brand.title ?? brand.displayName })}
    />
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
