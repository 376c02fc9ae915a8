import { eq } from "drizzle-orm";
import { users } from "../../../../db/schema";
import { isLanguage, type Language } from "~/i18n/languages";
import { localeCookie } from "~/middleware/i18next";
import { getDb } from "../db/db.server";
import { getSession } from "./session.server";

/** Keeps a consumer's language on their profile: the messages sent to them later (status, reminders) are written in it. */
async function saveProfileLanguage(userId: number, language: Language): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * A language chosen (SPEC.md 7, set-language): remembered in the `lng` cookie
 * and, for a signed-in consumer, on their profile. The page's form
 * (/set-language) and the JSON API (/api/set-language) both come here; the
 * answer is the cookie to set.
 */
export async function chooseLanguage(request: Request, language: Language): Promise<string> {
  const session = await getSession(request, "user");
  if (session) await saveProfileLanguage(session.subjectId, language);
  return localeCookie.serialize(language);
}

/**
 * At sign-in, the cookie and the profile agree: a language the visitor chose
 * on this device (its cookie) is saved to the profile; on a device where they
 * chose none, the profile's language becomes the device's (the cookie to set
 * is answered), so a consumer who reads Tamil finds Tamil after signing in on
 * a new phone.
 */
export async function languageAtSignIn(request: Request, consumer: { id: number; language: string | null }): Promise<string | null> {
  const chosen = await localeCookie.parse(request.headers.get("cookie")).catch(() => null);
  if (isLanguage(chosen)) {
    if (chosen !== consumer.language) await saveProfileLanguage(consumer.id, chosen);
    return null;
  }
  return isLanguage(consumer.language) ? localeCookie.serialize(consumer.language) : null;
}
