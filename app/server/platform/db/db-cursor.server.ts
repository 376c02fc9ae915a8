import type { SqlText } from "../../../../db/client";
import { prepareDatabase } from "./db.server";

/** Rows read per trip to the database when a report is written out. */
export const CURSOR_BATCH = 1000;

/**
 * A Drizzle query's rows in batches from a database cursor (db/client.ts),
 * each row an array in the order of its select list: an export of 100,000
 * rows holds one batch at a time.
 */
export async function* rowsInBatches(query: { toSQL(): SqlText }, size = CURSOR_BATCH): AsyncGenerator<unknown[][]> {
  const handle = await prepareDatabase();
  yield* handle.cursor(query.toSQL(), size);
}
