import { eq } from "drizzle-orm";
import { users } from "../../../../db/schema";
import type { Language } from "~/i18n/languages";
import { getDb } from "../db/db.server";
import { getSession } from "./session.server";

/**
 * Remembers the chosen language on a signed-in consumer's profile (with the
 * `lng` cookie the route sets, what SPEC.md's set-language call does).
 */
export async function saveLanguageChoice(request: Request, language: Language): Promise<void> {
  const session = await getSession(request, "user");
  if (session) {
    const db = await getDb();
    await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, session.subjectId));
  }
}
