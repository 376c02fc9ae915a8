import type { EnglishResources, Namespace } from "./keys";
import { fallbackLanguage, supportedLanguages, type Language } from "./languages";
import { makeT, mergeMessages } from "./translate";

export type { Namespace };
export type Messages = Record<string, unknown>;

/** The top-level groups of a namespace ("offers", "kfs", "titles" of common). */
export type GroupOf<NS extends Namespace> = keyof EnglishResources[NS] & string;

/** Which messages a page needs: whole namespaces, or some top-level groups of one. */
export type MessageSelection = Namespace[] | { [NS in Namespace]?: true | readonly GroupOf<NS>[] };

/**
 * The folder-to-messages step, pure so a test can feed it a made-up folder
 * (tests/unit/i18n/throw-away-language.test.ts): `files` maps
 * `…/locales/<code>/<namespace>.json` to its messages; a code the list names
 * gets what its folder holds, English filling any gap (so the admin namespace a
 * language need not have reads English); a folder the list does not name is
 * ignored. Nothing else knows which languages exist.
 */
export function buildResources<L extends string>(files: Record<string, Messages>, languages: readonly L[], fallback: L) {
  const resources = {} as Record<L, Partial<Record<Namespace, Messages>>>;
  for (const [file, messages] of Object.entries(files)) {
    const [, code, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if ((languages as readonly string[]).includes(code)) (resources[code as L] ??= {})[ns as Namespace] = messages;
  }
  const base = resources[fallback] ?? {};
  const namespaces = Object.keys(base) as Namespace[];
  // Each language's namespaces with English filled in under any gap, merged once at start-up.
  const filled = Object.fromEntries(
    languages.map((locale) => [locale, Object.fromEntries(namespaces.map((ns) => [ns, locale === fallback ? base[ns] : mergeMessages(base[ns] ?? {}, resources[locale]?.[ns] ?? {})]))]),
  ) as Record<L, Record<Namespace, Messages>>;

  /**
   * The messages a screen needs, in its language, with English filling any
   * gap: whole namespaces (`["admin"]`) or only some groups of one
   * (`{ common: ["offers", "titles"] }`), so a page carries the strings it
   * shows and not every other screen's (docs/decisions/001).
   */
  function messagesFor(locale: L, selection: MessageSelection): Record<string, Messages> {
    const wanted: [Namespace, true | readonly string[]][] = Array.isArray(selection) ? selection.map((ns) => [ns, true]) : (Object.entries(selection) as [Namespace, true | readonly string[]][]);
    const out: Record<string, Messages> = {};
    for (const [ns, groups] of wanted) {
      const all = (filled[locale] ?? filled[fallback])[ns];
      out[ns] = groups === true ? all : Object.fromEntries(groups.filter((g) => g in all).map((g) => [g, all[g]]));
    }
    return out;
  }

  /** A message key ("ns:key" or a common key) in a language, for answers that are not rendered by a screen (the JSON API, toasts, SMS). */
  function translate(locale: L, key: string, vars?: Record<string, string | number>): string {
    const colon = key.indexOf(":");
    const [ns, path] = colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : ["common", key];
    if (!(ns in base)) return key;
    return makeT(messagesFor(locale, [ns as Namespace])[ns], locale)(path, vars);
  }

  return { resources, messagesFor, translate };
}

/** Every language's files, found by folder: `locales/<code>/<namespace>.json`, for the languages of app/i18n/languages.ts. */
const files = import.meta.glob<Messages>("../../locales/*/*.json", { eager: true, import: "default" });

export const { resources, messagesFor, translate } = buildResources<Language>(files, supportedLanguages, fallbackLanguage);
