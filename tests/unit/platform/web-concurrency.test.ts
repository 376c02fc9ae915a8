import { describe, expect, it } from "vitest";
import { webConcurrency } from "../../../host/web-concurrency.js";

const DATABASE_URL = "postgres://app@db.internal:5432/marketplace";

describe("how many server processes npm start runs (WEB_CONCURRENCY, docs/decisions/041)", () => {
  it("runs one unless asked: the default does not multiply the database connections", () => {
    expect(webConcurrency({ DATABASE_URL }, 8)).toEqual({ count: 1 });
    expect(webConcurrency({}, 8)).toEqual({ count: 1 });
  });

  it("runs the number asked for on PostgreSQL, or one per core with auto", () => {
    expect(webConcurrency({ DATABASE_URL, WEB_CONCURRENCY: "3" }, 8)).toEqual({ count: 3 });
    expect(webConcurrency({ DATABASE_URL, WEB_CONCURRENCY: "auto" }, 8)).toEqual({ count: 8 });
  });

  it("runs one on the embedded database, which one process opens, and says why", () => {
    const plan = webConcurrency({ WEB_CONCURRENCY: "4" }, 8);
    expect(plan.count).toBe(1);
    expect(plan.note).toMatch(/embedded database.*one process only.*DATABASE_URL/);
    expect(webConcurrency({ WEB_CONCURRENCY: "auto" }, 8).count).toBe(1);
  });

  it("refuses a value that is not a whole number of processes, naming it", () => {
    for (const bad of ["0", "-2", "two", "1.5"]) expect(webConcurrency({ DATABASE_URL, WEB_CONCURRENCY: bad }, 8).error).toContain(`"${bad}"`);
  });
});
