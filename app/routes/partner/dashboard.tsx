import { DayChart } from "~/components/day-chart";
import { Panel, PanelTable } from "~/components/ui/panel";
import { RangeForm } from "~/components/range-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatDay, istToday } from "~/domain/back-office/date-range";
import { formatRupeesPaise } from "~/domain/platform/money";
import { formatDateTime } from "~/domain/platform/dates";
import { chooseDateRange } from "~/forms/admin/date-range";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { partnerDashboard } from "~/server/partner/partner-dashboard.server";
import { requirePartner } from "~/middleware/partner-guard.server";
import { now as clockNow } from "~/server/platform/db/clock.server";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePartner(context);
  const language = getLanguage(context);
  const now = clockNow();
  const chosen = chooseDateRange(new URL(request.url).searchParams, now);
  const dashboard = await partnerDashboard(user.partner.id, chosen.range);
  const day = (iso: string) => formatDay(iso, language);
  return {
    brand: user.partner.displayName,
    preset: chosen.preset,
    range: chosen.range,
    today: istToday(now),
    result: chosen.result,
    from: day(chosen.range.from),
    to: day(chosen.range.to),
    leads: { count: dashboard.leads.count, latest: dashboard.leads.latest.map((l) => ({ ...l, createdAt: formatDateTime(new Date(l.createdAt), language) })) },
    applications: { ...dashboard.applications, perDay: dashboard.applications.perDay.map((d) => ({ ...d, label: day(d.day) })) },
    disbursals: dashboard.disbursals,
    commission: { ...dashboard.commission, recent: dashboard.commission.recent.map((e) => ({ ...e, earnedOn: day(e.earned_on) })) },
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.dashboard") }];
}

export default function PartnerDashboard({ loaderData: d }: Route.ComponentProps) {
  const t = useT("partner");
  const tc = useT();
  const cards = [
    ["leads", t("dashboard.leads"), String(d.leads.count)],
    ["applications", t("dashboard.applications"), String(d.applications.count)],
    ["disbursals", t("dashboard.disbursals"), String(d.disbursals.count)],
    ["disbursed-amount", t("dashboard.disbursedAmount"), formatRupeesPaise(d.disbursals.amount)],
    ["commission", t("dashboard.commission"), formatRupeesPaise(d.commission.total)],
  ] as const;
  return (
    <div>
      <h1 className="text-2xl font-bold">{t("dashboard.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("dashboard.intro", { brand: d.brand })}</p>
      <RangeForm preset={d.preset} range={d.range} today={d.today} result={d.result} />

      <section aria-labelledby="figures-heading" className="mt-6">
        <h2 id="figures-heading" className="font-semibold">
          {t("dashboard.figures")}: <span data-testid="range-shown">{tc("range.showing", { from: d.from, to: d.to })}</span>
        </h2>
        <dl className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {cards.map(([id, label, value]) => (
            <div key={id} className="rounded-lg bg-white p-4 shadow-sm" data-testid={`figure-${id}`}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-2xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Panel id="per-day-heading" heading={t("dashboard.perDay")}>
        <DayChart
          days={d.applications.perDay}
          from={d.from}
          to={d.to}
          labels={{ chart: t("dashboard.chartLabel", { from: d.from, to: d.to }), table: t("dashboard.chartTable"), day: t("dashboard.day"), count: t("dashboard.count") }}
        />
      </Panel>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <CountTable
          id="by-status"
          heading={t("dashboard.byStatus")}
          column={t("dashboard.status")}
          rows={d.applications.byStatus.map((s) => ({ key: s.status, label: tc(`status.values.${s.status}` as string), count: s.count }))}
          empty={null}
        />
        <CountTable
          id="by-product"
          heading={t("dashboard.byProduct")}
          column={t("dashboard.product")}
          rows={d.applications.byProduct.map((p) => ({ key: p.product, label: t(`products.${p.product}` as string), count: p.count }))}
          empty={t("dashboard.noApplications")}
        />
      </div>

      <Panel id="leads-heading" heading={t("dashboard.latestLeads")} empty={d.leads.latest.length === 0 && t("dashboard.noLeads")}>
        <PanelTable testId="latest-leads" heads={(["name", "email", "phone", "received"] as const).map((c) => ({ key: c, label: t(`dashboard.${c}`) }))}>
          {d.leads.latest.map((l) => (
            <tr key={l.id} className="border-t border-slate-100">
              <td className="py-1 pr-3">{l.name}</td>
              <td className="py-1 pr-3">{l.email}</td>
              <td className="py-1 pr-3">{l.phone}</td>
              <td className="py-1">{l.createdAt}</td>
            </tr>
          ))}
        </PanelTable>
      </Panel>

      <Panel id="commission-heading" heading={t("dashboard.latestCommission")} empty={d.commission.recent.length === 0 && t("dashboard.noCommission")}>
        <PanelTable
          testId="latest-commission"
          heads={(["earnedOn", "kind", "reference", "amount"] as const).map((c) => ({ key: c, label: t(`dashboard.${c}`), className: c === "amount" ? "text-right" : "" }))}
        >
          {d.commission.recent.map((e) => (
            <tr key={e.uuid} className="border-t border-slate-100">
              <td className="py-1 pr-3">{e.earnedOn}</td>
              <td className="py-1 pr-3">{e.kind === "partner_commission" ? t("dashboard.kinds.partner_commission") : t("dashboard.kinds.commission_adjustment")}</td>
              <td className="py-1 pr-3 font-mono text-xs">{e.creditapp_uuid ?? e.reason ?? "—"}</td>
              <td className="py-1 text-right">{formatRupeesPaise(e.amount)}</td>
            </tr>
          ))}
        </PanelTable>
      </Panel>
    </div>
  );
}

/** A count per status or product: it always lists every status; by product, no application says so. */
function CountTable({ id, heading, column, rows, empty }: { id: string; heading: string; column: string; rows: { key: string; label: string; count: number }[]; empty: string | null }) {
  const t = useT("partner");
  return (
    <Panel id={`${id}-heading`} heading={heading} className="" empty={rows.length === 0 && empty}>
      <PanelTable
        testId={id}
        cell="py-1"
        heads={[
          { key: "name", label: column },
          { key: "count", label: t("dashboard.count"), className: "text-right" },
        ]}
      >
        {rows.map((r) => (
          <tr key={r.key} className="border-t border-slate-100">
            <td className="py-1">{r.label}</td>
            <td className="py-1 text-right">{r.count}</td>
          </tr>
        ))}
      </PanelTable>
    </Panel>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
