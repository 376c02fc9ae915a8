import { eq, sql } from "drizzle-orm";
import { outbox } from "../../../../db/schema";
import { maskContact } from "~/domain/back-office/masking";
import { needsUnicode } from "~/domain/platform/sms-encoding";
import { getConfig } from "../db/config.server";
import { getDb, type Tx } from "../db/db.server";
import { enqueue, JOBS } from "./jobs.server";
import { logger } from "../db/log.server";
import { sealer } from "../http/sealed.server";

const log = logger("outbox");

export interface OutgoingMessage {
  channel: "sms" | "email";
  destination: string;
  subject?: string;
  /** The text delivered to the person. */
  body: string;
  /** The text kept in the outbox: the body without its secret (an OTP), which is never stored in clear. */
  storedBody: string;
  /** Printed to the server log only when no gateway is configured (the embedded demo), so a developer can log in. */
  demoLogLine: string;
  /** One consumer's copy of an admin's message to a segment: recorded once per consumer, however often the campaign runs. */
  campaign?: { id: number; userId: number };
}

/** The queued message's text is sealed (AES-256-GCM): a code waiting in the queue is not readable in the database. */
const { seal, unseal } = sealer(() => `${getConfig().OTP_SECRET}:message-seal`);

/** A message recorded in the outbox (and queued for the gateway when there is one), not yet announced in the log. */
export interface RecordedMessage {
  /** Writes the message's log line: call it once the transaction that recorded it has committed. */
  announce(): void;
}

/**
 * Records a message in the caller's transaction: its outbox row (without its
 * secret) and, with MESSAGE_WEBHOOK_URL set, its job for that SMS/email
 * gateway, so the message goes with what it is about or not at all. Null when
 * the same message was recorded before (a campaign's copy, once per consumer).
 */
export async function recordMessage(tx: Tx, message: OutgoingMessage): Promise<RecordedMessage | null> {
  const to = maskContact(message.destination);
  const row = {
    channel: message.channel,
    destination: message.destination,
    subject: message.subject,
    body: message.storedBody,
    campaignId: message.campaign?.id,
    userId: message.campaign?.userId,
  };
  if (!process.env.MESSAGE_WEBHOOK_URL) {
    // The embedded demo: no gateway, one log line shows the message (destination masked but for its last 4 characters).
    const [kept] = await tx
      .insert(outbox)
      .values({ ...row, status: "logged", sentAt: new Date() })
      .onConflictDoNothing()
      .returning({ id: outbox.id });
    return kept ? { announce: () => log.info({ channel: message.channel, to }, `${message.channel} to ${to}: ${message.demoLogLine}`) } : null;
  }
  const [kept] = await tx.insert(outbox).values(row).onConflictDoNothing().returning({ id: outbox.id });
  if (!kept) return null;
  await enqueue(JOBS.message, { outboxId: kept.id, sealed: seal(message.body) }, { tx });
  // Support's thread from "I never got my code" to the request that asked for it and to the delivery's own line.
  return { announce: () => log.info({ outboxId: kept.id, channel: message.channel, to }, `${message.channel} to ${to}: message ${kept.id} queued for the gateway`) };
}

/** One interface for every message we send: recorded (recordMessage) in a transaction of its own, then announced. */
export async function sendMessage(message: OutgoingMessage): Promise<boolean> {
  const recorded = await (await getDb()).transaction((tx) => recordMessage(tx, message));
  recorded?.announce();
  return recorded !== null;
}

/** The queue's half: one message to the gateway. A refusal or an unreachable gateway is tried again; the last try marks it failed. */
export async function deliverQueuedMessage(data: Record<string, unknown>, options: { lastTry: boolean }): Promise<void> {
  const webhook = process.env.MESSAGE_WEBHOOK_URL;
  const db = await getDb();
  const id = Number(data.outboxId);
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row || row.status === "sent") return;
  const to = maskContact(row.destination);
  await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1` })
    .where(eq(outbox.id, id));
  const failed = async (why: string) => {
    if (options.lastTry) await db.update(outbox).set({ status: "failed" }).where(eq(outbox.id, id));
    log[options.lastTry ? "error" : "warn"]({ outboxId: id, channel: row.channel, to }, `message ${id} to ${to} not delivered (${why})${options.lastTry ? "; giving up" : "; will try again"}`);
    throw new Error(why);
  };
  if (!webhook) return failed("no gateway configured");
  const body = unseal(String(data.sealed));
  let res: Response;
  try {
    res = await fetch(webhook, {
      method: "POST",
      // A message the gateway took but whose "sent" we could not record (the database went away) is sent again
      // by the queue, with the same key: a gateway that honours it sends the SMS once (docs/decisions/040).
      headers: { "Content-Type": "application/json", "Idempotency-Key": `message-${id}` },
      // `unicode`: an SMS whose text needs UCS-2 (an Indian script, ₹), for the gateway's encoding; an email is always UTF-8 (docs/operations.md).
      body: JSON.stringify({ id, channel: row.channel, to: row.destination, subject: row.subject, body, unicode: row.channel === "sms" && needsUnicode(body) }),
      signal: AbortSignal.timeout(5000),
    });
  } catch (error) {
    return failed(`gateway unreachable: ${(error as Error).message}`);
  }
  if (!res.ok) return failed(`gateway answered ${res.status}`);
  await db.update(outbox).set({ status: "sent", sentAt: new Date() }).where(eq(outbox.id, id));
  log.info({ outboxId: id, channel: row.channel, to }, `${row.channel} to ${to}: message ${id} sent`);
}
