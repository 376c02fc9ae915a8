import enAdmin from "../../locales/en/admin.json";
import enApi from "../../locales/en/api.json";
import enCommon from "../../locales/en/common.json";
import enErrors from "../../locales/en/errors.json";
import enIntake from "../../locales/en/intake.json";
import enLegal from "../../locales/en/legal.json";
import enPartner from "../../locales/en/partner.json";
import enRanking from "../../locales/en/ranking.json";
import hiAdmin from "../../locales/hi/admin.json";
import hiApi from "../../locales/hi/api.json";
import hiCommon from "../../locales/hi/common.json";
import hiErrors from "../../locales/hi/errors.json";
import hiIntake from "../../locales/hi/intake.json";
import hiLegal from "../../locales/hi/legal.json";
import hiPartner from "../../locales/hi/partner.json";
import hiRanking from "../../locales/hi/ranking.json";
import type { EnglishResources } from "./keys";
import { fallbackLanguage, type Language } from "./languages";
import { makeT, mergeMessages } from "./translate";

export const resources = {
  en: { common: enCommon, errors: enErrors, legal: enLegal, ranking: enRanking, admin: enAdmin, intake: enIntake, partner: enPartner, api: enApi },
  hi: { common: hiCommon, errors: hiErrors, legal: hiLegal, ranking: hiRanking, admin: hiAdmin, intake: hiIntake, partner: hiPartner, api: hiApi },
};

export type Namespace = keyof (typeof resources)["en"];
export type Messages = Record<string, unknown>;

/** The top-level groups of a namespace ("offers", "kfs", "titles" of common). */
export type GroupOf<NS extends Namespace> = keyof EnglishResources[NS] & string;

/** Which messages a page needs: whole namespaces, or some top-level groups of one. */
export type MessageSelection = Namespace[] | { [NS in Namespace]?: true | readonly GroupOf<NS>[] };

/** Each language's namespaces with English filled in under any gap, merged once at start-up. */
const filled = Object.fromEntries(
  Object.keys(resources).map((locale) => [
    locale,
    Object.fromEntries(
      (Object.keys(resources.en) as Namespace[]).map((ns) => [
        ns,
        locale === fallbackLanguage ? resources.en[ns] : mergeMessages(resources.en[ns] as Messages, resources[locale as Language][ns] as Messages),
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
