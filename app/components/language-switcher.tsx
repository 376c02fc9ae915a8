import { Form, useLocation } from "react-router";
import { languageNames, supportedLanguages, type Language } from "~/i18n/languages";
import { useT } from "~/i18n/use-t";

/** A plain form: it switches language with or without JavaScript and comes back to the same page. */
export function LanguageSwitcher({ current }: { current: Language }) {
  const t = useT();
  const location = useLocation();
  const order: Language[] = ["en", ...supportedLanguages.filter((l) => l !== "en")];
  return (
    <Form method="post" action="/set-language" className="flex items-center gap-1 text-sm" aria-label={t("language.label")}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {order.map((lang) => (
        <button
          key={lang}
          type="submit"
          name="language"
          value={lang}
          lang={lang}
          aria-pressed={lang === current}
          className={
            lang === current
              ? "min-h-6 rounded bg-white/90 px-2 py-1 font-semibold text-brand"
              : "min-h-6 rounded px-2 py-1 text-white underline-offset-2 hover:underline"
          }
        >
          {languageNames[lang]}
        </button>
      ))}
    </Form>
  );
}
