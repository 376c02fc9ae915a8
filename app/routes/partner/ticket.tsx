import { data, href } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Breadcrumb } from "~/components/partner/breadcrumb";
import { TicketThread } from "~/components/ticket-thread";
import { databaseId } from "~/domain/platform/database-id";
import { formatDateTime } from "~/domain/platform/dates";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requirePartner } from "~/middleware/partner-guard.server";
import { actingAdminId } from "~/server/partner/partner-auth.server";
import { screenAnswer } from "~/responses/answers.server";
import { partnerReplyCommand } from "~/server/partner/partner-ticket-commands.server";
import { ticketThread } from "~/server/partner/partner-tickets.server";
import type { Route } from "./+types/ticket";

/** One of the partner's own tickets; another partner's, or a guessed id, is not found. */
async function ownTicket(partnerId: number, value: string) {
  const id = databaseId(value);
  const ticket = id ? await ticketThread(id, partnerId) : null;
  if (!ticket) throw data(null, { status: 404 });
  return ticket;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { user } = requirePartner(context);
  const ticket = await ownTicket(user.partner.id, params.ticketId);
  const language = getLanguage(context);
  return {
    ticket: { id: ticket.id, subject: ticket.subject, status: ticket.status, page: ticket.kind === "general_query" ? ("general-query" as const) : ("tech-support" as const) },
    messages: ticket.messages.map((m) => ({ ...m, createdAt: formatDateTime(m.createdAt, language) })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const current = requirePartner(context);
  const ticket = await ownTicket(current.user.partner.id, params.ticketId);
  const formData = await request.formData();
  const author = { partnerUserId: current.user.id, adminId: actingAdminId(current) };
  const result = await partnerReplyCommand(formData, { partnerId: current.user.partner.id, ticketId: ticket.id, author });
  return screenAnswer(request, formData, result, { back: href("/partner/communication/tickets/:ticketId", { ticketId: String(ticket.id) }), refusedStays: true });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.ticket", { subject: loaderData?.ticket.subject ?? "" }) }];
}

export default function Ticket({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT("partner");
  const section = t(`communication.items.${d.ticket.page}.title`);
  return (
    <div className="max-w-3xl">
      <Breadcrumb
        items={[
          { label: t("breadcrumb.dashboard"), to: href("/partner") },
          { label: t("communication.heading"), to: href("/partner/communication") },
          { label: section, to: d.ticket.page === "general-query" ? href("/partner/communication/general-query") : href("/partner/communication/tech-support") },
          { label: d.ticket.subject },
        ]}
      />
      <h1 className="mt-2 text-2xl font-bold">{d.ticket.subject}</h1>
      <p className="text-sm text-slate-600" data-testid="ticket-status">
        {t(`tickets.statuses.${d.ticket.status}`)}
      </p>
      <TicketThread messages={d.messages} viewer="partner" result={actionData?.result} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
