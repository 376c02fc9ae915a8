import { href } from "react-router";
import { TrackingLinkForm } from "~/components/admin/tracking-link-form";
import { TrackingLinksTable } from "~/components/admin/tracking-links-table";
import type { FormResult } from "~/components/forms";
import { RangeForm } from "~/components/range-form";
import { formatDay, istToday } from "~/domain/back-office/date-range";
import { formatDateTime } from "~/domain/platform/dates";
import { chooseDateRange } from "~/forms/admin/date-range";
import { TRACKING_LINK_INTENT } from "~/forms/partner/tracking-link";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requireAdmin } from "~/middleware/admin-guard.server";
import { getLanguage } from "~/middleware/i18next";
import { screenAnswer } from "~/responses/answers.server";
import { now } from "~/server/platform/db/clock.server";
import { getConfig } from "~/server/platform/db/config.server";
import { trackingLinkCommand } from "~/server/partner/tracking-link-commands.server";
import { linkBrandOptions, trackingLinkRows } from "~/server/partner/tracking-links.server";
import type { Route } from "./+types/tracking-links";

const HERE = href("/admin/tracking-links");

/** The site's public address for links shared outside it (PUBLIC_APP_URL), else the one this request came to. */
const siteOrigin = (request: Request) => getConfig().PUBLIC_APP_URL ?? new URL(request.url).origin;

/** Partner and campaign links (docs/decisions/052): each with its address and what it brought over the chosen days. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const language = getLanguage(context);
  const clock = now();
  const chosen = chooseDateRange(new URL(request.url).searchParams, clock);
  const [rows, brands] = await Promise.all([trackingLinkRows(chosen.range, siteOrigin(request)), linkBrandOptions()]);
  return {
    preset: chosen.preset,
    range: chosen.range,
    result: chosen.result,
    today: istToday(clock),
    from: formatDay(chosen.range.from, language),
    to: formatDay(chosen.range.to, language),
    brands,
    links: rows.map((row) => ({
      id: row.id,
      code: row.code,
      label: row.label,
      brand: row.brand,
      brandName: row.brandName,
      product: row.product,
      utms: Object.entries(row.utms)
        .filter(([, value]) => value)
        .map(([field, value]) => `${field}=${value}`)
        .join(" "),
      active: row.active,
      createdAt: formatDateTime(row.createdAt, language),
      createdBy: row.createdBy,
      address: row.address,
      counts: row.counts,
    })),
  };
}

/** A new link stays on its form when refused (what was typed, each error beside its field); everything else comes back to the list with its toast. */
export async function action({ request, context }: Route.ActionArgs) {
  const { admin } = requireAdmin(context);
  const formData = await request.formData();
  const result = await trackingLinkCommand(formData, { adminId: admin.id, request });
  const creating = formData.get("intent") === TRACKING_LINK_INTENT.create;
  const back = `${HERE}${new URL(request.url).search}${result.ok && result.data ? `#link-${result.data.id}` : ""}`;
  if (!result.ok && creating) return screenAnswer(request, formData, result, { back, refusedStays: true });
  return screenAnswer(request, formData, result, { back });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:titles.trackingLinks") }];
}

export default function TrackingLinks({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  return (
    <div className="max-w-6xl">
      <h1 className="text-2xl font-bold">{t("trackingLinks.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("trackingLinks.intro")}</p>
      {/* A new row means the link was made: the form starts empty again, as it does after a full page load without JavaScript. */}
      <TrackingLinkForm key={d.links.length} result={(actionData as { result?: FormResult } | undefined)?.result} brands={d.brands} />
      <RangeForm preset={d.preset} range={d.range} today={d.today} result={d.result} />
      <TrackingLinksTable rows={d.links} from={d.from} to={d.to} />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
