import { GeneralErrorBoundary } from "~/components/error-boundary";
import { TextOrDash } from "~/components/partner/dash";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { partnerLenders } from "~/server/partner/eligibility-criteria.server";
import type { Route } from "./+types/lender-journey";

/** What happens after a consumer applies, per lender: the lenders' own partner-visible journey texts. */
export async function loader({ context }: Route.LoaderArgs) {
  const lenders = await partnerLenders(getLanguage(context));
  return {
    lenders: lenders.map((l) => ({ id: l.id, name: l.name, product: l.product, journey: l.lender_journey })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.journey") }];
}

export default function LenderJourney({ loaderData }: Route.ComponentProps) {
  const t = useT("partner");
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">{t("journey.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("journey.intro")}</p>
      {loaderData.lenders.length === 0 ? (
        <p className="mt-4">{t("eligibility.empty")}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3" data-testid="lender-journeys">
          {loaderData.lenders.map((l) => (
            <li key={l.id} className="rounded-lg bg-white p-4 shadow-sm">
              <h2 className="font-semibold">
                {l.name} <span className="text-sm font-normal text-slate-600">· {t(`products.${l.product}` as string)}</span>
              </h2>
              <p className="mt-1 whitespace-pre-line">
                <TextOrDash value={l.journey} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
