import { LenderStep } from "~/components/consumer/lender-step";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, redirect } from "react-router";
import { FormErrors, SubmitButton, TextField, type FormResult } from "~/components/forms";
import { lenderOtpSchema } from "~/forms/admin/lender-page";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requireJourney } from "~/middleware/consumer-guard.server";
import { confirmLenderOtp, handoffOf } from "~/server/lending/lender-handoff.server";
import { hitRateLimit } from "~/server/platform/http/rate-limit.server";
import type { Route } from "./+types/lender-otp";

const LENDER_OTP_TRIES = 5;
const LENDER_OTP_WINDOW_SECONDS = 15 * 60;

/**
 * The lender OTP page (SPEC.md 2.1): a lender that confirms the consumer's
 * mobile with its own code before it decides. The code goes to the lender;
 * we never see or keep what it sent.
 */
async function load(context: Route.LoaderArgs["context"], lenderName: string) {
  const ctx = requireJourney(context);
  const handoff = await handoffOf(ctx.consumer.id, lenderName);
  if (!handoff) throw data(null, { status: 404 });
  if (!handoff.lenderOtpPending) throw redirect(href("/user/lenders-transaction/:lender", { lender: encodeURIComponent(lenderName) }));
  return handoff;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const handoff = await load(context, params.lender);
  return {
    lender: { displayName: handoff.lender.displayName },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const handoff = await load(context, params.lender);
  const submission = parseWithZod(await request.formData(), { schema: lenderOtpSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  // The lender checks the code; we keep anyone from trying many through us.
  const tries = await hitRateLimit(`lender-otp:${handoff.id}`, LENDER_OTP_TRIES, LENDER_OTP_WINDOW_SECONDS);
  if (!tries.allowed) return data({ result: submission.reply({ fieldErrors: { code: ["lenderOtp.tooMany"] } }) }, { status: 429 });
  const outcome = await confirmLenderOtp(handoff, submission.value.code);
  if (outcome !== "confirmed") {
    return data({ result: submission.reply({ fieldErrors: { code: [outcome === "wrong" ? "lenderOtp.wrong" : "lenderOtp.unavailable"] } }) }, { status: 400 });
  }
  return redirect(href("/user/lenders-transaction/:lender", { lender: encodeURIComponent(handoff.lender.name) }));
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "titles.lenderOtp") }];
}

export default function LenderOtp({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { lender } = loaderData;
  const result = actionData?.result as FormResult | undefined;
  return (
    <LenderStep page="lenderOtp" lender={lender.displayName}>
      <Form method="post" className="mt-4 flex flex-col gap-4 rounded-lg bg-white p-5 shadow-sm" noValidate>
        <FormErrors result={result} />
        <TextField name="code" label={t("lenderOtp.code", { lender: lender.displayName })} result={result} inputMode="numeric" autoComplete="one-time-code" maxLength={8} required />
        <SubmitButton>{t("lenderOtp.submit")}</SubmitButton>
      </Form>
    </LenderStep>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
