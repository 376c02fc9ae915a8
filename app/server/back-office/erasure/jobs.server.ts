import { sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/db.server";
import { JOB_SCHEMA, type JobName } from "../../platform/jobs/jobs.server";

/**
 * The job queue's part of an erasure (docs/decisions/049). A job's data names
 * no one directly: it holds the id of the row it is about (a message's outbox
 * row, which carries the sealed text; an application; a reminder...). A job
 * of the consumer is one whose row is theirs, so the links below say, per
 * kind of job, which key of its data holds which of their rows. The rows are
 * read before the steps delete them (the outbox row goes), so this runs first.
 * Jobs waiting, retrying, in hand, done, failed and archived all go: a waiting
 * one is cancelled by going (pg-boss takes rows with SKIP LOCKED, so a worker
 * cannot take one while the erasure's transaction holds it), and a done one
 * no longer keeps a message's sealed text for the day pg-boss keeps jobs.
 */
export interface JobLink {
  job: JobName;
  /** The key of the job's data that holds the row's id. */
  key: string;
  /** Their rows' ids: a select of one column. */
  ids: SQL;
}

const JOB_TABLES = ["job", "archive"] as const;

const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];

/** The queue's tables are made when it first starts: a database it never ran on holds no job. */
async function queueTablesExist(db: Db | Tx): Promise<boolean> {
  const [row] = rowsOf(await db.execute(sql`select to_regclass(${`${JOB_SCHEMA}.job`}) is not null and to_regclass(${`${JOB_SCHEMA}.archive`}) is not null as present`));
  return row?.present === true;
}

const naming = (links: JobLink[]) =>
  sql.join(
    links.map((link) => sql`(name = ${link.job} and data->>${link.key} in (select their.id::text from (${link.ids}) as their(id)))`),
    sql` or `,
  );

/** How many of the queue's jobs, live or archived, are about the consumer's rows. */
export async function countJobs(db: Db | Tx, links: JobLink[]): Promise<number> {
  if (!links.length || !(await queueTablesExist(db))) return 0;
  let total = 0;
  for (const table of JOB_TABLES) {
    const [row] = rowsOf(await db.execute(sql`select count(*) as n from ${sql.identifier(JOB_SCHEMA)}.${sql.identifier(table)} where ${naming(links)}`));
    total += Number(row?.n ?? 0);
  }
  return total;
}

/** Deletes those jobs in the erasure's transaction; answers how many went. */
export async function deleteJobs(tx: Tx, links: JobLink[]): Promise<number> {
  if (!links.length || !(await queueTablesExist(tx))) return 0;
  let total = 0;
  for (const table of JOB_TABLES) {
    total += rowsOf(await tx.execute(sql`delete from ${sql.identifier(JOB_SCHEMA)}.${sql.identifier(table)} where ${naming(links)} returning id`)).length;
  }
  return total;
}
