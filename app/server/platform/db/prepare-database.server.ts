import { closeDatabase, prepareDatabase } from "./db.server";
import { jobQueue, stopJobs } from "../jobs/jobs.server";

/**
 * Everything a new database needs before the server opens it: migrations, the demo seed on an empty one,
 * and the job queue's own tables and queues; then closes it. Run by host/prepare-database.js in a process
 * of its own on the embedded database, so the memory this work takes leaves with that process (issue 25).
 */
export async function prepareDatabaseAndClose(): Promise<void> {
  await prepareDatabase();
  await jobQueue();
  await stopJobs(0);
  await closeDatabase();
}
