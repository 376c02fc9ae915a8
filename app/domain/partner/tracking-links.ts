import { offeredProducts } from "../products";

/**
 * Tracking links (docs/decisions/052): a short address (/l/{code}) that
 * counts a visit and lands on a brand's landing with the link's UTM values,
 * its code as `utm_id`, so the journeys it brings carry it.
 */

/** Where the short addresses live: one segment, so no partner's URL segment can be it ("l" is too short to be a brand's). */
export const TRACKING_LINK_PREFIX = "/l";

/** The stored UTM key that names the link a journey came by. */
export const LINK_UTM_KEY = "utm_id";

/** 72 random bits as base64url: unguessable enough that codes cannot be walked, short enough to type from a poster. */
export const LINK_CODE_BYTES = 9;
export const LINK_CODE = /^[A-Za-z0-9_-]{12}$/;

export function isLinkCode(value: unknown): value is string {
  return typeof value === "string" && LINK_CODE.test(value);
}

/** The UTM fields a link sets, in the order the form asks them. */
export const LINK_UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const;
export type LinkUtmField = (typeof LINK_UTM_FIELDS)[number];

/** The products a link may choose for the consumer: those with a journey (app/domain/products). */
export const LINK_PRODUCTS = offeredProducts.map((p) => p.code);

export function isLinkProduct(value: unknown): value is (typeof LINK_PRODUCTS)[number] {
  return LINK_PRODUCTS.includes(value as (typeof LINK_PRODUCTS)[number]);
}

export interface LinkTarget {
  code: string;
  /** The brand's URL segment; null for the default brand. */
  brand: string | null;
  utms: Partial<Record<LinkUtmField, string | null>>;
}

/**
 * Where a visit lands: the brand's landing (/{segment}, the default brand's
 * is /) with the link's UTM values and code. Only ever a path of this site:
 * the segment is a brand's stored name, the values are URL-encoded.
 */
export function linkLandingPath(target: LinkTarget): string {
  const params = new URLSearchParams();
  for (const field of LINK_UTM_FIELDS) {
    const value = target.utms[field];
    if (value) params.set(field, value);
  }
  params.set(LINK_UTM_KEY, target.code);
  return `${target.brand ? `/${encodeURIComponent(target.brand)}` : "/"}?${params}`;
}

/** Where a switched-off or unknown code lands: the brand's landing (the default's when none is known), plainly. */
export function plainLandingPath(brand: string | null): string {
  return brand ? `/${encodeURIComponent(brand)}` : "/";
}

/** The address to share: absolute, on the brand's own host when it has one, else on this site's. */
export function linkAddress(origin: string, code: string, brandHost: string | null): string {
  const base = new URL(origin);
  if (brandHost) base.host = brandHost;
  return new URL(`${TRACKING_LINK_PREFIX}/${code}`, base).toString();
}
