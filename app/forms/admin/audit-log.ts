import { z } from "zod";
import { AUDIT_SUBJECTS, type AuditSubject } from "~/domain/back-office/audit-subjects";
import { MAX_PAGE } from "~/domain/back-office/page-number";
import { chooseDateRange, type ChosenRange } from "./date-range";

/** Anything else in the address is ignored (a filter not chosen), never refused: the address is anyone's to write. */
const FiltersSchema = z.object({
  subject: z.enum(AUDIT_SUBJECTS).nullable().catch(null),
  admin: z.coerce.number().int().positive().max(2_147_483_647).nullable().catch(null),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
});

export interface AuditLogFilters extends ChosenRange {
  subject: AuditSubject | null;
  admin: number | null;
  page: number;
}

/** The audit log an address asks for (a GET form: bookmarked, shared, opened without JavaScript): days in India, subject, admin, page. */
export function auditLogFilters(params: URLSearchParams, now: Date): AuditLogFilters {
  const get = (name: string) => params.get(name) || null;
  return { ...FiltersSchema.parse({ subject: get("subject"), admin: get("admin"), page: get("page") ?? undefined }), ...chooseDateRange(params, now) };
}
