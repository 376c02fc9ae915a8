import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Language } from "~/i18n/languages";
import { localeCookie } from "~/middleware/i18next";
import { getDb } from "./db.server";
import { getSession } from "./session.server";

/**
 * Remembers the chosen language in the cookie and, for a signed-in consumer,
 * on their profile (what SPEC.md's set-language call does). Answers the Set-Cookie header.
 */
export async function chooseLanguage(request: Request, language: Language): Promise<string> {
  const session = await getSession(request, "user");
  if (session) {
    const db = await getDb();
    await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, session.subjectId));
  }
  return localeCookie.serialize(language);
}
