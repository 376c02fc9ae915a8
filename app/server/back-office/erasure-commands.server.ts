import { eq } from "drizzle-orm";
import { erasureRequests } from "../../../db/schema";
import { EraseSchema } from "~/forms/admin/erasure";
import { recordAdminChange } from "../admin/admin-audit.server";
import { now } from "../platform/db/clock.server";
import { parseForm, type CommandResult } from "../platform/http/command.server";
import { getDb } from "../platform/db/db.server";
import { runErasure } from "./erasure-steps.server";
import { erasureSubject } from "./erasure-subject.server";

/** Who erases: the admin, and the request whose address the audit row keeps. */
export interface EraseActor {
  adminId: number;
  request: Request | null;
}

/**
 * A consumer's personal data erased (DPDP Act 2023, docs/decisions/049):
 * every table's rows cleared, redacted or deleted, their request marked done
 * and one audit row of how many rows of each kind, all in one transaction,
 * so an erasure that fails anywhere changes nothing and records nothing.
 */
export async function eraseConsumerCommand(formData: FormData, actor: EraseActor): Promise<CommandResult<{ userId: number } | null>> {
  const form = parseForm(formData, EraseSchema);
  if (!form.ok) return form;
  const userId = form.value.userId;
  const db = await getDb();
  return db.transaction(async (tx): Promise<CommandResult<{ userId: number } | null>> => {
    const found = await erasureSubject(tx, userId, true);
    if (!found) return { ok: false, status: 404, message: "errors:notFound.title" };
    if (found.erasedAt) return { ok: false, status: 409, message: "admin:erasure.errors.already" };
    const rows = await runErasure(tx, found.subject);
    await tx.update(erasureRequests).set({ erasedAt: now() }).where(eq(erasureRequests.userId, userId));
    await recordAdminChange(tx, { adminId: actor.adminId, subject: "erasure", subjectId: userId, action: "erase", after: { rows }, request: actor.request });
    return { ok: true, message: "admin:erasure.done", data: { userId } };
  });
}
