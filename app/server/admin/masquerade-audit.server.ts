import { eq } from "drizzle-orm";
import { masqueradeAudit, partnerUsers } from "../../../db/schema";
import { recordAdminChange } from "./admin-audit.server";
import { clientIp } from "../platform/http/client-ip.server";
import { getDb } from "../platform/db/db.server";

/**
 * start: an admin opened a partner's portal as the partner; end: Exit;
 * revoked: the server ended it (the admin disabled or no longer role 1, or the
 * partner user or partner disabled). A masquerade that simply expires records
 * nothing more: its end is its start plus the partner session's lifetime.
 */
export type MasqueradeEvent = "start" | "end" | "revoked";

/**
 * Records a start or end of a masquerade (docs/decisions/037): which admin,
 * as which partner user (and so which partner), when, from which address.
 * /admin/audit-log shows it with the other admin changes.
 */
export async function recordMasquerade(event: MasqueradeEvent, input: { adminId: number; partnerUserId: number; sessionId: number; request: Request }): Promise<void> {
  const db = await getDb();
  const [user] = await db.select({ partnerId: partnerUsers.partnerId }).from(partnerUsers).where(eq(partnerUsers.id, input.partnerUserId)).limit(1);
  if (!user) return;
  // Also in the audit log of admin changes (docs/decisions/047), in the same transaction: both rows or neither.
  await db.transaction(async (tx) => {
    await tx.insert(masqueradeAudit).values({
      event,
      adminUserId: input.adminId,
      partnerId: user.partnerId,
      partnerUserId: input.partnerUserId,
      sessionId: input.sessionId,
      ip: clientIp(input.request),
      userAgent: input.request.headers.get("user-agent")?.slice(0, 300) ?? null,
    });
    await recordAdminChange(tx, {
      adminId: input.adminId,
      request: input.request,
      subject: "masquerade",
      subjectId: user.partnerId,
      action: event,
      after: { partner_user_id: input.partnerUserId },
    });
  });
}
