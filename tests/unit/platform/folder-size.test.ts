import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * A folder per theme, none of more than 40 files (issue 37): past that a reader scans instead of
 * finding. The numbered logs are exempt: decision records and generated migrations are read by
 * number, never browsed.
 */
const LIMIT = 40;
const LOGS = [/^docs\/decisions\/$/, /^db\/migrations\//];

describe("the shelves", () => {
  it(`hold at most ${LIMIT} files in any folder of the repository`, () => {
    const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" }).trim().split("\n");
    const perFolder = new Map<string, number>();
    for (const file of files) {
      const folder = file.slice(0, file.lastIndexOf("/") + 1);
      if (folder && !LOGS.some((log) => log.test(folder))) perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
    }
    const over = [...perFolder].filter(([, n]) => n > LIMIT).map(([folder, n]) => `${folder}: ${n}`);
    expect(over).toEqual([]);
    expect(perFolder.size).toBeGreaterThan(50);
  });
});
