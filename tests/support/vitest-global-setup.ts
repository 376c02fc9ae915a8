import type { TestProject } from "vitest/node";
import { findPostgres } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string | null;
  }
}

/** Looks once for a PostgreSQL server; every integration test file then gets its own database on it (or PGlite). */
export default async function setup(project: TestProject) {
  const url = await findPostgres();
  console.log(url ? `[integration] PostgreSQL at ${url.replace(/\/\/[^@]*@/, "//")}` : "[integration] no PostgreSQL server: using PGlite");
  project.provide("postgresAdminUrl", url);
}
