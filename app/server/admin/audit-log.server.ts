import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import { adminAudit, adminUsers } from "../../../db/schema";
import { rangeInstants } from "~/domain/back-office/date-range";
import { pageOf, REPORT_PAGE_SIZE } from "~/domain/back-office/report-sort";
import type { AuditLogFilters } from "~/forms/admin/audit-log";
import { getDb } from "../platform/db/db.server";

/** One change of a row: a field and its value before and after (null where it had none, as on a create). */
export interface AuditFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface AuditLogRow {
  id: number;
  /** An ISO moment; the screen writes it in India's time, in the admin's language. */
  at: string;
  /** The admin's username; null for a change the system made. */
  admin: string | null;
  subject: string;
  subjectId: string | null;
  action: string;
  changes: AuditFieldChange[];
  ip: string | null;
}

/** The fields a row names on either side, in the order it recorded them. */
function fieldChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditFieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }));
}

/**
 * One page of the audit log of admin changes (/admin/audit-log, role 1),
 * newest first, of the chosen days in India, subject and admin, and how many
 * rows they hold (a window count, in the same statement). A page past the end
 * answers the last one. Read only: nothing here or anywhere writes a row but
 * `recordAdminChange`.
 */
export async function auditLogPage(filters: AuditLogFilters) {
  const db = await getDb();
  const { start, end } = rangeInstants(filters.range);
  const where = and(
    gte(adminAudit.createdAt, start),
    lt(adminAudit.createdAt, end),
    filters.subject ? eq(adminAudit.subject, filters.subject) : undefined,
    filters.admin ? eq(adminAudit.adminUserId, filters.admin) : undefined,
  );
  const read = (page: number) =>
    db
      .select({
        id: adminAudit.id,
        createdAt: adminAudit.createdAt,
        admin: adminUsers.username,
        subject: adminAudit.subject,
        subjectId: adminAudit.subjectId,
        action: adminAudit.action,
        before: adminAudit.before,
        after: adminAudit.after,
        ip: adminAudit.ip,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(adminAudit)
      .leftJoin(adminUsers, eq(adminUsers.id, adminAudit.adminUserId))
      .where(where)
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(REPORT_PAGE_SIZE)
      .offset((page - 1) * REPORT_PAGE_SIZE);
  let page = filters.page;
  let rows = await read(page);
  if (!rows.length && page > 1) {
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(adminAudit)
      .where(where);
    page = pageOf(n, page).page;
    rows = n ? await read(page) : [];
  }
  const total = rows[0]?.total ?? 0;
  return {
    total,
    page,
    pages: pageOf(total, page).pages,
    rows: rows.map(
      (r): AuditLogRow => ({
        id: r.id,
        at: r.createdAt.toISOString(),
        admin: r.admin,
        subject: r.subject,
        subjectId: r.subjectId,
        action: r.action,
        changes: fieldChanges(r.before, r.after),
        ip: r.ip,
      }),
    ),
  };
}

/** Every admin account, by name: the choices of the audit page's admin filter (a disabled one made changes too). */
export async function auditAdmins(): Promise<{ id: number; username: string }[]> {
  const db = await getDb();
  return db.select({ id: adminUsers.id, username: adminUsers.username }).from(adminUsers).orderBy(asc(adminUsers.username));
}
