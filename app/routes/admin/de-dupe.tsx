import { DeDupeFilterForm, DeDupeTable } from "~/components/admin/de-dupe-log";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { istToday } from "~/domain/back-office/date-range";
import { formatDateTime } from "~/domain/platform/dates";
import { deDupeFilters } from "~/forms/admin/de-dupe";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { reportFilterOptions } from "~/server/reports/admin-report-options.server";
import { now } from "~/server/platform/db/clock.server";
import { deDupeLog } from "~/server/back-office/de-dupe-log.server";
import type { Route } from "./+types/de-dupe";

/** Every duplicate hit of the chosen days (decision 051), newest first, narrowed by the address's filters. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const url = new URL(request.url);
  const clock = now();
  const filters = deDupeFilters(url.searchParams, clock);
  const [log, options] = await Promise.all([deDupeLog(filters), reportFilterOptions()]);
  return {
    filters: { preset: filters.preset, range: filters.range, result: filters.result, kind: filters.kind, matched: filters.matched, decision: filters.decision, partner: filters.partner },
    partners: options.partners,
    today: istToday(clock),
    query: url.searchParams.toString(),
    log: { ...log, rows: log.rows.map((row) => ({ ...row, at: formatDateTime(row.at, language) })) },
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:deDupe.title") }];
}

export default function DeDupe({ loaderData: d }: Route.ComponentProps) {
  const t = useT("admin");
  return (
    <div>
      <h1 className="text-2xl font-bold">{t("deDupe.heading")}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{t("deDupe.intro")}</p>
      <DeDupeFilterForm filters={d.filters} partners={d.partners} today={d.today} />
      <DeDupeTable log={d.log} query={d.query} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
