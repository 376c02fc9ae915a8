import { useList, useT } from "~/i18n/use-t";
import { pageTitle } from "~/i18n/meta";
import type { Route } from "./+types/offer-ranking";
import { Main } from "~/components/main";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "ranking:title") }];
}

/** 'How offers are ranked': the one published method (RBI digital lending directions). */
export default function OfferRanking() {
  const t = useT("ranking");
  const steps = useList<string>("ranking", "steps");
  const facts = useList<string>("ranking", "facts");
  const choices = useList<string>("ranking", "choices");
  const price = useList<string>("ranking", "price");
  return (
    <Main className="mx-auto max-w-3xl px-4 py-8">
      <article className="rounded-lg bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand">{t("title")}</h1>
        <p className="mt-3">{t("intro")}</p>
        <p className="mt-2 text-sm text-slate-600">{t("inForce")}</p>
        <h2 className="mt-6 text-lg font-semibold">{t("stepsHeading")}</h2>
        <ol className="mt-2 list-decimal pl-6">
          {steps.map((s) => (
            <li key={s} className="mt-1">
              {s}
            </li>
          ))}
        </ol>
        <h2 className="mt-6 text-lg font-semibold">{t("choicesHeading")}</h2>
        <ul className="mt-2 list-disc pl-6">
          {choices.map((s) => (
            <li key={s} className="mt-1">
              {s}
            </li>
          ))}
        </ul>
        <h2 className="mt-6 text-lg font-semibold">{t("priceHeading")}</h2>
        <ul className="mt-2 list-disc pl-6">
          {price.map((s) => (
            <li key={s} className="mt-1">
              {s}
            </li>
          ))}
        </ul>
        <h2 className="mt-6 text-lg font-semibold">{t("factsHeading")}</h2>
        <ul className="mt-2 list-disc pl-6">
          {facts.map((s) => (
            <li key={s} className="mt-1">
              {s}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-600">{t("never")}</p>
      </article>
    </Main>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
