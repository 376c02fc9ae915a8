import type { CheckedKey, Namespace } from "./keys";
import { bundlesOf, makeT, type TVars } from "./translate";

interface MetaMatch {
  data?: unknown;
  loaderData?: unknown;
}

/**
 * A page title in the page's language, for a route's `meta`: the
 * translations travel as loader data, so the title reads from the same
 * bundles the screen does; each screen sends the `titles` group of `common`
 * (or its namespace's own titles) for it.
 */
export function pageTitle<K extends string, NS extends Namespace = "common">(
  matches: ReadonlyArray<MetaMatch | undefined>,
  key: CheckedKey<K, NS>,
  vars?: TVars,
): string {
  const { bundles, locale } = bundlesOf(matches.map((m) => m?.loaderData ?? m?.data));
  const colon = key.indexOf(":");
  const [ns, path] = colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : ["common", key];
  return makeT(bundles[ns], locale)(path, vars);
}
