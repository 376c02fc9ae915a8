/**
 * Where a first visit's main thread goes (issue 25): loads pages in Debian's
 * Chromium at CPU ×4 with a performance trace, and prints each task over
 * 50 ms after navigation (the ones Total Blocking Time counts, less 50 ms
 * each) with the longest events inside it (style and layout, script
 * evaluation, a function call and its file, an SVG image's own document).
 * The floor's empty page is loaded in turns with them, so a busy machine shows
 * in both. Not a target: a tool for finding causes, beside `lighthouse`.
 * Run: npm run build && PATHS=/,/privacy-policy npx tsx bench/long-tasks.ts
 * (SIGNED_IN=1: as a consumer just signed in through the OTP login;
 * ROUNDS=2 by default; traces are written to bench/results/traces/).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { newMobile, signInConsumer } from "../tests/support/app-client";
import { repoRoot, startServer } from "./server-process";
import { buildFloor } from "./weight";

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/** The renderer's main thread of the page: the busiest CrRendererMain (a trace holds others, e.g. about:blank's). */
function mainThread(events: TraceEvent[]) {
  const busy = (t: TraceEvent) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === "RunTask").reduce((sum, e) => sum + (e.dur ?? 0), 0);
  return events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").sort((a, b) => busy(b) - busy(a))[0];
}

/** Tasks over 50 ms, each with its longest inner events: the lines to read. */
export function longTasks(events: TraceEvent[], base: string) {
  const main = mainThread(events);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const start = events.find((e) => e.name === "navigationStart" && e.pid === main.pid)?.ts ?? Math.min(...onMain.map((e) => e.ts));
  return onMain
    .filter((e) => e.name === "RunTask" && (e.dur ?? 0) > 50_000)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const inner = onMain
        .filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur! && (e.dur ?? 0) > 5_000 && e.name !== "RunTask")
        .slice(0, 6)
        .map((e) => {
          const what = e.args?.data?.url?.replace(base, "") || e.args?.data?.functionName;
          return `${e.name}${what ? `(${what.slice(0, 48)})` : ""} ${Math.round(e.dur! / 1000)}`;
        });
      return { at: Math.round((task.ts - start) / 1000), ms: Math.round(task.dur! / 1000), inner };
    });
}

async function main() {
  const paths = (process.env.PATHS ?? "/").split(",");
  const rounds = Number(process.env.ROUNDS ?? 2);
  buildFloor();
  const dir = mkdtempSync(path.join(tmpdir(), "bench-long-tasks-"));
  const server = await startServer({ PGLITE_DIR: dir, DATABASE_URL: "" });
  const floor = await startServer({}, "bench/floor/server.js");
  const traces = path.join(repoRoot, "bench/results/traces");
  mkdirSync(traces, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    // The session only: a first visit holds no stylesheet, so not the cookie that says it does (cssv).
    const consumer = process.env.SIGNED_IN ? await signInConsumer(server.base, newMobile(), server.otpFor, { product: "pl" }) : null;
    const cookies = (consumer?.browser.jar.entries() ?? []).filter(([name]) => name !== "cssv").map(([name, value]) => ({ name, value, url: server.base }));
    const loads = [{ who: "floor", base: floor.base, path: "/" }, ...paths.map((p) => ({ who: "app", base: server.base, path: p }))];
    for (let round = 0; round < rounds; round++) {
      for (const load of loads) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
        if (load.who === "app" && cookies.length) await context.addCookies(cookies);
        const page = await context.newPage();
        await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "loading", "blink.user_timing"] });
        await page.goto(`${load.base}${load.path}`, { waitUntil: "load" });
        // What runs after the load event: hydration, lazy modules, route discovery.
        await page.waitForTimeout(4000);
        const trace = await browser.stopTracing();
        writeFileSync(path.join(traces, `${load.who}${load.path.replace(/\W+/g, "_")}-${round}.json`), trace);
        const tasks = longTasks(JSON.parse(trace.toString()).traceEvents, load.base);
        const blocking = tasks.reduce((sum, t) => sum + t.ms - 50, 0);
        console.log(`\n${load.who} ${load.path} (round ${round + 1}): ${tasks.length} tasks over 50 ms, ${blocking} ms over 50 ms in all (from navigation, FCP not subtracted)`);
        for (const t of tasks) console.log(`  @${t.at} ms  ${t.ms} ms  ${t.inner.join("  ")}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    await floor.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
