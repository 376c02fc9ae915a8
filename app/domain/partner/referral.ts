import { OWN_QR } from "../consumer/arrival";
import type { Brand } from "./brand";

/** The UTM values a partner's referral link carries, so its journeys are told apart from the brand's other traffic. */
export const REFERRAL_UTM = { utm_source: "partner", utm_medium: "referral" } as const;

/**
 * A partner's referral link: its own landing (/{segment}; the default brand's
 * is /) with the partner's UTM id (its segment when the admin set none).
 */
export function referralLink(origin: string, partner: Pick<Brand, "name" | "isDefault"> & { utmId: string | null }): string {
  const url = new URL(partner.isDefault ? "/" : `/${partner.name}`, origin);
  url.searchParams.set("utm_source", REFERRAL_UTM.utm_source);
  url.searchParams.set("utm_medium", REFERRAL_UTM.utm_medium);
  url.searchParams.set("utm_id", referralUtmId(partner));
  return url.toString();
}

/**
 * What a referral QR code opens: the referral link with `qr` saying a QR code
 * was scanned, the partner's own or one of its merchants' (by the merchant's
 * uuid), so the journey's channel and merchant are known
 * (app/domain/consumer/arrival.ts).
 */
export function referralQrLink(origin: string, partner: Pick<Brand, "name" | "isDefault"> & { utmId: string | null }, merchantUuid: string | null = null): string {
  const url = new URL(referralLink(origin, partner));
  url.searchParams.set("qr", merchantUuid ?? OWN_QR);
  return url.toString();
}

/** WhatsApp's own share address: it opens the chat list with the text ready to send (https://faq.whatsapp.com/5913398998672934). */
export function whatsappShareLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** The partner's branded landing: the URL segment of customFunnel (the default brand's landing is /). */
export function brandLanding(origin: string, partner: Pick<Brand, "name" | "isDefault">): string {
  return new URL(partner.isDefault ? "/" : `/${partner.name}`, origin).toString();
}

/** Whether a journey's stored UTMs say it came through a referral link. */
export function cameByReferral(utm: Record<string, string>): boolean {
  return utm.utm_source === REFERRAL_UTM.utm_source && utm.utm_medium === REFERRAL_UTM.utm_medium;
}

/** The UTM id a partner's referral link carries: its own, else its name (as `referralLink` writes it). */
export const referralUtmId = (partner: { name: string; utmId: string | null }) => partner.utmId || partner.name;

/**
 * Whether a journey's UTMs are this partner's own referral link: the source
 * and medium of a referral link and the partner's UTM id. The default brand's
 * partner is credited by this alone, since its landing (/) is also everyone
 * else's way in and names no partner.
 */
export function cameByReferralOf(utm: Record<string, string>, partner: { name: string; utmId: string | null }): boolean {
  return cameByReferral(utm) && utm.utm_id === referralUtmId(partner);
}

/**
 * SPEC (issue 12): the first partner to register a consumer owns them. A
 * journey started through a later partner's link is still the first partner's;
 * a consumer nobody brought yet becomes the arriving partner's.
 */
export function owningPartner(firstOwner: number | null, arriving: number | null): number | null {
  return firstOwner ?? arriving;
}
