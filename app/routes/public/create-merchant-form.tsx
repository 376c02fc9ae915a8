import type { Language } from "~/i18n/languages";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { MerchantSignupForm } from "~/components/merchant-signup-form";
import { CodeCard, VerificationCodeForm, type OtpAnswer } from "~/components/consumer/otp-code-form";
import { maskContact } from "~/domain/back-office/masking";
import { MERCHANT_SUCCESS_PATH } from "~/domain/partner/merchants";
import { OTP_VERDICT_MESSAGES, otpRefusedMessage } from "~/forms/consumer/login";
import { MERCHANT_INTENT, MerchantOtpSchema, merchantSignupSchema } from "~/forms/partner/merchant";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { checkHoneypot } from "~/responses/answers.server";
import { clientIp } from "~/server/platform/http/client-ip.server";
import { confirmMerchantSignup, merchantFormOwner, pendingSignup, resendMerchantCode, startMerchantSignup } from "~/server/partner/merchant-signup.server";
import { getOptionLists } from "~/server/platform/http/select-lists.server";
import { toastCookie } from "~/server/platform/http/toast.server";
import type { Route } from "./+types/create-merchant-form";
import { Main } from "~/components/main";

/**
 * /create-merchant-form and /create-merchant-form/{partner_name} (SPEC.md 2.1,
 * docs/decisions/056): a business signs up as a merchant (of the partner the
 * path names, else of the brand the page wears), confirms its contact mobile
 * with a code, and lands on the success page. Plain posts: works without
 * JavaScript, each refused field beside its message.
 */

async function ownerOf(request: Request, partnerName: string | undefined) {
  const owner = await merchantFormOwner(request, partnerName);
  if (!owner) throw data(null, { status: 404 });
  return owner;
}

const businessTypesIn = async (language: Language) => (await getOptionLists(["business_company_type"], language)).business_company_type;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const owner = await ownerOf(request, params.partnerName);
  const language = getLanguage(context);
  const pending = await pendingSignup(request);
  const changing = new URL(request.url).searchParams.has("change");
  return {
    partner: owner.partner?.displayName ?? null,
    step: pending && !changing ? ("code" as const) : ("details" as const),
    maskedMobile: pending ? maskContact(pending.mobile) : null,
    saved: pending && changing ? (pending.values as Record<string, string | undefined>) : null,
    businessTypes: await businessTypesIn(language),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const owner = await ownerOf(request, params.partnerName);
  const here = new URL(request.url).pathname;
  const formData = await request.formData();
  await checkHoneypot(formData);
  const intent = formData.get("intent");

  if (intent === MERCHANT_INTENT.verify || intent === MERCHANT_INTENT.resend) {
    const pending = await pendingSignup(request);
    // The sign-up ran out (or was confirmed in another tab): the form again, from the start.
    if (!pending) throw redirect(here);
    if (intent === MERCHANT_INTENT.resend) {
      const sent = await resendMerchantCode(pending, clientIp(request), getLanguage(context));
      if (!sent.ok) return data({ result: { status: "error" as const, error: { "": [otpRefusedMessage(sent.reason)] } } }, { status: 429 });
      return data({ result: undefined }, { headers: { "Set-Cookie": toastCookie(request, { type: "success", message: "verification.resent" }) } });
    }
    const submission = parseWithZod(formData, { schema: MerchantOtpSchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const confirmed = await confirmMerchantSignup(pending, submission.value.otp);
    if (!confirmed.ok) {
      const message = OTP_VERDICT_MESSAGES[confirmed.reason];
      const locked = confirmed.reason === "locked";
      const result = locked ? submission.reply({ formErrors: [message] }) : submission.reply({ fieldErrors: { otp: [message] } });
      return data({ result, attemptsLeft: confirmed.reason === "invalid" ? confirmed.attemptsLeft : 0, locked }, { status: 400 });
    }
    const headers = new Headers();
    for (const cookie of confirmed.setCookies) headers.append("Set-Cookie", cookie);
    // The success page wears the partner's brand too.
    return redirect(owner.partner ? `${MERCHANT_SUCCESS_PATH}?partner=${owner.partner.name}` : MERCHANT_SUCCESS_PATH, { headers });
  }

  const language = getLanguage(context);
  const codes = (await businessTypesIn(language)).map((o) => o.value);
  const submission = parseWithZod(formData, { schema: merchantSignupSchema(codes) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const started = await startMerchantSignup(request, submission.value, { partnerId: owner.partner?.id ?? null, language, ip: clientIp(request) });
  if (!started.ok) return data({ result: submission.reply({ fieldErrors: { mobile: [otpRefusedMessage(started.reason)] } }) }, { status: 429 });
  return redirect(here, { headers: { "Set-Cookie": started.setCookie } });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.merchantSignUp") }];
}

export default function CreateMerchantForm({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT();
  const answer = actionData as OtpAnswer | undefined;
  if (d.step === "code") {
    return (
      <CodeCard heading={t("merchantForm.codeHeading")} sentTo={t("merchantForm.codeSentTo", { mobile: d.maskedMobile ?? "" })} sentToTestId="otp-destination">
        <VerificationCodeForm answer={answer} intent={MERCHANT_INTENT.verify} submitLabel={t("merchantForm.codeSubmit")} />
        <a href="?change" className="text-sm text-slate-600 underline">
          {t("merchantForm.changeDetails")}
        </a>
      </CodeCard>
    );
  }
  return (
    <Main className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-bold">{d.partner ? t("merchantForm.headingPartner", { partner: d.partner }) : t("merchantForm.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("merchantForm.intro")}</p>
      <div className="mt-4 rounded-lg bg-white p-5 shadow-sm">
        <MerchantSignupForm result={answer?.result} businessTypes={d.businessTypes} saved={d.saved} />
      </div>
    </Main>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
