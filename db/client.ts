import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Runs one SQL text with $n parameters, as the job queue (pg-boss) asks of a database. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface DbHandle {
  db: Db;
  kind: "postgres" | "pglite";
  /** The server's address (postgres), for a library that opens its own connections. */
  url?: string;
  /** The embedded database's own connection (pglite), shared by everything in the process. */
  executeSql?: ExecuteSql;
  close(): Promise<void>;
}

/** Parameters as PostgreSQL reads them, as the pg driver would send them: an object as its JSON text, undefined as null. */
export const sqlParameters = (values: unknown[]) =>
  values.map((v) => (v === undefined ? null : v !== null && typeof v === "object" && !(v instanceof Date) && !Array.isArray(v) ? JSON.stringify(v) : v));

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
    return { db: db as unknown as Db, kind: "postgres", url: options.url, close: () => client.end({ timeout: 5 }) };
  }
  const dataDir = options.dataDir ?? path.resolve(process.cwd(), ".data/pglite");
  mkdirSync(dataDir, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = await PGlite.create(dataDir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  // A text without parameters may hold several statements (the queue's own migrations), which only exec runs.
  const executeSql: ExecuteSql = async (text, values) =>
    values?.length ? client.query(text, sqlParameters(values)) : ((await client.exec(text)).at(-1) ?? { rows: [] });
  return { db: db as unknown as Db, kind: "pglite", executeSql, close: () => client.close() };
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
