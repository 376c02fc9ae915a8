// Run by the integration suite's global set-up (tests/support/vitest-global-setup.ts) on the template
// database: what every test file's own database would otherwise do first, done once.
import { prepareDatabase } from "~/server/platform/db/db.server";
import { jobQueue, stopJobs } from "~/server/platform/jobs/jobs.server";

const handle = await prepareDatabase();
// The job queue's own tables too: every file that starts the queue would otherwise create them.
await jobQueue();
await stopJobs();
await handle.close();
