import { useId, type ReactNode } from "react";
import { ColumnHeads } from "./column-heads";

/**
 * A list of records as a table, or one sentence when there are none. The table scrolls sideways
 * inside its own box on a phone, and that box can take focus (named by the caption) so a keyboard
 * user can scroll it too.
 */
export function DataTable({
  count,
  empty,
  caption,
  heads,
  testId,
  className = "mt-4",
  emptyClassName = className,
  headClassName = "bg-slate-100",
  headCell = "px-3 py-2",
  children,
}: {
  count: number;
  empty: ReactNode;
  caption: string;
  heads: { key: string; label: ReactNode; className?: string }[];
  testId?: string;
  className?: string;
  emptyClassName?: string;
  headClassName?: string;
  headCell?: string;
  children: ReactNode;
}) {
  const captionId = useId();
  if (count === 0) return <p className={emptyClassName}>{empty}</p>;
  return (
    <section className={`${className} overflow-x-auto rounded-lg bg-white shadow-sm`} tabIndex={0} aria-labelledby={captionId}>
      <table className="w-full text-sm" data-testid={testId}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <ColumnHeads className={headClassName} cell={headCell} labels={heads} />
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
