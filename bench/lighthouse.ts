/**
 * Lighthouse mobile (issue 13 target 4, issue 25 target 1): the performance
 * score, Total Blocking Time, LCP and CLS of every consumer page, public and
 * signed in, on Debian's Chromium with Lighthouse's own mobile emulation
 * (simulated slow 4G, CPU ×4), each beside the floor's (bench/floor: a bare
 * React Router app among as many routes as ours) measured in the same run:
 * its empty page for a public page, its signed-in page (a session cookie, one
 * query) for a signed-in one. A Lighthouse score on a busy 2-core machine
 * moves by 20 points; only the floor beside it says what the machine did.
 * Each page is run RUNS times, and the floor once before each of the page's
 * runs, in turns; medians count (the floor's over every run of its kind).
 * Targets: score ≥ 98, TBT ≤ 2 × the floor's, LCP ≤ 2.0 s, CLS ≤ 0.05.
 * A signed-in page is measured with the cookies of a consumer signed in
 * through the real OTP flow, so it is the page that consumer gets.
 * Run: npm run build && npx tsx bench/lighthouse.ts (needs PostgreSQL for the floor's session)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { applyForOffer, completeProfile, newMobile, signInConsumer, type ConsumerSignIn } from "../tests/support/app-client";
import { benchDatabase } from "./bulk-lenders";
import { sessionCookie as floorSessionCookie } from "./floor/session.js";
import { pagePaths } from "./pages";
import { repoRoot, startServer } from "./server-process";
import type { SummaryRow } from "./summary";
import { buildFloor } from "./weight";
import { CSS_COOKIE } from "../app/server/platform/http/inline-css.server";

const TARGET = { score: 98, tbtOverFloor: 2, lcpMs: 2000, cls: 0.05 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Only the pages whose label contains one of these (comma-separated), to look at a few: `LIGHTHOUSE_PAGES=offers,KFS`. */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(",").filter(Boolean);

/** What Lighthouse clears before each run by default (its core/config/constants.js). */
const CLEARED_BY_DEFAULT = ["file_systems", "shader_cache", "service_workers", "cache_storage"] as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

interface Audit {
  score: number;
  tbt: number;
  fcp: number;
  lcp: number;
  cls: number;
}

const medians = (runs: Audit[]): Audit => ({
  score: median(runs.map((r) => r.score)),
  tbt: median(runs.map((r) => r.tbt)),
  fcp: median(runs.map((r) => r.fcp)),
  lcp: median(runs.map((r) => r.lcp)),
  cls: median(runs.map((r) => r.cls)),
});

export async function runLighthouseBench() {
  buildFloor();
  const dir = mkdtempSync(path.join(tmpdir(), "bench-lh-"));
  const reports = path.join(repoRoot, "bench/results/lighthouse");
  mkdirSync(reports, { recursive: true });
  const database = await benchDatabase("lighthouse_floor");
  const server = await startServer({ PGLITE_DIR: dir, DATABASE_URL: "" });
  const floor = await startServer({ DATABASE_URL: database.url }, "bench/floor/server.js");
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    // One consumer for the profile page, one with offers through to an application for the rest.
    const fresh = await signInConsumer(server.base, newMobile(), server.otpFor, { product: "pl" });
    const applied = await signInConsumer(server.base, newMobile(), server.otpFor, { product: "pl" });
    await completeProfile(applied, { product: "pl" });
    const offersPath = applied.location;
    const offersHtml = await (await applied.browser.get(offersPath)).text();
    const lender = /href="\/user\/apply\/([^"/?]+)(?:\?[^"]*)?"/.exec(offersHtml)![1];
    await applied.browser.postExpectingRedirect(`/user/apply/${lender}`, { acknowledge: "on" });
    const done = await signInConsumer(server.base, newMobile(), server.otpFor, { product: "pl" });
    await completeProfile(done, { product: "pl" });
    const { lender: doneLender } = await applyForOffer(done, lender);
    const pages: { label: string; path: string; as?: ConsumerSignIn; cookie?: string }[] = [
      // A 404 is not measured: Lighthouse refuses a page that answers an error status.
      ...(await pagePaths()).filter((p) => p !== "/404").map((p) => ({ label: p, path: p })),
      { label: "/verification", path: "/verification" },
      { label: "/products (signed in)", path: "/products", as: fresh },
      { label: "/user/user-detail (signed in)", path: "/user/user-detail", as: fresh },
      { label: "/user/offers (signed in)", path: offersPath, as: applied },
      { label: "KFS /user/apply/{lender}", path: `/user/apply/${lender}`, as: applied },
      { label: "consent (signed in)", path: `/user/apply/${lender}/consent`, as: applied },
      { label: "status (signed in)", path: `/user/lenders-transaction/${doneLender}`, as: done },
      { label: "welcome-back (signed in)", path: "/user/welcome-back", as: done },
    ];
    const audit = async (url: string, cookie: string | undefined): Promise<Audit> => {
      const run = async () =>
        (await lighthouse(url, {
          port: chrome.port,
          onlyCategories: ["performance"],
          output: "json",
          logLevel: "error",
          extraHeaders: cookie ? { Cookie: cookie } : undefined,
          // A cold load: Lighthouse empties the cache but keeps cookies unless told, so every page after the
          // first would find the cookie that says "stylesheet held" (cssv) with no stylesheet in the cache.
          clearStorageTypes: [...CLEARED_BY_DEFAULT, "cookies" as const],
        }))!.lhr;
      let lhr = await run();
      // A run Lighthouse could not finish (a page still loading when it gave up) is run again, once.
      if (lhr.runtimeError) lhr = await run();
      if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
      // Each report kept (the last run of each URL), to open in Lighthouse's viewer: where the main thread went.
      // The query too: the landing and the landing in Tamil (/?lng=ta) are two reports.
      writeFileSync(path.join(reports, `${new URL(url).port}${(new URL(url).pathname + new URL(url).search).replace(/[/?&=]/g, "_")}.json`), JSON.stringify(lhr));
      return {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        tbt: lhr.audits["total-blocking-time"].numericValue ?? NaN,
        fcp: lhr.audits["first-contentful-paint"].numericValue ?? NaN,
        lcp: lhr.audits["largest-contentful-paint"].numericValue ?? NaN,
        cls: lhr.audits["cumulative-layout-shift"].numericValue ?? NaN,
      };
    };
    const floorRuns: Record<"public" | "signedIn", Audit[]> = { public: [], signedIn: [] };
    const measured: { label: string; kind: "public" | "signedIn"; app: Audit }[] = [];
    for (const page of pages.filter((p) => !ONLY || ONLY.some((o) => p.label.includes(o)))) {
      // /verification needs a login in progress: a code asked for, as the landing's form does.
      if (page.path === "/verification") page.cookie = await signInConsumerStart(server.base);
      // The consumer's session, not the marker saying the browser holds the stylesheet (cssv): a cold load holds nothing.
      const cookie = page.cookie ?? (page.as ? withoutStylesheetMark(page.as.browser.jar.header()) : undefined);
      const kind = page.as ? "signedIn" : "public";
      const runs: Audit[] = [];
      for (let run = 0; run < RUNS; run++) {
        // The floor's page of the same kind, then ours: both see the same minutes of the machine.
        floorRuns[kind].push(kind === "signedIn" ? await audit(`${floor.base}/signed-in`, floorSessionCookie) : await audit(`${floor.base}/`, undefined));
        runs.push(await audit(`${server.base}${page.path}`, cookie));
      }
      measured.push({ label: page.label, kind, app: medians(runs) });
    }
    const floors = { public: medians(floorRuns.public), signedIn: medians(floorRuns.signedIn) };
    const rows = measured.map(({ label, kind, app }) => {
      const f = floors[kind];
      const tbtRatio = app.tbt / Math.max(f.tbt, 1);
      const pass = app.score >= TARGET.score && app.tbt <= TARGET.tbtOverFloor * f.tbt && app.lcp <= TARGET.lcpMs && app.cls <= TARGET.cls;
      return { label, kind, ...app, floor: f, tbtRatio, pass };
    });
    const s = (x: number) => `${(x / 1000).toFixed(2)} s`;
    console.log(
      `\nLighthouse mobile (simulated slow 4G, CPU ×4), median of ${RUNS} runs, beside the floor's in the same run (its empty page for public pages, its signed-in page for signed-in ones; ${floorRuns.public.length} + ${floorRuns.signedIn.length} runs).`,
    );
    console.log(`Targets: score ≥ ${TARGET.score}, TBT ≤ ${TARGET.tbtOverFloor} × the floor's, LCP ≤ ${TARGET.lcpMs / 1000} s, CLS ≤ ${TARGET.cls}\n`);
    console.log(
      ["page".padEnd(34), "score".padStart(6), "floor".padStart(6), "TBT".padStart(8), "floor".padStart(8), "×".padStart(6), "FCP".padStart(8), "LCP".padStart(8), "CLS".padStart(7), "  result"].join(
        "",
      ),
    );
    for (const r of rows) {
      console.log(
        [
          r.label.padEnd(34),
          String(r.score).padStart(6),
          String(r.floor.score).padStart(6),
          `${Math.round(r.tbt)} ms`.padStart(8),
          `${Math.round(r.floor.tbt)} ms`.padStart(8),
          r.tbtRatio.toFixed(1).padStart(6),
          s(r.fcp).padStart(8),
          s(r.lcp).padStart(8),
          r.cls.toFixed(3).padStart(7),
          `  ${r.pass ? "PASS" : "FAIL"}`,
        ].join(""),
      );
    }
    const summary: SummaryRow[] = rows.flatMap((r) => [
      {
        item: "4 lighthouse",
        figure: `${r.label}: score (LCP ${s(r.lcp)}, CLS ${r.cls.toFixed(2)})`,
        value: String(r.score),
        target: `≥ ${TARGET.score}, LCP ≤ ${TARGET.lcpMs / 1000} s, CLS ≤ ${TARGET.cls}`,
        baseline: `floor ${r.floor.score}`,
        ratio: "—",
        pass: r.score >= TARGET.score && r.lcp <= TARGET.lcpMs && r.cls <= TARGET.cls,
      },
      {
        item: "4 lighthouse",
        figure: `${r.label}: Total Blocking Time`,
        value: `${Math.round(r.tbt)} ms`,
        target: `≤ ${TARGET.tbtOverFloor}× floor`,
        baseline: `floor ${Math.round(r.floor.tbt)} ms`,
        ratio: `${r.tbtRatio.toFixed(2)}×`,
        pass: r.tbt <= TARGET.tbtOverFloor * r.floor.tbt,
      },
    ]);
    return { rows, floors, summary };
  } finally {
    await chrome.kill();
    await server.stop();
    await floor.stop();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const withoutStylesheetMark = (cookieHeader: string) =>
  cookieHeader
    .split("; ")
    .filter((c) => !c.startsWith(`${CSS_COOKIE}=`))
    .join("; ");

/** The cookies of a visitor who asked for a code on the landing (so /verification shows its form). */
async function signInConsumerStart(base: string): Promise<string> {
  const res = await fetch(`${base}/?index`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ contact: newMobile(), name__confirm: "" }),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runLighthouseBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
