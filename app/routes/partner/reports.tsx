import { href, Link } from "react-router";
import { ColumnHeads } from "~/components/ui/column-heads";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SelectField } from "~/components/forms";
import { RangeForm } from "~/components/range-form";
import { formatDay, istToday } from "~/domain/back-office/date-range";
import { formatDateTime } from "~/domain/platform/dates";
import { formatRupees } from "~/domain/platform/money";
import { REPORT_KINDS, REPORT_PRODUCTS, REPORT_STATUSES, reportFilters } from "~/forms/partner/partner-reports";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requirePartner } from "~/middleware/partner-guard.server";
import { now as clockNow } from "~/server/platform/db/clock.server";
import { partnerReport, reportLenders } from "~/server/partner/partner-reports.server";
import type { Route } from "./+types/reports";

/** Leads and applications, filtered by a GET form: the address is the report, its CSV and its JSON twin. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePartner(context);
  const language = getLanguage(context);
  const url = new URL(request.url);
  const now = clockNow();
  const filters = reportFilters(url.searchParams, now);
  const [report, lenders] = await Promise.all([partnerReport(user.partner.id, filters), reportLenders()]);
  const when = (iso: string) => formatDateTime(new Date(iso), language);
  // The same address without its page: the CSV has every row, and each page link sets its own.
  const query = new URLSearchParams(url.searchParams);
  query.delete("page");
  return {
    filters: { kind: filters.kind, product: filters.product, lender: filters.lender, status: filters.status, preset: filters.preset, range: filters.range, result: filters.result },
    today: istToday(now),
    shown: { from: formatDay(filters.range.from, language), to: formatDay(filters.range.to, language) },
    report:
      report.kind === "leads"
        ? { kind: "leads" as const, ...report.page, rows: report.page.rows.map((r) => ({ ...r, createdAt: when(r.createdAt) })) }
        : { kind: "applications" as const, ...report.page, rows: report.page.rows.map((r) => ({ ...r, createdAt: when(r.createdAt) })) },
    lenders,
    query: query.toString(),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.reports") }];
}

export default function Reports({ loaderData: d }: Route.ComponentProps) {
  const t = useT("partner");
  const tc = useT();
  const { report, filters } = d;
  const pageLink = (page: number) => `?${new URLSearchParams([...new URLSearchParams(d.query), ["page", String(page)]]).toString()}`;
  return (
    <div>
      <h1 className="text-2xl font-bold">{t("reports.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("reports.intro")}</p>
      <RangeForm preset={filters.preset} range={filters.range} today={d.today} result={filters.result}>
        <SelectField
          name="kind"
          label={t("reports.filters.kind")}
          saved={filters.kind}
          options={REPORT_KINDS.map((k) => ({ value: k, label: t(`reports.kinds.${k}`) }))}
          placeholder={t("reports.kinds.applications")}
        />
        <SelectField
          name="product"
          label={t("reports.filters.product")}
          saved={filters.product}
          options={REPORT_PRODUCTS.map((p) => ({ value: p, label: t(`products.${p}` as string) }))}
          placeholder={t("reports.filters.any")}
        />
        <SelectField
          name="lender"
          label={t("reports.filters.lender")}
          saved={filters.lender}
          options={d.lenders.map((l) => ({ value: String(l.id), label: l.name }))}
          placeholder={t("reports.filters.any")}
        />
        <SelectField
          name="status"
          label={t("reports.filters.status")}
          saved={filters.status}
          options={REPORT_STATUSES.map((s) => ({ value: s, label: tc(`status.values.${s}` as string) }))}
          placeholder={t("reports.filters.any")}
        />
      </RangeForm>
      {filters.kind === "leads" ? <p className="mt-2 text-sm text-slate-600">{t("reports.leadsFilterNote")}</p> : null}

      <section aria-labelledby="report-heading" className="mt-6 rounded-lg bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="report-heading" className="font-semibold">
            {t(`reports.kinds.${report.kind}`)}: <span data-testid="report-count">{t("reports.count", { count: report.total, from: d.shown.from, to: d.shown.to })}</span>
          </h2>
          <a href={`${href("/partner/reports/export")}?${d.query}`} download className="rounded-md border border-brand px-3 py-1.5 font-semibold text-brand" data-testid="csv-link">
            {t("reports.csv")}
          </a>
        </div>
        {report.rows.length === 0 ? (
          <p className="mt-3 text-slate-600">{t("reports.empty")}</p>
        ) : (
          <section className="mt-3 overflow-x-auto" tabIndex={0} aria-labelledby="report-heading">
            <table className="w-full text-sm" data-testid="report-table">
              <ColumnHeads
                className="bg-slate-100"
                cell="px-2 py-1"
                labels={(report.kind === "leads"
                  ? (["started", "consumer", "mobile", "product", "step", "byReferral", "source", "merchant"] as const)
                  : (["applied", "consumer", "mobile", "product", "lender", "status", "amount", "byReferral"] as const)
                ).map((c) => ({ key: c, label: t(`reports.columns.${c}`) }))}
              />
              <tbody>
                {report.kind === "leads"
                  ? report.rows.map((r) => (
                      <tr key={r.id} className="border-t border-slate-100">
                        <td className="px-2 py-1">{r.createdAt}</td>
                        <td className="px-2 py-1">{r.consumer}</td>
                        <td className="px-2 py-1 font-mono">{r.mobile ?? "—"}</td>
                        <td className="px-2 py-1">{r.product ? t(`products.${r.product}` as string) : "—"}</td>
                        <td className="px-2 py-1">{r.step ?? "—"}</td>
                        <td className="px-2 py-1">{t(r.byReferral ? "reports.yes" : "reports.no")}</td>
                        <td className="px-2 py-1 break-all" data-testid="lead-source">
                          {r.source ?? "—"}
                        </td>
                        <td className="px-2 py-1" data-testid="lead-merchant">
                          {r.merchant ?? "—"}
                        </td>
                      </tr>
                    ))
                  : report.rows.map((r) => (
                      <tr key={r.id} className="border-t border-slate-100">
                        <td className="px-2 py-1">
                          <Link to={href("/partner/reports/:applicationId", { applicationId: String(r.id) })} className="text-brand underline">
                            {r.createdAt}
                          </Link>
                        </td>
                        <td className="px-2 py-1">{r.consumer}</td>
                        <td className="px-2 py-1 font-mono">{r.mobile ?? "—"}</td>
                        <td className="px-2 py-1">{t(`products.${r.product}` as string)}</td>
                        <td className="px-2 py-1">{r.lender}</td>
                        <td className="px-2 py-1">{tc(`status.values.${r.status}` as string)}</td>
                        <td className="px-2 py-1">{r.amount === null ? "—" : formatRupees(r.amount)}</td>
                        <td className="px-2 py-1">{t(r.byReferral ? "reports.yes" : "reports.no")}</td>
                      </tr>
                    ))}
              </tbody>
            </table>
          </section>
        )}
        {report.pages > 1 ? (
          <nav aria-label={t("reports.pagination")} className="mt-3 flex items-center gap-3">
            {report.page > 1 ? (
              <Link to={pageLink(report.page - 1)} className="text-brand underline">
                {t("reports.previous")}
              </Link>
            ) : null}
            <span>{t("reports.pageOf", { page: report.page, pages: report.pages })}</span>
            {report.page < report.pages ? (
              <Link to={pageLink(report.page + 1)} className="text-brand underline">
                {t("reports.next")}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
