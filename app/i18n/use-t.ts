import { useMatches } from "react-router";
import enCommon from "../../locales/en/common.json";
import { lookupList, makeT, type Messages } from "./translate";

type I18nData = { i18n?: Record<string, Messages> };

/**
 * Translations reach the browser as loader data (the root sends `common`,
 * a screen sends its own namespace), so no i18n library ships to phones.
 * English `common` is bundled only as the last resort of the error page.
 */
export function useMessages(ns = "common"): Messages | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const found = (matches[i].data as I18nData | undefined)?.i18n?.[ns];
    if (found) return found;
  }
  return ns === "common" ? (enCommon as Messages) : undefined;
}

export function useT(ns = "common") {
  return makeT(useMessages(ns));
}

export function useList<T>(ns: string, key: string): T[] {
  const list = lookupList(useMessages(ns), key);
  return Array.isArray(list) ? (list as T[]) : [];
}
