import { eq } from "drizzle-orm";
import { outbox } from "../../db/schema";
import { maskContact } from "~/domain/masking";
import { getDb } from "./db.server";

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
}

/**
 * One interface for every message we send. Each message is recorded in the
 * outbox without its secret. With MESSAGE_WEBHOOK_URL set, the message goes
 * to that SMS/email gateway and the log says only that it went; without one
 * (the demo), one log line shows it (destination masked but for its last 4 characters).
 */
export async function sendMessage(message: OutgoingMessage): Promise<void> {
  const db = await getDb();
  const webhook = process.env.MESSAGE_WEBHOOK_URL;
  const [row] = await db
    .insert(outbox)
    .values({ channel: message.channel, destination: message.destination, subject: message.subject, body: message.storedBody })
    .returning({ id: outbox.id });
  const to = maskContact(message.destination);
  if (!webhook) {
    console.log(`[outbox] ${message.channel} to ${to}: ${message.demoLogLine}`);
    await db.update(outbox).set({ status: "logged", sentAt: new Date() }).where(eq(outbox.id, row.id));
    return;
  }
  try {
    const res = await fetch(webhook, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ id: row.id, channel: message.channel, to: message.destination, subject: message.subject, body: message.body }),
      signal: AbortSignal.timeout(5000),
    });
    await db.update(outbox).set({ status: res.ok ? "sent" : "failed", sentAt: res.ok ? new Date() : null }).where(eq(outbox.id, row.id));
    console.log(`[outbox] ${message.channel} to ${to}: message ${row.id} ${res.ok ? "sent" : `refused by the gateway (${res.status})`}`);
  } catch (error) {
    await db.update(outbox).set({ status: "failed" }).where(eq(outbox.id, row.id));
    console.error(`[outbox] gateway unreachable for message ${row.id}:`, (error as Error).message);
  }
}
