import { data } from "react-router";
import { findBanner } from "~/domain/partner/banners";
import { isLanguage } from "~/i18n/languages";
import { getLanguage } from "~/middleware/i18next";
import { requirePartner } from "~/middleware/partner-guard.server";
import { partnerBanner } from "~/server/partner/partner-marketing.server";
import type { Route } from "./+types/banner-download";

/** GET …/banners-and-creatives/{square|wide|story}.svg?lang=en|hi: the banner as a file to download (also the page's preview). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = requirePartner(context);
  const banner = findBanner(params.banner.replace(/\.svg$/i, ""));
  if (!banner) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const wanted = url.searchParams.get("lang");
  const language = isLanguage(wanted) ? wanted : getLanguage(context);
  return new Response(partnerBanner(banner, user.partner, url.origin, language), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${user.partner.name}-${banner.id}-${language}.svg"`,
      // An SVG opened on its own runs nothing: no script, no outside resource.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
