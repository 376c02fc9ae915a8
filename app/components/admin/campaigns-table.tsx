import { DataTable } from "~/components/ui/data-table";
import { useT } from "~/i18n/use-t";

export interface CampaignRow {
  id: number;
  admin: string;
  segment: string;
  channel: string;
  bodyEn: string;
  previewed: number;
  queued: number | null;
  delivered: number;
  failed: number;
  createdAt: string;
}

/** The messages admins sent to segments: by whom, to how many (as previewed and as sent), and how delivery went. */
export function CampaignsTable({ rows }: { rows: CampaignRow[] }) {
  const t = useT("admin");
  return (
    <section aria-labelledby="campaigns-heading" className="mt-6">
      <h2 id="campaigns-heading" className="text-lg font-semibold">
        {t("messaging.campaigns.heading")}
      </h2>
      <DataTable
        count={rows.length}
        empty={t("messaging.campaigns.none")}
        caption={t("messaging.campaigns.heading")}
        testId="campaigns"
        className="mt-2"
        heads={(["createdAt", "admin", "segment", "text", "recipients", "delivered"] as const).map((c) => ({ key: c, label: t(`messaging.campaigns.columns.${c}`) }))}
      >
        {rows.map((c) => (
          <tr key={c.id} className="border-t border-slate-100 align-top">
            <td className="whitespace-nowrap px-3 py-2">{c.createdAt}</td>
            <td className="px-3 py-2">{c.admin}</td>
            <td className="px-3 py-2">
              {t(`messaging.segments.${c.segment}` as string)} · {t(`messaging.channels.${c.channel === "email" ? "email" : "sms"}`)}
            </td>
            <td className="px-3 py-2">{c.bodyEn}</td>
            <td className="px-3 py-2">{c.queued === null ? t("messaging.campaigns.sending", { count: c.previewed }) : c.queued}</td>
            <td className="px-3 py-2">{t("messaging.campaigns.deliveredOf", { delivered: c.delivered, failed: c.failed })}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
