import enCommon from "../../locales/en/common.json";
import enLegal from "../../locales/en/legal.json";
import enRanking from "../../locales/en/ranking.json";
import hiCommon from "../../locales/hi/common.json";
import hiLegal from "../../locales/hi/legal.json";
import hiRanking from "../../locales/hi/ranking.json";
import { fallbackLanguage, type Language } from "./languages";

export const resources = {
  en: { common: enCommon, legal: enLegal, ranking: enRanking },
  hi: { common: hiCommon, legal: hiLegal, ranking: hiRanking },
};

export type Namespace = keyof (typeof resources)["en"];
export type Messages = Record<string, unknown>;

function mergeOver(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prev = out[key];
    out[key] =
      value && typeof value === "object" && !Array.isArray(value) && prev && typeof prev === "object"
        ? mergeOver(prev as Messages, value as Messages)
        : value;
  }
  return out;
}

/** The namespaces a screen needs, in its language, with English filling any gap. */
export function messagesFor(locale: Language, namespaces: Namespace[]): Record<string, Messages> {
  const out: Record<string, Messages> = {};
  for (const ns of namespaces) {
    const base = resources[fallbackLanguage][ns] as Messages;
    out[ns] = locale === fallbackLanguage ? base : mergeOver(base, resources[locale][ns] as Messages);
  }
  return out;
}
