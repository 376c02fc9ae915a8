import type { ReactNode } from "react";
import { Panel, PanelTable } from "~/components/ui/panel";
import { useT } from "~/i18n/use-t";

export interface CountRow {
  key: string;
  label: string;
  count: number;
}

/**
 * Applications counted by one thing (status, product, lender, partner): a
 * row each, the rest summed in one row when there are too many to name, and
 * what follows (a link to the report with every row).
 */
export function CountPanel({
  id,
  heading,
  column,
  rows,
  rest,
  empty,
  footer,
}: {
  id: string;
  heading: string;
  column: string;
  rows: CountRow[];
  rest?: { label: string; count: number } | null;
  empty: string | null;
  footer?: ReactNode;
}) {
  const t = useT("admin");
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
            <td className="py-1 pr-3">{r.label}</td>
            <td className="py-1 text-right">{r.count}</td>
          </tr>
        ))}
        {rest ? (
          <tr className="border-t border-slate-100 text-slate-700">
            <td className="py-1 pr-3">{rest.label}</td>
            <td className="py-1 text-right">{rest.count}</td>
          </tr>
        ) : null}
      </PanelTable>
      {footer}
    </Panel>
  );
}
