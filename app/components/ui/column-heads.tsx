import type { ReactNode } from "react";

/**
 * A table's column headings, each a `th scope="col"` so a screen reader names
 * the column of every cell. `first` styles the first heading (a sticky column).
 */
export function ColumnHeads({
  labels,
  className = "",
  cell = "px-2 py-2 font-semibold",
  first = "",
}: {
  labels: { key: string; label: ReactNode; className?: string }[];
  className?: string;
  cell?: string;
  first?: string;
}) {
  return (
    <thead className={className}>
      <tr className="text-left">
        {labels.map(({ key, label, className: own = "" }, i) => (
          <th key={key} scope="col" className={`${cell} ${i === 0 ? first : ""} ${own}`}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
