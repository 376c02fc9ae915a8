import { Form, useLocation } from "react-router";
import { CheckboxField, FormErrors, SubmitButton, TextareaField, type FormResult } from "~/components/forms";
import { useT } from "~/i18n/use-t";

export interface ThreadMessage {
  id: number;
  side: "partner" | "team";
  partnerUsername: string | null;
  adminUsername: string | null;
  body: string;
  createdAt: string;
}

/**
 * A ticket's conversation, as the partner or the team sees it, and the reply
 * form under it (a plain post: it works without JavaScript). An admin who
 * wrote as the partner while masquerading is named as such on both sides.
 */
export function TicketThread({ messages, viewer, result, canClose = false }: { messages: ThreadMessage[]; viewer: "partner" | "team"; result?: FormResult; canClose?: boolean }) {
  const t = useT("partner");
  const location = useLocation();
  const author = (m: ThreadMessage) =>
    m.side === "team"
      ? viewer === "team" && m.adminUsername
        ? t("tickets.byTeamMember", { admin: m.adminUsername })
        : t("tickets.byTeam")
      : m.adminUsername
        ? t("tickets.byAdminAsPartner", { admin: m.adminUsername })
        : (m.partnerUsername ?? t("tickets.byPartner"));
  return (
    <>
      <ol className="mt-4 flex flex-col gap-3" data-testid="ticket-thread">
        {messages.map((m) => (
          <li key={m.id} className={`rounded-lg p-4 shadow-sm ${m.side === "team" ? "bg-sky-50" : "bg-white"}`}>
            <p className="text-sm text-slate-700">
              <strong>{author(m)}</strong> · {m.createdAt}
            </p>
            <p className="mt-1 whitespace-pre-line">{m.body}</p>
          </li>
        ))}
      </ol>
      <Form key={location.key} method="post" className="mt-4 flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm" noValidate>
        <FormErrors result={result} />
        <TextareaField name="body" label={t("tickets.reply")} result={result} rows={4} required maxLength={5000} />
        {canClose ? <CheckboxField name="close" label={t("tickets.close")} result={result} /> : null}
        <SubmitButton className="self-start">{t("tickets.send")}</SubmitButton>
      </Form>
    </>
  );
}
