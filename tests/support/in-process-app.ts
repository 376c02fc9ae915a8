import type { RouteConfigEntry } from "@react-router/dev/routes";
import { createRequestHandler, UNSAFE_withComponentProps, UNSAFE_withErrorBoundaryProps, UNSAFE_withHydrateFallbackProps, type ServerBuild } from "react-router";
import routeConfig from "~/routes";

/**
 * The app as `node host/server.js` serves it, in this process: React Router's own
 * request handler over a build made from the source modules (app/routes.ts,
 * so app/page-table/pages.ts), with the root's and the layouts' middleware, route
 * matching, the cross-site check of UI actions, single-fetch `.data` posts and
 * server rendering. Only host/server.js's Express part is not here (body limits,
 * security headers, its Origin check of resource routes): tests of those
 * speak HTTP to the built server.
 */

/** What a route's action itself answered or threw, before React Router made it a response. */
export interface ActionSeen {
  routeId: string;
  /** A Response (returned or thrown), React Router's `data()` (DataWithResponseInit), a plain value, or an Error. */
  value: unknown;
  threw: boolean;
}

export interface InProcessApp {
  /** Answers a request as the production server's React Router would. */
  handle(request: Request): Promise<Response>;
  /** The action answers seen since the last `takeActions()`. */
  takeActions(): ActionSeen[];
  /** Every route of the build: id, full pattern, module file, and whether its module has an action. */
  routes: { id: string; pattern: string; file: string; hasAction: boolean; isLayout: boolean }[];
}

const sources = import.meta.glob<Record<string, unknown>>(["../../app/root.tsx", "../../app/entry.server.tsx", "../../app/routes/**/*.{ts,tsx}", "!**/*.server.ts"]);

async function load(file: string): Promise<Record<string, unknown>> {
  const importer = sources[`../../app/${file}`];
  if (!importer) throw new Error(`no module app/${file}`);
  return importer();
}

/** React Router's id of a route: its `id`, else its file without the extension (as @react-router/dev names it). */
const routeId = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
const join = (base: string, path?: string) => (path ? `${base.replace(/\/+$/, "")}/${path}` : base).replace(/\/+/g, "/") || "/";

export async function createInProcessApp(): Promise<InProcessApp> {
  let seen: ActionSeen[] = [];
  const buildRoutes: ServerBuild["routes"] = {};
  const manifestRoutes: Record<string, unknown> = {};
  const listed: InProcessApp["routes"] = [];

  const add = async (id: string, parentId: string | undefined, file: string, shape: { path?: string; index?: boolean; pattern: string; isLayout: boolean }) => {
    const original = await load(file);
    const module: Record<string, unknown> = { ...original };
    // As the React Router Vite plugin does to a route module: its components get loaderData, actionData, params and matches as props.
    if (original.default) module.default = UNSAFE_withComponentProps(original.default as never);
    if (original.ErrorBoundary) module.ErrorBoundary = UNSAFE_withErrorBoundaryProps(original.ErrorBoundary as never);
    if (original.HydrateFallback) module.HydrateFallback = UNSAFE_withHydrateFallbackProps(original.HydrateFallback as never);
    const action = original.action as ((args: unknown) => unknown) | undefined;
    if (action) {
      module.action = async (args: unknown) => {
        try {
          const value = await action(args);
          seen.push({ routeId: id, value, threw: false });
          return value;
        } catch (thrown) {
          seen.push({ routeId: id, value: thrown, threw: true });
          throw thrown;
        }
      };
    }
    buildRoutes[id] = { id, parentId, path: shape.path, index: shape.index, caseSensitive: undefined, module: module as never };
    manifestRoutes[id] = {
      id,
      parentId,
      path: shape.path,
      index: shape.index,
      hasAction: !!original.action,
      hasLoader: !!original.loader,
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasDefaultExport: !!original.default,
      hasErrorBoundary: !!original.ErrorBoundary,
      module: `/assets/${id}.js`,
      imports: [],
      css: [],
    };
    listed.push({ id, pattern: shape.pattern, file, hasAction: !!action, isLayout: shape.isLayout });
  };

  const walk = async (entries: RouteConfigEntry[], parentId: string, base: string) => {
    for (const entry of entries) {
      const id = routeId(entry);
      const pattern = join(base, entry.path);
      const isLayout = !!entry.children?.length;
      await add(id, parentId, entry.file, { path: entry.path, index: entry.index, pattern, isLayout });
      if (entry.children) await walk(entry.children, id, pattern);
    }
  };
  await add("root", undefined, "root.tsx", { path: "", pattern: "/", isLayout: true });
  await walk(routeConfig, "root", "/");

  const build = {
    entry: { module: await load("entry.server.tsx") },
    routes: buildRoutes,
    assets: { entry: { module: "/assets/entry.client.js", imports: [], css: [] }, routes: manifestRoutes, url: "/assets/manifest.js", version: "in-process" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: true, v8_splitRouteModules: true, v8_viteEnvironmentApi: true, v8_trailingSlashAwareDataRequests: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    basename: "/",
    allowedActionOrigins: false,
  } as unknown as ServerBuild;
  const handler = createRequestHandler(build, "production");

  return {
    handle: (request) => handler(request),
    takeActions() {
      const out = seen;
      seen = [];
      return out;
    },
    routes: listed,
  };
}
