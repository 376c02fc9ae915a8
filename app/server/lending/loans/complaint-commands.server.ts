import { and, eq } from "drizzle-orm";
import { complaints } from "../../../../db/schema";
import { ResolveComplaintSchema } from "~/forms/consumer/loans";
import { recordAdminChange } from "../../admin/admin-audit.server";
import { now } from "../../platform/db/clock.server";
import { parseForm, type CommandResult } from "../../platform/http/command.server";
import type { CaseActor } from "../../back-office/csr-commands.server";
import { getDb } from "../../platform/db/db.server";

/**
 * A CSR marks one of this consumer's open complaints resolved, saying how;
 * the change and its text are in the audit log, in the same transaction.
 * Another consumer's complaint, or one already resolved, is not changed.
 */
export async function resolveComplaintCommand(formData: FormData, actor: CaseActor): Promise<CommandResult<null>> {
  const form = parseForm(formData, ResolveComplaintSchema);
  if (!form.ok) return form;
  const db = await getDb();
  return db.transaction(async (tx): Promise<CommandResult<null>> => {
    const [changed] = await tx
      .update(complaints)
      .set({ state: "resolved", resolution: form.value.resolution, resolvedAt: now() })
      .where(and(eq(complaints.id, form.value.complaintId), eq(complaints.userId, actor.userId), eq(complaints.state, "open")))
      .returning({ id: complaints.id, reference: complaints.reference });
    if (!changed) return { ok: false, status: 409, message: "admin:complaints.errors.notOpen" };
    await recordAdminChange(tx, {
      adminId: actor.adminId,
      subject: "complaint",
      subjectId: changed.id,
      action: "resolve",
      before: { state: "open" },
      // The resolution's text may name the consumer: it stays on the complaint, where erasure reaches it, not in the audit log.
      after: { reference: changed.reference, state: "resolved" },
    });
    return { ok: true, message: "admin:complaints.resolved", data: null };
  });
}
