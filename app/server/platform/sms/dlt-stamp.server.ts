import { eq } from "drizzle-orm";
import { users } from "../../../../db/schema";
import { matchesTemplate, promotionalHeldUntil, type DltCategory } from "~/domain/platform/dlt";
import { now } from "../db/clock.server";
import type { Db } from "../../../../db/client";
import type { Tx } from "../db/db.server";
import { activeTemplate } from "./dlt-templates.server";

/** Which registered message an SMS is, in which language (docs/decisions/099-dlt-sms.md). */
export interface SmsTemplateRef {
  name: string;
  language: string;
}

export type SmsStamp = { ok: true; dltTemplateId: string; category: DltCategory; heldUntil: Date | null } | { ok: false; reason: string };

/**
 * What an SMS goes out under: its active template, when its text is that
 * template's with only the variables filled; and, for a promotional one
 * asked for in India's quiet hours, when it may go. Refused otherwise: the
 * networks would drop it, so it is never posted.
 */
export async function stampSms(tx: Db | Tx, ref: SmsTemplateRef | undefined, text: string): Promise<SmsStamp> {
  if (!ref) return { ok: false, reason: "no DLT template named for this SMS" };
  const template = await activeTemplate(tx, ref.name, ref.language);
  if (!template) return { ok: false, reason: `no active DLT template "${ref.name}" in ${ref.language}` };
  if (!matchesTemplate(template.body, text)) return { ok: false, reason: `text does not match DLT template ${template.dltTemplateId} ("${ref.name}", ${ref.language})` };
  const category = template.category as DltCategory;
  return { ok: true, dltTemplateId: template.dltTemplateId, category, heldUntil: category === "promotional" ? promotionalHeldUntil(now()) : null };
}

/** The machine's instant for a moment of business time (the queue waits on the machine's clock; a test's clock may be pinned). */
export const machineInstant = (businessTime: Date) => new Date(Date.now() + (businessTime.getTime() - now().getTime()));

/** Whether the consumer still agrees to SMS offers, read as a promotional SMS is about to go (an opt-out counts at once). */
export async function stillConsents(db: Db | Tx, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  const [row] = await db.select({ allowSms: users.allowSms, erasedAt: users.erasedAt }).from(users).where(eq(users.id, userId));
  return row?.allowSms === 1 && !row.erasedAt;
}
