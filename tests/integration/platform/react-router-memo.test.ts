import path from "node:path";
import { pathToFileURL } from "node:url";
import { matchRoutes, type RouteObject } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer } from "../../support/built-app";
import { repoRoot, type RunningServer } from "../../support/node-server";

/**
 * The server keeps what each path matched (host/react-router-memo.js,
 * docs/decisions/084). A page tells the browser the routes its links may lead
 * to (React Router's lazy route discovery): the routes of the page and of each
 * path above it, as React Router's own matching says, on the first answer and
 * on the ones after; and a route with a parameter answers each value with its own.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startBuiltServer();
}, 120_000);
afterAll(() => server?.stop());

type BuildRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

/** The build's route table as React Router's nested routes. */
async function routeTree(): Promise<RouteObject[]> {
  // The build startBuiltServer made, by a path the type check does not follow: CI checks types before (and while) it builds.
  const build = (await import(pathToFileURL(path.join(repoRoot, "build/server/index.js")).href)) as { routes: Record<string, BuildRoute> };
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(build.routes)
      .filter((r) => r.parentId === parentId)
      .map((r) => (r.index ? { id: r.id, index: true, path: r.path } : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: childrenOf(r.id) }));
  return childrenOf(undefined);
}

/** The route ids of the manifest inlined in a page: in its module script, or in the string that script is kept in until the first paint (docs/decisions/031). */
async function inlinedRouteIds(path: string): Promise<string[]> {
  const html = await (await fetch(`${server.base}${path}`)).text();
  const inString = /window\.__reactRouterManifest = (\{[\s\S]*?\\n\});/.exec(html)?.[1];
  const manifest = inString ? (JSON.parse(`"${inString}"`) as string) : /window\.__reactRouterManifest = (\{[\s\S]*?\n\});/.exec(html)?.[1];
  expect(manifest, `a manifest in ${path}`).toBeDefined();
  return Object.keys((JSON.parse(manifest!) as { routes: Record<string, unknown> }).routes).sort();
}

describe("the routes a page sends for its links", () => {
  it.each(["/admin/login", "/", "/credit-cards"])("%s: the page's routes and those of each path above it, every time", async (path) => {
    const tree = await routeTree();
    const segments = path.split("/").filter(Boolean);
    const above = ["/", ...segments.slice(0, -1).map((_, i) => `/${segments.slice(0, i + 1).join("/")}`)];
    const expected = new Set([path, ...above].flatMap((p) => (matchRoutes(tree, p) ?? []).map((m) => m.route.id!)));
    for (let i = 0; i < 3; i++) expect(await inlinedRouteIds(path)).toEqual([...expected].sort());
  });
});

describe("a route with a parameter, asked for in turns", () => {
  it("answers each value with its own, however often each was asked", async () => {
    const brand = async (name: string) => (await (await fetch(`${server.base}/api/get-partner-by-name/${name}`)).json()) as Record<string, unknown>;
    const first = { paisaplus: await brand("paisaplus"), cl: await brand("cl") };
    expect(JSON.stringify(first.paisaplus)).toContain("paisaplus");
    expect(first.paisaplus).not.toEqual(first.cl);
    for (let i = 0; i < 3; i++) {
      expect(await brand("cl")).toEqual(first.cl);
      expect(await brand("paisaplus")).toEqual(first.paisaplus);
      // A path longer than any route's is matched afresh each time: an unknown name, the default brand.
      expect(await brand("x".repeat(300))).toEqual(first.cl);
    }
  });
});
