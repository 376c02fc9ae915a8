import { Section } from "~/components/ui/section";
import { useT } from "~/i18n/use-t";
import type { CsrCase } from "~/server/back-office/csr-case.server";

/** The messages we sent the consumer, newest first: their text as sent, any code in it hidden, and whether it left. */
export function MessagesSent({ messages }: Pick<CsrCase, "messages">) {
  const t = useT("admin");
  return (
    <Section id="messages-heading" heading={t("csr.messages")}>
      {messages.length ? (
        <ul className="mt-2 flex flex-col gap-2" data-testid="messages">
          {messages.map((m) => (
            <li key={m.id} className="rounded-lg bg-white p-3 text-sm shadow-sm">
              <p className="text-slate-600">
                {m.at} · {m.channel.toUpperCase()} · {m.to} · {t(`people.messageStatus.${m.status}` as string)}
              </p>
              <p className="mt-1 break-words">
                {m.subject ? `${m.subject}: ` : ""}
                {m.body}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-600">{t("csr.noMessages")}</p>
      )}
    </Section>
  );
}
