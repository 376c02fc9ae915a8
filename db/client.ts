import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { DEFAULTS, numberSetting } from "../host/config.js";
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
  /**
   * Hears the channel's notices from every process on this database (PostgreSQL LISTEN/NOTIFY); `onListening`
   * runs each time listening starts, the first time and after a lost connection. Settles once it first
   * listens; stopped by `close`.
   */
  listen(channel: string, onNotice: (payload: string) => void, onListening: () => void): Promise<void>;
  /** Runs set-up that processes starting together must not race (the job queue's tables) under the start-up lock. */
  underStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * The rows of one query (each an array, in the order of its select list),
   * `size` at a time from a database cursor: a caller can write out 100,000
   * rows holding one batch. Leaving the loop early closes the cursor.
   */
  cursor(query: SqlText, size: number): AsyncIterable<unknown[][]>;
  close(): Promise<void>;
}

export interface OpenOptions {
  url?: string;
  dataDir?: string;
  /** Where its few lines go (the app's logger; the command-line tools print them). */
  log?: (message: string) => void;
  /** Runs after the migrations, under the same start-up lock: the demo seed, once however many processes start. */
  afterMigrations?: (db: Db) => Promise<void>;
}

/** A query as Drizzle's `toSQL()` gives it. */
export interface SqlText {
  sql: string;
  params: unknown[];
}

/** Parameters as PostgreSQL reads them, as the pg driver would send them: an object as its JSON text, undefined as null. */
export const sqlParameters = (values: unknown[]) =>
  values.map((v) => (v === undefined ? null : v !== null && typeof v === "object" && !(v instanceof Date) && !Array.isArray(v) ? JSON.stringify(v) : v));

/** Parameters for a query run outside Drizzle: a moment as its ISO text, which both drivers send as it is. */
const cursorParameters = (values: unknown[]) => sqlParameters(values).map((v) => (v instanceof Date ? v.toISOString() : v));

const migrationsFolder = path.resolve(process.cwd(), "db/migrations");

/**
 * One database for the whole process: a real PostgreSQL server when a URL is
 * given, else embedded PGlite with its files in `dataDir`. Both get the same
 * committed migrations before anything else touches them. What it did
 * (creating the database) goes to `log`: the server's logger, or the console
 * of a command-line tool.
 */
export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  if (options.url) {
    const url = options.url;
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    await createDatabaseIfMissing(postgres, url, options.log ?? ((message) => console.log(`[db] ${message}`)));
    const client = postgres(url, { max: numberSetting("DATABASE_POOL_SIZE"), onnotice: () => {}, ...boundedWaits() });
    const drizzled = drizzle(client, { schema });
    const db = drizzled as unknown as Db;
    await underStartupLock(postgres, url, async () => {
      // Migrations on a connection of their own: a long one (an index on a large table) is not held to the requests' bound.
      const migrator = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await migrate(drizzle(migrator, { schema }), { migrationsFolder });
      } finally {
        await migrator.end({ timeout: 5 });
      }
      await options.afterMigrations?.(db);
    });
    // postgres.js reads a portal `size` rows at a time on a connection of its own until the loop ends.
    const cursor = (query: SqlText, size: number) =>
      client
        .unsafe(query.sql, cursorParameters(query.params) as never[])
        .values()
        .cursor(size) as AsyncIterable<unknown[][]>;
    return {
      db,
      kind: "postgres",
      url,
      cursor,
      underStartupLock: (work) => underStartupLock(postgres, url, work),
      // postgres.js listens on a connection of its own, reconnects with backoff after losing it, and then
      // calls onListening again; ending the client ends that connection too.
      listen: async (channel, onNotice, onListening) => void (await client.listen(channel, onNotice, onListening)),
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dataDir = options.dataDir ?? path.resolve(process.cwd(), DEFAULTS.PGLITE_DIR);
  mkdirSync(dataDir, { recursive: true });
  // PGlite's 10 MB of WebAssembly compiled by V8's baseline compiler only: no second, optimised copy of its
  // hot functions, 40 MB less held for good, a faster start, and queries as fast for the demo's few rows (issue 25).
  (await import("node:v8")).setFlagsFromString("--liftoff-only");
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = await PGlite.create(dataDir, { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
  const db = drizzle(client, { schema });
  // One process only opens a PGlite directory, so nothing races here.
  await migrate(db, { migrationsFolder });
  await options.afterMigrations?.(db as unknown as Db);
  // A text without parameters may hold several statements (the queue's own migrations), which only exec runs.
  const executeSql: ExecuteSql = async (text, values) => (values?.length ? client.query(text, sqlParameters(values)) : ((await client.exec(text)).at(-1) ?? { rows: [] }));
  return {
    db: db as unknown as Db,
    kind: "pglite",
    executeSql,
    cursor: (query, size) => holdCursor(client, query, size),
    underStartupLock: (work) => work(),
    async listen(channel, onNotice, onListening) {
      await client.listen(channel, onNotice);
      onListening();
    },
    close: () => client.close(),
  };
}

/**
 * The embedded database's buffer cache, 128 MB by default, is memory the demo's one process holds for good
 * (WebAssembly memory never shrinks): 8 MB keeps its idle RSS under 300 MB (issue 25); the demo's data is
 * a few MB, and what misses the cache is read from the OS's file cache.
 */
const PGLITE_SETTINGS = ["-c", "shared_buffers=8MB"];

/** Any number to name the lock; every process of the app asks for the same one. */
const STARTUP_LOCK = 4_120_041;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, on a connection of its
 * own: processes that start together (several workers, several machines)
 * migrate and seed one after the other, so the first does it and the others
 * find it done, instead of racing to create the same tables.
 */
async function underStartupLock<T>(open: typeof import("postgres"), url: string, work: () => Promise<T>): Promise<T> {
  const lock = open(url, { max: 1, onnotice: () => {} });
  try {
    await lock`select pg_advisory_lock(${STARTUP_LOCK})`;
    return await work();
  } finally {
    // Ending the session releases the lock, whether or not the unlock got through.
    await lock`select pg_advisory_unlock(${STARTUP_LOCK})`.catch(() => {});
    await lock.end({ timeout: 1 });
  }
}

/**
 * How long a request may wait on the database (docs/decisions/040): a server
 * that does not accept the connection within DATABASE_CONNECT_TIMEOUT_SECONDS
 * (3), or a statement that runs past DATABASE_STATEMENT_TIMEOUT_MS (10 s:
 * a lock never released, a server drowning), fails, and the request is
 * answered 503 instead of hanging. The driver opens new connections on the
 * next query, so the app serves again as soon as the server is back.
 *
 * Between tries the driver waits (0.5–1) × 3^n / 100 s, n counting every
 * failed connection of the pool, up to 20 s: after a few dozen requests in
 * an outage, queries queued behind the waiting connections outlived their
 * requests, and the first ones after the server's return waited 5–20 s
 * (bench/faults.ts). Here the wait doubles from 50 ms up to half a second.
 */
export const reconnectWaitSeconds = (failures: number) => Math.min(0.05 * 2 ** failures, 0.5) * (0.5 + Math.random() / 2);

export function boundedWaits() {
  return {
    connect_timeout: numberSetting("DATABASE_CONNECT_TIMEOUT_SECONDS"),
    backoff: reconnectWaitSeconds,
    connection: { statement_timeout: numberSetting("DATABASE_STATEMENT_TIMEOUT_MS") },
  };
}

/**
 * PGlite has one connection for the whole process, so a cursor may not keep a
 * transaction open while its reader is slow: a WITH HOLD cursor is kept by the
 * session after its statement commits, and each FETCH is a statement of its
 * own, between which the app's other queries run.
 */
async function* holdCursor(client: import("@electric-sql/pglite").PGlite, query: SqlText, size: number): AsyncGenerator<unknown[][]> {
  const name = `rows_${randomUUID().replace(/-/g, "")}`;
  await client.query(`declare ${name} no scroll cursor with hold for ${query.sql}`, cursorParameters(query.params));
  try {
    for (;;) {
      const { rows } = await client.query<unknown[]>(`fetch forward ${Math.max(1, Math.floor(size))} from ${name}`, [], { rowMode: "array" });
      if (rows.length) yield rows;
      if (rows.length < size) return;
    }
  } finally {
    await client.query(`close ${name}`).catch(() => {});
  }
}

/** A first start on a new server creates the named database, as it would the PGlite directory. */
async function createDatabaseIfMissing(postgres: typeof import("postgres"), url: string, log: (message: string) => void): Promise<void> {
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
    log(`created database ${name}`);
  } finally {
    await admin.end({ timeout: 1 });
  }
}
