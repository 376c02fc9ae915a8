import { href, Link } from "react-router";
import { CountPanel } from "~/components/admin/count-panel";
import { useProductName } from "~/components/admin/report-filters";
import { DayChart } from "~/components/day-chart";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { RangeForm } from "~/components/range-form";
import { Panel, PanelTable } from "~/components/ui/panel";
import { canOpenAdminPage } from "~/domain/back-office/admin-roles";
import { formatDay, istToday } from "~/domain/back-office/date-range";
import { formatDateTime } from "~/domain/platform/dates";
import { formatRupeesPaise } from "~/domain/platform/money";
import { reportAccess } from "~/domain/back-office/report-access";
import { chooseDateRange } from "~/forms/admin/date-range";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requireAdmin } from "~/middleware/admin-guard.server";
import { getLanguage } from "~/middleware/i18next";
import { adminDashboard } from "~/server/reports/admin-dashboard.server";
import { now } from "~/server/platform/db/clock.server";
import type { Route } from "./+types/dashboard";

/** Every role's landing: the chosen days' figures, as much as the role may see (docs/decisions/043). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = requireAdmin(context);
  const language = getLanguage(context);
  const clock = now();
  const chosen = chooseDateRange(new URL(request.url).searchParams, clock);
  const access = reportAccess(admin.roleId);
  const d = await adminDashboard(chosen.range, access);
  const day = (iso: string) => formatDay(iso, language);
  const labelled = (days: { day: string; count: number }[]) => days.map((x) => ({ ...x, label: day(x.day) }));
  return {
    preset: chosen.preset,
    range: chosen.range,
    result: chosen.result,
    today: istToday(clock),
    from: day(chosen.range.from),
    to: day(chosen.range.to),
    access,
    allLendersReport: canOpenAdminPage(admin.roleId, "vendors-products-report"),
    figures: {
      signUps: d.signUps.count,
      profilesCompleted: d.profilesCompleted,
      applications: d.applications.count,
      cardApplications: d.cardApplications,
      insuranceRequests: d.insuranceRequests,
      enquiries: d.enquiries.count,
    },
    applications: { ...d.applications, perDay: labelled(d.applications.perDay) },
    signUpsPerDay: labelled(d.signUps.perDay),
    disbursed: d.disbursed,
    disbursedWithoutFigures: d.disbursedWithoutFigures,
    earned: d.earned,
    latestEnquiries: d.enquiries.latest?.map((l) => ({ ...l, createdAt: formatDateTime(new Date(l.createdAt), language) })) ?? null,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:titles.dashboard") }];
}

const FIGURES = ["signUps", "profilesCompleted", "applications", "cardApplications", "insuranceRequests", "enquiries"] as const;

export default function Dashboard({ loaderData: d }: Route.ComponentProps) {
  const t = useT("admin");
  const tc = useT();
  const productName = useProductName();
  const { applications: apps } = d;
  const restOf = (rest: { groups: number; count: number }, key: "otherLenders" | "otherPartners") => (rest.groups ? { label: t(`dashboard.${key}`, { count: rest.groups }), count: rest.count } : null);
  return (
    <div>
      <h1 className="text-2xl font-bold">{t("dashboard.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("dashboard.intro")}</p>
      <RangeForm preset={d.preset} range={d.range} today={d.today} result={d.result} />

      <section aria-labelledby="figures-heading" className="mt-6">
        <h2 id="figures-heading" className="font-semibold">
          {t("dashboard.figures")}: <span data-testid="range-shown">{tc("range.showing", { from: d.from, to: d.to })}</span>
        </h2>
        <Figures items={FIGURES.map((key) => ({ id: key, label: t(`dashboard.${key}`), value: String(d.figures[key]) }))} />
      </section>

      {d.disbursed ? (
        <section aria-labelledby="money-heading" className="mt-6">
          <h2 id="money-heading" className="font-semibold">
            {t("dashboard.money")}
          </h2>
          <Figures
            items={[
              { id: "disbursals", label: t("dashboard.disbursals"), value: String(d.disbursed.count) },
              { id: "disbursed-amount", label: t("dashboard.disbursedAmount"), value: formatRupeesPaise(d.disbursed.amount) },
              ...(d.earned
                ? [
                    { id: "revenue", label: t("dashboard.revenue"), value: formatRupeesPaise(d.earned.revenue) },
                    { id: "commission", label: t("dashboard.commission"), value: formatRupeesPaise(d.earned.commission) },
                  ]
                : []),
            ]}
          />
          <p className="mt-2 text-sm text-slate-600">{t("dashboard.moneyNote")}</p>
          {d.disbursedWithoutFigures ? (
            <p className="mt-1 text-sm text-amber-800" data-testid="disbursed-without-figures">
              {t("dashboard.withoutFigures", { count: d.disbursedWithoutFigures })}
            </p>
          ) : null}
          {d.earned ? null : <p className="mt-1 text-sm text-slate-600">{t("dashboard.lentOnly")}</p>}
        </section>
      ) : (
        <p className="mt-4 text-sm text-slate-600" data-testid="counts-only">
          {t("dashboard.countsOnly")}
        </p>
      )}

      <Panel id="per-day-heading" heading={t("dashboard.perDay")}>
        <DayChart
          days={apps.perDay}
          from={d.from}
          to={d.to}
          labels={{ chart: t("dashboard.chartLabel", { from: d.from, to: d.to }), table: t("dashboard.chartTable"), day: t("dashboard.day"), count: t("dashboard.count") }}
        />
      </Panel>
      <Panel id="sign-ups-per-day-heading" heading={t("dashboard.signUpsPerDay")}>
        <DayChart
          days={d.signUpsPerDay}
          from={d.from}
          to={d.to}
          testId="sign-ups-chart"
          tableTestId="sign-ups-per-day-table"
          labels={{ chart: t("dashboard.signUpsChartLabel", { from: d.from, to: d.to }), table: t("dashboard.signUpsChartTable"), day: t("dashboard.day"), count: t("dashboard.signUps") }}
        />
      </Panel>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <CountPanel
          id="by-status"
          heading={t("dashboard.byStatus")}
          column={t("dashboard.status")}
          rows={apps.byStatus.map((s) => ({ key: s.status, label: tc(`status.values.${s.status}` as string), count: s.count }))}
          empty={null}
        />
        <CountPanel
          id="by-product"
          heading={t("dashboard.byProduct")}
          column={t("dashboard.product")}
          rows={apps.byProduct.map((p) => ({ key: p.product, label: productName(p.product), count: p.count }))}
          empty={t("dashboard.noApplications")}
        />
        <CountPanel
          id="by-lender"
          heading={t("dashboard.byLender")}
          column={t("dashboard.lender")}
          rows={apps.byLender.top}
          rest={restOf(apps.byLender.rest, "otherLenders")}
          empty={t("dashboard.noApplications")}
          footer={
            d.allLendersReport && apps.byLender.top.length ? (
              <Link
                to={`${href("/admin/vendors-products-report")}?${d.preset === "custom_range" ? `range=custom_range&from=${d.range.from}&to=${d.range.to}` : `range=${d.preset}`}`}
                className="mt-2 inline-block text-sm text-brand underline"
              >
                {t("dashboard.everyLender")}
              </Link>
            ) : null
          }
        />
        <CountPanel
          id="by-partner"
          heading={t("dashboard.byPartner")}
          column={t("dashboard.partner")}
          rows={apps.byPartner.top.map((p) => (p.key === "none" ? { ...p, label: t("dashboard.noPartner") } : p))}
          rest={restOf(apps.byPartner.rest, "otherPartners")}
          empty={t("dashboard.noApplications")}
        />
      </div>

      {d.latestEnquiries ? (
        <Panel id="enquiries-heading" heading={t("dashboard.latestEnquiries")} empty={d.latestEnquiries.length === 0 && t("dashboard.noEnquiries")}>
          {d.access.contacts === "masked" ? <p className="mt-1 text-sm text-slate-600">{t("dashboard.maskedNote")}</p> : null}
          <PanelTable testId="latest-enquiries" heads={(["name", "email", "phone", "brand", "received"] as const).map((c) => ({ key: c, label: t(`dashboard.${c}`) }))}>
            {d.latestEnquiries.map((l) => (
              <tr key={l.id} className="border-t border-slate-100">
                <td className="py-1 pr-3">{l.name}</td>
                <td className="py-1 pr-3">{l.email}</td>
                <td className="py-1 pr-3 font-mono">{l.phone}</td>
                <td className="py-1 pr-3">{l.brand ?? t("dashboard.defaultBrand")}</td>
                <td className="py-1">{l.createdAt}</td>
              </tr>
            ))}
          </PanelTable>
        </Panel>
      ) : null}
    </div>
  );
}

function Figures({ items }: { items: { id: string; label: string; value: string }[] }) {
  return (
    <dl className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((f) => (
        <div key={f.id} className="rounded-lg bg-white p-4 shadow-sm" data-testid={`figure-${f.id}`}>
          <dt className="text-sm text-slate-600">{f.label}</dt>
          <dd className="text-2xl font-bold">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
