import PgBoss from "pg-boss";
import { numberSetting } from "../../../../host/config.js";
import { sqlParameters, type ExecuteSql } from "../../../../db/client";
import { prepareDatabase } from "../db/db.server";
import { reportQueueError, survivesQueueOutages } from "./queue-faults.server";

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
  /** An admin's message to a segment (/admin/messaging): one message per consumer, each then delivered as above. */
  campaign: "message-campaign",
  /** The scheduled purge of what can never be used again: one run per interval, whichever process takes it. */
  housekeeping: "housekeeping",
  /** An application's status told to its consumer again (the CSR portal's resend). */
  statusMessage: "status-message",
  /** Ask an insurer for its quote on an insurance request (docs/decisions/062). */
  insuranceQuote: "insurance-quote",
  /** Tell the insurer the consumer accepted its quote; its answer is the policy number. */
  insurancePurchase: "insurance-purchase",
  /** Send a borrower's request on a disbursed loan (exit, foreclosure, part-payment) to its lender. */
  loanRequest: "loan-request",
  /** Apply a callback of the ONDC network, after it has been ACKed (docs/decisions/102). */
  ondcCallback: "ondc-callback",
} as const;

export type JobName = (typeof JOBS)[keyof typeof JOBS];

/** Retries: a lender or a gateway that is down for a while is tried again, further apart each time (backoff). */
const QUEUES: Record<JobName, PgBoss.Queue> = {
  [JOBS.submission]: { name: JOBS.submission, retryLimit: 8, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
  [JOBS.lenderEvent]: { name: JOBS.lenderEvent, retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 },
  [JOBS.reminder]: { name: JOBS.reminder, retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
  [JOBS.message]: { name: JOBS.message, retryLimit: 8, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  [JOBS.campaign]: { name: JOBS.campaign, retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 900 },
  [JOBS.housekeeping]: { name: JOBS.housekeeping, retryLimit: 2, retryDelay: 60, expireInSeconds: 900 },
  [JOBS.statusMessage]: { name: JOBS.statusMessage, retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  [JOBS.insuranceQuote]: { name: JOBS.insuranceQuote, retryLimit: 8, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
  [JOBS.insurancePurchase]: { name: JOBS.insurancePurchase, retryLimit: 8, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
  [JOBS.loanRequest]: { name: JOBS.loanRequest, retryLimit: 8, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
  [JOBS.ondcCallback]: { name: JOBS.ondcCallback, retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 },
};

/** The PostgreSQL schema of pg-boss's tables (an erasure deletes the jobs about the consumer from them). */
export const JOB_SCHEMA = "pgboss";

let started: Promise<PgBoss> | undefined;

/** The queue, its tables made and its queues declared on first use. */
export function jobQueue(): Promise<PgBoss> {
  started ??= (async () => {
    const handle = await prepareDatabase();
    const common = {
      schema: JOB_SCHEMA,
      // A worker asks for work every half second: a consumer waits about that long for a lender's answer.
      pollingIntervalSeconds: 0.5,
      // Completed jobs hold no one's secrets for long (a message's text is sealed, and dropped a day later).
      archiveCompletedAfterSeconds: 3600,
      deleteAfterDays: 1,
    } satisfies PgBoss.ConstructorOptions;
    const boss =
      handle.kind === "postgres"
        ? new PgBoss({
            ...common,
            connectionString: handle.url,
            max: numberSetting("JOB_POOL_SIZE"),
            // Its own connections wait no longer than the app's (db/client.ts): while the database is away the
            // workers' polls fail fast, are reported below, and find the work again once it is back.
            connectionTimeoutMillis: numberSetting("DATABASE_CONNECT_TIMEOUT_SECONDS") * 1000,
          } as PgBoss.ConstructorOptions)
        : new PgBoss({ ...common, db: { executeSql: handle.executeSql! } });
    // The queue's errors are its events (an unheard one would end the process); an outage is said once every half minute.
    boss.on("error", reportQueueError);
    // pg-boss's own tables and each queue's partition are made by DDL that deadlocks when two processes run it at once.
    await handle.underStartupLock(async () => {
      await boss.start();
      for (const queue of Object.values(QUEUES)) {
        if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, queue);
        else await boss.createQueue(queue.name, queue);
      }
    });
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
  /** One job of this key per slot of this many seconds, however many processes ask (pg-boss's throttling). */
  once?: { key: string; perSeconds: number };
}

export async function enqueue(name: JobName, data: object, options: EnqueueOptions = {}): Promise<string | null> {
  const boss = await jobQueue();
  return boss.send(name, data, {
    db: options.tx ? inTransaction(options.tx) : undefined,
    startAfter: options.startAfter,
    singletonKey: options.once?.key,
    singletonSeconds: options.once?.perSeconds,
  });
}

export type JobHandler = (data: Record<string, unknown>, job: { id: string; retryCount: number; retryLimit: number }) => Promise<void>;

let working = false;

/**
 * How many jobs of a kind one process takes at a time. A pg-boss worker asks
 * once per polling interval, so one job at a time would cap a process at two
 * submissions a second; these are calls to lenders and gateways, mostly waiting.
 */
const BATCH: Record<JobName, number> = {
  [JOBS.submission]: 50,
  [JOBS.lenderEvent]: 50,
  [JOBS.reminder]: 20,
  [JOBS.message]: 50,
  [JOBS.campaign]: 1,
  [JOBS.housekeeping]: 1,
  [JOBS.statusMessage]: 20,
  [JOBS.insuranceQuote]: 50,
  [JOBS.insurancePurchase]: 50,
  [JOBS.loanRequest]: 20,
  [JOBS.ondcCallback]: 50,
};

/** Starts this process's workers; each job is given to one worker of one process. */
export async function startJobWorkers(handlers: Record<JobName, JobHandler>): Promise<void> {
  if (working) return;
  working = true;
  // pg-boss does not await marking a batch done or failed: with the database away that rejection must not end the process.
  survivesQueueOutages();
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

/** The workers take no more jobs (a shutdown's first step, while requests finish); jobs in hand go on. */
export async function pauseJobWorkers(): Promise<void> {
  if (!started || !working) return;
  working = false;
  const boss = await started;
  for (const name of Object.values(JOBS)) await boss.offWork(name);
}

/**
 * Stops taking work; a job in hand is given `timeoutMs` to finish, then is
 * handed back to the queue as failed, to be taken again (with its retries
 * counted) by the next start: a restart loses nothing and runs nothing twice.
 */
export async function stopJobs(timeoutMs = 10_000): Promise<void> {
  if (!started) return;
  const boss = await started;
  started = undefined;
  working = false;
  await boss.stop({ graceful: true, wait: true, close: true, timeout: timeoutMs });
}

/** Said by the readiness check when this process's workers are not running. */
export class JobQueueNotStarted extends Error {
  constructor() {
    super("the job queue's workers are not running");
  }
}

/** Throws unless this process's workers run and the queue's tables answer through its own connection (/readyz). */
export async function checkJobQueue(): Promise<void> {
  if (!started || !working) throw new JobQueueNotStarted();
  const boss = await started;
  await boss.schemaVersion();
}
