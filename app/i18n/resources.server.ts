import enAdmin from "../../locales/en/admin.json";
import enCommon from "../../locales/en/common.json";
import enErrors from "../../locales/en/errors.json";
import enIntake from "../../locales/en/intake.json";
import enLegal from "../../locales/en/legal.json";
import enRanking from "../../locales/en/ranking.json";
import hiAdmin from "../../locales/hi/admin.json";
import hiCommon from "../../locales/hi/common.json";
import hiErrors from "../../locales/hi/errors.json";
import hiIntake from "../../locales/hi/intake.json";
import hiLegal from "../../locales/hi/legal.json";
import hiRanking from "../../locales/hi/ranking.json";
import { fallbackLanguage, type Language } from "./languages";
import { makeT } from "./translate";

export const resources = {
  en: { common: enCommon, errors: enErrors, legal: enLegal, ranking: enRanking, admin: enAdmin, intake: enIntake },
  hi: { common: hiCommon, errors: hiErrors, legal: hiLegal, ranking: hiRanking, admin: hiAdmin, intake: hiIntake },
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

/** A message key ("ns:key" or a common key) in a language, for answers that are not rendered by a screen (the JSON API, toasts). */
export function translate(locale: Language, key: string, vars?: Record<string, string | number>): string {
  const colon = key.indexOf(":");
  const [ns, path] = colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : ["common", key];
  if (!(ns in resources.en)) return key;
  return makeT(messagesFor(locale, [ns as Namespace])[ns], locale)(path, vars);
}
