// A loader hook (node:module register) that keeps React Router 7.18 from redoing, on every request,
// work whose answer depends only on the build (docs/decisions/084). With our 182 routes, under load:
// - Route matching, 19 % of the server's time: each page matches its path against every ranked route
//   branch twice (the request handler, then the render), and again for each path above it to send
//   the routes its links may lead to (lazy route discovery): for /user/offers, "/" ranks last and
//   "/user" matches nothing, so both walk all 300-odd branches. What a path matches is kept with the
//   ranked branches, which React Router makes once per request handler: at most 1,000 paths of up to 256
//   characters each (paths with an id in them are many), then forgotten together. Each call gets matches
//   of its own, as before.
// - The render's route objects, 11 %: made from the build's route table and its modules (looked up
//   afresh per request too), then turned into data routes, on every render. All three are made once
//   per table; the render only reads them (React Router's server router refuses every change).
// A React Router whose source differs is loaded as it is, with one warning line.

import { mendingLoader } from "./source-mend.js";

// Its ES modules: what the server imports (its CommonJS copies are another text, and required, not imported).
const ROUTER = /\/node_modules\/react-router\/dist\/[^/]+\/chunk-[^/]+\.mjs$/;

const MATCH = "function matchRoutesImpl(routes, locationArg, basename, allowPartial, precomputedBranches) {";
const KEPT_MATCHES = `var keptMatchesByBranches = new WeakMap();
function matchRoutesImpl(routes, locationArg, basename, allowPartial, precomputedBranches) {
  let pathname = (typeof locationArg === "string" ? parsePath(locationArg) : locationArg).pathname || "/";
  // A path longer than any of ours is matched as it comes: what is kept stays small whatever callers send.
  if (!precomputedBranches || pathname.length > 256) return matchRoutesEveryTime(routes, locationArg, basename, allowPartial, precomputedBranches);
  let kept = keptMatchesByBranches.get(precomputedBranches);
  if (!kept) keptMatchesByBranches.set(precomputedBranches, kept = new Map());
  let key = basename + "\\u0000" + (allowPartial ? "1" : "0") + "\\u0000" + pathname;
  let matches = kept.get(key);
  if (matches === void 0) {
    matches = matchRoutesEveryTime(routes, locationArg, basename, allowPartial, precomputedBranches);
    if (kept.size >= 1000) kept.clear();
    kept.set(key, matches);
  }
  if (matches === null) return null;
  // One params object shared by the matches, as matchRouteBranch makes them.
  let params = { ...matches[0]?.params };
  return matches.map((match) => ({ ...match, params }));
}
function matchRoutesEveryTime(routes, locationArg, basename, allowPartial, precomputedBranches) {`;

const SERVER_ROUTES = "function createServerRoutes(manifest, routeModules, future, isSpaMode, parentId = \"\", routesByParentId = groupRoutesByParentId(manifest), spaModeLazyPromise = Promise.resolve({ Component: () => null })) {";
const KEPT_SERVER_ROUTES = `var keptServerRoutes = new WeakMap();
function createServerRoutes(manifest, routeModules, future, isSpaMode, ...below) {
  if (below.length > 0) return createServerRoutesEveryTime(manifest, routeModules, future, isSpaMode, ...below);
  let kept = keptServerRoutes.get(manifest);
  if (!kept || kept.routeModules !== routeModules || kept.future !== future || kept.isSpaMode !== isSpaMode) {
    kept = { routeModules, future, isSpaMode, routes: createServerRoutesEveryTime(manifest, routeModules, future, isSpaMode) };
    keptServerRoutes.set(manifest, kept);
  }
  return kept.routes;
}
function createServerRoutesEveryTime(manifest, routeModules, future, isSpaMode, parentId = "", routesByParentId = groupRoutesByParentId(manifest), spaModeLazyPromise = Promise.resolve({ Component: () => null })) {`;

// The modules of the build's routes, looked up per request: kept per route table, so the render's routes above are too.
const ROUTE_MODULES = "function createEntryRouteModules(manifest) {";
const KEPT_ROUTE_MODULES = `var keptEntryRouteModules = new WeakMap();
function createEntryRouteModules(manifest) {
  let kept = keptEntryRouteModules.get(manifest);
  if (!kept) keptEntryRouteModules.set(manifest, kept = createEntryRouteModulesEveryTime(manifest));
  return kept;
}
function createEntryRouteModulesEveryTime(manifest) {`;

// The render's router turns those routes into data routes, all of them, per request: kept per routes.
const STATIC_ROUTER = `function createStaticRouter(routes, context, opts = {}) {
  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(
    routes,
    mapRouteProperties,
    void 0,
    manifest
  );`;
const KEPT_STATIC_ROUTES = `var keptDataRoutes = new WeakMap();
function createStaticRouter(routes, context, opts = {}) {
  let kept = keptDataRoutes.get(routes);
  if (!kept) {
    let routeManifest = {};
    kept = { manifest: routeManifest, dataRoutes: convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, routeManifest) };
    keptDataRoutes.set(routes, kept);
  }
  let { manifest, dataRoutes } = kept;`;

const CHANGES = [
  [MATCH, KEPT_MATCHES],
  [SERVER_ROUTES, KEPT_SERVER_ROUTES],
  [ROUTE_MODULES, KEPT_ROUTE_MODULES],
  [STATIC_ROUTER, KEPT_STATIC_ROUTES],
];

/**
 * React Router's chunk with matches and render routes kept; the source as it is when it holds neither
 * function; null when it holds one of them in a form these changes were not made for.
 */
export function keepRouteWork(source) {
  let changed = source;
  for (const [from, to] of CHANGES) {
    const name = from.slice(0, from.indexOf("("));
    if (!changed.includes(`${name}(`)) continue;
    if (changed.split(from).length !== 2) return null;
    changed = changed.replace(from, to);
  }
  return changed;
}

export const load = mendingLoader({
  files: ROUTER,
  mend: keepRouteWork,
  module: "server",
  unknown: "React Router is not the release whose route work host/react-router-memo.js keeps: loaded as it is",
});
