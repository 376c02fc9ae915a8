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
  url.searchParams.set("utm_id", partner.utmId || partner.name);
  return url.toString();
}

/** The partner's branded landing: the URL segment of customFunnel (the default brand's landing is /). */
export function brandLanding(origin: string, partner: Pick<Brand, "name" | "isDefault">): string {
  return new URL(partner.isDefault ? "/" : `/${partner.name}`, origin).toString();
}

/** Whether a journey's stored UTMs say it came through a referral link. */
export function cameByReferral(utm: Record<string, string>): boolean {
  return utm.utm_source === REFERRAL_UTM.utm_source && utm.utm_medium === REFERRAL_UTM.utm_medium;
}

/**
 * SPEC (issue 12): the first partner to register a consumer owns them. A
 * journey started through a later partner's link is still the first partner's;
 * a consumer nobody brought yet becomes the arriving partner's.
 */
export function owningPartner(firstOwner: number | null, arriving: number | null): number | null {
  return firstOwner ?? arriving;
}
