import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { keepPartialManifestMatches } from "../../server/partial-manifest-memo.js";

describe("React Router's lazy-discovery matching, kept per path (server/partial-manifest-memo.js, docs/decisions/084)", () => {
  // The installed release's chunks: the one the server loads holds getPartialManifest.
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router")), "..");
  const chunks = ["development", "production"].flatMap((build) =>
    readdirSync(path.join(dist, build))
      .filter((f) => /^chunk-.*\.m?js$/.test(f))
      .map((f) => readFileSync(path.join(dist, build, f), "utf8")),
  );
  const withManifest = chunks.filter((source) => source.includes("function getPartialManifest("));

  it("applies to every chunk of the installed React Router that builds a page's partial manifest", () => {
    expect(withManifest.length).toBeGreaterThan(0);
    for (const source of withManifest) {
      // Null here means React Router changed: see whether its release stopped matching every path per render, then drop the hook.
      const changed = keepPartialManifestMatches(source);
      expect(changed).not.toBeNull();
      expect(changed).toContain("for (let id of partialManifestRouteIds(router, path)) routeIds.add(id);");
      expect(changed!.match(/matchRoutesImpl\(router\.routes, path, basename, false, router\.branches\)/g)).toHaveLength(1);
    }
  });

  it("leaves the other chunks as they are, and refuses a getPartialManifest it was not made for", () => {
    const other = chunks.find((source) => !source.includes("function getPartialManifest("))!;
    expect(keepPartialManifestMatches(other)).toBe(other);
    expect(keepPartialManifestMatches("function getPartialManifest({ sri, ...manifest }, router) { return manifest; }")).toBeNull();
  });
});
