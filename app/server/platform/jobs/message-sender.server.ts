import { eq, sql } from "drizzle-orm";
import { outbox } from "../../../../db/schema";
import { maskContact } from "~/domain/back-office/masking";
import { promotionalHeldUntil } from "~/domain/platform/dlt";
import { needsUnicode } from "~/domain/platform/sms-encoding";
import { now } from "../db/clock.server";
import { getConfig } from "../db/config.server";
import { machineInstant, stampSms, stillConsents, type SmsTemplateRef } from "../sms/dlt-stamp.server";
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
  /** An SMS's registered DLT template (which message, in which language): without a matching one an SMS is refused. */
  template?: SmsTemplateRef;
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
  const stamp = message.channel === "sms" ? await stampSms(tx, message.template, message.body) : null;
  const held = stamp?.ok ? stamp.heldUntil : null;
  const row = {
    channel: message.channel,
    destination: message.destination,
    subject: message.subject,
    body: message.storedBody,
    campaignId: message.campaign?.id,
    userId: message.campaign?.userId,
    dltTemplateId: stamp?.ok ? stamp.dltTemplateId : null,
    category: stamp?.ok ? stamp.category : null,
    notBefore: held,
  };
  if (stamp && !stamp.ok) {
    // Never posted: the networks would drop it. Kept in the outbox as refused, with one line saying why.
    const [kept] = await tx
      .insert(outbox)
      .values({ ...row, status: "refused" })
      .onConflictDoNothing()
      .returning({ id: outbox.id });
    const about = { template: message.template?.name ?? null, language: message.template?.language ?? null, reason: stamp.reason };
    return kept ? { announce: () => log.error({ outboxId: kept.id, channel: "sms", to, ...about }, `sms ${kept.id} to ${to} refused before sending: ${stamp.reason}`) } : null;
  }
  if (!process.env.MESSAGE_WEBHOOK_URL && !held) {
    // The embedded demo: no gateway, one log line shows the message (destination masked but for its last 4 characters).
    const [kept] = await tx
      .insert(outbox)
      .values({ ...row, status: "logged", sentAt: new Date() })
      .onConflictDoNothing()
      .returning({ id: outbox.id });
    return kept ? { announce: () => log.info({ channel: message.channel, to }, `${message.channel} to ${to}: ${message.demoLogLine}`) } : null;
  }
  const [kept] = await tx
    .insert(outbox)
    .values({ ...row, status: held ? "held" : "pending" })
    .onConflictDoNothing()
    .returning({ id: outbox.id });
  if (!kept) return null;
  await enqueue(JOBS.message, { outboxId: kept.id, sealed: seal(message.body) }, { tx, startAfter: held ? machineInstant(held) : undefined });
  if (held) {
    return {
      announce: () =>
        log.info(
          { outboxId: kept.id, channel: "sms", to, heldUntil: held.toISOString() },
          `sms to ${to}: promotional message ${kept.id} held until ${held.toISOString()} (no offers between 21:00 and 09:00 India time)`,
        ),
    };
  }
  // Support's thread from "I never got my code" to the request that asked for it and to the delivery's own line.
  return { announce: () => log.info({ outboxId: kept.id, channel: message.channel, to }, `${message.channel} to ${to}: message ${kept.id} queued for the gateway`) };
}

/** One interface for every message we send: recorded (recordMessage) in a transaction of its own, then announced. */
export async function sendMessage(message: OutgoingMessage): Promise<boolean> {
  const recorded = await (await getDb()).transaction((tx) => recordMessage(tx, message));
  recorded?.announce();
  return recorded !== null;
}

/** Statuses a message never leaves: delivered, shown in the demo's log, refused before sending, or not sent after an opt-out. */
const FINAL = new Set(["sent", "logged", "refused", "withdrawn"]);

/** The queue's half: one message to the gateway. A refusal or an unreachable gateway is tried again; the last try marks it failed. */
export async function deliverQueuedMessage(data: Record<string, unknown>, options: { lastTry: boolean }): Promise<void> {
  const webhook = process.env.MESSAGE_WEBHOOK_URL;
  const db = await getDb();
  const id = Number(data.outboxId);
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row || FINAL.has(row.status)) return;
  const to = maskContact(row.destination);
  if (row.category === "promotional") {
    // Quiet hours and consent are read again as it goes: a retry may fall after 21:00, an opt-out counts at once.
    const heldUntil = promotionalHeldUntil(now());
    if (heldUntil) {
      await db.update(outbox).set({ status: "held", notBefore: heldUntil }).where(eq(outbox.id, id));
      await enqueue(JOBS.message, data, { startAfter: machineInstant(heldUntil) });
      return;
    }
    if (!(await stillConsents(db, row.userId))) {
      await db.update(outbox).set({ status: "withdrawn" }).where(eq(outbox.id, id));
      log.info({ outboxId: id, channel: row.channel, to }, `promotional sms ${id} to ${to} not sent: the consumer withdrew consent to SMS offers`);
      return;
    }
  }
  await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1` })
    .where(eq(outbox.id, id));
  const failed = async (why: string) => {
    if (options.lastTry) await db.update(outbox).set({ status: "failed" }).where(eq(outbox.id, id));
    log[options.lastTry ? "error" : "warn"]({ outboxId: id, channel: row.channel, to }, `message ${id} to ${to} not delivered (${why})${options.lastTry ? "; giving up" : "; will try again"}`);
    throw new Error(why);
  };
  const body = unseal(String(data.sealed));
  if (!webhook && row.status === "held") {
    // The embedded demo's held offer, due now: logged as the demo logs every message.
    await db.update(outbox).set({ status: "logged", sentAt: new Date() }).where(eq(outbox.id, id));
    log.info({ channel: row.channel, to }, `${row.channel} to ${to}: ${body}`);
    return;
  }
  if (!webhook) return failed("no gateway configured");
  const config = getConfig();
  // An SMS carries its DLT stamp beside its text: the template it matched, our principal entity and our sender header.
  const dlt = row.channel === "sms" ? { dlt_template_id: row.dltTemplateId, dlt_entity_id: config.DLT_ENTITY_ID, sender_id: config.SMS_SENDER_ID } : {};
  let res: Response;
  try {
    res = await fetch(webhook, {
      method: "POST",
      // A message the gateway took but whose "sent" we could not record (the database went away) is sent again
      // by the queue, with the same key: a gateway that honours it sends the SMS once (docs/decisions/040).
      headers: { "Content-Type": "application/json", "Idempotency-Key": `message-${id}` },
      // `unicode`: an SMS whose text needs UCS-2 (an Indian script, ₹), for the gateway's encoding; an email is always UTF-8 (docs/operations.md).
      body: JSON.stringify({ id, channel: row.channel, to: row.destination, subject: row.subject, body, unicode: row.channel === "sms" && needsUnicode(body), ...dlt }),
      signal: AbortSignal.timeout(5000),
    });
  } catch (error) {
    return failed(`gateway unreachable: ${(error as Error).message}`);
  }
  if (!res.ok) return failed(`gateway answered ${res.status}`);
  await db.update(outbox).set({ status: "sent", sentAt: new Date() }).where(eq(outbox.id, id));
  log.info({ outboxId: id, channel: row.channel, to }, `${row.channel} to ${to}: message ${id} sent`);
}
