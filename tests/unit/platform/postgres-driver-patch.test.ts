import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The `postgres` driver installed is the release the patch was made for, with the patch in it
 * (patches/postgres/README.md). `npm ci` already fails when the patch no longer applies
 * (patch-package --error-on-fail --error-on-warn in postinstall); this catches a tree installed
 * without scripts (`--ignore-scripts`), whose driver would still end the process in an outage.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const patchDir = path.join(root, "patches/postgres");
const patchFile = readdirSync(patchDir).find((name) => name.endsWith(".patch"))!;
const pinned = /^postgres\+(.+)\.patch$/.exec(patchFile)?.[1];

// The package's CommonJS entry is cjs/src/index.js; its ES module source, the one the app imports, is src/.
const driverDir = path.resolve(path.dirname(createRequire(import.meta.url).resolve("postgres")), "../..");
const installed = JSON.parse(readFileSync(path.join(driverDir, "package.json"), "utf8")) as { version: string };

/** Each file the patch changes, with the lines it adds (what a patched file holds). */
function addedLines(patch: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of patch.split("\n")) {
    const file = /^\+\+\+ b\/node_modules\/postgres\/(.+)$/.exec(line)?.[1];
    if (file) files.set(file, (current = []));
    else if (line.startsWith("+") && line.slice(1).trim()) current.push(line.slice(1));
  }
  return files;
}

describe("the postgres driver's patch (patches/postgres)", () => {
  it("is made for the release that is installed, pinned in package.json", () => {
    const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    expect(pinned).toBe(installed.version);
    expect(pkg.dependencies.postgres).toBe(pinned);
  });

  it("is in the installed driver, its ES module and CommonJS sources alike", () => {
    const changes = addedLines(readFileSync(path.join(patchDir, patchFile), "utf8"));
    expect([...changes.keys()].sort()).toEqual(["cjs/src/connection.js", "src/connection.js"]);
    for (const [file, lines] of changes) {
      const source = readFileSync(path.join(driverDir, file), "utf8");
      // Missing here: installed without its postinstall (npm ci --ignore-scripts); run `npx patch-package --patch-dir patches/postgres`.
      for (const line of lines) expect(source, `${file}: ${line.trim()}`).toContain(line);
    }
  });
});
