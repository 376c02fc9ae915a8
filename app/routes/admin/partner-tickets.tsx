import { href, Link } from "react-router";
import { DataTable } from "~/components/ui/data-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatDateTime } from "~/domain/platform/dates";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { teamTickets } from "~/server/partner/partner-tickets.server";
import type { Route } from "./+types/partner-tickets";

/** The questions partners raised from their portal, those waiting for an answer first. */
export async function loader({ context }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const tickets = await teamTickets();
  return {
    tickets: tickets.map((tk) => ({ ...tk, updatedAt: formatDateTime(tk.updatedAt, language), createdAt: formatDateTime(tk.createdAt, language) })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:partnerTickets.title") }];
}

export default function PartnerTickets({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const tp = useT("partner");
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">{t("partnerTickets.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("partnerTickets.intro")}</p>
      <DataTable
        count={loaderData.tickets.length}
        empty={t("partnerTickets.none")}
        caption={t("partnerTickets.heading")}
        testId="partner-tickets"
        heads={(["subject", "partner", "kind", "status", "updated"] as const).map((c) => ({ key: c, label: t(`partnerTickets.columns.${c}`) }))}
      >
        {loaderData.tickets.map((tk) => (
          <tr key={tk.id} className="border-t border-slate-100">
            <td className="px-3 py-2">
              <Link to={href("/admin/partner-tickets/:ticketId", { ticketId: String(tk.id) })} className="text-brand underline">
                {tk.subject}
              </Link>
            </td>
            <td className="px-3 py-2">{tk.partner}</td>
            <td className="px-3 py-2">{tp(`tickets.kinds.${tk.kind}`)}</td>
            <td className="px-3 py-2">{tp(`tickets.statuses.${tk.status}`)}</td>
            <td className="px-3 py-2">{tk.updatedAt}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
