import { describe, expect, it } from "vitest";
import { startRefused } from "../../support/built-app";

describe("HEAP_GROWING_PERCENT on a real start (docs/decisions/082)", () => {
  it("refuses a value it cannot use, in one line that names it, before it opens any database", async () => {
    const { code, output } = await startRefused({ HEAP_GROWING_PERCENT: "lots", DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    expect(code).toBe(1);
    const lines = output.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('HEAP_GROWING_PERCENT must be a whole number from 1 to 300, not \\"lots\\"');
  }, 120_000);
});
