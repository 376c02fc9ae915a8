import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULTS, PRODUCTION_MODE, SANDBOX_ALONE_DEFAULTS, setting } from "../../../host/config.js";
import { parseEnv } from "~/server/platform/db/config.server";

/**
 * Configuration once (issue 37): every setting's name and default is host/config.js's. The production server
 * (host/), the app and the database client read them from there; .env.example shows the same values. A
 * default written anywhere else, or a setting read that the list does not name, fails here.
 */

const SOURCE = /\.(ts|tsx|js|mjs)$/;
/** The command-line tools' own arguments (ADMIN_USERNAME…): read by that tool only, no setting of the server. */
const CLI = /^db\/[^/]*-cli\.ts$/;

function serverFiles(): string[] {
  return ["app", "host", "db"]
    .flatMap((root) => (readdirSync(root, { recursive: true }) as string[]).map((f) => posix.join(root, f.split("\\").join("/"))))
    .filter((f) => SOURCE.test(f) && !CLI.test(f) && f !== "host/config.js");
}

/** `process.env.X`, `env.X` or `env["X"]`, and what follows it; Vite's `import.meta.env` is the bundler's, not a setting. */
const READ = /(?<!import\.meta\.)\benv(?:\.([A-Z][A-Z0-9_]*)|\[\s*["'`]?([A-Za-z_][\w]*)["'`]?\s*\])(\s*(?:\?\?=?|\|\|=?))?/g;

/** Fallbacks that are no setting's default: the server marking itself production, and saying where it mounted the sandbox lender. */
const NOT_DEFAULTS = new Set(["host/server.js NODE_ENV", "host/prepare-database.js NODE_ENV", "host/server.js LENDER_SANDBOX_URL"]);

const declared = new Set([...Object.keys(DEFAULTS), ...Object.keys(SANDBOX_ALONE_DEFAULTS)]);

describe("configuration, said once (host/config.js)", () => {
  const reads = serverFiles().flatMap((file) => [...readFileSync(file, "utf8").matchAll(READ)].map((m) => ({ file, name: m[1] ?? m[2], fallback: Boolean(m[3]) })));

  it("finds the server's reads of the environment", () => {
    expect(reads.map((r) => `${r.file} ${r.name}`)).toEqual(expect.arrayContaining(["host/server.js NODE_ENV", "app/server/platform/jobs/message-sender.server.ts MESSAGE_WEBHOOK_URL"]));
  });

  it("reads no setting with a default of its own outside host/config.js", () => {
    const own = reads.filter((r) => r.fallback && !NOT_DEFAULTS.has(`${r.file} ${r.name}`));
    expect(own.map((r) => `${r.file}: ${r.name} read with its own default`)).toEqual([]);
  });

  it("reads only settings the list declares", () => {
    // `env[name]`: a list of declared names read in turn (the secrets' check).
    const unknown = reads.filter((r) => r.name !== "name" && !declared.has(r.name));
    expect(unknown.map((r) => `${r.file}: ${r.name} is not in host/config.js`)).toEqual([]);
  });

  it("gives the app's settings host/config.js's defaults, and no default of their own", () => {
    const source = readFileSync("app/server/platform/db/config.server.ts", "utf8");
    const defaults = [...source.matchAll(/^\s+([A-Z][A-Z0-9_]*): z\..*?\.default\(([^)]*)\)/gm)];
    expect(defaults.length).toBeGreaterThan(30);
    for (const [, name, value] of defaults) expect(value, name).toBe(`DEFAULTS.${name}`);
    const parsed = parseEnv({}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(parsed)) {
      expect(declared.has(name), `${name} is not in host/config.js`).toBe(true);
      expect(value, name).toEqual(DEFAULTS[name as keyof typeof DEFAULTS]);
    }
  });

  it("is what .env.example shows: every setting, at its default", () => {
    const example = new Map([...readFileSync(".env.example", "utf8").matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2]]));
    for (const [name, value] of Object.entries(DEFAULTS)) {
      expect(example.has(name), `${name} is missing from .env.example`).toBe(true);
      // `npm start` (host/server.js) runs as production unless told otherwise, and the example says so.
      expect(example.get(name), name).toBe(name === "NODE_ENV" ? PRODUCTION_MODE : String(value ?? ""));
    }
    for (const name of example.keys()) expect(name in DEFAULTS, `${name} of .env.example is not in host/config.js`).toBe(true);
  });

  it("counts an empty value as unset, and a set one as itself", () => {
    expect(setting("PORT", {})).toBe(3000);
    expect(setting("PORT", { PORT: "" })).toBe(3000);
    expect(setting("PORT", { PORT: "8080" })).toBe("8080");
    expect(setting("DATABASE_URL", {})).toBeUndefined();
    expect(parseEnv({ PORT: "" }).PORT).toBe(3000);
  });
});
