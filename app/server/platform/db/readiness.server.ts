import { pingDatabase } from "./db.server";
import { checkJobQueue, JobQueueNotStarted } from "../jobs/jobs.server";
import { logger } from "./log.server";

/**
 * Whether this process can serve (GET /readyz, answered by host/server.js): the
 * database answers `select 1` and the job queue's workers run and reach their
 * tables, each within a second. A load balancer sends traffic only to a ready
 * process; /healthz only says the process is alive.
 */
export type CheckState = "ok" | "timeout" | "failed" | "not started";

export interface Readiness {
  status: "ready" | "unavailable";
  checks: { database: CheckState; jobQueue: CheckState };
}

const TIMEOUT_MS = 1000;
const log = logger("readiness");

/** One probe of each kind at a time: a slow database answers a burst of probes with one query, not a pool's worth. */
const running: Partial<Record<keyof Readiness["checks"], Promise<CheckState>>> = {};

function probe(name: keyof Readiness["checks"], check: () => Promise<void>): Promise<CheckState> {
  const outcome = (running[name] ??= check()
    .then(
      (): CheckState => "ok",
      (error: unknown): CheckState => {
        if (error instanceof JobQueueNotStarted) return "not started";
        log.warn({ err: error, check: name }, `readiness: the ${name} check failed`);
        return "failed";
      },
    )
    .finally(() => delete running[name]));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<CheckState>((resolve) => (timer = setTimeout(() => resolve("timeout"), TIMEOUT_MS)));
  return Promise.race([outcome, late]).finally(() => clearTimeout(timer));
}

export async function readiness(): Promise<Readiness> {
  const [database, jobQueue] = await Promise.all([probe("database", pingDatabase), probe("jobQueue", checkJobQueue)]);
  return { status: database === "ok" && jobQueue === "ok" ? "ready" : "unavailable", checks: { database, jobQueue } };
}
