import type { CheckedKey, Namespace } from "./keys";
import { bundlesOf, makeT, type TVars } from "./translate";

interface MetaMatch {
  data?: unknown;
  loaderData?: unknown;
}

/** Set on the root's loader data, for `meta` only, while the page's form stands refused (components/page-meta.tsx). */
export const REFUSED_FORM_MARK = "formRefused";

/**
 * A page title in the page's language, for a route's `meta`: the
 * translations travel as loader data, so the title reads from the same
 * bundles the screen does; each screen sends the `titles` group of `common`
 * (or its namespace's own titles) for it.
 */
export function pageTitle<K extends string, NS extends Namespace = "common">(matches: ReadonlyArray<MetaMatch | undefined>, key: CheckedKey<K, NS>, vars?: TVars): string {
  const data = matches.map((m) => m?.loaderData ?? m?.data);
  const { bundles, locale } = bundlesOf(data);
  const colon = key.indexOf(":");
  const [ns, path] = colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : ["common", key];
  const title = makeT(bundles[ns], locale)(path, vars);
  // A refused form's page says so first ("Error: ", GOV.UK), in the page's language.
  const refused = (data[0] as Record<string, unknown> | undefined)?.[REFUSED_FORM_MARK] === true;
  return refused ? makeT(bundles.errors, locale)("formProblem.title", { title }) : title;
}
