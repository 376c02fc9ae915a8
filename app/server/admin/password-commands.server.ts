import { eq } from "drizzle-orm";
import { adminUsers, partnerUsers } from "../../../db/schema";
import { ChangePasswordSchema, PASSWORD_MESSAGES } from "~/forms/admin/password-change";
import { parseForm, type CommandResult, type Refused } from "../platform/http/command.server";
import { getDb } from "../platform/db/db.server";
import { hashPassword, verifyPassword } from "./password.server";
import { hitRateLimit } from "../platform/http/rate-limit.server";
import { endOtherSessions } from "../platform/http/session.server";

/** Tries per account and hour, right or wrong (docs/decisions/015). */
export const PASSWORD_CHANGES_PER_HOUR = 10;

/** The areas whose people sign in with a password, each with its accounts' table and the toast of a change. */
const AREAS = {
  admin: { table: adminUsers, done: "admin:account.done.passwordChanged" },
  partner: { table: partnerUsers, done: "partner:settings.done.passwordChanged" },
} as const;

export type PasswordArea = keyof typeof AREAS;

const WRONG: Refused = { ok: false, status: 422, message: PASSWORD_MESSAGES.wrong, errors: { currentPassword: [PASSWORD_MESSAGES.wrong] } };

/**
 * Someone changes their own password (admin account page, partner settings;
 * the same rules): the current one must be right; the session making the
 * change stays, every other one ends (a password is usually changed because
 * someone else may know it).
 */
export async function changeOwnPasswordCommand(area: PasswordArea, subjectId: number, keepSessionId: number, formData: FormData): Promise<CommandResult<{ endedSessions: number }>> {
  const parsed = parseForm(formData, ChangePasswordSchema);
  if (!parsed.ok) return parsed;
  // Every attempt counts, right or wrong, so a session left open cannot be used to guess the password.
  const attempts = await hitRateLimit(`${area}-password-change:${subjectId}`, PASSWORD_CHANGES_PER_HOUR, 3600);
  if (!attempts.allowed) return { ok: false, status: 429, message: PASSWORD_MESSAGES.attempts };
  const { table, done } = AREAS[area];
  const db = await getDb();
  const [account] = await db.select({ passwordHash: table.passwordHash }).from(table).where(eq(table.id, subjectId)).limit(1);
  if (!account || !(await verifyPassword(parsed.value.currentPassword, account.passwordHash))) return WRONG;
  await db
    .update(table)
    .set({ passwordHash: await hashPassword(parsed.value.newPassword) })
    .where(eq(table.id, subjectId));
  return { ok: true, message: done, data: { endedSessions: await endOtherSessions(area, subjectId, keepSessionId) } };
}
