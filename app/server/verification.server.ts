import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { nextConsumerPath } from "~/domain/consumer-routing";
import { normaliseContact, OtpSchema } from "~/forms/login";
import type { Language } from "~/i18n/languages";
import { clientIp } from "./client-ip.server";
import { findOrCreateConsumer } from "./consumers.server";
import { profileFlags } from "./consumer-state.server";
import { loginSessionData } from "./identity.server";
import { journeyCookies } from "./journey.server";
import { requestOtp, verifyOtp } from "./otp.server";
import { latestProspectOf, updateProspect, type Prospect } from "./prospects.server";
import { createSession } from "./session.server";
import { toastCookie } from "./toast.server";

const OTP_MESSAGES = {
  invalid: "validation.otpWrong",
  expired: "validation.otpExpired",
  locked: "validation.otpLocked",
  missing: "validation.otpExpired",
} as const;

/** Checks the code; on success signs the consumer in (creating them if new) and sends them on. */
export async function verifyLogin(request: Request, formData: FormData, prospect: Prospect, language: Language) {
  const submission = parseWithZod(formData, { schema: OtpSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const contact = normaliseContact(prospect.contact ?? "");
  if (!contact) throw redirect("/");

  const checked = await verifyOtp({ destination: contact.value, code: submission.value.otp });
  if (!checked.ok) {
    const message = OTP_MESSAGES[checked.reason];
    const attemptsLeft = checked.reason === "invalid" ? checked.attemptsLeft : 0;
    const locked = checked.reason === "locked";
    // A locked code hides the OTP field, so its message is shown for the whole form.
    const result = locked ? submission.reply({ formErrors: [message] }) : submission.reply({ fieldErrors: { otp: [message] } });
    return data({ result, attemptsLeft, locked }, { status: 400 });
  }

  const consumer = await findOrCreateConsumer(contact, language);
  // A returning consumer picks up the product of their last journey, so they resume where they left.
  const productType = prospect.productType ?? (await latestProspectOf(consumer.id))?.productType ?? null;
  await updateProspect(prospect.id, { userId: consumer.id, contact: null, step: "verified", productType });
  const sessionData = loginSessionData(consumer);
  const { setCookie } = await createSession("user", consumer.id, { data: sessionData, request });
  const flags = profileFlags(consumer, productType);
  const next = nextConsumerPath({
    hasProspect: true,
    loggedIn: true,
    productType,
    hasAppId: false,
    identityVerified: sessionData.identityVerified === true,
    profileComplete: flags.complete,
    updateRequired: flags.updateRequired,
    editMode: consumer.isEditing === 1,
  });
  const headers = new Headers();
  headers.append("Set-Cookie", setCookie);
  for (const cookie of journeyCookies({ productType, appId: null })) headers.append("Set-Cookie", cookie);
  return redirect(next, { headers });
}

/** Sends a new code, unless the cooldown or the hourly limit says no. */
export async function resendCode(request: Request, prospect: Prospect) {
  const contact = normaliseContact(prospect.contact ?? "");
  if (!contact) throw redirect("/");
  const sent = await requestOtp({ destination: contact.value, channel: contact.kind === "mobile" ? "sms" : "email", ip: clientIp(request) });
  if (!sent.ok) {
    const message = sent.reason === "cooldown" ? "validation.otpCooldown" : "validation.otpRateLimited";
    return data({ result: { status: "error" as const, error: { "": [message] } }, resent: false }, { status: 429 });
  }
  return data(
    { result: undefined, resent: true },
    { headers: { "Set-Cookie": toastCookie(request, { type: "success", message: "verification.resent" }) } },
  );
}
