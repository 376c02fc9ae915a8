import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { EntryRefusal } from "~/components/entry-refusal";
import { CodeCard, OtpCodeForm } from "~/components/consumer/otp-code-form";
import { SubmitButton } from "~/components/forms";
import { maskContact } from "~/domain/back-office/masking";
import { TRANSFER_LINK_MINUTES, type TransferRefusal } from "~/domain/consumer/transfer-link";
import { OtpSchema, otpRefusedMessage } from "~/forms/consumer/login";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { redirectWithJourney } from "~/responses/redirects.server";
import { clientIp } from "~/server/platform/http/client-ip.server";
import { requestOtp, verifyOtp } from "~/server/consumer/otp.server";
import { checkTransferLink, signInByTransfer, spendTransferLink } from "~/server/consumer/transfer-links.server";
import type { Route } from "./+types/transfer";

/** An expired or used link is gone (410); one we never made for this journey, not found (404): a page either way. */
const REFUSAL_STATUS: Record<TransferRefusal, number> = { expired: 410, used: 410, unknown: 404 };
const refused = (reason: TransferRefusal) => data({ refused: reason, sentTo: null, sent: false }, { status: REFUSAL_STATUS[reason] });

const OTP_MESSAGES = { invalid: "validation.otpWrong", expired: "validation.otpExpired", locked: "validation.otpLocked", missing: "validation.otpExpired" } as const;

/**
 * /transfer/{journey}?t={token} (docs/decisions/065): a journey continued on
 * another device. Opening the link sends nothing (a chat app's preview opens
 * it too); the person asks for the code, which goes to the journey's own
 * number, and a right code uses the link and resumes the journey here.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const checked = await checkTransferLink(params.prospectId, new URL(request.url).searchParams.get("t"));
  if (!checked.ok) return refused(checked.reason);
  return { refused: null, sentTo: maskContact(checked.link.contact.value), sent: false };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const checked = await checkTransferLink(params.prospectId, new URL(request.url).searchParams.get("t"));
  if (!checked.ok) return refused(checked.reason);
  const { link } = checked;
  const formData = await request.formData();
  const sentTo = maskContact(link.contact.value);
  if (formData.get("intent") === "resend") {
    const sent = await requestOtp({ destination: link.contact.value, channel: link.contact.channel, ip: clientIp(request), language: getLanguage(context) });
    if (!sent.ok) return data({ refused: null, sentTo, sent: true, result: { status: "error" as const, error: { "": [otpRefusedMessage(sent.reason)] } } }, { status: 429 });
    return { refused: null, sentTo, sent: true, result: undefined };
  }
  const submission = parseWithZod(formData, { schema: OtpSchema });
  if (submission.status !== "success") return data({ refused: null, sentTo, sent: true, result: submission.reply() }, { status: 400 });
  const verified = await verifyOtp({ destination: link.contact.value, code: submission.value.otp });
  if (!verified.ok) {
    const message = OTP_MESSAGES[verified.reason];
    const locked = verified.reason === "locked";
    const result = locked ? submission.reply({ formErrors: [message] }) : submission.reply({ fieldErrors: { otp: [message] } });
    return data({ refused: null, sentTo, sent: true, result, locked, attemptsLeft: verified.reason === "invalid" ? verified.attemptsLeft : 0 }, { status: 400 });
  }
  // The link is spent by the first right code: a second device with its own code finds it used.
  if (!(await spendTransferLink(link.id))) return refused("used");
  const signedIn = await signInByTransfer(request, link);
  if (!signedIn) return refused("unknown");
  return redirectWithJourney(signedIn.next, signedIn.journey, { headers: { "Set-Cookie": signedIn.setCookie } });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "entry.transfer.title") }, { name: "robots", content: "noindex" }];
}

export default function Transfer({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const view = actionData ?? loaderData;
  if (view.refused)
    return (
      <EntryRefusal
        heading={t(`entry.transfer.refused.${view.refused}.heading`)}
        message={t(`entry.transfer.refused.${view.refused}.message`, { minutes: TRANSFER_LINK_MINUTES })}
        testId="transfer-refused"
      />
    );
  if (!view.sent) {
    return (
      <CodeCard heading={t("entry.transfer.heading")} sentTo={t("entry.transfer.willSend", { contact: view.sentTo })} sentToTestId="transfer-destination">
        <Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <SubmitButton>{t("entry.transfer.sendCode")}</SubmitButton>
        </Form>
      </CodeCard>
    );
  }
  return (
    <CodeCard heading={t("entry.transfer.heading")} sentTo={t("verification.sentTo", { contact: view.sentTo })} sentToTestId="transfer-destination">
      <OtpCodeForm
        answer={actionData && "result" in actionData ? actionData : undefined}
        name="otp"
        intent="verify"
        label={t("verification.otpLabel")}
        attemptsLeftText={(count) => t("verification.attemptsLeft", { count })}
        submitLabel={t("entry.transfer.continue")}
        noCodeText={t("verification.noCode")}
        resendLabel={t("verification.resend")}
      />
    </CodeCard>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
