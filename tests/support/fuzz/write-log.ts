import { sql } from "drizzle-orm";
import { getDb } from "~/server/platform/db/db.server";

/**
 * Which rows a request changed, for the fuzz's "a refusal writes nothing":
 * a trigger on every table of the app (and pg-boss's job table) copies each
 * row that an insert, update or delete really changed (an update to the same
 * values is no change) into `fuzz_write_log`, in the request's own
 * transaction, so a write rolled back leaves no entry and a half-done one
 * leaves what was committed. It answers the same question as a digest of
 * every table before and after, at the cost of the rows changed instead of
 * the rows kept, and names each row. Installed only in a test's own database.
 */

export interface RowWrite {
  table: string;
  op: "INSERT" | "UPDATE" | "DELETE" | "TRUNCATE";
  old: Record<string, unknown> | null;
  new: Record<string, unknown> | null;
}

const LOG = "fuzz_write_log";

export async function installWriteLog(): Promise<void> {
  const db = await getDb();
  await db.execute(sql.raw(`create table if not exists ${LOG} (id bigserial primary key, tbl text not null, op text not null, old jsonb, new jsonb)`));
  await db.execute(
    sql.raw(`create or replace function fuzz_log_row() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old is not distinct from new then return null; end if;
  insert into ${LOG} (tbl, op, old, new) values (tg_table_schema || '.' || tg_table_name, tg_op,
    case when tg_op <> 'INSERT' then to_jsonb(old) end, case when tg_op <> 'DELETE' then to_jsonb(new) end);
  return null;
end $$`),
  );
  await db.execute(
    sql.raw(`create or replace function fuzz_log_truncate() returns trigger language plpgsql as $$
begin
  insert into ${LOG} (tbl, op) values (tg_table_schema || '.' || tg_table_name, 'TRUNCATE');
  return null;
end $$`),
  );
  const tables = await db.execute<{ schema: string; name: string }>(
    sql.raw(`select schemaname as schema, tablename as name from pg_tables
      where (schemaname = 'public' and tablename <> '${LOG}') or (schemaname = 'pgboss' and tablename = 'job')`),
  );
  for (const { schema, name } of rows<{ schema: string; name: string }>(tables)) {
    const target = `"${schema}"."${name}"`;
    // pg-boss moves jobs between states by itself: only a job queued by a request is a write of that request.
    const events = schema === "pgboss" ? "insert" : "insert or update or delete";
    await db.execute(sql.raw(`drop trigger if exists fuzz_log_row on ${target}`));
    await db.execute(sql.raw(`create trigger fuzz_log_row after ${events} on ${target} for each row execute function fuzz_log_row()`));
    if (schema === "public") {
      await db.execute(sql.raw(`drop trigger if exists fuzz_log_truncate on ${target}`));
      await db.execute(sql.raw(`create trigger fuzz_log_truncate after truncate on ${target} for each statement execute function fuzz_log_truncate()`));
    }
  }
}

const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows: T[] }).rows ?? [])) as T[];

/** The log's position now: the writes of what happens next are those after it. */
export async function writeMark(): Promise<number> {
  const db = await getDb();
  const [row] = rows<{ id: string | null }>(await db.execute(sql.raw(`select max(id) as id from ${LOG}`)));
  return Number(row?.id ?? 0);
}

/** The rows written since the mark, in order. */
export async function writesSince(mark: number): Promise<RowWrite[]> {
  const db = await getDb();
  const found = rows<{ tbl: string; op: RowWrite["op"]; old: RowWrite["old"]; new: RowWrite["new"] }>(
    await db.execute(sql`select tbl, op, old, new from fuzz_write_log where id > ${mark} order by id`),
  );
  return found.map((r) => ({ table: r.tbl.replace(/^public\./, ""), op: r.op, old: r.old, new: r.new }));
}

/** The columns an update changed. */
export function changedColumns(write: RowWrite): string[] {
  if (write.op !== "UPDATE" || !write.old || !write.new) return [];
  return Object.keys(write.new).filter((k) => JSON.stringify(write.old![k]) !== JSON.stringify(write.new![k]));
}

/** A write in one line, for a failure's message. */
export function describeWrite(write: RowWrite): string {
  const row = write.new ?? write.old ?? {};
  const key = "id" in row ? `id ${String(row.id)}` : JSON.stringify(row).slice(0, 80);
  return write.op === "UPDATE" ? `${write.table} ${key}: ${changedColumns(write).join(", ")}` : `${write.op} ${write.table} ${key}`;
}
