import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "~/i18n/use-t";
import type { HistoryRow } from "~/server/platform/files/upload-history.server";
import { ColumnHeads } from "../ui/column-heads";
import { Modal } from "../ui/modal";

/** The dialog of one uploaded file's outcome, opened by `?file=` so it works without JavaScript. */

/** The errors of a refused file: their count and the rows updated (SPEC.md 2.6, 4). */
function ErrorsPart({ file }: { file: HistoryRow }) {
  const t = useT("admin");
  return (
    <div data-testid="upload-errors">
      <p className="font-semibold text-red-800">{t("records.errorCount", { count: file.errors.length })}</p>
      <ul className="mt-2 max-h-64 list-none overflow-y-auto rounded border border-red-200 bg-red-50 p-2 text-sm text-red-900">
        {file.errors.map((e, i) => (
          <li key={i}>{e}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-700">{t("records.nothingChanged")}</p>
    </div>
  );
}

/** A dialog about one uploaded file: its name, what happened, and a way back to the list. */
function FileDialog({ file, title, closeTo, children }: { file: HistoryRow; title: string; closeTo: string; children: ReactNode }) {
  const t = useT("admin");
  return (
    <Modal title={title} closeTo={closeTo} closeLabel={t("close")} size="wide">
      <p className="text-sm text-slate-600">{file.file_name}</p>
      {children}
      <div className="mt-4 flex justify-end">
        <Link to={closeTo} className="rounded-md border border-slate-300 px-4 py-2" preventScrollReset>
          {t("close")}
        </Link>
      </div>
    </Modal>
  );
}

/** The application status file's dialog: the errors with their count, and the rows updated. */
export function StatusFileDialog({ file, closeTo }: { file: HistoryRow; closeTo: string }) {
  const t = useT("admin");
  return (
    <FileDialog file={file} title={file.errors.length ? t("records.errorsTitle") : t("records.doneTitle")} closeTo={closeTo}>
      <p className="mt-2" data-testid="rows-updated">
        {t("records.rowsUpdatedCount", { count: file.rows_updated })}
      </p>
      {file.errors.length ? (
        <div className="mt-3">
          <ErrorsPart file={file} />
        </div>
      ) : null}
    </FileDialog>
  );
}

/**
 * The records dialog (SPEC.md 2.1): a title, counts of Created and Updated
 * rows, a table title and a numbered list of the UUIDs touched (with its
 * heading row); a refused file shows its errors instead.
 */
export function RecordsDialog({ file, closeTo, title, tableTitle, uuidHeading }: { file: HistoryRow; closeTo: string; title: string; tableTitle: string; uuidHeading: string }) {
  const t = useT("admin");
  return (
    <FileDialog file={file} title={file.errors.length ? t("records.errorsTitle") : title} closeTo={closeTo}>
      {file.errors.length ? (
        <div className="mt-3">
          <ErrorsPart file={file} />
        </div>
      ) : (
        <>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="records-counts">
            <dt className="font-semibold">{t("records.created")}</dt>
            <dd>{file.rows_created}</dd>
            <dt className="font-semibold">{t("records.updated")}</dt>
            <dd>{file.rows_updated}</dd>
          </dl>
          <h3 className="mt-4 font-semibold">{tableTitle}</h3>
          <table className="mt-1 w-full text-sm" data-testid="records-uuids">
            <ColumnHeads
              className="bg-slate-50"
              cell="px-2 py-1 font-semibold"
              first="w-12"
              labels={[
                { key: "n", label: "#" },
                { key: "uuid", label: uuidHeading },
              ]}
            />
            <tbody>
              {file.touched.map((uuid, i) => (
                <tr key={uuid} className="border-t border-slate-100">
                  <td className="px-2 py-1">{i + 1}</td>
                  <td className="px-2 py-1 font-mono">{uuid}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </FileDialog>
  );
}
