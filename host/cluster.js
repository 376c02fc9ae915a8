// `npm start`: the production server (host/server.js) in this process, or in WEB_CONCURRENCY worker
// processes that share its port through node:cluster, with this process as their primary
// (docs/decisions/041). Plain JavaScript, like host/server.js.
import cluster from "node:cluster";
import os from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import { moduleLogger } from "./log.js";
import { webConcurrency } from "./web-concurrency.js";

const log = moduleLogger("cluster");

const serverScript = fileURLToPath(new URL("./server.js", import.meta.url));
// Longer than a worker's own graceful stop (host/server.js waits up to 12 s for jobs in hand).
const STOP_DEADLINE_MS = 15_000;
// A worker that dies sooner than this after it started counts as failing: its replacement waits, longer each time.
const QUICK_DEATH_MS = 10_000;
const LONGEST_WAIT_MS = 30_000;

const plan = webConcurrency(process.env, os.availableParallelism());
if (plan.error) {
  log.error(`${plan.error}`);
  process.exit(1);
}
if (plan.note) log.info(`${plan.note}`);

if (plan.count === 1) {
  await import(pathToFileURL(serverScript).href);
} else {
  runPrimary(plan.count);
}

function runPrimary(count) {
  cluster.setupPrimary({ exec: serverScript });
  const startedAt = new Map();
  const serving = new Set();
  let anyServed = false;
  let quickDeaths = 0;
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    if (stopping) return;
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  const alive = () => Object.values(cluster.workers ?? {}).filter(Boolean);

  cluster.on("listening", (worker) => {
    serving.add(worker.id);
    anyServed = true;
    log.info(`worker ${worker.process.pid} listening (${serving.size} of ${count})`);
  });

  cluster.on("exit", (worker, code, signal) => {
    const served = serving.delete(worker.id);
    const how = signal ? `signal ${signal}` : `exit ${code}`;
    if (stopping) {
      log.info(`worker ${worker.process.pid} stopped (${how})`);
      if (alive().length === 0) process.exit(exitCode);
      return;
    }
    // Before any worker has served, a worker that ends is the start-up failing (a refused setting, no
    // database): every worker would fail alike, so the primary stops as a single server would.
    if (!served && !anyServed) {
      log.error(`worker ${worker.process.pid} ended before serving (${how}); stopping`);
      stop(1, "SIGTERM");
      return;
    }
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const wait = quickDeaths ? Math.min(LONGEST_WAIT_MS, 500 * 2 ** quickDeaths) : 0;
    log.error(`worker ${worker.process.pid} ended (${how}); starting another${wait ? ` in ${wait / 1000} s` : ""}`);
    setTimeout(fork, wait).unref();
  });

  // Each worker stops on its own signal handler (host/server.js): it stops taking requests and finishes jobs in hand.
  function stop(code, signal) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = alive();
    if (workers.length === 0) process.exit(code);
    if (signal) for (const worker of workers) worker.process.kill(signal);
    setTimeout(() => {
      for (const worker of alive()) worker.process.kill("SIGKILL");
    }, STOP_DEADLINE_MS).unref();
  }

  // Passed on as it came. It may reach a worker twice (a terminal's Ctrl-C, `timeout` and systemd signal
  // the whole group): a worker stops once whatever the count (host/server.js).
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => stop(0, signal));

  log.info(`starting ${count} workers`);
  for (let i = 0; i < count; i++) fork();
}
