import { and, eq, isNull } from "drizzle-orm";
import { lenders, reminders, users } from "../../../../db/schema";
import { applyPath } from "~/domain/loans/paths";
import { SMS_MESSAGES } from "~/domain/platform/sms-messages";
import { isLanguage } from "~/i18n/languages";
import { translate } from "~/i18n/resources.server";
import { appLink } from "../http/app-link.server";
import { getDb } from "../db/db.server";
import { enqueue, JOBS } from "./jobs.server";
import { recordMessage } from "./message-sender.server";

const REMIND_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * "Remind me later": a reminder instead of an application, due a day later, queued for its time in the same
 * transaction. One waits per offer: asked again (a second tap, or a post sent again after its answer was lost),
 * the one already waiting stands and its time is answered; nothing more is queued.
 */
export async function createReminder(input: { userId: number; lenderId: number; prospectApplicationId: number }, remindAt = new Date(Date.now() + REMIND_AFTER_MS)): Promise<Date> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reminders)
      .values({ ...input, remindAt })
      .onConflictDoNothing({ target: [reminders.userId, reminders.lenderId, reminders.prospectApplicationId], where: isNull(reminders.sentAt) })
      .returning({ id: reminders.id });
    if (row) {
      await enqueue(JOBS.reminder, { reminderId: row.id }, { tx, startAfter: remindAt });
      return remindAt;
    }
    const [waiting] = await tx
      .select({ remindAt: reminders.remindAt })
      .from(reminders)
      .where(and(eq(reminders.userId, input.userId), eq(reminders.lenderId, input.lenderId), eq(reminders.prospectApplicationId, input.prospectApplicationId), isNull(reminders.sentAt)));
    return waiting?.remindAt ?? remindAt;
  });
}

/** Where the reminder takes the consumer back to: the offer's Key Fact Statement. */
const offerLink = (lenderName: string) => appLink(applyPath(lenderName));

/** The queue's half: the reminder goes by SMS, in the consumer's language, once. */
export async function sendReminder(reminderId: number): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ reminder: reminders, lenderName: lenders.name, lenderDisplayName: lenders.displayName, mobile: users.mobilePhoneNumber, language: users.language, erasedAt: users.erasedAt })
    .from(reminders)
    .innerJoin(lenders, eq(lenders.id, reminders.lenderId))
    .innerJoin(users, eq(users.id, reminders.userId))
    .where(eq(reminders.id, reminderId));
  if (!row || row.reminder.sentAt || row.erasedAt || !row.mobile) return;
  const locale = isLanguage(row.language) ? row.language : "en";
  const text = translate(locale, SMS_MESSAGES.offer_reminder.text, { lender: row.lenderDisplayName, link: offerLink(row.lenderName) });
  // Marked sent in the transaction that queues its SMS (docs/decisions/040): a crash or an outage between the two
  // undoes both and the queue tries again; a reminder already marked is not sent twice.
  const mobile = row.mobile;
  const recorded = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(reminders)
      .set({ sentAt: new Date() })
      .where(and(eq(reminders.id, reminderId), isNull(reminders.sentAt)))
      .returning({ id: reminders.id });
    return claimed ? recordMessage(tx, { channel: "sms", destination: mobile, body: text, storedBody: text, demoLogLine: text, template: { name: "offer_reminder", language: locale } }) : null;
  });
  // Announced once committed: a line in the log is a message that exists.
  recorded?.announce();
}
