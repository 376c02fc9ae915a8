import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import config from "../../../playwright.config";

const dir = path.join(__dirname, "../../e2e");
const specs = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith(".spec.ts"));
const project = (name: string) => config.projects!.find((p) => p.name === name)!;
const matches = (pattern: unknown, file: string) => (pattern instanceof RegExp ? pattern.test(`/${file}`) : false);

/** docs/decisions/071: the back office runs without JavaScript only in its tests tagged @no-js. */
describe("the end-to-end projects", () => {
  const backOffice = specs.filter((f) => matches(project("js-off-back-office").testMatch, f));

  it("run every spec that is not the back office's in both modes", () => {
    const consumer = specs.filter((f) => !backOffice.includes(f));
    expect(consumer.length).toBeGreaterThan(10);
    for (const f of consumer) expect(matches(project("js-off").testIgnore, f), f).toBe(false);
    for (const f of backOffice) expect(matches(project("js-off").testIgnore, f), f).toBe(true);
  });

  it("keep, for every back-office spec, at least one test of its page's main action without JavaScript", () => {
    expect(backOffice.length).toBeGreaterThan(10);
    const without = backOffice.filter((f) => !readFileSync(path.join(dir, f), "utf8").includes('tag: "@no-js"'));
    expect(without).toEqual([]);
  });
});
