/**
 * The ids of this app's rows are PostgreSQL `serial`s: whole numbers from 1
 * to 2^31−1. An address or a form names one as text, an API client as a JSON
 * number. A number beyond that range can name no row, yet put in a query
 * it makes PostgreSQL fail the whole request (a 500), so every id from
 * outside is read here, once: such an id is simply not found.
 */

export const MAX_DATABASE_ID = 2_147_483_647;

/** What a value says of a row: its id; or none that exists ("not-found": a whole number above zero, too big for any row); or no id at all. */
export type IdReading = { id: number } | { id: null; kind: "not-found" | "not-an-id" };

/** Text as the number it writes (a form's and an address's ids are text, "12" or "1.2e1"); anything else as it is. */
export const idValue = (value: unknown): unknown => (typeof value === "string" && value.trim() !== "" ? Number(value) : value);

export function readDatabaseId(value: unknown): IdReading {
  const n = idValue(value);
  if (typeof n !== "number" || !Number.isInteger(n) || n < 1) return { id: null, kind: "not-an-id" };
  return n <= MAX_DATABASE_ID ? { id: n } : { id: null, kind: "not-found" };
}

/** The row id a value names, or null when it names none that can exist (for an address both mean "not found"). */
export const databaseId = (value: unknown): number | null => readDatabaseId(value).id;
