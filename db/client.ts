import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  kind: "postgres" | "pglite";
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(process.cwd(), "db/migrations");

/**
 * One database for the whole process: a real PostgreSQL server when a URL is
 * given, else embedded PGlite with its files in `dataDir`. Both get the same
 * committed migrations before anything else touches them.
 */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<DbHandle> {
  if (options.url) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    const client = postgres(options.url, { max: Number(process.env.DATABASE_POOL_SIZE ?? 10), onnotice: () => {} });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: "postgres", close: () => client.end({ timeout: 5 }) };
  }
  const dataDir = options.dataDir ?? path.resolve(process.cwd(), ".data/pglite");
  mkdirSync(dataDir, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = await PGlite.create(dataDir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: "pglite", close: () => client.close() };
}
