import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { CodeCard, VerificationCodeForm } from "~/components/consumer/otp-code-form";
import { nextConsumerPath } from "~/domain/consumer/consumer-routing";
import { maskContact } from "~/domain/back-office/masking";
import { normaliseContact, OTP_VERDICT_MESSAGES, OtpSchema, otpRefusedMessage } from "~/forms/consumer/login";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { clientIp } from "~/server/platform/http/client-ip.server";
import { getConsumerContext } from "~/server/consumer/consumer-state.server";
import { redirectWithJourney } from "~/responses/redirects.server";
import { toastCookie } from "~/server/platform/http/toast.server";
import { languageAtSignIn } from "~/server/platform/http/language.server";
import { cookieLanguage, languageCookie } from "~/middleware/i18next";
import { takeSignInReturn } from "~/server/consumer/sign-in-return.server";
import { pathAfterSignIn, resendLoginCode, signInWithCode } from "~/server/consumer/verification.server";
import type { Route } from "./+types/verification";

export async function loader({ request }: Route.LoaderArgs) {
  const ctx = await getConsumerContext(request);
  if (ctx.state.loggedIn && ctx.state.hasProspect) throw redirect(nextConsumerPath(ctx.state));
  if (!ctx.prospect?.contact) throw redirect("/");
  return {
    maskedContact: maskContact(ctx.prospect.contact),
  };
}

/** The code: checked, or a new one sent. A good code signs the consumer in and sends them on by the redirect rules. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = await getConsumerContext(request);
  const contact = normaliseContact(ctx.prospect?.contact ?? "");
  if (!ctx.prospect || !contact) throw redirect("/");
  const formData = await request.formData();

  if (formData.get("intent") === "resend") {
    const sent = await resendLoginCode(contact, clientIp(request), getLanguage(context));
    if (!sent.ok) return data({ result: { status: "error" as const, error: { "": [otpRefusedMessage(sent.reason)] } }, resent: false }, { status: 429 });
    return data({ result: undefined, resent: true }, { headers: { "Set-Cookie": toastCookie(request, { type: "success", message: "verification.resent" }) } });
  }

  const submission = parseWithZod(formData, { schema: OtpSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const signedIn = await signInWithCode(request, { prospect: ctx.prospect, contact, code: submission.value.otp, language: getLanguage(context) });
  if (!signedIn.ok) {
    const message = OTP_VERDICT_MESSAGES[signedIn.reason];
    const locked = signedIn.reason === "locked";
    // A locked code hides the OTP field, so its message is shown for the whole form.
    const result = locked ? submission.reply({ formErrors: [message] }) : submission.reply({ fieldErrors: { otp: [message] } });
    return data({ result, attemptsLeft: signedIn.reason === "invalid" ? signedIn.attemptsLeft : 0, locked }, { status: 400 });
  }
  const next = pathAfterSignIn(signedIn);
  const headers = new Headers({ "Set-Cookie": signedIn.setCookie });
  // The profile's language and this device's agree from now on (SPEC.md 3: the profile keeps it).
  const deviceLanguage = await languageAtSignIn(await cookieLanguage(request), signedIn.consumer);
  if (deviceLanguage) headers.append("Set-Cookie", await languageCookie(deviceLanguage));
  // A page that sent the visitor to sign in (a deal's Claim) is where they come back to.
  const back = takeSignInReturn(request);
  if (back) headers.append("Set-Cookie", back.setCookie);
  return redirectWithJourney(back?.path ?? next, { productType: signedIn.prospect.productType, appId: null }, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.verification") }];
}

export default function Verification({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <CodeCard heading={t("verification.heading")} sentTo={t("verification.sentTo", { contact: loaderData.maskedContact })} sentToTestId="otp-destination">
      <VerificationCodeForm answer={actionData} intent="verify" />
      <a href="/" className="text-sm text-slate-600 underline">
        {t("verification.changeContact")}
      </a>
    </CodeCard>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
