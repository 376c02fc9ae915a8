import { eq } from "drizzle-orm";
import { users } from "../../../../db/schema";
import { isLanguage, type Language } from "~/i18n/languages";
import { getDb } from "../db/db.server";
import { getSession } from "./session.server";

/** Keeps a consumer's language on their profile: the messages sent to them later (status, reminders) are written in it. */
async function saveProfileLanguage(userId: number, language: Language): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * A language chosen (SPEC.md 7, set-language): kept, for a signed-in consumer,
 * on their profile. The page's form (/set-language) and the JSON API
 * (/api/set-language) both come here, and both remember it in the `lng`
 * cookie (app/middleware/i18next.ts).
 */
export async function chooseLanguage(request: Request, language: Language): Promise<void> {
  const session = await getSession(request, "user");
  if (session) await saveProfileLanguage(session.subjectId, language);
}

/**
 * At sign-in, the cookie and the profile agree: a language the visitor chose
 * on this device (`chosen`, its cookie) is saved to the profile; on a device
 * where they chose none, the profile's language becomes the device's (the
 * language answered, for the cookie), so a consumer who reads Tamil finds Tamil after signing in on
 * a new phone.
 */
export async function languageAtSignIn(chosen: Language | null, consumer: { id: number; language: string | null }): Promise<Language | null> {
  if (chosen) {
    if (chosen !== consumer.language) await saveProfileLanguage(consumer.id, chosen);
    return null;
  }
  return isLanguage(consumer.language) ? consumer.language : null;
}
