import { Link } from "react-router";
import { DataTable } from "~/components/ui/data-table";
import { useT } from "~/i18n/use-t";

export interface OutboxRow {
  id: number;
  channel: string;
  to: string;
  subject: string | null;
  body: string;
  status: string;
  attempts: number;
  createdAt: string;
}

/** Every message the product sent, newest first: where to (masked), what (a login code never shows: it is stored without it), and how it went. */
export function OutboxTable({ rows, page, pages }: { rows: OutboxRow[]; page: number; pages: number }) {
  const t = useT("admin");
  return (
    <section aria-labelledby="outbox-heading" className="mt-6">
      <h2 id="outbox-heading" className="text-lg font-semibold">
        {t("messaging.outbox.heading")}
      </h2>
      <DataTable
        count={rows.length}
        empty={t("messaging.outbox.none")}
        caption={t("messaging.outbox.heading")}
        testId="outbox"
        className="mt-2"
        heads={(["createdAt", "channel", "to", "text", "status", "attempts"] as const).map((c) => ({ key: c, label: t(`messaging.outbox.columns.${c}`) }))}
      >
        {rows.map((m) => (
          <tr key={m.id} className="border-t border-slate-100 align-top">
            <td className="whitespace-nowrap px-3 py-2">{m.createdAt}</td>
            <td className="px-3 py-2">{t(`messaging.channels.${m.channel === "email" ? "email" : "sms"}`)}</td>
            <td className="whitespace-nowrap px-3 py-2 font-mono">{m.to}</td>
            <td className="px-3 py-2">
              {m.subject ? <strong className="block">{m.subject}</strong> : null}
              {m.body}
            </td>
            <td className="px-3 py-2">{t(`messaging.outbox.statuses.${m.status}` as string)}</td>
            <td className="px-3 py-2">{m.attempts}</td>
          </tr>
        ))}
      </DataTable>
      <nav aria-label={t("messaging.outbox.pages")} className="mt-3 flex items-center gap-4 text-sm">
        {page > 1 ? (
          <Link to={`?page=${page - 1}`} className="text-brand underline">
            {t("messaging.outbox.previous")}
          </Link>
        ) : null}
        <span>{t("messaging.outbox.pageOf", { page, pages })}</span>
        {page < pages ? (
          <Link to={`?page=${page + 1}`} className="text-brand underline">
            {t("messaging.outbox.next")}
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
