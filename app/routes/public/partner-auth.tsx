import { data, redirect } from "react-router";
import { EntryRefusal } from "~/components/entry-refusal";
import { SignedInAsAnother } from "~/components/consumer/signed-in-as-another";
import { nextConsumerPath } from "~/domain/consumer/consumer-routing";
import type { HandoffRefusal } from "~/domain/partner/handoff-token";
import { utmsFromUrl } from "~/domain/consumer/utms";
import { otpRefusedMessage } from "~/forms/consumer/login";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { redirectWithJourney } from "~/responses/redirects.server";
import { getConsumerContext } from "~/server/consumer/consumer-state.server";
import { acceptHandoffToken, handOver } from "~/server/partner/partner-handoff.server";
import { toastCookie } from "~/server/platform/http/toast.server";
import type { Route } from "./+types/partner-auth";

/** A token already used or past its time is gone (410); anything else about it is the partner's mistake (400). */
const REFUSAL_STATUS: Record<HandoffRefusal, number> = { expired: 410, used: 410, forged: 400, malformed: 400, unknown: 400 };
const NO_STORE = { "Cache-Control": "no-store" };

/**
 * /auth?partner={name}&token={token} (docs/decisions/066): a partner's site
 * hands a consumer over to us. A good token for a new number signs them in
 * on a new journey of the partner's, on its brand, and sends them to their
 * step; a number someone already has gets a login code and the code page
 * (a partner vouches for a number it brings, not for one that exists); a
 * browser signed in as someone else is told so and not switched. Any other
 * token is refused on a plain page, and nothing is signed in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const checked = await acceptHandoffToken(url.searchParams.get("partner"), url.searchParams.get("token"));
  if (!checked.ok) return data({ refused: checked.reason } as const, { status: REFUSAL_STATUS[checked.reason], headers: NO_STORE });
  const ctx = await getConsumerContext(request);
  const utms = { ...ctx.journey.utms, ...utmsFromUrl(url) };
  const outcome = await handOver(request, checked, { signedInAs: ctx.consumer && { mobile: ctx.consumer.mobilePhoneNumber }, language: getLanguage(context), utms });
  switch (outcome.kind) {
    case "signed-in-as-another":
      return data({ signedInAsAnother: true } as const, { status: 409, headers: NO_STORE });
    case "same-person":
      return redirect(nextConsumerPath(ctx.state), { headers: NO_STORE });
    case "code-sent": {
      const headers = new Headers(NO_STORE);
      if (outcome.refused) headers.append("Set-Cookie", toastCookie(request, { type: "error", message: otpRefusedMessage(outcome.refused) }));
      const journey = { prospectAppId: outcome.prospect.uuid, productType: outcome.prospect.productType, appId: null, productId: null, ...(outcome.brand ? { urlSegment: outcome.brand } : {}) };
      return redirectWithJourney("/verification", journey, { headers });
    }
    case "signed-in": {
      const journey = { prospectAppId: outcome.prospect.uuid, productType: outcome.prospect.productType, appId: null, productId: null, urlSegment: checked.partner.name };
      const headers = new Headers(NO_STORE);
      headers.append("Set-Cookie", outcome.setCookie);
      return redirectWithJourney(outcome.next, journey, { headers });
    }
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "entry.handoff.title") }, { name: "robots", content: "noindex" }];
}

export default function PartnerAuth({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if ("signedInAsAnother" in loaderData) return <SignedInAsAnother />;
  return <EntryRefusal heading={t("entry.handoff.heading")} message={t(`entry.handoff.refused.${loaderData.refused}`)} testId="handoff-refused" />;
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
