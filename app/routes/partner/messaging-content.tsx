import { href } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Breadcrumb } from "~/components/partner/breadcrumb";
import { CopyField } from "~/components/partner/copy-field";
import { languageNames } from "~/i18n/languages";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requirePartner } from "~/middleware/partner-guard.server";
import { messagingContent } from "~/server/partner/partner-marketing.server";
import type { Route } from "./+types/messaging-content";

/** Ready-to-send messages in English and Hindi, the partner's referral link filled in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePartner(context);
  return {
    content: messagingContent(user.partner, new URL(request.url).origin),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.messaging") }];
}

export default function MessagingContent({ loaderData }: Route.ComponentProps) {
  const t = useT("partner");
  return (
    <div className="max-w-4xl">
      <Breadcrumb items={[{ label: t("breadcrumb.dashboard"), to: href("/partner") }, { label: t("marketing.heading"), to: href("/partner/marketing-support") }, { label: t("messaging.heading") }]} />
      <h1 className="mt-2 text-2xl font-bold">{t("messaging.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("messaging.intro")}</p>
      {loaderData.content.map(({ language, messages }) => (
        <section key={language} aria-labelledby={`messages-${language}`} className="mt-6 rounded-lg bg-white p-4 shadow-sm" lang={language}>
          <h2 id={`messages-${language}`} className="font-semibold">
            {languageNames[language]}
          </h2>
          <div className="mt-2 flex flex-col gap-4">
            {messages.map((m) => (
              <CopyField key={m.template} label={`${t(`messaging.channels.${m.template}`)} (${languageNames[language]})`} value={m.text} rows={5} testId={`message-${language}-${m.template}`} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
