import { redirect } from "react-router";
import { safeRedirectPath } from "~/domain/platform/safe-redirect";
import { trackingLinkArrivalCookies } from "~/server/consumer/arrival.server";
import { withJourneyCookies } from "~/server/consumer/journey.server";
import { visitTrackingLink } from "~/server/partner/tracking-links.server";
import type { Route } from "./+types/tracking-link";

/**
 * /l/{code}: a tracking link (docs/decisions/052). Counts the visit and sends
 * the browser on to the link's brand with its UTM values; a link choosing a
 * product keeps it for the sign-in; the `lead` cookie says a tracking link
 * brought the visitor, for the journey's channel. Never kept by a cache: each
 * visit counts.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const visit = await visitTrackingLink(params.code, request);
  const headers = withJourneyCookies(visit.product ? { productType: visit.product } : {}, { "Cache-Control": "private, no-store" });
  if (visit.code) for (const cookie of trackingLinkArrivalCookies(visit.code)) headers.append("Set-Cookie", cookie);
  return redirect(safeRedirectPath(visit.location), { status: 302, headers });
}
