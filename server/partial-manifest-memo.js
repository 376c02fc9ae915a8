// A loader hook (node:module register) that keeps one per-request cost of React Router 7.18 from
// being paid on every page (docs/decisions/084). To send a page the routes its links may lead to
// (lazy route discovery), React Router's <Scripts> matches every ancestor path of the page ("/",
// "/user" for /user/offers) against all of the app's ranked route branches, on every render: 11 %
// of the server's time under load with our 182 routes, since "/" ranks last and "/user" matches
// nothing. The answer depends only on the build's routes and the path, so the ids it finds are kept
// per path (at most 1,000 paths, then forgotten together); the manifest sent is the same.
// A React Router whose source differs is loaded as it is.

import { moduleLogger } from "./log.js";

const ROUTER = /\/node_modules\/react-router\/dist\/[^/]+\/chunk-[^/]+\.m?js$/;
const HEAD = "function getPartialManifest({ sri, ...manifest }, router) {";

const MATCH_EACH_PATH = `  paths.forEach((path) => {
    let matches = matchRoutesImpl(
      router.routes,
      path,
      router.basename || "/",
      false,
      router.branches
    );
    if (matches) {
      matches.forEach((m) => routeIds.add(m.route.id));
    }
  });`;

const KEPT_PER_PATH = `  paths.forEach((path) => {
    for (let id of partialManifestRouteIds(router, path)) routeIds.add(id);
  });`;

// The branches are the build's, made once per request handler: the ids found for a path are kept with them.
const MEMO = `var partialManifestPaths = new WeakMap();
function partialManifestRouteIds(router, path) {
  let basename = router.basename || "/";
  let kept = router.branches ? partialManifestPaths.get(router.branches) : void 0;
  if (router.branches && !kept) partialManifestPaths.set(router.branches, kept = new Map());
  let key = basename + "\\u0000" + path;
  let ids = kept?.get(key);
  if (ids) return ids;
  let matches = matchRoutesImpl(router.routes, path, basename, false, router.branches);
  ids = matches ? matches.map((m) => m.route.id) : [];
  if (kept) {
    if (kept.size >= 1000) kept.clear();
    kept.set(key, ids);
  }
  return ids;
}
`;

/** React Router's chunk with the ids kept per path; the source as it is when it has no getPartialManifest; null when it has one the change was not made for. */
export function keepPartialManifestMatches(source) {
  if (!source.includes(HEAD)) return source;
  if (source.split(HEAD).length !== 2 || source.split(MATCH_EACH_PATH).length !== 2) return null;
  return source.replace(MATCH_EACH_PATH, KEPT_PER_PATH).replace(HEAD, `${MEMO}${HEAD}`);
}

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (!ROUTER.test(url) || loaded.source == null) return loaded;
  const source = String(loaded.source);
  const changed = keepPartialManifestMatches(source);
  if (changed === source) return loaded;
  if (changed === null) {
    moduleLogger("server").warn("React Router is not the release whose route matching server/partial-manifest-memo.js keeps: loaded as it is");
    return loaded;
  }
  return { ...loaded, source: changed };
}
