import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { keepRouteWork } from "../../../host/react-router-memo.js";

describe("React Router's route work, kept per build (host/react-router-memo.js, docs/decisions/084)", () => {
  // The installed release's ES module chunks, both builds: the server imports those.
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router")), "..");
  const chunks = ["development", "production"].flatMap((build) =>
    readdirSync(path.join(dist, build))
      .filter((f) => /^chunk-.*\.mjs$/.test(f))
      .map((f) => readFileSync(path.join(dist, build, f), "utf8")),
  );
  const holding = (name: string) => chunks.filter((source) => source.includes(`function ${name}(`));

  it.each([
    ["matchRoutesImpl", "matchRoutesEveryTime"],
    ["createServerRoutes", "createServerRoutesEveryTime"],
    ["createEntryRouteModules", "createEntryRouteModulesEveryTime"],
    ["createStaticRouter", "keptDataRoutes.get"],
  ])("applies to every chunk of the installed React Router that holds %s", (name, everyTime) => {
    expect(holding(name).length).toBeGreaterThan(0);
    for (const source of holding(name)) {
      // Null here means React Router changed: see whether its release stopped redoing this work per request, then drop the hook.
      const changed = keepRouteWork(source);
      expect(changed).not.toBeNull();
      expect(changed).toContain(everyTime.includes(".") ? `${everyTime}(` : `function ${everyTime}(`);
    }
  });

  it("leaves a module without those functions as it is, and refuses one it was not made for", () => {
    const other = "export function matchPath(pattern, pathname) { return null; }";
    expect(keepRouteWork(other)).toBe(other);
    expect(keepRouteWork("function matchRoutesImpl(routes, location) { return null; }")).toBeNull();
  });
});
