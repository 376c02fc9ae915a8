import { SelectField } from "~/components/forms";
import { Pager } from "~/components/admin/report-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { RangeForm } from "~/components/range-form";
import { auditValueText } from "~/domain/back-office/audit-diff";
import { AUDIT_SUBJECTS } from "~/domain/back-office/audit-subjects";
import { formatDay, istToday } from "~/domain/back-office/date-range";
import { formatDateTime } from "~/domain/platform/dates";
import { auditLogFilters } from "~/forms/admin/audit-log";
import { lookupList } from "~/i18n/translate";
import { pageTitle } from "~/i18n/meta";
import { useMessages, useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { auditAdmins, auditLogPage } from "~/server/admin/audit-log.server";
import { now } from "~/server/platform/db/clock.server";
import type { Route } from "./+types/audit-log";

/**
 * The audit log of admin changes (issue 22, item 7; docs/decisions/050):
 * newest first, filtered by the address (days in India, subject, admin) so
 * it works without JavaScript and can be shared. Read only: the route has no
 * action, and no row is ever changed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const clock = now();
  const language = getLanguage(context);
  const filters = auditLogFilters(url.searchParams, clock);
  const [log, admins] = await Promise.all([auditLogPage(filters), auditAdmins()]);
  return {
    filters,
    admins,
    today: istToday(clock),
    from: formatDay(filters.range.from, language),
    to: formatDay(filters.range.to, language),
    query: url.searchParams.toString(),
    log: { ...log, rows: log.rows.map((row) => ({ ...row, at: formatDateTime(new Date(row.at), language) })) },
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:auditLog.title") }];
}

/** A subject's or action's name in the page's language; one recorded by a newer kind of change than this page knows is shown as recorded. */
function useAuditLabel() {
  const t = useT("admin");
  const messages = useMessages("admin");
  return (group: "subjects" | "actions", value: string) => {
    const key = `auditLog.${group}.${value}`;
    return typeof lookupList(messages, key) === "string" ? t(key as string) : value;
  };
}

export default function AuditLog({ loaderData: d }: Route.ComponentProps) {
  const t = useT("admin");
  const label = useAuditLabel();
  const { log, filters } = d;
  return (
    <div>
      <h1 className="text-2xl font-bold">{t("auditLog.heading")}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{t("auditLog.intro")}</p>
      <RangeForm preset={filters.preset} range={filters.range} today={d.today} result={filters.result}>
        <SelectField
          name="subject"
          label={t("auditLog.filters.subject")}
          saved={filters.subject}
          options={AUDIT_SUBJECTS.map((s) => ({ value: s, label: label("subjects", s) }))}
          placeholder={t("reports.filters.any")}
        />
        <SelectField
          name="admin"
          label={t("auditLog.filters.admin")}
          saved={filters.admin}
          options={d.admins.map((a) => ({ value: String(a.id), label: a.username }))}
          placeholder={t("reports.filters.any")}
        />
      </RangeForm>
      <section aria-labelledby="audit-heading" className="mt-6 rounded-lg bg-white p-4 shadow-sm">
        <h2 id="audit-heading" className="font-semibold">
          {t("auditLog.caption")}: <span data-testid="audit-count">{t("auditLog.count", { count: log.total, from: d.from, to: d.to })}</span>
        </h2>
        {log.rows.length === 0 ? (
          <p className="mt-3 text-slate-600">{t("auditLog.empty")}</p>
        ) : (
          <section className="mt-3 overflow-x-auto" tabIndex={0} aria-labelledby="audit-heading">
            <table className="w-full text-sm" data-testid="audit-table">
              <caption className="sr-only">{t("auditLog.caption")}</caption>
              <thead className="bg-slate-100">
                <tr className="text-left">
                  {(["when", "who", "what", "which", "changes", "address"] as const).map((c) => (
                    <th key={c} scope="col" className="whitespace-nowrap px-2 py-2 font-semibold">
                      {t(`auditLog.columns.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {log.rows.map((row) => (
                  <tr key={row.id} className="border-t border-slate-100 align-top" data-testid="audit-row">
                    <td className="whitespace-nowrap px-2 py-1">{row.at}</td>
                    <td className="px-2 py-1">{row.admin ?? t("auditLog.system")}</td>
                    <td className="px-2 py-1">
                      {label("subjects", row.subject)}: {label("actions", row.action)}
                    </td>
                    <td className="px-2 py-1 font-mono text-xs">{row.subjectId ?? "—"}</td>
                    <td className="px-2 py-1">
                      <ChangeList changes={row.changes} />
                    </td>
                    <td className="px-2 py-1 font-mono text-xs">{row.ip ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        <Pager page={log.page} pages={log.pages} query={d.query} />
      </section>
    </div>
  );
}

/** Each changed field, its value before → after. */
function ChangeList({ changes }: { changes: { field: string; before: unknown; after: unknown }[] }) {
  const t = useT("admin");
  if (!changes.length) return <span>—</span>;
  return (
    <ul className="space-y-0.5">
      {changes.map((c) => (
        <li key={c.field}>
          <span className="font-mono text-xs">{c.field}</span>: <span className="break-all">{auditValueText(c.before)}</span>{" "}
          <span role="img" aria-label={t("auditLog.to")}>
            →
          </span>{" "}
          <span className="break-all">{auditValueText(c.after)}</span>
        </li>
      ))}
    </ul>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
