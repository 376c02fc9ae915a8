import { csvLine, type CsvValue } from "~/domain/platform/csv";

export type CsvRow = readonly CsvValue[];

/**
 * A CSV file written as its rows come (docs/decisions/043): the header
 * first, then each batch when the reader asks for more, so a slow download
 * holds the database's cursor back instead of filling memory. Cells are
 * escaped and defused as every CSV of the app is (app/domain/platform/csv.ts). It
 * starts with a byte-order mark: Excel then reads the Hindi header and
 * names as UTF-8.
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<readonly CsvRow[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let iterator: AsyncIterator<readonly CsvRow[]> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
      },
      async pull(controller) {
        iterator ??= batches[Symbol.asyncIterator]();
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value.map(csvLine).join("")));
      },
      // The reader went away (the download was cancelled): the cursor is closed.
      async cancel() {
        await iterator?.return?.();
      },
    },
    { highWaterMark: 1 },
  );
}

/** Batches of rows already in memory (a report of one row per product or lender), as csvStream reads them. */
export async function* inBatches<T>(rows: readonly T[], size = 1000): AsyncGenerator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
