import { href } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Breadcrumb } from "~/components/partner/breadcrumb";
import { BANNERS } from "~/domain/partner/banners";
import { languageNames, supportedLanguages } from "~/i18n/languages";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import type { Route } from "./+types/banners";

const BASE = href("/partner/marketing-support/banners-and-creatives");

export async function loader({ context }: Route.LoaderArgs) {
  return {
    banners: BANNERS.map(({ id, width, height }) => ({ id, width, height })),
    language: getLanguage(context),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.banners") }];
}

export default function Banners({ loaderData }: Route.ComponentProps) {
  const t = useT("partner");
  return (
    <div>
      <Breadcrumb items={[{ label: t("breadcrumb.dashboard"), to: href("/partner") }, { label: t("marketing.heading"), to: href("/partner/marketing-support") }, { label: t("banners.heading") }]} />
      <h1 className="mt-2 text-2xl font-bold">{t("banners.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("banners.intro")}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-3" data-testid="banners">
        {loaderData.banners.map((b) => (
          <li key={b.id} className="rounded-lg bg-white p-4 shadow-sm">
            <h2 className="font-semibold">{t(`banners.kinds.${b.id}`)}</h2>
            <p className="text-sm text-slate-600">{t("banners.size", { width: b.width, height: b.height })}</p>
            <img
              src={`${BASE}/${b.id}.svg?lang=${loaderData.language}`}
              alt={t("banners.previewAlt", { kind: t(`banners.kinds.${b.id}`) })}
              width={b.width}
              height={b.height}
              className="mt-2 h-auto max-h-64 w-full object-contain"
              loading="lazy"
            />
            <ul className="mt-2 flex flex-wrap gap-3">
              {supportedLanguages.map((lang) => (
                <li key={lang}>
                  <a href={`${BASE}/${b.id}.svg?lang=${lang}`} download className="text-brand underline" data-testid={`download-${b.id}-${lang}`}>
                    {t("banners.download", { language: languageNames[lang] })}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
