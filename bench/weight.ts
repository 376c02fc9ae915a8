/**
 * Bundle weight: what a first visit to each consumer page downloads (gzip
 * level 6 of the HTML, of its same-origin stylesheets and of its JavaScript),
 * beside a bare React Router app (its empty page, among as many routes as ours) built from the same
 * installed packages (bench/floor, "the floor"). Budget: a page's JavaScript
 * may exceed the floor's by at most 15 KB gzip. A report: FAIL is printed,
 * the exit code stays 0.
 * Run: npm run build && npx tsx bench/weight.ts   (or npm run bench, which builds first)
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pagePaths } from "./pages";
import { readAfterPaintCode } from "../app/server/platform/http/scripts-after-paint.server";
import { applyForOffer, completeProfile, newMobile, signInConsumer } from "../tests/support/app-client";
import { repoRoot, startServer, type RunningServer } from "./server-process";

/** Budget: consumer-page JavaScript ≤ floor JavaScript + this many gzip bytes (1 KB = 1000 bytes, as Vite prints). */
export const JS_BUDGET_OVER_FLOOR = 15_000;

const RESULTS = path.join(repoRoot, "bench/results");
const FLOOR_DIR = path.join(repoRoot, "bench/floor");
const FLOOR_BUILD = path.join(RESULTS, "floor-build");
/** A cheap Android phone's Chrome, so the server treats us as a browser, not a bot. */
const USER_AGENT = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

export interface Asset {
  url: string;
  gzip: number;
  raw: number;
}

export interface PageWeight {
  path: string;
  status: number;
  /** gzip bytes */
  html: number;
  css: number;
  js: number;
  files: { css: Asset[]; js: Asset[] };
  /** cross-origin stylesheets and scripts: listed, not counted */
  external: string[];
}

const gzip = (bytes: Uint8Array) => gzipSync(bytes, { level: 6 }).length;

const decodeEntities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  const body = tag.replace(/^<\w+/, "").replace(/\/?>$/, "");
  for (const m of body.matchAll(/([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    out[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return out;
}

/** What a module's code imports: import "x"; import * as m from "x"; import { a } from "x"; import("x"). */
const moduleImports = (code: string) => [...code.matchAll(/\bimport\s*(?:\(\s*|[\w$*{}\s,]*?\bfrom\s*)?(["'])([^"']+)\1/g)].map((m) => m[2]);

/** The stylesheet and script URLs a browser fetches for this document, each once. */
export function assetUrls(html: string): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const a = attributes(tag);
    const rel = (a.rel ?? "").toLowerCase().split(/\s+/);
    if (!a.href) continue;
    if (rel.includes("stylesheet")) css.add(a.href);
    if (rel.includes("modulepreload")) js.add(a.href);
  }
  for (const [, attrs, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const a = attributes(`<script ${attrs}>`);
    if (a.src) js.add(a.src);
    else if (a.type === "module") {
      for (const url of moduleImports(content)) js.add(url);
      // Asked for after the first paint (app/server/platform/http/scripts-after-paint.server.ts): the preloads and the original
      // module's code are JSON in it. They are still downloaded, so they still count.
      const deferred = readAfterPaintCode(content);
      if (deferred) {
        for (const url of deferred.preloads) js.add(url);
        for (const url of moduleImports(deferred.code)) js.add(url);
      }
    }
  }
  return { css: [...css], js: [...js] };
}

const fetchOptions = (cookie = "") => ({
  headers: { "user-agent": USER_AGENT, accept: "text/html,*/*", "accept-language": "en-IN,en;q=0.9", ...(cookie ? { cookie } : {}) },
  signal: AbortSignal.timeout(30_000),
});

/**
 * Fetches one page as a first visit (no cached files) and weighs it and
 * everything it loads; a signed-in page is fetched with its consumer's cookies.
 */
export async function weighPage(base: string, pagePath: string, cache = new Map<string, Asset>(), cookie = ""): Promise<PageWeight> {
  const res = await fetch(base + pagePath, { ...fetchOptions(cookie), redirect: "manual" });
  if (res.status >= 300 && res.status < 400) throw new Error(`${pagePath} answered ${res.status} to ${res.headers.get("location")}: not the page to weigh`);
  const body = new Uint8Array(await res.arrayBuffer());
  const html = new TextDecoder().decode(body);
  const origin = new URL(base).origin;
  const urls = assetUrls(html);
  const external: string[] = [];
  const weigh = async (hrefs: string[]) => {
    const assets: Asset[] = [];
    for (const href of hrefs) {
      const url = new URL(href, res.url);
      if (url.origin !== origin) {
        external.push(url.href);
        continue;
      }
      let asset = cache.get(url.href);
      if (!asset) {
        const r = await fetch(url, fetchOptions());
        if (!r.ok) throw new Error(`${pagePath}: ${url.pathname} answered ${r.status}`);
        const bytes = new Uint8Array(await r.arrayBuffer());
        asset = { url: url.pathname + url.search, gzip: gzip(bytes), raw: bytes.length };
        cache.set(url.href, asset);
      }
      assets.push(asset);
    }
    return assets;
  };
  const css = await weigh(urls.css);
  const js = await weigh(urls.js);
  const sum = (xs: Asset[]) => xs.reduce((n, a) => n + a.gzip, 0);
  return { path: pagePath, status: res.status, html: gzip(body), css: sum(css), js: sum(js), files: { css, js }, external };
}

/** Builds bench/floor into bench/results/floor-build with the project's own @react-router/dev. */
export function buildFloor() {
  rmSync(FLOOR_BUILD, { recursive: true, force: true });
  const result = spawnSync(path.join(repoRoot, "node_modules/.bin/react-router"), ["build"], {
    cwd: FLOOR_DIR,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
    timeout: 120_000,
  });
  if (result.status !== 0) throw new Error(`floor build failed:\n${result.stdout}\n${result.stderr}`);
}

async function weighFloor(): Promise<PageWeight> {
  buildFloor();
  const server = await startServer({}, "bench/floor/server.js");
  try {
    return await weighPage(server.base, "/");
  } finally {
    await server.stop();
  }
}

async function weighApp(paths: string[]): Promise<PageWeight[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-weight-"));
  try {
    const server = await startServer({ PGLITE_DIR: dir, DATABASE_URL: "" });
    try {
      const cache = new Map<string, Asset>();
      const pages: PageWeight[] = [];
      for (const p of paths) pages.push(await weighPage(server.base, p, cache));
      for (const { path: p, cookie } of await signedInPages(server)) pages.push({ ...(await weighPage(server.base, p, cache, cookie)), path: `${p} (signed in)` });
      return pages;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The consumer pages behind the OTP login, each with the cookies of a consumer
 * who reached it the way a person does (tests/support/app-client.ts): a new
 * one choosing a product, one between the two profile steps, one with
 * offers and a Key Fact Statement, one who has applied.
 */
async function signedInPages(server: RunningServer): Promise<{ path: string; cookie: string }[]> {
  const fresh = await signInConsumer(server.base, newMobile(), server.otpFor);
  const chosen = await signInConsumer(server.base, newMobile(), server.otpFor, { product: "pl" });
  const withOffers = await signInConsumer(server.base, newMobile(), server.otpFor, { product: "pl" });
  await completeProfile(withOffers);
  const offersHtml = await (await withOffers.browser.get("/user/offers")).text();
  const lender = /href="\/user\/apply\/([^"/?]+)(?:\?[^"]*)?"/.exec(offersHtml)?.[1];
  if (!lender) throw new Error("bench: the complete profile got no offer to apply for");
  const consent = await withOffers.browser.postExpectingRedirect(`/user/apply/${lender}`, { acknowledge: "on" });
  const applied = await signInConsumer(server.base, newMobile(), server.otpFor, { product: "pl" });
  await completeProfile(applied);
  const { statusPath } = await applyForOffer(applied, lender);
  const cookie = (c: { browser: { jar: { header(): string } } }) => c.browser.jar.header();
  return [
    { path: "/products", cookie: cookie(fresh) },
    { path: "/user/user-detail", cookie: cookie(chosen) },
    { path: "/user/offers", cookie: cookie(withOffers) },
    { path: `/user/apply/${lender}`, cookie: cookie(withOffers) },
    { path: consent, cookie: cookie(withOffers) },
    { path: statusPath, cookie: cookie(applied) },
  ];
}

const version = (pkg: string) => (JSON.parse(readFileSync(path.join(repoRoot, "node_modules", pkg, "package.json"), "utf8")) as { version: string }).version;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const cell = (bytes: number) => `${kb(bytes)} (${bytes})`.padStart(19);
const signed = (bytes: number) => `${bytes >= 0 ? "+" : "−"}${kb(Math.abs(bytes))} (${bytes})`.padStart(21);

export async function runWeightBench() {
  const paths = await pagePaths();
  const floor = await weighFloor();
  const pages = (await weighApp(paths)).map((p) => ({ ...p, jsOverFloor: p.js - floor.js, pass: p.js - floor.js <= JS_BUDGET_OVER_FLOOR }));
  const pass = pages.every((p) => p.pass);
  const versions = {
    "react-router": version("react-router"),
    "@react-router/dev": version("@react-router/dev"),
    react: version("react"),
    "react-dom": version("react-dom"),
    vite: version("vite"),
    node: process.versions.node,
  };

  const width = Math.max(12, ...pages.map((p) => p.path.length)) + 6;
  const header = ["page".padEnd(width), "HTML".padStart(19), "CSS".padStart(19), "JS".padStart(19), "JS − floor".padStart(21), "  result"];
  console.log(`\nBundle weight: first visit, gzip level 6, 1 KB = 1000 bytes (bytes in brackets)`);
  console.log(`react-router ${versions["react-router"]}, react ${versions.react}, vite ${versions.vite}`);
  console.log(`Budget: page JS ≤ floor JS + ${kb(JS_BUDGET_OVER_FLOOR)}\n`);
  console.log(header.join(" "));
  console.log(
    [`floor ${floor.path}`.padEnd(width), cell(floor.html), cell(floor.css), cell(floor.js), "".padStart(21), "  (bare React Router: its empty page, among as many routes as ours)"].join(" "),
  );
  for (const p of pages) {
    const label = `${p.path}${p.status === 200 ? "" : ` [${p.status}]`}`;
    console.log([label.padEnd(width), cell(p.html), cell(p.css), cell(p.js), signed(p.jsOverFloor), `  ${p.pass ? "PASS" : "FAIL"}`].join(" "));
  }
  const external = [...new Set(pages.flatMap((p) => p.external))];
  if (external.length) console.log(`\nNot counted (other origins): ${external.join(", ")}`);
  const failed = pages.filter((p) => !p.pass);
  console.log(
    failed.length
      ? `\nFAIL: ${failed.length} of ${pages.length} pages over budget: ${failed.map((p) => `${p.path} ${signed(p.jsOverFloor).trim()}`).join(", ")}`
      : `\nPASS: every page's JavaScript within floor + ${kb(JS_BUDGET_OVER_FLOOR)}`,
  );

  const report = {
    date: new Date().toISOString(),
    versions,
    method:
      "first visit (public pages with no cookies; signed-in pages with their consumer's cookies, reached through the real OTP login); gzip level 6 (Node zlib) of the HTML as served and of each same-origin stylesheet and script (script src, modulepreload, imports of the inline module script), each URL once per page; 1 KB = 1000 bytes",
    budget: { jsOverFloorBytes: JS_BUDGET_OVER_FLOOR },
    floor,
    pages,
    pass,
  };
  mkdirSync(RESULTS, { recursive: true });
  const out = path.join(RESULTS, "bundle-weight.json");
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Written ${path.relative(repoRoot, out)}`);
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runWeightBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
