import { Link } from "react-router";
import { DealFacts, DealPicture } from "~/components/deals/deal-parts";
import { formatDay } from "~/domain/back-office/date-range";
import { dealPath } from "~/domain/consumer/deals";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { brandQuery } from "~/server/partner/brand.server";
import { liveDeals } from "~/server/consumer/deals.server";
import type { Route } from "./+types/deals";
import { Main } from "~/components/main";

/** /deals (docs/decisions/059): the deals running today in India, switched on and with a code left, on whichever brand the visitor came by. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const [deals, query] = await Promise.all([liveDeals(), brandQuery(request)]);
  return {
    // A partner brand named only by the address stays on the deal's page too.
    brandQuery: query,
    deals: deals.map((d) => ({ ...d, from: formatDay(d.startsOn, language), to: formatDay(d.endsOn, language) })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.deals") }];
}

export default function Deals({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  return (
    <Main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t("deals.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("deals.intro")}</p>
      {d.deals.length === 0 ? (
        <p className="mt-6 rounded-lg border border-slate-200 bg-white p-4" data-testid="deals-empty">
          {t("deals.empty")}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="deals">
          {d.deals.map((deal) => (
            <li key={deal.id} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4" data-testid="deal">
              <DealPicture deal={deal} />
              <div className="min-w-0">
                <h2 className="text-lg font-semibold">
                  <Link to={`${dealPath(deal.id)}${d.brandQuery}`} className="text-brand underline-offset-2 hover:underline">
                    {deal.title}
                  </Link>
                </h2>
                <DealFacts deal={deal} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Main>
  );
}

/** An error shows inside the site's shell. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
