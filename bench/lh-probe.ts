import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "./server-process";
import { buildFloor } from "./weight";

const paths = (process.env.PATHS ?? "/").split(",");
buildFloor();
const floor = await startServer({}, "bench/floor/server.js");
const dir = mkdtempSync(path.join(tmpdir(), "bench-lh-"));
const server = await startServer({ PGLITE_DIR: dir, DATABASE_URL: "" });
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
for (const [name, base, p] of [["floor", floor.base, "/"], ...paths.map((p) => ["app", server.base, p])] as const) {
  for (let i = 0; i < Number(process.env.RUNS ?? 1); i++) {
    const lhr = (await lighthouse(`${base}${p}`, { port: chrome.port, onlyCategories: ["performance"], output: "json", logLevel: "error" }))!.lhr;
    const a = lhr.audits;
    const br = (a["mainthread-work-breakdown"].details as any)?.items?.map((x: any) => `${x.group}:${Math.round(x.duration)}`).join(" ");
    const lt = (a["long-tasks"].details as any)?.items?.map((x: any) => `${x.url.replace(base, "")}@${Math.round(x.startTime)}:${Math.round(x.duration)}`).join(" ");
    console.log(name, p, "score", Math.round(lhr.categories.performance.score! * 100), "TBT", Math.round(a["total-blocking-time"].numericValue!), "FCP", Math.round(a["first-contentful-paint"].numericValue!), "LCP", Math.round(a["largest-contentful-paint"].numericValue!), "\n  ", br, "\n  long:", lt);
    if (process.env.SAVE) (await import("node:fs")).writeFileSync(`/work/scratch/lhr-${name}-${i}.json`, JSON.stringify(lhr));
  }
}
await chrome.kill(); await server.stop(); await floor.stop();
