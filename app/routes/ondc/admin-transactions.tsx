import { href } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ColumnHeads } from "~/components/ui/column-heads";
import { formatDateTime } from "~/domain/platform/dates";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { listTransactions } from "~/server/ondc/log.server";
import type { Route } from "./+types/admin-transactions";

/** The ONDC network's transactions, newest first, each with its log to download (docs/decisions/102). */
export async function loader({ context }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const rows = await listTransactions();
  return { rows: rows.map((r) => ({ ...r, createdAt: formatDateTime(r.createdAt, language), lastMessageAt: formatDateTime(r.lastMessageAt, language) })) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:ondcTransactions.title") }];
}

const COLUMNS = ["transaction", "flow", "lender", "messages", "started", "last", "log"] as const;

export default function OndcTransactions({ loaderData: d }: Route.ComponentProps) {
  const t = useT("admin");
  const cell = "px-2 py-2 align-top";
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t("ondcTransactions.heading")}</h1>
      <p className="max-w-3xl text-slate-600">{t("ondcTransactions.intro")}</p>
      {d.rows.length ? (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full text-sm" data-testid="ondc-transactions">
            <ColumnHeads className="border-b border-slate-200" labels={COLUMNS.map((key) => ({ key, label: t(`ondcTransactions.columns.${key}`) }))} />
            <tbody>
              {d.rows.map((r) => (
                <tr key={r.transactionId} className="border-b border-slate-100 last:border-0">
                  <td className={`${cell} break-all font-mono text-xs`}>{r.transactionId}</td>
                  <td className={cell}>
                    {r.flow}
                    <span className="block text-xs text-slate-600">{t(r.hasApplication ? "ondcTransactions.application" : "ondcTransactions.searchOnly")}</span>
                  </td>
                  <td className={`${cell} break-all`}>{r.bppId ?? t("ondcTransactions.notChosen")}</td>
                  <td className={cell}>{r.messageCount}</td>
                  <td className={cell}>{r.createdAt}</td>
                  <td className={cell}>{r.lastMessageAt}</td>
                  <td className={cell}>
                    <a href={href("/api/admin/ondc/transactions/:transactionId/log", { transactionId: r.transactionId })} download className="font-semibold text-brand underline">
                      {t("ondcTransactions.download")}
                      <span className="sr-only"> {r.transactionId}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="rounded-lg bg-white p-4 text-sm shadow-sm">{t("ondcTransactions.empty")}</p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
