import { sql } from "drizzle-orm";
import { openDatabase, type Db, type DbHandle } from "../../db/client";
import { isDatabaseEmpty, seedDemoData } from "../../db/seed";
import { startClock } from "./clock.server";
import { getConfig, seedsDemoAccounts, weakSecrets } from "./config.server";
import { hashPassword } from "./password.server";

let handle: Promise<DbHandle> | undefined;

/**
 * Opens the database once per process, applies migrations and, on an empty
 * database, the demo seed. The server awaits this before it listens.
 */
export function prepareDatabase(): Promise<DbHandle> {
  handle ??= (async () => {
    const config = getConfig();
    const weak = weakSecrets();
    if (weak.length) {
      const sandbox = weak.includes("LENDER_SANDBOX_SECRET") ? "; LENDER_SANDBOX=on mounts the sandbox lender, whose webhook keys derive from LENDER_SANDBOX_SECRET" : "";
      throw new Error(`refusing to start: set ${weak.join(", ")} to a secret value of your own (production on a real database must not run on demo secrets${sandbox})`);
    }
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
