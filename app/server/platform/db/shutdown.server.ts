import { closeDatabase } from "./db.server";
import { stopHousekeeping } from "./housekeeping.server";
import { pauseJobWorkers, stopJobs } from "../jobs/jobs.server";

/**
 * The app's half of a graceful shutdown (host/server.js runs it on SIGTERM/SIGINT,
 * docs/decisions/039-operations.md). First, while requests finish: the job
 * queue takes no new jobs.
 */
export async function pauseServerWork(): Promise<void> {
  await pauseJobWorkers();
}

/**
 * Then, once no request is left: the purge schedule stops, jobs in hand get
 * `timeoutMs` to finish (or go back to the queue for the next start), and the
 * database closes last, since both use it.
 */
export async function stopServerWork(timeoutMs: number): Promise<void> {
  await stopHousekeeping();
  await stopJobs(timeoutMs);
  await closeDatabase();
}
