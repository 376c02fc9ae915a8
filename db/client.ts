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
    await createDatabaseIfMissing(postgres, options.url);
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

/** A first start on a new server creates the named database, as it would the PGlite directory. */
async function createDatabaseIfMissing(postgres: typeof import("postgres"), url: string): Promise<void> {
  const probe = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await probe`select 1`;
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== "3D000") throw error;
  } finally {
    await probe.end({ timeout: 1 });
  }
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = "/postgres";
  const admin = postgres(target.toString(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name.replace(/"/g, '""')}"`);
    console.log(`[db] created database ${name}`);
  } finally {
    await admin.end({ timeout: 1 });
  }
}
