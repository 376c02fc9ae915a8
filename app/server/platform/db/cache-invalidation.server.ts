import { sql } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { getDb, prepareDatabase } from "./db.server";
import { logger } from "./log.server";

const log = logger("cache");

/**
 * What a server process may keep a copy of in memory, named by the data it is
 * made of. An admin's write announces which of these it changed.
 */
export const KEPT_DATA = ["brands", "lenders", "credit-cards", "catalogue"] as const;
export type KeptData = (typeof KEPT_DATA)[number];

/** The PostgreSQL channel every process listens on; a notice's payload is a KEPT_DATA name, or "*" for all of them. */
const CHANNEL = "kept_copies";
const EVERYTHING = "*";

interface Copy {
  madeOf: readonly KeptData[];
  forget: () => void;
}

const copies = new Map<string, Copy>();
let listening: Promise<void> | undefined;

/**
 * A copy kept in this process's memory joins here, by name: it is forgotten
 * when the data it is made of changes, in this process at once and in every
 * other process on the database as soon as the notice arrives (docs/decisions/041).
 * A copy calls `listenForChanges` before it is first used.
 */
export function keepCopy(name: string, madeOf: readonly KeptData[] | "everything", forget: () => void): void {
  if (copies.has(name)) throw new Error(`a kept copy named ${name} exists already`);
  copies.set(name, { madeOf: madeOf === "everything" ? KEPT_DATA : madeOf, forget });
}

function forgetCopies(changed: string) {
  for (const copy of copies.values()) {
    if (changed === EVERYTHING || !(KEPT_DATA as readonly string[]).includes(changed) || copy.madeOf.includes(changed as KeptData)) copy.forget();
  }
}

/**
 * Starts this process's listener, once (later calls answer the same promise,
 * which settles when it first listens). Every copy hears every change. A
 * notice missed while the connection was away cannot be asked for again, so
 * each (re)start of listening forgets everything; the copies' own lifetimes
 * still cover changes made in SQL.
 */
export function listenForChanges(): Promise<void> {
  listening ??= prepareDatabase()
    .then((handle) => handle.listen(CHANNEL, forgetCopies, () => forgetCopies(EVERYTHING)))
    .catch((error: unknown) => {
      listening = undefined;
      log.error({ err: error }, "not listening for changes");
    });
  return listening;
}

/**
 * An admin changed `data` (after the write is committed): this process's
 * copies made of it are forgotten now, the other processes' when they hear
 * the notice. The write stands if the notice cannot be sent; the other
 * processes then fall back on their copies' lifetimes.
 */
export async function announceChange(data: KeptData): Promise<void> {
  forgetCopies(data);
  try {
    await notify(await getDb(), data);
  } catch (error) {
    log.error({ err: error }, `could not tell the other processes that ${data} changed`);
  }
}

/** Tells every process on `db` that everything changed (the seed command, run beside a running server). */
export function announceEverythingChanged(db: Db): Promise<void> {
  return notify(db, EVERYTHING);
}

async function notify(db: Db, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
}
