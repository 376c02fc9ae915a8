import { adminAudit } from "../../../db/schema";
import { clientIp } from "../platform/http/client-ip.server";
import type { Tx } from "../platform/db/db.server";
import type { AuditSubject } from "~/domain/back-office/audit-subjects";

// The subjects are a domain list (the audit page's filter reads it there); their type is kept importable from here, where changes are recorded.
export type { AuditSubject } from "~/domain/back-office/audit-subjects";

/**
 * Who asks for a change and the request that carried it: what a route hands
 * each admin command, so the command's audit row names them (spread into
 * `recordAdminChange`'s change). A test or a job may pass no request.
 */
export interface Actor {
  adminId: number | null;
  request?: Request | null;
}

/** No admin and no request: a change the system makes (a job, a fixture, the seed), recorded as nobody's. */
export const SYSTEM: Actor = { adminId: null, request: null };

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
