import type { Language } from "~/i18n/languages";
import { findOrCreateConsumer, type Consumer } from "./consumers.server";
import { checkLead } from "./de-dupe.server";
import { loginSessionData } from "./identity.server";
import { requestOtp, verifyOtp, type RequestOtpResult, type VerifyOtpResult } from "./otp.server";
import { owningPartner } from "~/domain/referral";
import { firstPartnerOf, latestProspectOf, updateProspect, type Prospect } from "./prospects.server";
import { createSession } from "./session.server";

type Contact = { kind: "mobile" | "email"; value: string };

export type SignInResult =
  | Exclude<VerifyOtpResult, { ok: true }>
  | { ok: true; consumer: Consumer; prospect: Prospect; identityVerified: boolean; setCookie: string };

/**
 * Checks the login code; on success signs the consumer in (creating them if
 * new; the request gives the session its address and browser) and ties the
 * prospect application to them.
 */
export async function signInWithCode(
  request: Request,
  input: { prospect: Prospect; contact: Contact; code: string; language: Language },
): Promise<SignInResult> {
  const { prospect, contact, code, language } = input;
  const checked = await verifyOtp({ destination: contact.value, code });
  if (!checked.ok) return checked;
  const consumer = await findOrCreateConsumer(contact, language);
  // A returning consumer picks up the product of their last journey, so they resume where they left.
  const productType = prospect.productType ?? (await latestProspectOf(consumer.id))?.productType ?? null;
  // The first partner to bring the consumer keeps them: a later partner's link does not take them over.
  const firstOwner = await firstPartnerOf(consumer.id, prospect.id);
  const partnerId = owningPartner(firstOwner, prospect.partnerId);
  // Another partner or product bringing a known consumer is a duplicate lead, logged with the sign-in (decision 051).
  const arrival = { contact: contact.kind, arrivingPartnerId: prospect.partnerId, productType, firstOwner };
  const updated = await updateProspect(prospect.id, { userId: consumer.id, contact: null, step: "verified", productType, partnerId }, { channel: contact.kind }, (tx) =>
    checkLead(tx, { userId: consumer.id, prospect: { ...prospect, productType }, arrival }),
  );
  const sessionData = loginSessionData(consumer);
  const { setCookie } = await createSession("user", consumer.id, { data: sessionData, request });
  return { ok: true, consumer, prospect: updated, identityVerified: sessionData.identityVerified === true, setCookie };
}

/** Sends a new login code, unless the cooldown or the hourly limit says no. */
export function resendLoginCode(contact: Contact, ip: string | null): Promise<RequestOtpResult> {
  return requestOtp({ destination: contact.value, channel: contact.kind === "mobile" ? "sms" : "email", ip });
}
