import { formatPaise } from "~/domain/platform/money";
import { useT } from "~/i18n/use-t";

export interface InstalmentRow {
  number: number;
  due: string;
  paymentPaise: number;
  principalPaise: number;
  interestPaise: number;
  balancePaise: number;
}

/**
 * The repayment schedule. On a wide screen a table; on a phone each
 * instalment is a small block of labelled lines (the header row hidden, each
 * cell saying what it is), so nothing scrolls sideways at 320 px.
 */
export function ScheduleTable({ rows }: { rows: InstalmentRow[] }) {
  const t = useT();
  const heads = [t("loan.schedule.number"), t("loan.schedule.due"), t("loan.schedule.payment"), t("loan.schedule.principal"), t("loan.schedule.interest"), t("loan.schedule.balance")];
  const cell = "flex justify-between gap-3 px-3 py-0.5 sm:table-cell sm:py-2 sm:text-right";
  // On a phone the header row is hidden: each cell names itself (hidden again on a wide screen, where the header says it).
  const label = (i: number, value: React.ReactNode) => (
    <>
      <span className="font-medium text-slate-600 sm:hidden">{heads[i]}</span>
      <span>{value}</span>
    </>
  );
  return (
    <table className="mt-2 block w-full rounded-lg bg-white text-sm shadow-sm sm:table" data-testid="schedule">
      <caption className="sr-only">{t("loan.schedule.heading")}</caption>
      <thead className="hidden sm:table-header-group">
        <tr className="border-b border-slate-200">
          {heads.map((h, i) => (
            <th key={h} scope="col" className={`p-3 ${i < 2 ? "text-left" : "text-right"}`}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block sm:table-row-group">
        {rows.map((r) => (
          <tr key={r.number} className="block border-b border-slate-100 py-2 last:border-0 sm:table-row sm:py-0">
            <th scope="row" className={`${cell} sm:text-left`}>
              {label(0, r.number)}
            </th>
            <td className={`${cell} sm:text-left`}>{label(1, r.due)}</td>
            <td className={cell}>{label(2, formatPaise(r.paymentPaise))}</td>
            <td className={cell}>{label(3, formatPaise(r.principalPaise))}</td>
            <td className={cell}>{label(4, formatPaise(r.interestPaise))}</td>
            <td className={cell}>{label(5, formatPaise(r.balancePaise))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
