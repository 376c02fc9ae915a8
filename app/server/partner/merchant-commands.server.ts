import { and, eq } from "drizzle-orm";
import { merchants } from "../../../db/schema";
import { merchantTransition, type MerchantAction } from "~/domain/partner/merchants";
import { merchantActionSchema } from "~/forms/partner/merchant";
import { recordAdminChange, type Actor } from "../admin/admin-audit.server";
import { parseForm, type CommandResult } from "../platform/http/command.server";
import { getDb } from "../platform/db/db.server";
import type { RecordedMessage } from "../platform/jobs/message-sender.server";
import { recordMerchantDecisionMessages } from "./merchant-notices.server";

/**
 * An admin's decision on a merchant (decisions 016, 047, 056): approve,
 * reject, deactivate or reactivate, each from the statuses it applies to. The
 * row is locked, changed and its audit row written in one transaction; an
 * action that no longer applies (a second click, another admin first)
 * changes nothing and records nothing. An approval or a rejection is told to
 * the merchant by SMS and email (merchant-notices.server.ts), in the same transaction.
 */

const NO_MERCHANT: CommandResult<never> = { ok: false, status: 404, message: "admin:merchants.errors.merchant" };
const STALE: CommandResult<never> = { ok: false, status: 409, message: "admin:merchants.errors.transition" };

export async function merchantCommand(formData: FormData, by: Actor & { adminId: number }): Promise<CommandResult<{ id: number }>> {
  const parsed = parseForm(formData, merchantActionSchema);
  if (!parsed.ok) return parsed;
  const action = parsed.value.intent as MerchantAction;
  const id = parsed.value.merchantId;
  const db = await getDb();
  const told: RecordedMessage[] = [];
  const outcome = await db.transaction(async (tx) => {
    const [was] = await tx.select({ status: merchants.status }).from(merchants).where(eq(merchants.id, id)).for("update");
    if (!was || was.status === "unconfirmed") return NO_MERCHANT;
    const status = merchantTransition(was.status, action);
    if (!status) return STALE;
    await tx
      .update(merchants)
      .set({ status, reviewedBy: by.adminId, reviewedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(merchants.id, id), eq(merchants.status, was.status)));
    await recordAdminChange(tx, { ...by, subject: "merchant", subjectId: id, action, before: { status: was.status }, after: { status } });
    if (action === "approve" || action === "reject") told.push(...(await recordMerchantDecisionMessages(tx, id, status === "approved" ? "approved" : "rejected")));
    return null;
  });
  for (const message of told) message.announce();
  return outcome ?? { ok: true, message: `admin:merchants.done.${action}`, data: { id } };
}
