import type { CheckedKey, Namespace } from "./keys";
import { makeT, type Messages, type TVars } from "./translate";

interface MetaMatch {
  data?: unknown;
  loaderData?: unknown;
}

/**
 * A page title in the page's language, for a route's `meta`: the
 * translations travel as loader data (the root's `common`, the screen's own
 * namespace), so the title reads from the same bundles the screen does.
 */
export function pageTitle<K extends string, NS extends Namespace = "common">(
  matches: ReadonlyArray<MetaMatch | undefined>,
  key: CheckedKey<K, NS>,
  vars?: TVars,
): string {
  const bundles: Record<string, Messages> = {};
  let locale = "en";
  for (const match of matches) {
    const data = (match?.loaderData ?? match?.data) as { i18n?: Record<string, Messages>; locale?: string } | undefined;
    Object.assign(bundles, data?.i18n);
    if (data?.locale) locale = data.locale;
  }
  const colon = key.indexOf(":");
  const [ns, path] = colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : ["common", key];
  return makeT(bundles[ns], locale)(path, vars);
}
