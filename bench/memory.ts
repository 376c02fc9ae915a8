/**
 * Memory (issue 25): the resident memory (VmRSS of /proc/<pid>/status) of the
 * server process, each figure beside the floor's (bench/floor) in the same run.
 * 1. The demo on embedded PGlite (a fresh data directory), idle 10 s after
 *    its first pages; then started again on the same directory. Target ≤ 300 MB.
 * 2. On PostgreSQL, right after 60 s (BENCH_MEMORY_SECONDS) at 50 connections
 *    on GET / and GET /user/offers of several signed-in consumers, beside the
 *    floor under the same load on its empty and signed-in pages. Target ≤ 200 MB.
 * 3. Soak: the same load for BENCH_SOAK_SECONDS more (600; 0 skips it), with a
 *    heap snapshot before and after (bench/results/heap/, opened in Chrome
 *    DevTools to compare). V8 takes a snapshot after a full garbage
 *    collection, so the live heap it holds is what the server keeps. Targets:
 *    live heap after ≤ before + 10 %; RSS at the end ≤ 1.1 × RSS a minute in.
 * Linux only (/proc). Run: npm run build && npx tsx bench/memory.ts
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sessionCookie as floorSessionCookie } from "./floor/session.js";
import { load } from "./load";
import { repoRoot, startServer, type RunningServer } from "./server-process";
import { times, type SummaryRow } from "./summary";
import { getter, offersConsumerCookie, withAppAndFloor } from "./throughput";
import { buildFloor } from "./weight";

const LOAD_SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 60);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const IDLE_SECONDS = 10;
/** Consumers whose offers the load asks for in turn: one consumer's page would be one query plan and one set of rows. */
const CONSUMERS = 5;
const TARGET = { pgliteIdle: 300e6, postgresLoaded: 200e6 };
/**
 * Live heap growth a soak may show and still count as flat. After a full collection the heap still
 * moves by a few MB with what V8 has compiled and what is in flight; a leak of even 50 bytes a request
 * over the soak's hundred thousand or so requests would pass 10 % of a 50 MB heap.
 */
const HEAP_GROWTH_ALLOWED = 0.1;
/**
 * RSS growth over the soak, counted from a while after the first snapshot (whose writing leaves native
 * memory behind, some 170 MB, so the absolute 200 MB is judged after the first minute, before it).
 */
const RSS_GROWTH_ALLOWED = 0.1;
const HEAP_DIR = path.join(repoRoot, "bench/results/heap");

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A process's memory as Linux reports it: resident now (anonymous and file-backed parts) and its peak. */
function memoryOf(server: RunningServer) {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kib("VmRSS"), anon: kib("RssAnon"), file: kib("RssFile"), peak: kib("VmHWM") };
}
type Memory = ReturnType<typeof memoryOf>;
const parts = (m: Memory) => `${mb(m.rss)} (anonymous ${mb(m.anon)}, files ${mb(m.file)}; peak ${mb(m.peak)})`;

/** A few GETs, then the server left alone for IDLE_SECONDS: what it holds when nobody is asking. */
async function idleAfter(server: RunningServer, paths: string[], cookie = "") {
  for (const p of paths) await getter(`${server.base}${p}`, p.startsWith("/user/") ? cookie : "")();
  await sleep(IDLE_SECONDS * 1000);
  return memoryOf(server);
}

function row(figure: string, value: number, target: number | null, floorName: string, floor: number): SummaryRow {
  return {
    item: "memory",
    figure,
    value: mb(value),
    target: target === null ? "—" : `≤ ${mb(target)}`,
    baseline: `${floorName} ${mb(floor)}`,
    ratio: times(value / floor),
    pass: target === null ? null : value <= target,
  };
}

/** The demo on PGlite: first start on an empty data directory, then a restart on the same one. */
async function pglite(floorIdle: Memory) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-memory-"));
  const pages = ["/", "/credit-cards", "/privacy-policy", "/admin/login", "/user/offers"];
  try {
    const once = async () => {
      const server = await startServer({ PGLITE_DIR: dir, DATABASE_URL: "" });
      try {
        return await idleAfter(server, pages, await offersConsumerCookie(server));
      } finally {
        await server.stop();
      }
    };
    const first = await once();
    const again = await once();
    console.log(`PGlite demo, idle ${IDLE_SECONDS} s after ${pages.join(", ")} (a consumer signed in): ${parts(first)}`);
    console.log(`  started again on the same data: ${parts(again)}`);
    return [
      row("PGlite demo, idle after start", first.rss, TARGET.pgliteIdle, "floor idle", floorIdle.rss),
      row("PGlite demo, idle after a restart on its data", again.rss, TARGET.pgliteIdle, "floor idle", floorIdle.rss),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function floorIdleMemory() {
  const floor = await startServer({}, "bench/floor/server.js");
  try {
    const idle = await idleAfter(floor, ["/"]);
    console.log(`floor (bare React Router, no database), idle ${IDLE_SECONDS} s after GET /: ${parts(idle)}`);
    return idle;
  } finally {
    await floor.stop();
  }
}

/** 50 connections for `seconds`, each asking for one page after the other in turn. */
function loadOf(seconds: number, requests: (() => Promise<number>)[]) {
  let turn = 0;
  return load(seconds, () => requests[turn++ % requests.length]());
}

interface Snapshot {
  file: string;
  /** The sum of every live object's own size: the heap V8 holds after its full collection. */
  heap: number;
  byKind: Map<string, number>;
}

/** A heap snapshot (the server is started with --heapsnapshot-signal=SIGUSR2), moved to bench/results/heap/<name>.heapsnapshot and summed. */
async function heapSnapshot(server: RunningServer, name: string): Promise<Snapshot> {
  const old = new Set(readdirSync(HEAP_DIR));
  server.child.kill("SIGUSR2");
  let written: string | undefined;
  let size = -1;
  // Node writes it on its main thread: once the file stops growing and the server answers again, it is whole.
  for (let i = 0; i < 600; i++) {
    await sleep(500);
    written ??= readdirSync(HEAP_DIR).find((f) => f.endsWith(".heapsnapshot") && !old.has(f));
    if (!written) continue;
    const now = statSync(path.join(HEAP_DIR, written)).size;
    if (now > 0 && now === size && (await fetch(`${server.base}/healthz`)).ok) break;
    size = now;
  }
  if (!written) throw new Error("the server wrote no heap snapshot");
  const file = path.join(HEAP_DIR, `${name}.heapsnapshot`);
  renameSync(path.join(HEAP_DIR, written), file);
  return { file, ...sumSnapshot(file) };
}

function sumSnapshot(file: string) {
  const snapshot = JSON.parse(readFileSync(file, "utf8")) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[]; strings: string[] };
  const fields = snapshot.snapshot.meta.node_fields;
  const [type, name, selfSize] = ["type", "name", "self_size"].map((f) => fields.indexOf(f));
  const types = snapshot.snapshot.meta.node_types[0];
  const byKind = new Map<string, number>();
  let heap = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const size = snapshot.nodes[i + selfSize];
    heap += size;
    const t = types[snapshot.nodes[i + type]];
    // Objects by their constructor; strings, code, arrays and the rest by their kind.
    const kind = t === "object" || t === "native" ? snapshot.strings[snapshot.nodes[i + name]] : `(${t})`;
    byKind.set(kind, (byKind.get(kind) ?? 0) + size);
  }
  return { heap, byKind };
}

/** What grew most between two snapshots: where to look first if the heap did. */
function largestGrowth(before: Snapshot, after: Snapshot, n = 8) {
  return [...after.byKind]
    .map(([kind, size]) => ({ kind, grew: size - (before.byKind.get(kind) ?? 0) }))
    .sort((a, b) => b.grew - a.grew)
    .slice(0, n);
}

/** On PostgreSQL: the app and the floor under the same load, then the app's soak. */
async function postgresLoad() {
  mkdirSync(HEAP_DIR, { recursive: true });
  const appEnv = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${HEAP_DIR}`.trim() };
  return withAppAndFloor(
    "memory",
    async (app, floor) => {
      const cookies = await Promise.all(Array.from({ length: CONSUMERS }, () => offersConsumerCookie(app)));
      const appMix = [getter(`${app.base}/`), ...cookies.map((c) => getter(`${app.base}/user/offers`, c))];
      // As many empty-page requests as the app's GET /, the rest on the signed-in page.
      const floorMix = [getter(`${floor.base}/`), ...cookies.map(() => getter(`${floor.base}/signed-in`, floorSessionCookie))];
      const appStart = memoryOf(app);
      const appLoad = await loadOf(LOAD_SECONDS, appMix);
      const appAfter = memoryOf(app);
      const floorStart = memoryOf(floor);
      const floorLoad = await loadOf(LOAD_SECONDS, floorMix);
      const floorAfter = memoryOf(floor);
      const answers = (l: typeof appLoad) => JSON.stringify(Object.fromEntries(l.statuses));
      console.log(`\nPostgreSQL, 50 connections for ${LOAD_SECONDS} s on GET / and GET /user/offers of ${CONSUMERS} consumers (floor: / and /signed-in)`);
      console.log(`  app:   at start ${parts(appStart)}; after ${parts(appAfter)}; ${appLoad.rps.toFixed(0)} req/s, answers ${answers(appLoad)}`);
      console.log(`  floor: at start ${parts(floorStart)}; after ${parts(floorAfter)}; ${floorLoad.rps.toFixed(0)} req/s, answers ${answers(floorLoad)}`);
      const rows: SummaryRow[] = [
        row(`PostgreSQL, after ${LOAD_SECONDS} s at 50 connections`, appAfter.rss, TARGET.postgresLoaded, "floor", floorAfter.rss),
        row("PostgreSQL, peak during that load (context)", appAfter.peak, null, "floor", floorAfter.peak),
      ];
      if (SOAK_SECONDS > 0) rows.push(...(await soak(app, appMix)));
      return rows;
    },
    appEnv,
  );
}

async function soak(app: RunningServer, mix: (() => Promise<number>)[]): Promise<SummaryRow[]> {
  const before = await heapSnapshot(app, "memory-before-soak");
  // Writing a snapshot takes native memory the allocator may keep: RSS growth is counted from a while after it.
  const settle = Math.min(60, SOAK_SECONDS / 2);
  const first = await loadOf(settle, mix);
  const start = memoryOf(app);
  const rest = await loadOf(SOAK_SECONDS - settle, mix);
  // In-flight work settles (sessions touched, jobs queued) before what is left is counted.
  await sleep(5000);
  const end = memoryOf(app);
  const after = await heapSnapshot(app, "memory-after-soak");
  const growth = after.heap / before.heap - 1;
  const requests = first.requests + rest.requests;
  const statuses = new Map(first.statuses);
  for (const [status, n] of rest.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n);
  console.log(`\nSoak: ${SOAK_SECONDS} s more of the same load, ${requests} requests (${(requests / SOAK_SECONDS).toFixed(0)} req/s), answers ${JSON.stringify(Object.fromEntries(statuses))}`);
  console.log(`  RSS ${settle} s in ${parts(start)}; at the end ${parts(end)}`);
  console.log(
    `  live heap (snapshots, after a full GC) ${mb(before.heap)} → ${mb(after.heap)} (${(growth * 100).toFixed(1)} %, ${((after.heap - before.heap) / requests).toFixed(1)} bytes a request)`,
  );
  console.log(
    `  grew most: ${largestGrowth(before, after)
      .map((g) => `${g.kind} ${g.grew >= 0 ? "+" : "−"}${mb(Math.abs(g.grew))}`)
      .join(", ")}`,
  );
  console.log(`  snapshots: ${path.relative(repoRoot, before.file)}, ${path.relative(repoRoot, after.file)}`);
  return [
    {
      item: "memory",
      figure: `soak ${SOAK_SECONDS} s: live heap after (snapshot)`,
      value: mb(after.heap),
      target: `≤ before + ${HEAP_GROWTH_ALLOWED * 100} %`,
      baseline: `before ${mb(before.heap)}`,
      ratio: times(after.heap / before.heap),
      pass: growth <= HEAP_GROWTH_ALLOWED,
    },
    {
      item: "memory",
      figure: `soak ${SOAK_SECONDS} s: RSS at the end`,
      value: mb(end.rss),
      target: `≤ ${1 + RSS_GROWTH_ALLOWED}× ${settle} s in`,
      baseline: `${settle} s in ${mb(start.rss)}`,
      ratio: times(end.rss / start.rss),
      pass: end.rss <= start.rss * (1 + RSS_GROWTH_ALLOWED),
    },
  ];
}

export async function runMemoryBench() {
  buildFloor();
  const floorIdle = await floorIdleMemory();
  const summary = [...(await pglite(floorIdle)), ...(await postgresLoad())];
  console.log("");
  for (const r of summary.filter((r) => r.pass !== null)) console.log(`${r.pass ? "PASS" : "FAIL"}  ${r.figure}: ${r.value} (${r.baseline}; target ${r.target})`);
  return { summary };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runMemoryBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
