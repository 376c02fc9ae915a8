import { describe, expect, it } from "vitest";
import { startBackgroundWork, stopBackgroundWork } from "~/server/platform/jobs/background-work.server";
import { prepareDatabase } from "~/server/platform/db/db.server";
import { readiness } from "~/server/platform/db/readiness.server";

/** What /readyz answers (host/server.js), asked of the app's own check on this file's database. */
describe("readiness", () => {
  it("is not ready while the job queue's workers are not running, ready once they are, and not again once stopped", async () => {
    // As host/server.js does before it listens: migrations and seed first (they take longer than the check's second).
    await prepareDatabase();
    expect(await readiness()).toEqual({ status: "unavailable", checks: { database: "ok", jobQueue: "not started" } });
    await startBackgroundWork();
    try {
      expect(await readiness()).toEqual({ status: "ready", checks: { database: "ok", jobQueue: "ok" } });
    } finally {
      await stopBackgroundWork();
    }
    expect((await readiness()).checks.jobQueue).toBe("not started");
  });
});
