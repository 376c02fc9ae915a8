import { data, redirect } from "react-router";
import { EntryRefusal } from "~/components/entry-refusal";
import { asLocation } from "~/domain/platform/safe-redirect";
import { redirectTarget } from "~/domain/partner/partner-handoff";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { resolveRequestBrand } from "~/server/partner/brand.server";
import { redirectHostsOf } from "~/server/partner/partner-handoff.server";
import type { Route } from "./+types/partner-redirect";

/**
 * /redirect?to={address}[&partner={name}] (docs/decisions/066): onward to a
 * path of this site, or to a host the brand's partner registered on its
 * Digital Integration page; anything else is refused on a plain page, so no
 * one can borrow our address to send people elsewhere.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { brand, mode } = await resolveRequestBrand(request);
  const hosts = mode === "partner" ? await redirectHostsOf(brand.name) : [];
  const target = redirectTarget(new URL(request.url).searchParams.get("to"), hosts);
  if (!target) return data({ refused: true }, { status: 400 });
  throw redirect(asLocation(target), { headers: { "Cache-Control": "no-store" } });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "entry.redirect.title") }, { name: "robots", content: "noindex" }];
}

export default function PartnerRedirect() {
  const t = useT();
  return <EntryRefusal heading={t("entry.redirect.heading")} message={t("entry.redirect.message")} testId="redirect-refused" />;
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
