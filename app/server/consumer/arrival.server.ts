import { and, eq } from "drizzle-orm";
import { merchants, trackingLinks } from "../../../db/schema";
import { CHANNELS, channelOf, landingArrival, qrOf, type ArrivalCookies } from "~/domain/consumer/arrival";
import { normaliseBrandName } from "~/domain/partner/brand";
import { cameByReferral } from "~/domain/partner/referral";
import { isLinkCode } from "~/domain/partner/tracking-links";
import { getDb } from "../platform/db/db.server";
import { clearClientCookie, readCookie, writeClientCookie } from "../platform/http/server-cookies.server";

/**
 * The client cookies lead, qr and url (SPEC.md 3, decision 069) as the pages
 * that describe them write them, and as a new journey reads them
 * (docs/decisions/093-arrival-cookies.md): a tracking link sets `lead`, a QR
 * code's landing `qr`, a brand's landing address `url`; the login that starts
 * a journey reads all three for its channel and merchant.
 */

/** Set-Cookie headers for arrival cookie values; null clears one (with the attributes it was set with). */
export function arrivalCookies(values: ArrivalCookies): string[] {
  return (Object.entries(values) as [keyof ArrivalCookies, string | null][]).map(([name, value]) => (value === null ? clearClientCookie(name) : writeClientCookie(name, value)));
}

/** What a landing page writes: its `?qr=`, its brand segment, or the end of an older arrival's cookies. */
export function landingArrivalCookies(request: Request, brandSegment: string | null): string[] {
  return arrivalCookies(landingArrival(new URL(request.url), brandSegment, { lead: readCookie(request, "lead") }));
}

/** What /l/{code} writes on its way to the landing: the link's code in `lead`, and no QR code's arrival left over. */
export function trackingLinkArrivalCookies(code: string): string[] {
  return arrivalCookies({ lead: code, qr: null });
}

export interface Arrival {
  channelId: number;
  /** The merchant whose QR code brought the journey, when it is one of the journey's partner's approved merchants. */
  merchantId: number | null;
}

/**
 * How a journey starting on this request came. Each cookie is checked against
 * the database before it counts, since the page (and POST /api/cookies/save)
 * may write it: `lead` must name a tracking link, a merchant's `qr` an
 * approved merchant of the journey's own partner, `url` the journey's brand.
 */
export async function arrivalOf(request: Request, journey: { brandName: string; partnerId: number | null; utms: Record<string, string> }): Promise<Arrival> {
  const lead = readCookie(request, "lead");
  const qr = qrOf(readCookie(request, "qr"));
  const db = await getDb();
  const [link] = isLinkCode(lead) ? await db.select({ id: trackingLinks.id }).from(trackingLinks).where(eq(trackingLinks.code, lead)).limit(1) : [];
  const [merchant] =
    qr?.merchant && journey.partnerId !== null
      ? await db
          .select({ id: merchants.id })
          .from(merchants)
          .where(and(eq(merchants.uuid, qr.merchant), eq(merchants.partnerId, journey.partnerId), eq(merchants.status, "approved")))
          .limit(1)
      : [];
  const partnerBrand = journey.partnerId !== null;
  const channel = channelOf({
    qr: qr !== null,
    lead: Boolean(link),
    referral: cameByReferral(journey.utms),
    urlBrand: partnerBrand && normaliseBrandName(readCookie(request, "url")) === journey.brandName,
    partnerBrand,
  });
  return { channelId: CHANNELS[channel], merchantId: merchant?.id ?? null };
}
