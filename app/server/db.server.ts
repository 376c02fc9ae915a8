import { sql } from "drizzle-orm";
import { openDatabase, type Db, type DbHandle } from "../../db/client";
import { isDatabaseEmpty, seedDemoData } from "../../db/seed";
import { startClock } from "./clock.server";
import { getConfig, seedsDemoAccounts, startupRefusal } from "./config.server";
import { hashPassword } from "./password.server";

let handle: Promise<DbHandle> | undefined;

/**
 * Opens the database once per process, applies migrations and, on an empty
 * database, the demo seed. The server awaits this before it listens.
 */
export function prepareDatabase(): Promise<DbHandle> {
  handle ??= (async () => {
    const config = getConfig();
    const refusal = startupRefusal();
    if (refusal) throw new Error(refusal);
    startClock(config);
    const opened = await openDatabase({ url: config.DATABASE_URL, dataDir: config.PGLITE_DIR });
    if (config.SEED_ON_EMPTY === "true" && (await isDatabaseEmpty(opened.db))) {
      await seedDemoData(opened.db, { demoPassword: config.DEMO_PASSWORD, hashPassword, accounts: seedsDemoAccounts(config) });
      console.log(`[db] seeded demo data (${opened.kind})`);
    }
    return opened;
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

export type { Db };

/** A transaction of the database, as Drizzle hands it to `db.transaction`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
