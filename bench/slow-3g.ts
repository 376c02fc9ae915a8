/**
 * Slow 3G (issue 13 target 3, issue 25 target 3): Chromium on a 2 s round
 * trip, 400 kbit/s down and up, CPU ×4 slower, first visit with an empty
 * cache. For the landing, /verification and the profile page: the first
 * contentful paint, and the moment the page's form is painted, measured in
 * the page from navigation start (the first frame in which its first field
 * has a box). Beside each, the floor's empty page (bench/floor) loaded the
 * same way in the same run: one round trip and its bytes, what no page can
 * beat. Median of RUNS (3) loads each, the floor's and the page's in turns.
 * Target: the form painted ≤ 2.6 s (one round trip plus the bytes).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { newMobile, signInConsumer } from "../tests/support/app-client";
import { startServer } from "./server-process";
import type { SummaryRow } from "./summary";
import { buildFloor } from "./weight";

const TARGET_MS = 2600;
const RUNS = Number(process.env.SLOW_3G_RUNS ?? 3);
const NETWORK = { offline: false, latency: 2000, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Runs in the page before its own scripts: each frame, until the field has a box, notes the frame's time
 * (ms from navigation start); the frame that first draws it is its first paint.
 */
const watchField = (selector: string) => `(() => {
  const look = () => {
    const field = document.querySelector(${JSON.stringify(selector)});
    if (field && field.getBoundingClientRect().height > 0) window.__formPainted = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

interface Load {
  fcp: number;
  form: number | null;
}

/** One cold load in a new context: its first contentful paint and, when asked, when `selector`'s field was first painted. */
async function load(browser: Browser, url: string, selector: string | null, prepare?: (context: BrowserContext) => Promise<void>): Promise<Load> {
  const context = await browser.newContext({ locale: "en-IN" });
  try {
    await prepare?.(context);
    const page = await context.newPage();
    if (selector) await page.addInitScript(watchField(selector));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    if (selector) await page.waitForFunction(() => "__formPainted" in window, null, { timeout: 30_000 });
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      form: (window as unknown as { __formPainted?: number }).__formPainted ?? null,
    }));
  } finally {
    await context.close();
  }
}

export async function runSlow3gBench() {
  buildFloor();
  const dir = mkdtempSync(path.join(tmpdir(), "bench-3g-"));
  const server = await startServer({ PGLITE_DIR: dir, DATABASE_URL: "" });
  const floor = await startServer({}, "bench/floor/server.js");
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const cookiesOf = (pairs: [string, string][]) => async (context: BrowserContext) => context.addCookies(pairs.map(([name, value]) => ({ name, value, url: server.base })));
    /** /verification after asking for a code, as the landing's form leads there: a new visitor each time. */
    const askedForCode = async (context: BrowserContext) => {
      const res = await fetch(`${server.base}/?index`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.base },
        body: new URLSearchParams({ contact: newMobile(), name__confirm: "" }),
      });
      await cookiesOf(res.headers.getSetCookie().map((c) => [c.split("=")[0], c.split(";")[0].slice(c.indexOf("=") + 1)]))(context);
    };
    const consumer = await signInConsumer(server.base, newMobile(), server.otpFor, { product: "pl" });
    // The session only: a first visit holds no stylesheet, so not the cookie that says it does (cssv).
    const signedIn = cookiesOf(consumer.browser.jar.entries().filter(([name]) => name !== "cssv"));
    const pages = [
      { page: "/", url: `${server.base}/`, field: 'input[name="contact"]' },
      // The landing in Tamil (issue 38): a script of its own, in the phone's own font.
      { page: "/?lng=ta", url: `${server.base}/?lng=ta`, field: 'input[name="contact"]' },
      { page: "/verification", url: `${server.base}/verification`, field: 'input[name="otp"]', prepare: askedForCode },
      { page: "/user/user-detail (signed in)", url: `${server.base}/user/user-detail`, field: 'input[name="firstName"]', prepare: signedIn },
    ];
    const floorLoads: Load[] = [];
    const rows = [];
    for (const p of pages) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run++) {
        floorLoads.push(await load(browser, `${floor.base}/`, null));
        loads.push(await load(browser, p.url, p.field, p.prepare));
      }
      // The frame that first lays the field out paints it: at the first contentful paint when that is the frame, else just after.
      rows.push({ page: p.page, fcp: median(loads.map((l) => l.fcp)), form: median(loads.map((l) => Math.max(l.form ?? Infinity, l.fcp))) });
    }
    const floorFcp = median(floorLoads.map((l) => l.fcp));
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(`\nSlow 3G: 2 s round trip, 400 kbit/s, CPU ×4, empty cache, median of ${RUNS}. Target: form painted ≤ ${s(TARGET_MS)}`);
    console.log(`The floor's empty page, first paint, same run (${floorLoads.length} loads): ${s(floorFcp)}\n`);
    console.log(["page".padEnd(34), "first paint".padStart(12), "form painted".padStart(13), "× floor".padStart(9), "  result"].join(""));
    for (const r of rows) {
      console.log([r.page.padEnd(34), s(r.fcp).padStart(12), s(r.form).padStart(13), (r.form / floorFcp).toFixed(2).padStart(9), `  ${r.form <= TARGET_MS ? "PASS" : "FAIL"}`].join(""));
    }
    const summary: SummaryRow[] = rows.map((r) => ({
      item: "3 slow 3G",
      figure: `${r.page}: form painted (first paint ${s(r.fcp)})`,
      value: s(r.form),
      target: `≤ ${s(TARGET_MS)}`,
      baseline: `floor's first paint ${s(floorFcp)}`,
      ratio: `${(r.form / floorFcp).toFixed(2)}×`,
      pass: r.form <= TARGET_MS,
    }));
    return { rows, floorFcp, summary };
  } finally {
    await browser.close();
    await server.stop();
    await floor.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runSlow3gBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
