import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DbHandle } from "../../../db/client";
import { prepareDatabase } from "~/server/platform/db/db.server";

/**
 * The cursor the reports' CSV is written from (db/client.ts), on both
 * databases the app runs on: rows come in batches of the size asked, with
 * their parameters, and a reader that stops early closes the cursor.
 */
const series = { sql: "select g, $1::text as tag, now() as at from generate_series(1, 25) as g where g <= $2", params: ["x", 25] };

async function collect(handle: DbHandle, size: number, stopAfter = Infinity) {
  const batches: unknown[][][] = [];
  for await (const rows of handle.cursor(series, size)) {
    batches.push(rows);
    if (batches.length >= stopAfter) break;
  }
  return batches;
}

async function openCursors(handle: DbHandle): Promise<number> {
  // The cursors db/client.ts declares (rows_…): the query asking has a portal of its own.
  const rows = (await handle.db.execute(sql`select count(*)::int as n from pg_cursors where name like 'rows\_%'`)) as unknown as { rows?: { n: number }[] } & { n: number }[];
  return (rows.rows ?? rows)[0].n;
}

describe.each([["the test database (PostgreSQL when there is one)"], ["embedded PGlite"]])("a cursor on %s", (which) => {
  let handle: DbHandle;
  let dir: string | undefined;

  beforeAll(async () => {
    if (which.startsWith("embedded")) {
      dir = mkdtempSync(path.join(tmpdir(), "cursor-pglite-"));
      handle = await openDatabase({ dataDir: dir });
    } else handle = await prepareDatabase();
  }, 120_000);

  afterAll(async () => {
    if (dir) {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers every row in batches of the size asked, each row an array in the select list's order", async () => {
    const batches = await collect(handle, 7);
    expect(batches.map((b) => b.length)).toEqual([7, 7, 7, 4]);
    expect(batches.flat().map((row) => [Number(row[0]), row[1]])).toEqual(Array.from({ length: 25 }, (_, i) => [i + 1, "x"]));
  });

  it("lets other queries run between its batches, and closes when the reader stops early", async () => {
    const seen: number[] = [];
    for await (const rows of handle.cursor(series, 10)) {
      seen.push(rows.length);
      // Another request of the app, while the download waits: on PGlite's one session it sees the cursor held open; a server's cursor is on a connection of its own.
      expect(await openCursors(handle)).toBe(which.startsWith("embedded") ? 1 : 0);
      break;
    }
    expect(seen).toEqual([10]);
    expect(await openCursors(handle)).toBe(0);
    expect((await collect(handle, 100)).flat()).toHaveLength(25);
  });
});
