import type { ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import { ReportFilters } from "./report-filters";
import { ReportTable, type ReportColumn } from "./report-table";

type FiltersProps = React.ComponentProps<typeof ReportFilters>;

/** What every report's loader sends for the frame around its rows (routes/admin/reports.server.ts filterScreen, and the report's page). */
export interface ReportScreenData extends FiltersProps {
  csv: string;
  query: string;
  from: string;
  to: string;
  report: { total: number; page: number; pages: number; rows: readonly unknown[] };
}

/**
 * A report's screen (docs/decisions/043): its heading and introduction, the
 * filters, and its table with the count, the CSV link, sortable column heads
 * and pages; the report draws its own rows.
 */
export function ReportScreen({
  name,
  data,
  columns,
  note,
  children,
}: {
  name: "internal" | "products" | "vendors";
  data: ReportScreenData;
  columns: ReportColumn[];
  note?: ReactNode;
  children: ReactNode;
}) {
  const t = useT("admin");
  const { report } = data;
  return (
    <div>
      <h1 className="text-2xl font-bold">{t(`reports.${name}.heading`)}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{t(`reports.${name}.intro`)}</p>
      <ReportFilters filters={data.filters} options={data.options} today={data.today} />
      {note}
      <ReportTable
        id={name}
        heading={t(`reports.${name}.caption`)}
        caption={t(`reports.${name}.caption`)}
        count={t(`reports.${name}.count`, { count: report.total, from: data.from, to: data.to })}
        csvHref={data.csv}
        columns={columns}
        sort={data.filters.sort}
        query={data.query}
        page={report.page}
        pages={report.pages}
        empty={report.rows.length === 0}
      >
        {children}
      </ReportTable>
    </div>
  );
}
