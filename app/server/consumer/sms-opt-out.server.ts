import { timingSafeEqual } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { consents, users } from "../../../db/schema";
import { maskContact } from "~/domain/back-office/masking";
import { isOptOut } from "~/domain/platform/dlt";
import { getDb, type Tx } from "../platform/db/db.server";
import { logger } from "../platform/db/log.server";
import { COMMUNICATION_TEXT_VERSION } from "./profile.server";

const log = logger("sms-opt-out");

interface Meta {
  ip: string | null;
  userAgent: string | null;
}

/**
 * The consumer no longer agrees to SMS offers: allow_sms off, and the
 * withdrawal recorded as a consent row (granted false), as the profile's
 * switch records it. Codes and updates about their own applications still go
 * (service messages). False when it was already off.
 */
async function withdraw(tx: Tx, userId: number, meta: Meta): Promise<boolean> {
  const [changed] = await tx
    .update(users)
    .set({ allowSms: 0, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.allowSms, 1)))
    .returning({ id: users.id });
  if (!changed) return false;
  await tx.insert(consents).values({ userId, purpose: "communication_sms", granted: false, textVersion: COMMUNICATION_TEXT_VERSION, ip: meta.ip, userAgent: meta.userAgent });
  return true;
}

/** "Stop offers by SMS" on My loans. */
export async function withdrawSmsConsent(userId: number, meta: Meta): Promise<boolean> {
  return (await getDb()).transaction((tx) => withdraw(tx, userId, meta));
}

/** Whether the consumer gets SMS offers now (My loans says which). */
export async function smsOffersOn(userId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ allowSms: users.allowSms }).from(users).where(eq(users.id, userId));
  return row?.allowSms === 1;
}

/** Whether the gateway's call carries the shared secret (none set: every call is refused). */
export function gatewaySecretMatches(sent: string | null): boolean {
  // Read as it is now (as MESSAGE_WEBHOOK_URL is): a rotated secret counts without a restart of the settings.
  const secret = process.env.SMS_INBOUND_SECRET;
  if (!secret || !sent) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** India's mobile number of a sender however the gateway writes it (+91…, 91…, 0…): its last ten digits. */
const tenDigits = (from: string) => from.replace(/\D/g, "").slice(-10);

/**
 * A reply the gateway passed on: "STOP" withdraws SMS consent of every live
 * consumer with that mobile number, at once. Answers how many it withdrew.
 */
export async function receiveSmsReply(from: string, text: string): Promise<{ optOut: boolean; withdrawn: number }> {
  if (!isOptOut(text)) return { optOut: false, withdrawn: 0 };
  const mobile = tenDigits(from);
  if (mobile.length !== 10) return { optOut: true, withdrawn: 0 };
  const db = await getDb();
  const withdrawn = await db.transaction(async (tx) => {
    const people = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`right(regexp_replace(${users.mobilePhoneNumber}, '\\D', '', 'g'), 10) = ${mobile}`, isNull(users.erasedAt)));
    let count = 0;
    for (const person of people) if (await withdraw(tx, person.id, { ip: null, userAgent: "sms-reply" })) count++;
    return count;
  });
  log.info({ from: maskContact(mobile), withdrawn }, `STOP from ${maskContact(mobile)}: SMS consent withdrawn for ${withdrawn} consumer(s)`);
  return { optOut: true, withdrawn };
}
