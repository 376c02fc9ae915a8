import { useList, useT } from "~/i18n/use-t";
import { messagesFor } from "~/i18n/resources.server";
import { getLanguage } from "~/middleware/i18next";
import type { Route } from "./+types/offer-ranking";

/** 'How offers are ranked': the one published method (RBI digital lending directions). */
export function loader({ context }: Route.LoaderArgs) {
  return { i18n: { ranking: messagesFor(getLanguage(context), ["ranking"]).ranking } };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: (loaderData?.i18n.ranking as { title?: string } | undefined)?.title ?? "How offers are ranked" }];
}

export default function OfferRanking() {
  const t = useT("ranking");
  const steps = useList<string>("ranking", "steps");
  const facts = useList<string>("ranking", "facts");
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <article className="rounded-lg bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand">{t("title")}</h1>
        <p className="mt-3">{t("intro")}</p>
        <h2 className="mt-6 text-lg font-semibold">{t("stepsHeading")}</h2>
        <ol className="mt-2 list-decimal pl-6">
          {steps.map((s) => (
            <li key={s} className="mt-1">
              {s}
            </li>
          ))}
        </ol>
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
    </main>
  );
}
