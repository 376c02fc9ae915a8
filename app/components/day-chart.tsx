import { ColumnHeads } from "~/components/ui/column-heads";

export interface DayCount {
  day: string;
  label: string;
  count: number;
}

/** What a chart says, in the page's language: the picture's name, the table's summary and its two column heads. */
export interface DayChartLabels {
  chart: string;
  table: string;
  day: string;
  count: string;
}

const BAR = 10;
const GAP = 2;
const HEIGHT = 120;

/**
 * A count per day as bars drawn on the server (no JavaScript needed), with
 * the same figures in a table for screen readers and anyone who wants the
 * numbers. The partner and admin dashboards draw theirs with it, each inside
 * its own panel.
 */
export function DayChart({
  days,
  from,
  to,
  labels,
  testId = "applications-chart",
  tableTestId = "per-day-table",
}: {
  days: DayCount[];
  from: string;
  to: string;
  labels: DayChartLabels;
  testId?: string;
  tableTestId?: string;
}) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const width = days.length * (BAR + GAP);
  return (
    <>
      <div className="mt-3 flex gap-2">
        <div className="flex flex-col justify-between text-xs text-slate-600" aria-hidden="true">
          <span>{max}</span>
          <span>0</span>
        </div>
        <svg role="img" aria-label={labels.chart} viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" className="h-32 w-full border-b border-l border-slate-400" data-testid={testId}>
          {days.map((d, i) => {
            const h = Math.round((d.count / max) * (HEIGHT - 4));
            return (
              <rect key={d.day} x={i * (BAR + GAP) + GAP / 2} y={HEIGHT - h} width={BAR} height={h} className="fill-brand">
                <title>{`${d.label}: ${d.count}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div className="mt-1 flex justify-between pl-6 text-xs text-slate-600" aria-hidden="true">
        <span>{from}</span>
        <span>{to}</span>
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm text-slate-800 underline underline-offset-2">{labels.table}</summary>
        <table className="mt-2 text-sm" data-testid={tableTestId}>
          <ColumnHeads
            className="text-slate-600"
            cell="py-1 pr-6"
            labels={[
              { key: "day", label: labels.day },
              { key: "count", label: labels.count },
            ]}
          />
          <tbody>
            {days.map((d) => (
              <tr key={d.day} className="border-t border-slate-100">
                <td className="py-1 pr-6">{d.label}</td>
                <td className="py-1">{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
