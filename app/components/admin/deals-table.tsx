import { Link } from "react-router";
import { DealPicture, type DealSummary } from "~/components/deals/deal-parts";
import { Panel, PanelTable } from "~/components/ui/panel";
import { adminDealPath, type DealState } from "~/domain/consumer/deals";
import { DEAL_INTENT } from "~/forms/admin/deal";
import { useT } from "~/i18n/use-t";
import { SwitchForm } from "./switch-form";

export interface AdminDealView extends DealSummary {
  active: boolean;
  state: DealState;
  codesLeft: number;
  codesTotal: number;
}

/** A deal's switch: off takes it from the public page at once (claimed codes stay their consumers'), on brings it back within its days. */
export function DealSwitch({ deal }: { deal: Pick<AdminDealView, "id" | "title" | "active"> }) {
  const t = useT("admin");
  return (
    <SwitchForm
      idField="dealId"
      id={deal.id}
      intent={deal.active ? DEAL_INTENT.switchOff : DEAL_INTENT.switchOn}
      label={t(deal.active ? "deals.switchOff" : "deals.switchOn")}
      accessibleName={t(deal.active ? "deals.switchOffLabel" : "deals.switchOnLabel", { title: deal.title })}
    />
  );
}

/** Where a deal stands today, and its codes left of all. */
export function DealStanding({ deal }: { deal: Pick<AdminDealView, "state" | "codesLeft" | "codesTotal"> }) {
  const t = useT("admin");
  return (
    <>
      <p className={deal.state === "live" ? "font-semibold text-green-800" : "font-semibold text-slate-700"} data-testid="deal-state">
        {t(`deals.states.${deal.state}`)}
      </p>
      <p className="text-sm tabular-nums" data-testid="codes-left">
        {t("deals.codesLeft", { left: deal.codesLeft, total: deal.codesTotal })}
      </p>
    </>
  );
}

/** The catalogue: every deal with its days, where it stands, its codes left, and its switch. */
export function DealsTable({ rows }: { rows: AdminDealView[] }) {
  const t = useT("admin");
  const heads = [
    { key: "deal", label: t("deals.columns.deal") },
    { key: "days", label: t("deals.columns.days") },
    { key: "state", label: t("deals.columns.state") },
    { key: "switch", label: t("deals.columns.switch") },
  ];
  return (
    <Panel id="deals-heading" heading={t("deals.list.heading")} empty={rows.length ? undefined : t("deals.list.empty")}>
      <PanelTable testId="deals" heads={heads} cell="px-2 py-2 align-top">
        {rows.map((row) => (
          <tr key={row.id} id={`deal-${row.id}`} className="border-t border-slate-100" data-testid="deal-row">
            <td className="min-w-[16rem] px-2 py-2 align-top">
              <div className="flex gap-3">
                <DealPicture deal={row} size="h-10 w-10" />
                <div>
                  <Link to={adminDealPath(row.id)} className="font-semibold text-brand underline">
                    {row.title}
                  </Link>
                  <p className="text-xs text-slate-600">
                    {row.merchant} · {row.discount}
                  </p>
                </div>
              </div>
            </td>
            <td className="px-2 py-2 align-top text-sm">{t("deals.days", { from: row.from, to: row.to })}</td>
            <td className="px-2 py-2 align-top">
              <DealStanding deal={row} />
            </td>
            <td className="px-2 py-2 align-top">
              <DealSwitch deal={row} />
            </td>
          </tr>
        ))}
      </PanelTable>
    </Panel>
  );
}
