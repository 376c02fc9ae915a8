import { ColumnHeads } from "~/components/ui/column-heads";
import { formatRupeesPaise } from "~/domain/platform/money";
import { useT } from "~/i18n/use-t";
import type { EarningsSummary } from "~/server/partner/earnings.server";

/** What a lender (or a partner) has earned the marketplace: the total and the latest entries. */
export function EarnedSection({ summary, id = "earned", partner = false }: { summary: EarningsSummary; id?: string; partner?: boolean }) {
  const t = useT("admin");
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="rounded-lg bg-white p-4 shadow-sm" data-testid="earned">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t(partner ? "earnings.partnerHeading" : "earnings.heading")}
      </h2>
      <p className="mt-1">{t("earnings.total", { amount: formatRupeesPaise(summary.total), n: summary.count })}</p>
      {summary.recent.length ? (
        <table className="mt-2 w-full text-sm">
          <ColumnHeads className="bg-slate-50" cell="px-2 py-1 font-semibold" labels={(["date", "application", "disbursed", "amount"] as const).map((c) => ({ key: c, label: t(`earnings.${c}`) }))} />
          <tbody>
            {summary.recent.map((e) => (
              <tr key={e.uuid} className="border-t border-slate-100">
                <td className="px-2 py-1">{e.earned_on}</td>
                <td className="px-2 py-1 font-mono text-xs">{e.creditapp_uuid ?? e.reason ?? ""}</td>
                <td className="px-2 py-1">{e.base_amount === null ? "—" : formatRupeesPaise(e.base_amount)}</td>
                <td className="px-2 py-1">{formatRupeesPaise(e.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
