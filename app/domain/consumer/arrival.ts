import { isLinkCode, LINK_UTM_KEY } from "../partner/tracking-links";
import { GUID } from "../platform/patterns";

/**
 * How a consumer came (docs/decisions/093-arrival-cookies.md): the channel a
 * journey records when it starts (prospect_applications.channel_id), and the
 * consumer keeps their first journey's (users.channel_id, GET /api/user/{id}).
 * The ids are stored: never renumber one.
 */
export const CHANNELS = {
  /** The marketplace's own landing, nothing else named. */
  direct: 1,
  /** A partner brand's landing address (/{urlSegment} or ?partner=), told by the `url` cookie. */
  brandLanding: 2,
  /** A partner's referral link (app/domain/partner/referral.ts). */
  referral: 3,
  /** A partner's referral QR code, its own or one of its merchants' (the `qr` cookie). */
  qr: 4,
  /** An admin's tracking link, /l/{code} (the `lead` cookie). */
  trackingLink: 5,
  /** A partner's signed hand-off (/auth, docs/decisions/066). */
  handoff: 6,
  /** A partner brand's site reached otherwise (its own host, a brand remembered from before). */
  brandSite: 7,
} as const;

export type Channel = keyof typeof CHANNELS;

/** The channel of a stored id; null for none or an id this code does not know. */
export function channelName(id: number | null | undefined): Channel | null {
  const found = Object.entries(CHANNELS).find(([, value]) => value === id);
  return found ? (found[0] as Channel) : null;
}

/**
 * SPEC.md 6 numbers the admin roles 1 to 3; a consumer's account is role 4 in
 * the same numbering, so a role id names one role wherever it is read. Every
 * row of `users` is a consumer, so it is not stored per row.
 */
export const CONSUMER_ROLE_ID = 4;

/** The `qr` value of a partner's own referral QR code; a merchant's QR carries the merchant's reference (its uuid) instead. */
export const OWN_QR = "partner";

/** What a `qr` value names: the partner's own QR, or a merchant's (by its uuid); null for a value no QR of ours carries. */
export function qrOf(value: string | null | undefined): { merchant: string | null } | null {
  if (value === OWN_QR) return { merchant: null };
  if (value && GUID.test(value)) return { merchant: value.toLowerCase() };
  return null;
}

/** The evidence of a journey's start, each item checked by the server first (a cookie is the client's to write). */
export interface ArrivalEvidence {
  handoff?: boolean;
  /** The `qr` cookie is a QR code's value. */
  qr: boolean;
  /** The `lead` cookie names a tracking link. */
  lead: boolean;
  /** The journey's UTMs are a referral link's. */
  referral: boolean;
  /** The `url` cookie names the journey's partner's brand. */
  urlBrand: boolean;
  /** The journey belongs to a partner brand. */
  partnerBrand: boolean;
}

/** The channel a journey came by: the most particular evidence first (a QR code carries a referral link; a tracking link may land on a brand). */
export function channelOf(e: ArrivalEvidence): Channel {
  if (e.handoff) return "handoff";
  if (e.qr) return "qr";
  if (e.lead) return "trackingLink";
  if (e.referral) return "referral";
  if (e.urlBrand) return "brandLanding";
  if (e.partnerBrand) return "brandSite";
  return "direct";
}

/** The arrival cookies a page writes: a value, or null to clear one. */
export type ArrivalCookies = Partial<Record<"lead" | "qr" | "url", string | null>>;

/**
 * What a landing page's address says of the arrival cookies: a QR code's
 * scan (`?qr=`) sets `qr` and ends an earlier tracking link's `lead`; a
 * brand's landing address (its segment, or `?partner=`) sets `url`; any other
 * campaign's address (UTMs) ends both, unless it is where the tracking link
 * in `lead` just sent the browser (its code as utm_id). So the cookies always
 * tell the latest campaign arrival, as the journey's UTMs do.
 */
export function landingArrival(url: URL, brandSegment: string | null, current: { lead: string | null }): ArrivalCookies {
  const out: ArrivalCookies = brandSegment ? { url: brandSegment } : {};
  const qr = url.searchParams.get("qr");
  if (qrOf(qr)) return { ...out, qr: qr!.toLowerCase(), lead: null };
  const campaign = [...url.searchParams.keys()].some((k) => k.startsWith("utm_"));
  const fromLead = isLinkCode(current.lead) && url.searchParams.get(LINK_UTM_KEY) === current.lead;
  return campaign && !fromLead ? { ...out, qr: null, lead: null } : out;
}
