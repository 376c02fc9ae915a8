import { isDatabaseUnavailable, outageReason } from "../db/database-outage.server";
import { logger } from "../db/log.server";

const log = logger("jobs");

/**
 * The job queue while the database is away (docs/decisions/040). pg-boss
 * reports its failures as events (an unheard one would end the process), and
 * its workers keep polling, so the work is taken up again once the database
 * is back. pg-boss 10 does not wait on the call that marks a batch done or
 * failed, so that call failing for an outage is a promise nobody handles, and
 * Node ends the process on one: such a promise is reported here instead (the
 * job stays active, expires and is run again); any other unhandled rejection
 * still ends the process, as Node would.
 */
let quietUntil = 0;

/** An outage is said once every half minute, not at each of the workers' polls (twice a second per kind of job). */
export function reportQueueError(error: unknown) {
  if (!isDatabaseUnavailable(error)) {
    const message = error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error);
    return log.error({ err: error }, `the job queue failed: ${message}`);
  }
  if (Date.now() < quietUntil) return;
  quietUntil = Date.now() + 30_000;
  log.warn(`database unreachable (${outageReason(error)}): the queue waits for it`);
}

let guarded = false;

export function survivesQueueOutages() {
  if (guarded) return;
  guarded = true;
  process.on("unhandledRejection", (reason) => {
    if (isDatabaseUnavailable(reason)) return reportQueueError(reason);
    // Another listener (a test runner) has its own way with it; alone, this ends the process as Node would.
    if (process.listenerCount("unhandledRejection") === 1) throw reason;
  });
}
