import type { EnglishResources, Namespace } from "./keys";
import { fallbackLanguage, isLanguage, supportedLanguages, type Language } from "./languages";
import { makeT, mergeMessages } from "./translate";

export type { Namespace };
export type Messages = Record<string, unknown>;

/**
 * Every language's files, found by folder: `locales/<code>/<namespace>.json`. A language the list
 * (languages.ts) names gets what its folder holds; English fills any gap, so the admin namespace a
 * new language need not have reads English.
 */
const files = import.meta.glob<Messages>("../../locales/*/*.json", { eager: true, import: "default" });
export const resources = {} as Record<Language, Partial<Record<Namespace, Messages>>>;
for (const [file, messages] of Object.entries(files)) {
  const [, code, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (isLanguage(code)) (resources[code] ??= {})[ns as Namespace] = messages;
}

/** The top-level groups of a namespace ("offers", "kfs", "titles" of common). */
export type GroupOf<NS extends Namespace> = keyof EnglishResources[NS] & string;

/** Which messages a page needs: whole namespaces, or some top-level groups of one. */
export type MessageSelection = Namespace[] | { [NS in Namespace]?: true | readonly GroupOf<NS>[] };

/** Each language's namespaces with English filled in under any gap, merged once at start-up. */
const filled = Object.fromEntries(
  supportedLanguages.map((locale) => [
    locale,
    Object.fromEntries(
      (Object.keys(resources[fallbackLanguage]) as Namespace[]).map((ns) => [
        ns,
        locale === fallbackLanguage ? resources.en[ns] : mergeMessages(resources.en[ns] ?? {}, resources[locale]?.[ns] ?? {}),
      ]),
    ),
  ]),
) as Record<Language, Record<Namespace, Messages>>;

/**
 * The messages a screen needs, in its language, with English filling any
 * gap: whole namespaces (`["admin"]`) or only some groups of one
 * (`{ common: ["offers", "titles"] }`), so a page carries the strings it
 * shows and not every other screen's (docs/decisions/001).
 */
export function messagesFor(locale: Language, selection: MessageSelection): Record<string, Messages> {
  const wanted: [Namespace, true | readonly string[]][] = Array.isArray(selection)
    ? selection.map((ns) => [ns, true])
    : (Object.entries(selection) as [Namespace, true | readonly string[]][]);
  const out: Record<string, Messages> = {};
  for (const [ns, groups] of wanted) {
    const all = filled[locale][ns];
    out[ns] = groups === true ? all : Object.fromEntries(groups.filter((g) => g in all).map((g) => [g, all[g]]));
  }
  return out;
}

/** A message key ("ns:key" or a common key) in a language, for answers that are not rendered by a screen (the JSON API, toasts). */
export function translate(locale: Language, key: string, vars?: Record<string, string | number>): string {
  const colon = key.indexOf(":");
  const [ns, path] = colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : ["common", key];
  if (!(ns in resources.en)) return key;
  return makeT(messagesFor(locale, [ns as Namespace])[ns], locale)(path, vars);
}
