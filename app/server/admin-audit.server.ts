import { adminAudit } from "../../db/schema";
import { clientIp } from "./client-ip.server";
import type { Tx } from "./db.server";

/** The kinds of thing an admin changes (issue 22, item 7); the audit page filters by them. */
export const AUDIT_SUBJECTS = [
  "lender",
  "credit-card",
  "partner",
  "revenue-slab",
  "admin-user",
  "vendor-switch",
  "upload",
  "erasure",
  "masquerade",
  "tracking-link",
  "deal",
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

export interface AdminChange {
  /** The admin who made it; null for the system acting on an admin's behalf. */
  adminId: number | null;
  subject: AuditSubject;
  subjectId?: string | number | null;
  action: string;
  /** The changed fields' old values: never a consumer's personal data. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The request that asked for the change: its address is recorded. */
  request?: Request | null;
}

/**
 * Records an admin's change inside the transaction that makes it
 * (docs/decisions/047): if the change is undone, so is its row, and a change
 * that commits always leaves one.
 */
export async function recordAdminChange(tx: Tx, change: AdminChange): Promise<void> {
  await tx.insert(adminAudit).values({
    adminUserId: change.adminId,
    subject: change.subject,
    subjectId: change.subjectId == null ? null : String(change.subjectId),
    action: change.action,
    before: change.before ?? null,
    after: change.after ?? null,
    ip: change.request ? clientIp(change.request) : null,
  });
}
