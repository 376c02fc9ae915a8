import { sql } from "drizzle-orm";
import { openDatabase, type Db, type DbHandle } from "../../../../db/client";
import { isDatabaseEmpty, seedDemoData } from "../../../../db/seed";
import { startClock } from "./clock.server";
import { getConfig, seedsDemoAccounts, startupRefusal } from "./config.server";
import { logger } from "./log.server";
import { hashPassword } from "../../admin/password.server";
import { storePrivateFile } from "../files/private-files.server";

const log = logger("db");

let handle: Promise<DbHandle> | undefined;

/** A statement refused by a unique index (PostgreSQL 23505), as either driver reports it. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === "23505" || (error as { cause?: { code?: string } })?.cause?.code === "23505";

/**
 * Opens the database once per process, applies migrations and, on an empty
 * database, the demo seed (once, however many processes start together). The
 * server awaits this before it listens.
 */
export function prepareDatabase(): Promise<DbHandle> {
  handle ??= (async () => {
    const config = getConfig();
    const refusal = startupRefusal();
    if (refusal) throw new Error(refusal);
    startClock(config);
    return openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.PGLITE_DIR,
      log: (message) => log.info(message),
      // Under the start-up lock: of several processes starting at once, the first seeds and the others find the data.
      afterMigrations: async (db) => {
        if (config.SEED_ON_EMPTY !== "true" || !(await isDatabaseEmpty(db))) return;
        await seedDemoData(db, { demoPassword: config.DEMO_PASSWORD, hashPassword, accounts: seedsDemoAccounts(config), storeFile: storePrivateFile });
        log.info(`seeded demo data (${config.DATABASE_URL ? "postgres" : "pglite"})`);
      },
    });
  })();
  handle.catch(() => {
    handle = undefined;
  });
  return handle;
}

export async function getDb(): Promise<Db> {
  return (await prepareDatabase()).db;
}

/** Throws when the database does not answer (the health check). */
export async function pingDatabase(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`select 1`);
}

/** Closes the pool (or the embedded database's files), the last step of a shutdown. */
export async function closeDatabase(): Promise<void> {
  const opened = handle;
  handle = undefined;
  if (!opened) return;
  await (await opened.catch(() => null))?.close();
}

export type { Db };

/** A transaction of the database, as Drizzle hands it to `db.transaction`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
