import { Form, href, Link, useLocation } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormErrors, SubmitButton, TextareaField, TextField } from "~/components/forms";
import { Breadcrumb } from "~/components/partner/breadcrumb";
import { Panel } from "~/components/ui/panel";
import { formatDateTime } from "~/domain/platform/dates";
import { TICKET_KINDS } from "~/forms/partner/partner-ticket";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { requirePartner } from "~/middleware/partner-guard.server";
import { actingAdminId } from "~/server/partner/partner-auth.server";
import { variantOf } from "~/server/platform/http/pages.server";
import { screenAnswer } from "~/responses/answers.server";
import { raiseTicketCommand } from "~/server/partner/partner-ticket-commands.server";
import { ownTickets } from "~/server/partner/partner-tickets.server";
import type { Route } from "./+types/tickets";

/** tech-support or general-query: two routes, one screen (app/page-table/pages.ts). */
function pageOf(pattern: string) {
  const page = variantOf(pattern, ["tech-support", "general-query"] as const);
  return { page, kind: TICKET_KINDS[page] } as const;
}

export async function loader({ context, pattern }: Route.LoaderArgs) {
  const { user } = requirePartner(context);
  const { page, kind } = pageOf(pattern);
  const language = getLanguage(context);
  const list = await ownTickets(user.partner.id, kind);
  return {
    page,
    tickets: list.map((tk) => ({ id: tk.id, subject: tk.subject, status: tk.status, updatedAt: formatDateTime(tk.updatedAt, language) })),
  };
}

export async function action({ request, context, pattern }: Route.ActionArgs) {
  const current = requirePartner(context);
  const { kind } = pageOf(pattern);
  const formData = await request.formData();
  const author = { partnerUserId: current.user.id, adminId: actingAdminId(current) };
  const result = await raiseTicketCommand(formData, { partnerId: current.user.partner.id, kind, author });
  // A raised ticket opens on its own page; a refused one stays in the form with what was typed.
  return screenAnswer(request, formData, result, {
    back: result.ok ? href("/partner/communication/tickets/:ticketId", { ticketId: String(result.data) }) : new URL(request.url).pathname,
    refusedStays: true,
  });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, loaderData?.page === "general-query" ? "partner:titles.generalQuery" : "partner:titles.techSupport") }];
}

export default function Tickets({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT("partner");
  const location = useLocation();
  const heading = t(`communication.items.${d.page}.title`);
  return (
    <div className="max-w-3xl">
      <Breadcrumb items={[{ label: t("breadcrumb.dashboard"), to: href("/partner") }, { label: t("communication.heading"), to: href("/partner/communication") }, { label: heading }]} />
      <h1 className="mt-2 text-2xl font-bold">{heading}</h1>
      <p className="mt-1 text-slate-600">{t(`communication.items.${d.page}.blurb`)}</p>
      <Panel id="tickets-heading" heading={t("tickets.yours")} className="mt-4" empty={d.tickets.length === 0 && t("tickets.none")}>
        <ul className="mt-2 flex flex-col gap-2" data-testid="ticket-list">
          {d.tickets.map((tk) => (
            <li key={tk.id} className="border-t border-slate-100 pt-2">
              <Link to={href("/partner/communication/tickets/:ticketId", { ticketId: String(tk.id) })} className="font-semibold text-brand underline">
                {tk.subject}
              </Link>
              <span className="ml-2 text-sm text-slate-600">
                {t(`tickets.statuses.${tk.status}`)} · {tk.updatedAt}
              </span>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel id="new-ticket" heading={t("tickets.new")}>
        <Form key={location.key} method="post" className="mt-3 flex flex-col gap-3" noValidate>
          <FormErrors result={actionData?.result} />
          <TextField name="subject" label={t("tickets.subject")} result={actionData?.result} required maxLength={150} />
          <TextareaField name="body" label={t("tickets.body")} result={actionData?.result} rows={5} required maxLength={5000} />
          <SubmitButton className="self-start">{t("tickets.submit")}</SubmitButton>
        </Form>
      </Panel>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
