import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { adminAudit, adminUsers, lenders } from "../../../db/schema";
import { VendorSwitchSchema } from "~/forms/admin/vendor-switch";
import { recordAdminChange } from "./admin-audit.server";
import { announceChange } from "../platform/db/cache-invalidation.server";
import { parseForm, type CommandResult } from "../platform/http/command.server";
import { getDb } from "../platform/db/db.server";

/**
 * /admin/vendors-on-off (docs/decisions/048): a lender switched on or off for
 * new applications. Offers, the Key Fact Statement, the consent that creates
 * an application and the gold hand-off all read the active lenders' kept copy
 * (lenders.server.ts), which the announcement after the commit makes every
 * process forget: the next offer already leaves a switched-off lender out.
 */

const SUBJECT = "vendor-switch";
const NO_LENDER: CommandResult<never> = { ok: false, status: 404, message: "admin:vendors.errors.noLender", errors: { lender_id: ["admin:vendors.errors.noLender"] } };

export interface SwitchOutcome {
  lenderId: number;
  on: boolean;
  /** False when the lender already was as asked (a second post of the same form): nothing written. */
  changed: boolean;
}

/** The switch and its audit row in one transaction (decision 047): a switch that fails leaves no row, one that commits always has one. */
export async function switchVendorCommand(formData: FormData, adminId: number, request: Request): Promise<CommandResult<SwitchOutcome>> {
  const parsed = parseForm(formData, VendorSwitchSchema);
  if (!parsed.ok) return parsed;
  const { lender_id: id, value } = parsed.value;
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    // Locked: two admins switching one lender take turns, and each audit row's "before" is what that switch changed.
    const [lender] = await tx
      .select({ status: lenders.lenderStatus })
      .from(lenders)
      .where(and(eq(lenders.id, id), isNull(lenders.deletedAt)))
      .for("update");
    if (!lender) return null;
    if (lender.status === value) return false;
    await tx.update(lenders).set({ lenderStatus: value, updatedAt: new Date() }).where(eq(lenders.id, id));
    await recordAdminChange(tx, {
      adminId,
      subject: SUBJECT,
      subjectId: id,
      action: value ? "switch-on" : "switch-off",
      before: { lender_status: lender.status },
      after: { lender_status: value },
      request,
    });
    return true;
  });
  if (changed === null) return NO_LENDER;
  if (changed) await announceChange("lenders");
  const message = value ? (changed ? "admin:vendors.switchedOn" : "admin:vendors.alreadyOn") : changed ? "admin:vendors.switchedOff" : "admin:vendors.alreadyOff";
  return { ok: true, message, data: { lenderId: id, on: value === 1, changed } };
}

/** Every live lender with its switch, by product then name. */
export async function vendorSwitches() {
  const db = await getDb();
  return db
    .select({ id: lenders.id, name: lenders.name, displayName: lenders.displayName, product: lenders.productType, on: lenders.lenderStatus })
    .from(lenders)
    .where(isNull(lenders.deletedAt))
    .orderBy(asc(lenders.productType), asc(lenders.displayName), asc(lenders.id));
}

export const RECENT_SWITCHES = 30;

/** The latest switches from the audit log: who, which lender, on or off, when (a deleted lender still named). */
export async function recentSwitches() {
  const db = await getDb();
  return (
    db
      .select({ id: adminAudit.id, admin: adminUsers.username, lender: lenders.displayName, product: lenders.productType, action: adminAudit.action, at: adminAudit.createdAt })
      .from(adminAudit)
      .leftJoin(adminUsers, eq(adminUsers.id, adminAudit.adminUserId))
      // The audit row names its subject as text (decision 047), so the id is compared as text.
      .leftJoin(lenders, eq(sql`${lenders.id}::text`, adminAudit.subjectId))
      .where(eq(adminAudit.subject, SUBJECT))
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(RECENT_SWITCHES)
  );
}
