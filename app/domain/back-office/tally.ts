/**
 * A count per name (applications by lender, by partner) cut to its largest
 * few, with the rest summed: a dashboard with 1,000 lenders still reads at a
 * glance, and the reports hold every row. Equal counts keep their names' order.
 */
export interface Tally {
  key: string;
  label: string;
  count: number;
}

export function topOf(rows: readonly Tally[], size: number): { top: Tally[]; rest: { groups: number; count: number } } {
  const sorted = [...rows].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "en-IN"));
  const rest = sorted.slice(size);
  return { top: sorted.slice(0, size), rest: { groups: rest.length, count: rest.reduce((sum, r) => sum + r.count, 0) } };
}
