import { isProductType, type ProductTypeCode } from "~/domain/products";
import { sessionCookieName } from "~/domain/session-areas";
import { clearCookie, readCookie, writeCookie } from "./cookies.server";

/**
 * The consumer's place in the journey, in the server-stored cookies of
 * SPEC.md (httpOnly): which prospect application, product and credit
 * application they are on. Each value is checked against the database
 * before it is trusted.
 */
export interface Journey {
  prospectAppId: string | null;
  appId: string | null;
  productId: string | null;
  productType: ProductTypeCode | null;
  utms: Record<string, string>;
  urlSegment: string | null;
}

const JOURNEY_COOKIES = ["prospectAppId", "appId", "productId", "productType", "utms", "urlSegment"] as const;
type JourneyCookie = (typeof JOURNEY_COOKIES)[number];

export function readJourney(request: Request): Journey {
  const productType = readCookie(request, "productType");
  let utms: Record<string, string> = {};
  try {
    const raw = readCookie(request, "utms");
    if (raw) utms = JSON.parse(raw);
  } catch {
    utms = {};
  }
  return {
    prospectAppId: readCookie(request, "prospectAppId"),
    appId: readCookie(request, "appId"),
    productId: readCookie(request, "productId"),
    productType: isProductType(productType) ? productType : null,
    utms,
    urlSegment: readCookie(request, "urlSegment"),
  };
}

/** Set-Cookie headers for the given journey values; null clears one. */
export function journeyCookies(values: Partial<Record<JourneyCookie, string | null>>): string[] {
  return Object.entries(values).map(([name, value]) => (value === null || value === undefined ? clearCookie(name) : writeCookie(name, value)));
}

/** Full logout (SPEC.md 4): tokens, application ids, product ids, UTMs and the URL segment. */
export function clearJourneyCookies(): string[] {
  return [...JOURNEY_COOKIES, sessionCookieName.user, "CCDetailssecured", "CCDetailsunsecured", "lead"].map(clearCookie);
}

/** The UTM parameters of a landing URL, kept for partner attribution. */
export function utmsFromUrl(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (key.startsWith("utm_") && value.length <= 200 && Object.keys(out).length < 10) out[key] = value;
  }
  return out;
}
