import { useMatches } from "react-router";
import enErrors from "../../locales/en/errors.json";
import type { Namespace } from "./keys";
import { bundlesOf, lookupList, makeT, type LooseT, type Messages, type TFunction } from "./translate";

let merged: { data: unknown[]; bundles: Record<string, Messages>; locale: string } | null = null;

/**
 * Translations reach the browser as loader data (the root sends the groups
 * of `common` the shell uses, each screen its own groups or namespace), so
 * no i18n library ships to phones.
 * Only the English `errors` namespace is bundled: the last resort of a page
 * that crashed before any loader data arrived.
 */
function useBundles(): { bundles: Record<string, Messages>; locale: string } {
  const data = useMatches().map((m) => m.data);
  // Every component that translates asks for the bundles: a table's cells asked hundreds of
  // times per page, each time merging the same loader data again. Merged once per change of data.
  if (!merged || merged.data.length !== data.length || merged.data.some((d, i) => d !== data[i])) {
    const { bundles, locale } = bundlesOf(data);
    bundles.errors ??= enErrors as Messages;
    merged = { data, bundles, locale };
  }
  return merged;
}

/** The language the page is drawn in. */
export function useLocale(): string {
  return useBundles().locale;
}

export function useMessages(ns: Namespace = "common"): Messages | undefined {
  return useBundles().bundles[ns];
}

/** `t("key")` in the given namespace; `t("admin:key")` names another namespace, as validation messages may. */
export function useT<NS extends Namespace = "common">(ns: NS = "common" as NS): TFunction<NS> {
  const { bundles, locale } = useBundles();
  const ts = new Map<string, LooseT>();
  const tIn = (name: string) => {
    let t = ts.get(name);
    if (!t) ts.set(name, (t = makeT(bundles[name], locale)));
    return t;
  };
  const t: LooseT = (key, vars) => {
    const colon = key.indexOf(":");
    return colon > 0 && /^[a-z]+$/.test(key.slice(0, colon)) ? tIn(key.slice(0, colon))(key.slice(colon + 1), vars) : tIn(ns)(key, vars);
  };
  return t as TFunction<NS>;
}

export function useList<T>(ns: Namespace, key: string): T[] {
  const list = lookupList(useMessages(ns), key);
  return Array.isArray(list) ? (list as T[]) : [];
}
