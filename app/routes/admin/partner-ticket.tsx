import { data, href, Link } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { TicketThread } from "~/components/ticket-thread";
import { databaseId } from "~/domain/platform/database-id";
import { formatDateTime } from "~/domain/platform/dates";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requireAdmin } from "~/middleware/admin-guard.server";
import { screenAnswer } from "~/responses/answers.server";
import { teamReplyCommand } from "~/server/partner/partner-ticket-commands.server";
import { ticketThread } from "~/server/partner/partner-tickets.server";
import type { Route } from "./+types/partner-ticket";

async function requireTicket(value: string) {
  const id = databaseId(value);
  const ticket = id ? await ticketThread(id) : null;
  if (!ticket) throw data(null, { status: 404 });
  return ticket;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const ticket = await requireTicket(params.ticketId);
  const language = getLanguage(context);
  return {
    ticket: { id: ticket.id, subject: ticket.subject, status: ticket.status, kind: ticket.kind, partner: ticket.partner },
    messages: ticket.messages.map((m) => ({ ...m, createdAt: formatDateTime(m.createdAt, language) })),
  };
}

/** The team's answer, recorded as the admin's; a refused one stays in the form with what was typed. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { admin } = requireAdmin(context);
  const ticket = await requireTicket(params.ticketId);
  const formData = await request.formData();
  const result = await teamReplyCommand(formData, { ticketId: ticket.id, adminId: admin.id });
  return screenAnswer(request, formData, result, { back: href("/admin/partner-tickets/:ticketId", { ticketId: String(ticket.id) }), refusedStays: true });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:partnerTickets.ticketTitle", { subject: loaderData?.ticket.subject ?? "" }) }];
}

export default function PartnerTicket({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const tp = useT("partner");
  return (
    <div className="max-w-3xl">
      <Link to={href("/admin/partner-tickets")} className="text-brand underline">
        {t("partnerTickets.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{d.ticket.subject}</h1>
      <p className="text-sm text-slate-600" data-testid="ticket-status">
        {d.ticket.partner} · {tp(`tickets.kinds.${d.ticket.kind}`)} · {tp(`tickets.statuses.${d.ticket.status}`)}
      </p>
      <TicketThread messages={d.messages} viewer="team" result={actionData?.result} canClose />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
