import { execFileSync } from "node:child_process";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { TEST_DEMO_PASSWORD } from "./demo-password";
import { createTestDatabase, findPostgres } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string | null;
    /** A migrated, seeded database each integration test file's own database is copied from (null on PGlite). */
    templateDatabase: string | null;
  }
}

/**
 * Looks once for a PostgreSQL server; every integration test file then gets its own database on it (or PGlite).
 * On PostgreSQL those databases are copies of one template, migrated and seeded here once: a file's database
 * then starts as a new one would after its first start-up, without each file paying for the migrations.
 */
export default async function setup(project: TestProject) {
  const url = await findPostgres();
  console.log(url ? `[integration] PostgreSQL at ${url.replace(/\/\/[^@]*@/, "//")}` : "[integration] no PostgreSQL server: using PGlite");
  project.provide("postgresAdminUrl", url);
  if (!url) {
    project.provide("templateDatabase", null);
    return;
  }
  const template = await createTestDatabase(url, "template");
  const root = path.resolve(import.meta.dirname, "../..");
  execFileSync(path.join(root, "node_modules/.bin/tsx"), ["tests/support/prepare-template.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...withoutPglite(process.env), ...template.env, SEED_ON_EMPTY: "true", DEMO_PASSWORD: TEST_DEMO_PASSWORD, LOG_LEVEL: "warn" },
  });
  project.provide("templateDatabase", new URL(template.url!).pathname.slice(1));
  return () => template.drop();
}

function withoutPglite(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { PGLITE_DIR: _unused, ...rest } = env;
  return rest;
}
