import { nextConsumerPath } from "~/domain/consumer/consumer-routing";
import { profileFlags } from "~/domain/consumer/profile";
import type { Language } from "~/i18n/languages";
import { findOrCreateConsumer, getConsumer, recordFirstArrival, type Consumer } from "./consumers.server";
import { checkLead } from "../back-office/de-dupe.server";
import { loginSessionData } from "./identity.server";
import { requestOtp, verifyOtp, type RequestOtpResult, type VerifyOtpResult } from "./otp.server";
import { owningPartner } from "~/domain/partner/referral";
import { firstPartnerOf, hasOtherJourney, latestProspectOf, updateProspect, type Prospect } from "./prospects.server";
import { createSession } from "../platform/http/session.server";

type Contact = { kind: "mobile" | "email"; value: string };

export type SignInResult = Exclude<VerifyOtpResult, { ok: true }> | { ok: true; consumer: Consumer; prospect: Prospect; identityVerified: boolean; setCookie: string };

/**
 * Checks the login code; on success signs the consumer in (creating them if
 * new; the request gives the session its address and browser) and ties the
 * prospect application to them.
 */
export async function signInWithCode(request: Request, input: { prospect: Prospect; contact: Contact; code: string; language: Language }): Promise<SignInResult> {
  const checked = await verifyOtp({ destination: input.contact.value, code: input.code });
  if (!checked.ok) return checked;
  return signInConfirmed(request, input);
}

/**
 * Signs in the consumer whose contact is confirmed (by their login code, or a
 * partner's signed hand-off: docs/decisions/066) on this journey: the
 * consumer made if new, the journey tied to them and to its owning partner,
 * the de-dupe check, and a new session.
 */
export async function signInConfirmed(request: Request, input: { prospect: Prospect; contact: Contact; language: Language }): Promise<Extract<SignInResult, { ok: true }>> {
  const { prospect, contact, language } = input;
  const consumer = await findOrCreateConsumer(contact, language);
  // A returning consumer picks up the product of their last journey, so they resume where they left.
  const productType = prospect.productType ?? (await latestProspectOf(consumer.id))?.productType ?? null;
  // The first partner to bring the consumer keeps them: a later partner's link does not take them over.
  const firstOwner = await firstPartnerOf(consumer.id, prospect.id);
  const partnerId = owningPartner(firstOwner, prospect.partnerId);
  // Another partner or product bringing a known consumer is a duplicate lead, logged with the sign-in (decision 051).
  const arrival = { contact: contact.kind, arrivingPartnerId: prospect.partnerId, productType, firstOwner };
  // The journey that first signs a consumer in is how they came (its channel and merchant); a consumer of before keeps none.
  const firstArrival = consumer.channelId === null && !(await hasOtherJourney(consumer.id, prospect.id));
  const updated = await updateProspect(prospect.id, { userId: consumer.id, contact: null, step: "verified", productType, partnerId }, { channel: contact.kind }, async (tx) => {
    await checkLead(tx, { userId: consumer.id, prospect: { ...prospect, productType }, arrival });
    if (firstArrival) await recordFirstArrival(tx, consumer.id, prospect);
  });
  const signedIn = firstArrival ? ((await getConsumer(consumer.id)) ?? consumer) : consumer;
  const sessionData = loginSessionData(signedIn);
  const { setCookie } = await createSession("user", consumer.id, { data: sessionData, request });
  return { ok: true, consumer: signedIn, prospect: updated, identityVerified: sessionData.identityVerified === true, setCookie };
}

/** Where a consumer just signed in goes, by the redirect rules of SPEC.md 2.1 (no app id chosen yet in a new session, unless said). */
export function pathAfterSignIn(signedIn: { consumer: Consumer; prospect: Pick<Prospect, "productType">; identityVerified: boolean; hasAppId?: boolean }): string {
  const { consumer, prospect } = signedIn;
  const flags = profileFlags(consumer, prospect.productType);
  return nextConsumerPath({
    hasProspect: true,
    loggedIn: true,
    productType: prospect.productType,
    hasAppId: signedIn.hasAppId ?? false,
    identityVerified: signedIn.identityVerified,
    profileComplete: flags.complete,
    updateRequired: flags.updateRequired,
    editMode: consumer.isEditing === 1,
  });
}

/** Sends a new login code, unless the cooldown or the hourly limit says no. */
export function resendLoginCode(contact: Contact, ip: string | null, language: Language): Promise<RequestOtpResult> {
  return requestOtp({ destination: contact.value, channel: contact.kind === "mobile" ? "sms" : "email", ip, language });
}
