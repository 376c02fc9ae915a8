import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The layers of docs/design.md ("Layout: one place per concern"), checked on
 * every import of every source file under app/, db/ and server/. A place may
 * import only the places its rule names (itself included); the arrows are
 * never reversed. The same table stands in docs/design.md.
 */
type Place = "domain" | "table" | "forms" | "server" | "responses" | "middleware" | "i18n" | "components" | "routes" | "shell" | "db" | "db-cli" | "node-server" | "locales" | "elsewhere";

interface Rule {
  /** The places of the app this place may import from. */
  may: Place[];
  /** Single modules outside those places it may import too (by path without extension). */
  modules?: string[];
  /** Places it may import types from (`import type`, gone from the build), never a value. */
  typesFrom?: Place[];
  /** The only packages it may use; or the packages it must not use. */
  packagesOnly?: string[];
  packagesNot?: string[];
}

const REACT = ["react", "react-dom", "react-router", "@react-router/dev", "@react-router/node"];
const DATABASE = ["drizzle-orm", "postgres", "@electric-sql/pglite", "pg-boss"];

const RULES: Record<Exclude<Place, "locales" | "elsewhere">, Rule> = {
  /** Pure rules: nothing of the app, no I/O, no React. */
  domain: { may: ["domain"], packagesOnly: ["zod", "node:crypto"] },
  /** The table of pages (app/page-table/pages.ts): each route's file and facts, from domain's names; the translations it names are i18n's type. */
  table: { may: ["table", "domain"], typesFrom: ["i18n"], packagesOnly: [] },
  /** Schemas: rules from domain; the language list is the one constant they take from i18n. */
  forms: { may: ["forms", "domain"], modules: ["app/i18n/languages"], packagesOnly: ["zod", "@conform-to/zod", "@conform-to/react"] },
  /**
   * The data layer answers data, null or a result: never a React Router response, so no React Router at all.
   * It logs with the production server's one logging configuration (host/log.js), so both share a request's id,
   * and takes its settings' names and defaults from the server's one list of them (host/config.js).
   */
  server: { may: ["server", "db", "domain", "table", "forms", "i18n"], modules: ["host/log", "host/config"], packagesNot: REACT },
  /** What a route returns or throws, built with React Router from what server answers. */
  responses: { may: ["responses", "server", "domain", "forms", "i18n"] },
  /** The guards and the request's language, run before loaders and actions. */
  middleware: { may: ["middleware", "responses", "server", "domain", "i18n"] },
  i18n: { may: ["i18n", "domain", "middleware", "locales"] },
  /** Screen parts: they show what they are handed; a server type may name its shape. */
  components: { may: ["components", "domain", "forms", "i18n"], typesFrom: ["server"], packagesNot: DATABASE },
  /** Screens: everything of the app but the database, which only server reaches. */
  routes: {
    may: ["routes", "shell", "responses", "middleware", "forms", "server", "components", "domain", "i18n"],
    packagesNot: DATABASE,
  },
  /** root.tsx, the entries and the URL table: the app's own shell. */
  shell: { may: ["shell", "table", "routes", "responses", "middleware", "forms", "server", "components", "domain", "i18n"], packagesNot: DATABASE },
  /**
   * Schema, client, migrations and seed data: what the app stands on, so nothing of it but its pure rules:
   * the shape of a stored JSON column (a lender's pricing grid) and the seed's facts derived by the same rules
   * the app applies (a fee text written from its rule), so the two cannot disagree; its client's settings are host/config.js's.
   */
  db: { may: ["db", "domain"], modules: ["host/config"], packagesNot: REACT },
  /** The command-line entries (npm run db:seed, admin:create): composition roots that nothing imports, like host/server.js. */
  "db-cli": { may: ["db", "server"], packagesNot: REACT },
  /** The production server's own parts (server/: its HTTP rules, the cluster primary): they serve the build and import nothing of it. */
  "node-server": { may: ["node-server"] },
};

function placeOf(file: string): Place {
  if (/^db\/[^/]*-cli\.ts$/.test(file)) return "db-cli";
  if (file.startsWith("db/")) return "db";
  if (file.startsWith("host/")) return "node-server";
  if (file.startsWith("locales/")) return "locales";
  // The table and its building blocks (app/page-table/).
  if (file.startsWith("app/page-table/")) return "table";
  const folder = /^app\/([^/]+)\//.exec(file)?.[1];
  if (folder && folder in RULES && !["shell", "table", "db", "db-cli", "node-server"].includes(folder)) return folder as Place;
  if (/^app\/(root|routes|entry\.client|entry\.server)\.tsx?$/.test(file)) return "shell";
  return "elsewhere";
}

interface Import {
  specifier: string;
  typeOnly: boolean;
}

/** Every import of a source text: static, re-exports, `import()` and `import("x").T` types. */
function importsOf(file: string, text: string): Import[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Import[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: Boolean(node.importClause?.isTypeOnly) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A module of the repository (path without extension) or a package's name. */
function targetOf(file: string, specifier: string): { module: string } | { package: string } {
  const bare = specifier.replace(/\?.*$/, "");
  const local = bare.startsWith("~/") ? `app/${bare.slice(2)}` : bare.startsWith(".") ? posix.join(posix.dirname(file), bare) : null;
  if (local) return { module: local.replace(/\.(tsx?|jsx?|json)$/, "") };
  const parts = bare.split("/");
  return { package: bare.startsWith("@") ? parts.slice(0, 2).join("/") : bare.startsWith("node:") ? parts[0] : parts[0] };
}

/** Stylesheets and images a module asks the bundler for; `./+types/…` are the route types React Router generates. */
const ASSET = /\.(css|svg|png|jpe?g|webp|woff2?)$/;

/** What is wrong with a file's imports under its place's rule (empty when nothing is). */
function violationsOf(file: string, imports: Import[]): string[] {
  const place = placeOf(file);
  if (place === "elsewhere" || place === "locales") return [`${file}: in no layer of docs/design.md`];
  const rule = RULES[place];
  const wrong: string[] = [];
  for (const { specifier, typeOnly } of imports) {
    const target = targetOf(file, specifier);
    if ("module" in target && (ASSET.test(target.module) || target.module.includes("/+types/"))) continue;
    if ("package" in target) {
      const name = target.package;
      if (rule.packagesOnly && !rule.packagesOnly.includes(name)) wrong.push(`${file}: ${place} uses only ${rule.packagesOnly.join(", ")}, not "${specifier}"`);
      if (rule.packagesNot?.includes(name)) wrong.push(`${file}: ${place} must not use "${specifier}"`);
      continue;
    }
    const to = placeOf(`${target.module}.ts`);
    if (rule.may.includes(to) || rule.modules?.includes(target.module)) continue;
    if (typeOnly && rule.typesFrom?.includes(to)) continue;
    wrong.push(`${file}: ${place} must not import ${to} ("${specifier}"${typeOnly ? ", even as a type" : ""})`);
  }
  return wrong;
}

const SOURCE = /\.(ts|tsx|js|mjs)$/;

function sourceFiles(): string[] {
  return ["app", "db", "host"].flatMap((root) => (readdirSync(root, { recursive: true }) as string[]).map((f) => posix.join(root, f.split("\\").join("/"))).filter((f) => SOURCE.test(f)));
}

describe("the import rules of docs/design.md", () => {
  const files = sourceFiles();
  // Each file is parsed once for both checks, before them: parsing the whole tree is most of this file's time,
  // and grows with the tree, so it gets its own time limit instead of counting against a test's.
  let parsed = new Map<string, ReturnType<typeof importsOf>>();
  beforeAll(() => {
    parsed = new Map(files.map((f) => [f, importsOf(f, readFileSync(f, "utf8"))]));
  }, 60_000);
  const importsOfFile = (file: string) => parsed.get(file)!;

  it("read the whole tree", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain("app/domain/lending/emi.ts");
    expect(files).toContain("db/seed-cli.ts");
    expect(files).toContain("host/http-policy.js");
  });

  it("hold for every source file under app/, db/ and server/", () => {
    const wrong = files.flatMap((file) => violationsOf(file, importsOfFile(file)));
    expect(wrong).toEqual([]);
  });

  it("keep React Router out of the data layer, even through another module", () => {
    const graph = new Map(files.map((file) => [file.replace(SOURCE, ""), importsOfFile(file)]));
    const reaches = (module: string, seen = new Set<string>()): string | null => {
      if (seen.has(module)) return null;
      seen.add(module);
      for (const { specifier, typeOnly } of graph.get(module) ?? graph.get(`${module}/index`) ?? []) {
        if (typeOnly) continue;
        const target = targetOf(module, specifier);
        if ("package" in target) {
          if (REACT.includes(target.package)) return `${module} -> ${specifier}`;
        } else {
          const path = reaches(target.module, seen);
          if (path) return `${module} -> ${path}`;
        }
      }
      return null;
    };
    const paths = [...graph.keys()]
      .filter((m) => m.startsWith("app/server/"))
      .map((m) => reaches(m))
      .filter(Boolean);
    expect(paths).toEqual([]);
  });

  const check = (file: string, source: string) => violationsOf(file, importsOf(file, source));

  it.each([
    ["app/domain/offers.ts", `import { getDb } from "~/server/platform/db/db.server";`],
    ["app/domain/offers.ts", `import { useState } from "react";`],
    ["app/domain/offers.ts", `import type { Language } from "~/i18n/languages";`],
    ["app/forms/consumer/login.ts", `import { beginLogin } from "~/server/consumer/login.server";`],
    ["app/forms/consumer/login.ts", `import { data } from "react-router";`],
    ["app/server/catalogue/lenders.server.ts", `import { data } from "react-router";`],
    ["app/server/catalogue/lenders.server.ts", `import { type RouterContextProvider } from "react-router";`],
    ["app/server/catalogue/lenders.server.ts", `import { requireAdmin } from "~/middleware/admin-guard.server";`],
    ["app/server/catalogue/lenders.server.ts", `import { LenderRow } from "~/components/admin/lenders/lender-row";`],
    ["app/server/catalogue/lenders.server.ts", `export { redirectWithToast } from "../../responses/redirects.server";`],
    ["app/components/lender-row.tsx", `import { listLenders } from "~/server/catalogue/lenders.server";`],
    ["app/components/lender-row.tsx", `import { type AdminLender } from "~/server/catalogue/admin-lenders.server";`],
    ["app/components/lender-row.tsx", `const m = await import("../server/catalogue/lenders.server");`],
    ["app/routes/api/healthz.ts", `import { sql } from "drizzle-orm";`],
    ["app/routes/admin/lenders.tsx", `import { lenders } from "../../../db/schema";`],
    ["db/seed/lenders.ts", `import { hashPassword } from "../../../app/server/admin/password.server";`],
    ["db/seed-cli.ts", `import { LoginSchema } from "../app/forms/consumer/login";`],
    ["host/http-policy.js", `import { getConfig } from "../app/server/platform/db/config.server";`],
    ["app/stray.ts", `export const x = 1;`],
    ["app/page-table/pages.ts", `import { getDb } from "../server/platform/db/db.server";`],
    ["app/page-table/pages.ts", `import { resources } from "../i18n/resources.server";`],
    ["app/server/platform/http/pages.server.ts", `import { matchPath } from "react-router";`],
    ["app/server/catalogue/lenders.server.ts", `import { cacheControlFor } from "../../../host/http-policy.js";`],
    ["host/log.js", `import { logger } from "../app/server/platform/db/log.server";`],
    // The upload's worker thread runs beside the build, not in it: the app hands it its limits (app/server/platform/files/uploads/sheet-worker.server.ts).
    ["host/spreadsheet-worker.js", `import { MAX_SPREADSHEET_ROWS } from "../app/server/platform/files/spreadsheet.server";`],
  ])("refuse %s importing: %s", (file, source) => {
    expect(check(file, source)).not.toEqual([]);
  });

  it.each([
    ["app/domain/offers.ts", `import { emi } from "./emi";\nimport { z } from "zod";`],
    ["app/forms/consumer/language.ts", `import { supportedLanguages } from "~/i18n/languages";`],
    ["app/server/catalogue/lenders.server.ts", `import { lenders } from "../../../db/schema";\nimport { NewLenderSchema } from "~/forms/admin/lender-property";`],
    ["app/components/lender-row.tsx", `import type { AdminLender } from "~/server/catalogue/admin-lenders.server";`],
    ["app/routes/admin/lenders.tsx", `import { redirectWithToast } from "~/responses/redirects.server";\nimport type { Route } from "./+types/lenders";`],
    ["db/create-admin-cli.ts", `import { hashPassword } from "../app/server/admin/password.server";`],
    ["app/server/platform/http/pages.server.ts", `import { pageTable } from "~/page-table/pages";`],
    ["app/routes.ts", `import { pageTable } from "./page-table/pages";`],
    ["app/middleware/page-paths.server.ts", `import { matchPath } from "react-router";\nimport { uploadPatterns } from "~/server/platform/http/pages.server";`],
    ["app/server/platform/db/log.server.ts", `import { moduleLogger } from "../../../../host/log.js";`],
    ["app/server/platform/db/config.server.ts", `import { DEFAULTS } from "../../../../host/config.js";`],
    ["db/client.ts", `import { numberSetting } from "../host/config.js";`],
  ])("allow %s importing: %s", (file, source) => {
    expect(check(file, source)).toEqual([]);
  });
});
