import { isProductType, type ProductTypeCode } from "~/domain/products";
import { sessionCookieName } from "~/domain/consumer/session-areas";
import { clearCookie, readCookie, writeCookie } from "../platform/http/cookies.server";
import { clearClientCookie } from "../platform/http/server-cookies.server";

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
/** Journey values to write; null clears one. */
export type JourneyValues = Partial<Record<JourneyCookie, string | null>>;

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
export function journeyCookies(values: JourneyValues): string[] {
  return Object.entries(values).map(([name, value]) => (value === null || value === undefined ? clearCookie(name) : writeCookie(name, value)));
}

/** Headers that write the journey values, added to any the caller already has (a session cookie, a partner's segment). */
export function withJourneyCookies(values: JourneyValues, init?: HeadersInit): Headers {
  const headers = new Headers(init);
  for (const cookie of journeyCookies(values)) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Full logout (SPEC.md 4): tokens, application ids, product ids, UTMs and the URL segment. */
export function clearJourneyCookies(): string[] {
  const clientCookies = (["CCDetailssecured", "CCDetailsunsecured", "lead"] as const).map(clearClientCookie);
  return [...[...JOURNEY_COOKIES, sessionCookieName.user].map((name) => clearCookie(name)), ...clientCookies];
}
