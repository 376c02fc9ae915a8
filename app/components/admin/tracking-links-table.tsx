import { CopyField } from "~/components/partner/copy-field";
import { Panel, PanelTable } from "~/components/ui/panel";
import { TRACKING_LINK_INTENT } from "~/forms/partner/tracking-link";
import { useT } from "~/i18n/use-t";
import { useProductName } from "./report-filters";
import { SwitchForm } from "./switch-form";

export interface TrackingLinkRow {
  id: number;
  code: string;
  label: string;
  brandName: string | null;
  brand: string | null;
  product: string | null;
  utms: string;
  active: boolean;
  createdAt: string;
  createdBy: string | null;
  address: string;
  counts: { visits: number; signUps: number; applications: number; disbursals: number };
}

const COUNTS = ["visits", "signUps", "applications", "disbursals"] as const;

/** Every link with its address to share, its counts over the chosen days, and its switch. */
export function TrackingLinksTable({ rows, from, to }: { rows: TrackingLinkRow[]; from: string; to: string }) {
  const t = useT("admin");
  const productName = useProductName();
  const heads = [
    { key: "link", label: t("trackingLinks.columns.link") },
    ...COUNTS.map((key) => ({ key, label: t(`trackingLinks.columns.${key}`), className: "text-right" })),
    { key: "switch", label: t("trackingLinks.columns.status") },
  ];
  return (
    <Panel id="links-heading" heading={t("trackingLinks.list.heading")} intro={t("trackingLinks.list.intro", { from, to })} empty={rows.length ? undefined : t("trackingLinks.list.empty")}>
      <PanelTable testId="tracking-links" heads={heads} cell="px-2 py-2 align-top">
        {rows.map((row) => (
          <tr key={row.id} id={`link-${row.id}`} className="border-t border-slate-100" data-testid="tracking-link-row">
            <td className="min-w-[18rem] px-2 py-2 align-top">
              <p className="font-semibold">{row.label}</p>
              <p className="text-xs text-slate-600">
                {row.brandName && row.brand ? row.brandName : t("trackingLinks.defaultBrand")} · {row.product ? productName(row.product) : t("trackingLinks.landing")}
              </p>
              <p className="break-all font-mono text-xs text-slate-600">{row.utms}</p>
              <p className="text-xs text-slate-500">{t("trackingLinks.made", { when: row.createdAt, who: row.createdBy ?? "—" })}</p>
              <div className="mt-2">
                <CopyField label={t("trackingLinks.address", { label: row.label })} value={row.address} testId="tracking-link-address" />
              </div>
            </td>
            {COUNTS.map((key) => (
              <td key={key} className="px-2 py-2 text-right align-top tabular-nums" data-testid={`link-${key}`}>
                {row.counts[key]}
              </td>
            ))}
            <td className="px-2 py-2 align-top">
              <p className={row.active ? "font-semibold text-green-800" : "font-semibold text-slate-600"}>{row.active ? t("trackingLinks.on") : t("trackingLinks.off")}</p>
              <SwitchForm
                idField="linkId"
                id={row.id}
                intent={row.active ? TRACKING_LINK_INTENT.switchOff : TRACKING_LINK_INTENT.switchOn}
                label={row.active ? t("trackingLinks.switchOff") : t("trackingLinks.switchOn")}
                accessibleName={row.active ? t("trackingLinks.switchOffLabel", { label: row.label }) : t("trackingLinks.switchOnLabel", { label: row.label })}
              />
            </td>
          </tr>
        ))}
      </PanelTable>
    </Panel>
  );
}
