import { useEffect, useId, useState } from "react";
import { DataTable } from "~/components/ui/data-table";
import { useHydrated } from "remix-utils/use-hydrated";
import { Form, Link, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { formatDateTime } from "~/domain/platform/dates";
import { useT } from "~/i18n/use-t";
import { fieldErrors, FileField, FormErrors, SubmitButton, type FormResult } from "../forms";
import type { HistoryPage } from "~/server/platform/files/upload-history.server";

/**
 * The parts every upload screen shares (application status file, MIS,
 * commission file): the upload form, the paginated history refreshed every
 * 30 seconds (each file's outcome is in upload-dialogs.tsx).
 */

const UPLOAD_FIELD = "image_name";
const PAGE_SIZES = [5, 10, 20];
const REFRESH_MS = 30_000;

/** One column of the file, documented on the screen. */
export interface ColumnDoc {
  name: string;
  description: string;
}

/** The history's page and size, kept when a dialog opens or closes. */
export function useListQuery(): string {
  const [params] = useSearchParams();
  const keep = new URLSearchParams();
  for (const key of ["page", "size"]) {
    const value = params.get(key);
    if (value) keep.set(key, value);
  }
  const text = keep.toString();
  return text ? `?${text}` : "?";
}

/**
 * The upload form: a file of .xlsx, .xls or .csv. With JavaScript the button
 * is disabled until a file is chosen; the server checks either way ('No file
 * selected', 'Invalid file type').
 */
export function UploadForm({ columns, result, label }: { columns: ColumnDoc[]; result?: FormResult; label: string }) {
  const t = useT("admin");
  const id = useId();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(false);
  const errors = fieldErrors(result, UPLOAD_FIELD);
  const busy = navigation.state === "submitting";
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t("records.uploadHeading")}
      </h2>
      <Form method="post" encType="multipart/form-data" noValidate className="mt-3 flex flex-col gap-3" data-testid="upload-form">
        <FileField
          name={UPLOAD_FIELD}
          label={label}
          hint={t("records.helper")}
          result={result}
          accept=".xlsx,.xls,.csv"
          required
          onChange={(e) => setChosen((e.currentTarget.files?.length ?? 0) > 0)}
        />
        <FormErrors result={errors.length ? undefined : result} />
        <SubmitButton className="self-start" disabled={(hydrated && !chosen) || busy}>
          {busy ? t("records.uploading") : t("records.upload")}
        </SubmitButton>
      </Form>
      <h3 className="mt-4 text-sm font-semibold">{t("records.columnsHeading")}</h3>
      <table className="mt-1 text-sm">
        <thead>
          <tr className="text-left">
            <th className="py-1 pr-4 font-semibold">{t("records.column")}</th>
            <th className="py-1 font-semibold">{t("records.meaning")}</th>
          </tr>
        </thead>
        <tbody>
          {columns.map((c) => (
            <tr key={c.name}>
              <td className="py-1 pr-4 align-top">
                <code>{c.name}</code>
              </td>
              <td className="py-1 text-slate-700">{c.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-600">{t("records.oneTransaction")}</p>
    </section>
  );
}

/** With JavaScript, the history reloads every 30 seconds while the page is visible (SPEC.md 4, 9). */
export function useHistoryRefresh() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidator]);
}

/** The uploaded files, newest first, paginated by the URL (5, 10 or 20 rows; default 5). */
export function HistoryTable({ history, showCreated = false, locale }: { history: HistoryPage; showCreated?: boolean; locale: string }) {
  const t = useT("admin");
  useHistoryRefresh();
  const link = (page: number, size = history.size) => `?page=${page}&size=${size}`;
  return (
    <section className="mt-6" aria-labelledby="history-heading">
      <h2 id="history-heading" className="text-lg font-semibold">
        {t("records.historyHeading")}
      </h2>
      <DataTable
        count={history.rows.length}
        empty={t("records.historyEmpty")}
        className="mt-2"
        emptyClassName="mt-2 rounded-lg bg-white p-4 text-slate-600 shadow-sm"
        caption={t("records.historyHeading")}
        testId="upload-history"
        headClassName="bg-slate-50"
        headCell="px-3 py-2 font-semibold"
        heads={(["createdAt", "fileName", "status", ...(showCreated ? (["rowsCreated"] as const) : []), "rowsUpdated", "errors"] as const).map((c) => ({ key: c, label: t(`records.${c}`) }))}
      >
        {history.rows.map((row) => (
          <tr key={row.id} className="border-t border-slate-100 align-top">
            <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(new Date(row.created_at), locale)}</td>
            <td className="px-3 py-2">
              <Link to={`${link(history.page)}&file=${row.id}`} className="text-brand underline underline-offset-2" preventScrollReset>
                {row.file_name}
              </Link>
            </td>
            <td className="px-3 py-2">{row.status === "success" ? t("records.statusSuccess") : t("records.statusFailed")}</td>
            {showCreated ? <td className="px-3 py-2">{row.rows_created}</td> : null}
            <td className="px-3 py-2">{row.rows_updated}</td>
            <td className="px-3 py-2">
              {row.errors.length ? (
                <ul className="list-none text-red-800">
                  {row.errors.map((e, i) => (
                    <li key={i}>{e}</li>
                  ))}
                </ul>
              ) : (
                "—"
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <nav aria-label={t("records.pagination")} className="mt-3 flex flex-wrap items-center gap-4 text-sm">
        <span className="flex items-center gap-2">
          {t("records.rowsPerPage")}
          {PAGE_SIZES.map((size) => (
            <Link
              key={size}
              to={link(1, size)}
              aria-current={size === history.size ? "true" : undefined}
              aria-label={t("records.rowsPerPageN", { count: size })}
              className={`rounded border px-2 py-0.5 ${size === history.size ? "border-brand bg-brand text-white" : "border-slate-300 bg-white"}`}
            >
              {size}
            </Link>
          ))}
        </span>
        <span>{t("records.pageOf", { page: history.page, pages: history.pages, total: history.total })}</span>
        {history.page > 1 ? (
          <Link to={link(history.page - 1)} className="underline underline-offset-2">
            {t("records.previous")}
          </Link>
        ) : null}
        {history.page < history.pages ? (
          <Link to={link(history.page + 1)} className="underline underline-offset-2">
            {t("records.next")}
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
