import type { ReactNode } from "react";
import { ColumnHeads } from "~/components/ui/column-heads";

/**
 * A card of the partner and admin pages, named by its heading, with an
 * optional line of introduction; given `empty`, it says that instead of its
 * content. A `warning` card stands out in amber (what a role may not see yet).
 */
export function Panel({
  id,
  heading,
  intro,
  tone = "plain",
  className = "mt-6",
  empty,
  children,
}: {
  id: string;
  heading: ReactNode;
  intro?: ReactNode;
  tone?: "plain" | "warning";
  className?: string;
  empty?: ReactNode;
  children?: ReactNode;
}) {
  const surface = tone === "warning" ? "rounded-lg border border-amber-300 bg-amber-50 p-4" : "rounded-lg bg-white p-4 shadow-sm";
  return (
    <section aria-labelledby={id} className={[className, surface].filter(Boolean).join(" ")}>
      <h2 id={id} className="font-semibold">
        {heading}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      {empty ? <p className="mt-2 text-sm text-slate-600">{empty}</p> : children}
    </section>
  );
}

/** A panel's table, scrolling sideways on a narrow screen: its column heads, then the rows given. */
export function PanelTable({ testId, heads, cell = "py-1 pr-3", children }: { testId: string; heads: { key: string; label: ReactNode; className?: string }[]; cell?: string; children: ReactNode }) {
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-sm" data-testid={testId}>
        <ColumnHeads className="text-slate-600" cell={cell} labels={heads} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
