import { and, eq, gt } from "drizzle-orm";
import { personalDataViews } from "../../../db/schema";
import { RevealSchema } from "~/forms/admin/customer-journey";
import { parseForm, type CommandResult } from "../platform/http/command.server";
import { getDb } from "../platform/db/db.server";

/** How long a recorded reason opens a consumer's personal data to the analyst who gave it (machine time, like a session). */
export const REVEAL_MS = 15 * 60_000;

/**
 * An analyst asks to see a consumer's personal data unmasked on the customer
 * journey, saying why: the reason is kept (who, whom, why, when) and opens
 * that consumer to that analyst for REVEAL_MS (docs/decisions/044).
 */
export async function revealCommand(formData: FormData, input: { adminId: number; userId: number }): Promise<CommandResult<null>> {
  const form = parseForm(formData, RevealSchema);
  if (!form.ok) return form;
  const db = await getDb();
  await db.insert(personalDataViews).values({ adminUserId: input.adminId, userId: input.userId, reason: form.value.reason });
  return { ok: true, message: "admin:customersJourney.revealed", data: null };
}

/** Whether this admin recorded a reason to see this consumer's personal data within REVEAL_MS. */
export async function hasRecordedReason(adminId: number, userId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: personalDataViews.id })
    .from(personalDataViews)
    .where(and(eq(personalDataViews.adminUserId, adminId), eq(personalDataViews.userId, userId), gt(personalDataViews.createdAt, new Date(Date.now() - REVEAL_MS))))
    .limit(1);
  return Boolean(row);
}
