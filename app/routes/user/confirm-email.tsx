import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, type RouterContextProvider } from "react-router";
import type { FormResult } from "~/components/forms";
import { CodeCard, OtpCodeForm } from "~/components/consumer/otp-code-form";
import { safeUserPath, type CodeVerdict } from "~/domain/consumer/email-change";
import { detailPathFor } from "~/domain/products";
import { ConfirmEmailSchema } from "~/forms/consumer/email-change";
import { otpRefusedMessage } from "~/forms/consumer/login";
import { useT } from "~/i18n/use-t";
import { clientIp } from "~/server/platform/http/client-ip.server";
import { getLanguage } from "~/middleware/i18next";
import { requireJourney } from "~/middleware/consumer-guard.server";
import { confirmEmail, sendEmailCode, setPendingEmail } from "~/server/consumer/email-change.server";
import { redirectWithToast } from "~/responses/redirects.server";
import type { Route } from "./+types/confirm-email";
import { pageTitle } from "~/i18n/meta";

/** Where the consumer goes on from this step: back into the profile, where they came from. */
function load(request: Request, context: Readonly<RouterContextProvider>) {
  const ctx = requireJourney(context);
  const next = safeUserPath(new URL(request.url).searchParams.get("next"), `${detailPathFor(ctx.product)}?step=employment`);
  return { ctx, next };
}

/** The confirm step of a new email: the code sent to it, a new code, or keeping the current email. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx, next } = load(request, context);
  if (!ctx.consumer.pendingEmail) throw redirect(next);
  return { email: ctx.consumer.pendingEmail, next, words: wordsFor(ctx.consumer.email) };
}

/** A consumer with no email yet is adding one: nothing "current" is kept, and cancelling adds none. */
function wordsFor(current: string | null) {
  return current
    ? ({ intro: "emailChange.intro", cancel: "emailChange.cancel", cancelled: "emailChange.cancelled" } as const)
    : ({ intro: "emailChange.first.intro", cancel: "emailChange.first.cancel", cancelled: "emailChange.first.cancelled" } as const);
}

const VERDICT_MESSAGES = {
  invalid: "emailChange.wrongCode",
  expired: "emailChange.expired",
  missing: "emailChange.expired",
  locked: "emailChange.locked",
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, next } = load(request, context);
  const pending = ctx.consumer.pendingEmail;
  if (!pending) throw redirect(next);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "cancel") {
    await setPendingEmail(ctx.consumer.id, null);
    return redirectWithToast(next, { type: "info", message: wordsFor(ctx.consumer.email).cancelled }, {}, request);
  }
  if (intent === "resend") {
    const sent = await sendEmailCode(ctx.session, ctx.consumer.id, pending, clientIp(request), getLanguage(context));
    if (!sent.ok) {
      return data({ result: { status: "error", error: { "": [otpRefusedMessage(sent.reason)] } } satisfies FormResult, resent: false }, { status: 429 });
    }
    return data({ result: undefined, resent: true });
  }

  const submission = parseWithZod(formData, { schema: ConfirmEmailSchema });
  if (submission.status !== "success") return data({ result: submission.reply() as FormResult }, { status: 400 });
  const verdict: CodeVerdict = await confirmEmail(ctx.session, ctx.consumer, submission.value.code);
  if (verdict.ok) return redirectWithToast(next, { type: "success", message: "emailChange.confirmed" }, {}, request);
  const message = VERDICT_MESSAGES[verdict.reason];
  const locked = verdict.reason === "locked";
  // A locked code hides the code field, so its message is shown for the whole form.
  const result = locked ? submission.reply({ formErrors: [message] }) : submission.reply({ fieldErrors: { code: [message] } });
  return data({ result: result as FormResult, attemptsLeft: verdict.reason === "invalid" ? verdict.attemptsLeft : 0, locked }, { status: 400 });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.confirmEmail") }];
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const resent = actionData && "resent" in actionData && actionData.resent;
  return (
    <CodeCard heading={t("emailChange.heading")} sentTo={t("emailChange.sentTo", { email: loaderData.email })} sentToTestId="email-sent-to">
      <p className="text-sm text-slate-600">{t(loaderData.words.intro)}</p>
      {resent ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
          {t("emailChange.resent")}
        </p>
      ) : null}
      <OtpCodeForm
        answer={actionData}
        name="code"
        intent="confirm"
        label={t("emailChange.codeLabel")}
        attemptsLeftText={(count) => t("emailChange.attemptsLeft", { count })}
        submitLabel={t("emailChange.submit")}
        noCodeText={t("emailChange.noCode")}
        resendLabel={t("emailChange.resend")}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <Link to={loaderData.next} className="text-slate-600 underline">
          {t("emailChange.later")}
        </Link>
        <Form method="post">
          <button type="submit" name="intent" value="cancel" className="text-slate-600 underline">
            {t(loaderData.words.cancel)}
          </button>
        </Form>
      </div>
    </CodeCard>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
