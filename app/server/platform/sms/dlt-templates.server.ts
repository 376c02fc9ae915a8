import { and, eq } from "drizzle-orm";
import { dltTemplates } from "../../../../db/schema";
import type { Db } from "../../../../db/client";
import { demoDltTemplateId, toDltForm, type DltCategory } from "~/domain/platform/dlt";
import { SMS_MESSAGES, SMS_MESSAGE_NAMES, type SmsMessageName } from "~/domain/platform/sms-messages";
import { supportedLanguages } from "~/i18n/languages";
import { translate } from "~/i18n/resources.server";
import type { Tx } from "../db/db.server";

/** A product SMS's template in a language, derived from the locales string the message is written from. */
export function productTemplate(name: SmsMessageName, language: string) {
  const { body, variables } = toDltForm(translate(language as (typeof supportedLanguages)[number], SMS_MESSAGES[name].text));
  return { name, language, category: SMS_MESSAGES[name].category as DltCategory, body, variables, dltTemplateId: demoDltTemplateId(name, language) };
}

/**
 * Registers every product SMS in every language that is not registered yet,
 * once per process, before the first template is read: a new database sends
 * its codes at once. What an admin changed (a real DLT id, a deactivation)
 * is kept. (Not a start-up step: the locales are read through Vite, which the
 * command-line tools that open the database run without.)
 */
let seeded: Promise<void> | undefined;
export function seedDltTemplates(db: Db | Tx): Promise<void> {
  seeded ??= (async () => {
    const rows = SMS_MESSAGE_NAMES.flatMap((name) => supportedLanguages.map((language) => productTemplate(name, language)));
    await db.insert(dltTemplates).values(rows).onConflictDoNothing();
  })();
  seeded.catch(() => {
    seeded = undefined;
  });
  return seeded;
}

export type DltTemplate = typeof dltTemplates.$inferSelect;

const isProductMessage = (name: string): name is SmsMessageName => name in SMS_MESSAGES;

/**
 * The active template a message goes out under in a language, or null. A
 * product SMS not registered yet is registered first, in the caller's
 * transaction (the embedded database has one connection, which it holds).
 */
export async function activeTemplate(db: Db | Tx, name: string, language: string): Promise<DltTemplate | null> {
  if (isProductMessage(name)) await db.insert(dltTemplates).values(productTemplate(name, language)).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(dltTemplates)
    .where(and(eq(dltTemplates.name, name), eq(dltTemplates.language, language), eq(dltTemplates.active, true)));
  return row ?? null;
}
