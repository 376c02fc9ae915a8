import { outbox } from "../../db/schema";
import { maskContact } from "~/domain/masking";
import { getDb } from "./db.server";

export interface OutgoingMessage {
  channel: "sms" | "email";
  destination: string;
  subject?: string;
  body: string;
  /** A short form for the server log, e.g. the OTP itself, so a developer can log in without a gateway. */
  logSummary: string;
}

/**
 * One interface for every message we send. The default writes the message to
 * the outbox table and one log line (destination masked but for its last 4
 * characters); MESSAGE_WEBHOOK_URL, when set, also posts it to an SMS/email gateway.
 */
export async function sendMessage(message: OutgoingMessage): Promise<void> {
  const db = await getDb();
  const webhook = process.env.MESSAGE_WEBHOOK_URL;
  const [row] = await db
    .insert(outbox)
    .values({ channel: message.channel, destination: message.destination, subject: message.subject, body: message.body })
    .returning({ id: outbox.id });
  console.log(`[outbox] ${message.channel} to ${maskContact(message.destination)}: ${message.logSummary}`);
  if (!webhook) return;
  try {
    const res = await fetch(webhook, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ id: row.id, channel: message.channel, to: message.destination, subject: message.subject, body: message.body }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) console.error(`[outbox] gateway answered ${res.status} for message ${row.id}`);
  } catch (error) {
    console.error(`[outbox] gateway unreachable for message ${row.id}:`, (error as Error).message);
  }
}
