import { useMatches } from "react-router";
import enErrors from "../../locales/en/errors.json";
import { lookupList, makeT, type Messages, type TFunction } from "./translate";

type I18nData = { i18n?: Record<string, Messages> };

/**
 * Translations reach the browser as loader data (the root sends `common`,
 * a screen sends its own namespace), so no i18n library ships to phones.
 * Only the English `errors` namespace is bundled: the last resort of a page
 * that crashed before any loader data arrived.
 */
function useBundles(): Record<string, Messages> {
  const bundles: Record<string, Messages> = {};
  for (const match of useMatches()) {
    Object.assign(bundles, (match.data as I18nData | undefined)?.i18n);
  }
  bundles.errors ??= enErrors as Messages;
  return bundles;
}

export function useMessages(ns = "common"): Messages | undefined {
  return useBundles()[ns];
}

/** `t("key")` in the given namespace; `t("admin:key")` names another namespace, as validation messages may. */
export function useT(ns = "common"): TFunction {
  const bundles = useBundles();
  const ts = new Map<string, TFunction>();
  const tIn = (name: string) => {
    let t = ts.get(name);
    if (!t) ts.set(name, (t = makeT(bundles[name])));
    return t;
  };
  return (key, vars) => {
    const colon = key.indexOf(":");
    return colon > 0 && /^[a-z]+$/.test(key.slice(0, colon)) ? tIn(key.slice(0, colon))(key.slice(colon + 1), vars) : tIn(ns)(key, vars);
  };
}

export function useList<T>(ns: string, key: string): T[] {
  const list = lookupList(useMessages(ns), key);
  return Array.isArray(list) ? (list as T[]) : [];
}
