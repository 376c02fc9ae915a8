import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { HelpForm } from "~/components/consumer/help-form";
import { safeRedirectPath } from "~/domain/platform/safe-redirect";
import { helpSchema } from "~/forms/consumer/help";
import { useT } from "~/i18n/use-t";
import { checkHoneypot } from "~/responses/answers.server";
import { requestPartnerId } from "~/server/partner/brand.server";
import { clientIp } from "~/server/platform/http/client-ip.server";
import { getConfig } from "~/server/platform/db/config.server";
import { createLead, spendHelpAllowance } from "~/server/consumer/leads.server";
import { getSession } from "~/server/platform/http/session.server";
import { redirectWithToast } from "~/responses/redirects.server";
import type { Route } from "./+types/help";
import { pageTitle } from "~/i18n/meta";
import { Main } from "~/components/main";

/** The form's configured phone length (HELP_PHONE_LENGTH). */
export function loader() {
  return { phoneLength: getConfig().HELP_PHONE_LENGTH };
}

/** The help enquiry: a page of its own, and the form of the Help dialog, which posts here too. */
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  await checkHoneypot(formData);
  const phoneLength = getConfig().HELP_PHONE_LENGTH;
  const submission = parseWithZod(formData, { schema: helpSchema(phoneLength) });
  // What fills the messages' placeholders in the summary first in <main>.
  const messageVars = { length: phoneLength };
  if (submission.status !== "success") return data({ result: submission.reply(), retryMinutes: null, messageVars }, { status: 400 });
  const session = await getSession(request, "user");
  const userId = session?.subjectId ?? null;
  // Limited per address and per consumer: past it the form comes back as typed, with the time to wait beside it.
  const allowance = await spendHelpAllowance({ ip: clientIp(request), userId });
  if (!allowance.ok) {
    const retryMinutes = allowance.retryAfterMinutes;
    return data({ result: submission.reply({ formErrors: ["help.tooMany"] }), retryMinutes, messageVars: { ...messageVars, count: retryMinutes } }, { status: 429 });
  }
  const { redirectTo, ...enquiry } = submission.value;
  // The enquiry keeps the brand it was sent from: its partner sees it in the portal, admins see whose it is.
  await createLead(enquiry, { partnerId: await requestPartnerId(request), userId });
  const back = new URL(safeRedirectPath(redirectTo, "/help"), "http://x");
  back.searchParams.delete("help");
  // "help.sent" is 'Your request have been sent successfully' in English: SPEC.md 8 quotes it, grammar slip and all (docs/decisions/010-spec-quoted-english.md).
  return redirectWithToast(back.pathname + back.search, { type: "success", message: "help.sent" }, {}, request);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.help") }];
}

export default function Help({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Main className="mx-auto max-w-lg px-4 py-8">
      <h1 className="text-2xl font-bold">{t("help.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("help.intro")}</p>
      <div className="mt-4 rounded-lg bg-white p-5 shadow-sm">
        <HelpForm result={actionData?.result} retryMinutes={actionData?.retryMinutes} redirectTo="/" phoneLength={loaderData.phoneLength} />
      </div>
    </Main>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
