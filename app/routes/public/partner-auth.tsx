import { data } from "react-router";
import { EntryRefusal } from "~/components/entry-refusal";
import type { HandoffRefusal } from "~/domain/handoff-token";
import { utmsFromUrl } from "~/domain/utms";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { redirectWithJourney } from "~/responses/redirects.server";
import { readJourney } from "~/server/journey.server";
import { acceptHandoffToken, signInByHandoff } from "~/server/partner-handoff.server";
import type { Route } from "./+types/partner-auth";

/** A token already used or past its time is gone (410); anything else about it is the partner's mistake (400). */
const REFUSAL_STATUS: Record<HandoffRefusal, number> = { expired: 410, used: 410, forged: 400, malformed: 400, unknown: 400 };
const NO_STORE = { "Cache-Control": "no-store" };

/**
 * /auth?partner={name}&token={token} (docs/decisions/066): a partner's site
 * hands a consumer it has confirmed over to us. A good token signs them in
 * on a new journey of the partner's, on its brand, and sends them to their
 * step; any other token is refused on a plain page, and nothing is signed in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const checked = await acceptHandoffToken(url.searchParams.get("partner"), url.searchParams.get("token"));
  if (!checked.ok) return data({ refused: checked.reason }, { status: REFUSAL_STATUS[checked.reason], headers: NO_STORE });
  const utms = { ...readJourney(request).utms, ...utmsFromUrl(url) };
  const signedIn = await signInByHandoff(request, checked, { language: getLanguage(context), utms });
  const journey = { prospectAppId: signedIn.prospect.uuid, productType: signedIn.prospect.productType, appId: null, productId: null, urlSegment: checked.partner.name };
  const headers = new Headers(NO_STORE);
  headers.append("Set-Cookie", signedIn.setCookie);
  return redirectWithJourney(signedIn.next, journey, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "entry.handoff.title") }, { name: "robots", content: "noindex" }];
}

export default function PartnerAuth({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <EntryRefusal heading={t("entry.handoff.heading")} message={t(`entry.handoff.refused.${loaderData.refused}`)} testId="handoff-refused" />;
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
