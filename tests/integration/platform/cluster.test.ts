import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startBuiltServer } from "../../support/built-app";
import { answeringProcess, canSeeSockets } from "../../support/connection-owner";
import type { RunningServer } from "../../support/node-server";

/**
 * `npm start`'s cluster mode (host/start.sh, then host/cluster.js,
 * docs/decisions/041): with WEB_CONCURRENCY=2 on PostgreSQL the primary runs
 * two workers on one port, both answer, each with the start command's memory
 * settings (docs/decisions/083), a worker that dies is replaced, and SIGTERM
 * to the primary stops the workers through their own graceful stop.
 */
const realDatabase = inject("postgresAdminUrl") !== null;

let primary: RunningServer | undefined;
beforeAll(async () => {
  if (realDatabase && canSeeSockets) primary = await startBuiltServer({ WEB_CONCURRENCY: "2", DATABASE_POOL_SIZE: "4", JOB_POOL_SIZE: "2", MALLOC_ARENA_MAX: "" }, "host/start.sh");
}, 180_000);
afterAll(() => primary?.stop());

const workersListening = (log: string) => [...log.matchAll(/worker (\d+) listening/g)].map((m) => Number(m[1]));
/** A process's command-line arguments and its environment, as the kernel shows them. */
const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
const environment = (pid: number) => readFileSync(`/proc/${pid}/environ`, "utf8").split("\0").filter(Boolean);

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits (up to 60 s: a worker starts in a few seconds, slower on a loaded machine) for the log to say what `found` looks for. */
async function untilLogged<T>(log: () => string, found: (log: string) => T | null, what: string): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = found(log());
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`the cluster never logged ${what}:\n${log()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The workers seen answering a GET on new connections (up to 20 tries: the primary deals connections round-robin). */
async function answeringWorkers(base: string, pids: number[]): Promise<Set<number | null>> {
  const seen = new Set<number | null>();
  for (let i = 0; i < 20 && seen.size < pids.length; i++) {
    const { status, pid } = await answeringProcess(`${base}/healthz`, pids);
    expect(status).toBe(200);
    seen.add(pid);
  }
  return seen;
}

describe.skipIf(!realDatabase || !canSeeSockets)("npm start with WEB_CONCURRENCY=2 on PostgreSQL", () => {
  it("runs two workers that both answer, replaces one that is killed, and stops them all on SIGTERM", async () => {
    const server = primary!;
    const first = await untilLogged(server.log, (log) => (new Set(workersListening(log)).size >= 2 ? [...new Set(workersListening(log))] : null), "two workers listening");
    expect(first.every(isRunning)).toBe(true);
    for (const pid of [server.child.pid!, ...first]) {
      expect(commandLine(pid)).toContain("--max-semi-space-size=8");
      expect(environment(pid)).toContain("MALLOC_ARENA_MAX=2");
    }
    expect(await answeringWorkers(server.base, first)).toEqual(new Set(first));

    const [killed, survivor] = first;
    process.kill(killed, "SIGKILL");
    const replacement = await untilLogged(server.log, (log) => workersListening(log).find((pid) => !first.includes(pid)) ?? null, "a new worker listening after one was killed");
    expect(server.log()).toContain(`worker ${killed} ended (signal SIGKILL); starting another`);
    expect(isRunning(killed)).toBe(false);
    expect(await answeringWorkers(server.base, [survivor, replacement])).toEqual(new Set([survivor, replacement]));

    await server.stop();
    expect(server.child.exitCode).toBe(0);
    // Each worker ran its own stop (host/server.js ends with exit 0 once its jobs in hand are done), not a kill.
    expect(server.log()).toContain(`worker ${survivor} stopped (exit 0)`);
    expect(server.log()).toContain(`worker ${replacement} stopped (exit 0)`);
    expect([survivor, replacement].some(isRunning)).toBe(false);
  });
});
