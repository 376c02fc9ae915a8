import PgBoss from "pg-boss";
import { sqlParameters, type ExecuteSql } from "../../db/client";
import { prepareDatabase } from "./db.server";

/**
 * The durable job queue (decision 027): pg-boss 10 in PostgreSQL, on the
 * embedded database too (through its one connection). A job is a row, so it
 * survives a restart of the app or of PostgreSQL, and any number of server
 * processes share the work.
 */
export const JOBS = {
  /** Send one credit application to its lender (retried with backoff; the idempotency key keeps it one application). */
  submission: "lender-submission",
  /** Apply a status a lender's webhook reported, after the webhook has answered. */
  lenderEvent: "lender-event",
  /** A 'remind me later', sent at its time. */
  reminder: "reminder",
  /** One message to the SMS/email gateway, retried while the gateway is down. */
  message: "message-delivery",
} as const;

export type JobName = (typeof JOBS)[keyof typeof JOBS];

/** Retries: a lender or a gateway that is down for a while is tried again, further apart each time (backoff). */
const QUEUES: Record<JobName, PgBoss.Queue> = {
  [JOBS.submission]: { name: JOBS.submission, retryLimit: 8, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
  [JOBS.lenderEvent]: { name: JOBS.lenderEvent, retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 },
  [JOBS.reminder]: { name: JOBS.reminder, retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
  [JOBS.message]: { name: JOBS.message, retryLimit: 8, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
};

let started: Promise<PgBoss> | undefined;

/** The queue, its tables made and its queues declared on first use. */
export function jobQueue(): Promise<PgBoss> {
  started ??= (async () => {
    const handle = await prepareDatabase();
    const common = {
      schema: "pgboss",
      // A worker asks for work every half second: a consumer waits about that long for a lender's answer.
      pollingIntervalSeconds: 0.5,
      // Completed jobs hold no one's secrets for long (a message's text is sealed, and dropped a day later).
      archiveCompletedAfterSeconds: 3600,
      deleteAfterDays: 1,
    } satisfies PgBoss.ConstructorOptions;
    const boss =
      handle.kind === "postgres"
        ? new PgBoss({ ...common, connectionString: handle.url, max: Number(process.env.JOB_POOL_SIZE ?? 4) })
        : new PgBoss({ ...common, db: { executeSql: handle.executeSql! } });
    boss.on("error", (error) => console.error("[jobs]", error.message));
    await boss.start();
    for (const queue of Object.values(QUEUES)) {
      if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, queue);
      else await boss.createQueue(queue.name, queue);
    }
    return boss;
  })();
  started.catch(() => {
    started = undefined;
  });
  return started;
}

/** Something that runs SQL inside a Drizzle transaction, so a job is queued with the rows it is about, or not at all. */
export function inTransaction(tx: unknown): { executeSql: ExecuteSql } {
  const client = (tx as { session: { client: Record<string, (...args: unknown[]) => Promise<unknown>> } }).session.client;
  return {
    async executeSql(text, values = []) {
      if (typeof client.unsafe === "function") return { rows: [...((await client.unsafe(text, sqlParameters(values))) as Record<string, unknown>[])] };
      return (await client.query(text, sqlParameters(values))) as { rows: Record<string, unknown>[] };
    },
  };
}

export interface EnqueueOptions {
  /** Queue inside this Drizzle transaction. */
  tx?: unknown;
  startAfter?: Date;
}

export async function enqueue(name: JobName, data: object, options: EnqueueOptions = {}): Promise<string | null> {
  const boss = await jobQueue();
  return boss.send(name, data, {
    db: options.tx ? inTransaction(options.tx) : undefined,
    startAfter: options.startAfter,
  });
}

export type JobHandler = (data: Record<string, unknown>, job: { id: string; retryCount: number; retryLimit: number }) => Promise<void>;

let working = false;

/**
 * How many jobs of a kind one process takes at a time. A pg-boss worker asks
 * once per polling interval, so one job at a time would cap a process at two
 * submissions a second; these are calls to lenders and gateways, mostly waiting.
 */
const BATCH: Record<JobName, number> = { [JOBS.submission]: 50, [JOBS.lenderEvent]: 50, [JOBS.reminder]: 20, [JOBS.message]: 50 };

/** Starts this process's workers; each job is given to one worker of one process. */
export async function startJobWorkers(handlers: Record<JobName, JobHandler>): Promise<void> {
  if (working) return;
  working = true;
  const boss = await jobQueue();
  for (const [name, handle] of Object.entries(handlers) as [JobName, JobHandler][]) {
    await boss.work<Record<string, unknown>>(name, { pollingIntervalSeconds: 0.5, batchSize: BATCH[name], includeMetadata: true }, async (jobs) => {
      // Each job of the batch succeeds or fails on its own: a failed one is retried alone, the rest complete.
      await Promise.all(
        jobs.map((job) =>
          handle(job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit }).catch((error: unknown) =>
            boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) }),
          ),
        ),
      );
    });
  }
}

/** Stops taking work; a job in hand is finished first (a restart loses nothing: unfinished jobs are taken again). */
export async function stopJobs(): Promise<void> {
  if (!started) return;
  const boss = await started;
  started = undefined;
  working = false;
  await boss.stop({ graceful: true, wait: true, close: true, timeout: 10_000 });
}
