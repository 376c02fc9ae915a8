import { reminders } from "../../db/schema";
import { getDb } from "./db.server";

const REMIND_AFTER_MS = 24 * 60 * 60 * 1000;

/** "Remind me later": a reminder instead of an application, due a day later. */
export async function createReminder(input: { userId: number; lenderId: number; prospectApplicationId: number }): Promise<Date> {
  const db = await getDb();
  const remindAt = new Date(Date.now() + REMIND_AFTER_MS);
  await db.insert(reminders).values({ ...input, remindAt });
  return remindAt;
}
