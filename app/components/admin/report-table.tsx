import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import type { SortChoice } from "~/domain/back-office/report-sort";
import { withParams } from "~/forms/admin/admin-reports";
import { useT } from "~/i18n/use-t";

export interface ReportColumn {
  key: string;
  label: string;
  /** Whether its head sorts the report; `first` is the direction a first click sorts it. */
  first?: "asc" | "desc";
  numeric?: boolean;
}

/**
 * A report's table: its count, its CSV (the same address, every row), the
 * table with column heads that sort it by link (so sorting works without
 * JavaScript and stays in the address), and its pages.
 */
export function ReportTable({
  id,
  heading,
  caption,
  count,
  csvHref,
  columns,
  sort,
  query,
  page,
  pages,
  empty,
  children,
}: {
  id: string;
  heading: string;
  caption: string;
  count: string;
  csvHref: string;
  columns: ReportColumn[];
  sort: SortChoice;
  /** The address's query as it stands: each link changes only what it is for. */
  query: string;
  page: number;
  pages: number;
  empty: boolean;
  children: ReactNode;
}) {
  const t = useT("admin");
  const captionId = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 rounded-lg bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-heading`} className="font-semibold">
          {heading}: <span data-testid="report-count">{count}</span>
        </h2>
        <a href={csvHref} download className="rounded-md border border-brand px-3 py-1.5 font-semibold text-brand" data-testid="csv-link">
          {t("reports.csv")}
        </a>
      </div>
      {empty ? (
        <p className="mt-3 text-slate-600">{t("reports.empty")}</p>
      ) : (
        <section className="mt-3 overflow-x-auto" tabIndex={0} aria-labelledby={captionId}>
          <table className="w-full text-sm" data-testid={`${id}-table`}>
            <caption id={captionId} className="sr-only">
              {caption}
            </caption>
            <thead className="bg-slate-100">
              <tr className="text-left">
                {columns.map((c) => (
                  <SortHead key={c.key} column={c} sort={sort} query={query} />
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </section>
      )}
      <Pager page={page} pages={pages} query={query} />
    </section>
  );
}

function SortHead({ column, sort, query }: { column: ReportColumn; sort: SortChoice; query: string }) {
  const align = column.numeric ? "text-right" : "";
  if (!column.first) {
    return (
      <th scope="col" className={`whitespace-nowrap px-2 py-2 font-semibold ${align}`}>
        {column.label}
      </th>
    );
  }
  const sorted = sort.key === column.key;
  const dir = sorted ? (sort.dir === "asc" ? "desc" : "asc") : column.first;
  return (
    <th scope="col" className={`whitespace-nowrap px-2 py-2 font-semibold ${align}`} aria-sort={sorted ? (sort.dir === "asc" ? "ascending" : "descending") : undefined}>
      <Link to={withParams(query, { sort: column.key, dir, page: null })} className="text-slate-900 underline underline-offset-2" data-testid={`sort-${column.key}`}>
        {column.label}
        {sorted ? <span aria-hidden="true">{sort.dir === "asc" ? " ▲" : " ▼"}</span> : null}
      </Link>
    </th>
  );
}

export function Pager({ page, pages, query, ns = "admin" }: { page: number; pages: number; query: string; ns?: "admin" | "partner" }) {
  const t = useT(ns);
  if (pages <= 1) return null;
  const to = (n: number) => withParams(query, { page: String(n) });
  return (
    <nav aria-label={t("reports.pagination")} className="mt-3 flex items-center gap-3">
      {page > 1 ? (
        <Link to={to(page - 1)} className="text-brand underline">
          {t("reports.previous")}
        </Link>
      ) : null}
      <span>{t("reports.pageOf", { page, pages })}</span>
      {page < pages ? (
        <Link to={to(page + 1)} className="text-brand underline">
          {t("reports.next")}
        </Link>
      ) : null}
    </nav>
  );
}
