import { Form, useLocation } from "react-router";
import { languageList, languageNames, type Language } from "~/i18n/languages";
import { useT } from "~/i18n/use-t";

/**
 * The language switcher: a disclosure (<details>) holding one plain form, so
 * it opens and switches with or without JavaScript, takes little room on a
 * 320 px phone whatever the number of languages, and comes back to the same
 * page. Each language is named in its own script and marked with its `lang`,
 * so a screen reader says it in that language. `languages` is what the page
 * offers (the brand's, or the admin portal's); one alone needs no switcher.
 */
export function LanguageSwitcher({ current, languages }: { current: Language; languages?: readonly Language[] }) {
  const t = useT();
  const location = useLocation();
  const offered = languageList.map((l) => l.code).filter((code) => !languages || languages.includes(code));
  if (offered.length < 2) return null;
  return (
    // Closed again on the page a choice leads to.
    <details key={location.key} className="relative text-sm" data-testid="language-switcher">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded px-2 py-1 text-current hover:bg-white/10 [&::-webkit-details-marker]:hidden">
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.4">
          <circle cx="8" cy="8" r="6.5" />
          <path d="M1.5 8h13M8 1.5c2 2 2.8 4 2.8 6.5S10 12.5 8 14.5M8 1.5C6 3.5 5.2 5.5 5.2 8S6 12.5 8 14.5" />
        </svg>
        <span className="sr-only">{t("language.label")}: </span>
        <span lang={current}>{languageNames[current]}</span>
        <span aria-hidden="true">▾</span>
      </summary>
      <Form method="post" action="/set-language" aria-label={t("language.label")} className="absolute right-0 z-30 mt-1 w-44 rounded-md bg-white py-1 text-slate-900 shadow-lg ring-1 ring-black/10">
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <ul>
          {offered.map((lang) => (
            <li key={lang}>
              <button
                type="submit"
                name="language"
                value={lang}
                lang={lang}
                aria-current={lang === current ? "true" : undefined}
                className={`flex min-h-11 w-full items-center justify-between px-3 py-2 text-left hover:bg-slate-100 focus-visible:bg-slate-100 ${lang === current ? "font-semibold" : ""}`}
              >
                {languageNames[lang]}
                {lang === current ? <span aria-hidden="true">✓</span> : null}
              </button>
            </li>
          ))}
        </ul>
      </Form>
    </details>
  );
}
