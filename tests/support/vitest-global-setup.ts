import type { TestProject } from "vitest/node";
import { seededTemplate } from "./seeded-template";
import { findPostgres } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string | null;
    /** A migrated, seeded database each integration test file's own database is copied from (null on PGlite). */
    templateDatabase: string | null;
  }
}

/**
 * Looks once for a PostgreSQL server; every integration test file then gets its own database on it (or PGlite).
 * On PostgreSQL those databases are copies of one seeded template made here once.
 */
export default async function setup(project: TestProject) {
  const url = await findPostgres();
  console.log(url ? `[integration] PostgreSQL at ${url.replace(/\/\/[^@]*@/, "//")}` : "[integration] no PostgreSQL server: using PGlite");
  project.provide("postgresAdminUrl", url);
  if (!url) {
    project.provide("templateDatabase", null);
    return;
  }
  const template = await seededTemplate(url, "template");
  project.provide("templateDatabase", template.name);
  return () => template.drop();
}
