import type { ClientCookieName } from "../consumer/client-cookies";
import { formatRupees, formatRupeesPaise } from "../platform/money";

/** Secured cards are backed by a fixed deposit (the `secured` flag); SPEC.md 3 keeps a cookie per group. */
export type CardGroup = "secured" | "unsecured";
export type CardProduct = "cc_secured" | "cc_unsecured";

export const cardGroupOf = (secured: number): CardGroup => (secured === 1 ? "secured" : "unsecured");
export const cardProductOf = (group: CardGroup): CardProduct => (group === "secured" ? "cc_secured" : "cc_unsecured");
export const cardGroupOfProduct = (product: CardProduct): CardGroup => (product === "cc_secured" ? "secured" : "unsecured");

/** The public card pages (SPEC.md 2.1) and which cards each lists: every active card, or one group. */
export const CARD_LIST_PAGES = {
  "/credit-cards": null,
  "/cards-unsecured": "unsecured",
  "/cards-secured": "secured",
} as const satisfies Record<string, CardGroup | null>;
export type CardListPath = keyof typeof CARD_LIST_PAGES;

export function cardListPath(pathname: string): CardListPath {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "").toLowerCase() : pathname;
  return Object.hasOwn(CARD_LIST_PAGES, path) ? (path as CardListPath) : "/credit-cards";
}

/** The client cookie of SPEC.md 3 that holds the cards of a group the consumer looked at. */
export const viewedCookieName = (group: CardGroup): ClientCookieName => (group === "secured" ? "CCDetailssecured" : "CCDetailsunsecured");

/** At most this many card ids are kept in a looked-at cookie. */
export const MAX_VIEWED = 12;

/** The card ids of a looked-at cookie (a JSON array); anything else, or a forged value, reads as none. */
export function parseViewed(value: string | null | undefined): number[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter((id): id is number => Number.isInteger(id) && id > 0);
    return [...new Set(ids)].slice(0, MAX_VIEWED);
  } catch {
    return [];
  }
}

/** The cookie's new value: this card first (the one looked at last), then the others, at most MAX_VIEWED. */
export function rememberViewed(value: string | null | undefined, id: number): string {
  return JSON.stringify([id, ...parseViewed(value).filter((v) => v !== id)].slice(0, MAX_VIEWED));
}

/**
 * Where Apply sends the consumer: the card's UTM link with every unique-id
 * placeholder (also percent-encoded, as an editor may have saved it) replaced
 * by the consumer's id. Only an absolute http(s) link is followed; a missing
 * or other link answers null and the card cannot be applied for.
 */
export function cardApplyUrl(utmLink: string | null | undefined, uniqueId: string): string | null {
  const link = utmLink?.trim();
  if (!link || !/^https?:\/\//i.test(link)) return null;
  const filled = link.replace(/\{unique_id\}|%7Bunique_id%7D/gi, encodeURIComponent(uniqueId));
  let url: URL;
  try {
    url = new URL(filled);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  return url.href;
}

/**
 * The annual fee as the card list shows it. Admins type it as text
 * ("₹499 + GST", "Lifetime free"); a plain amount ("2999", "₹2,999",
 * "Rs. 499.50") is shown in Indian rupee format (₹2,999; ₹1,00,000;
 * ₹499.50), anything else as typed.
 */
export function annualFeeLabel(fee: string | null | undefined): string | null {
  const text = fee?.trim();
  if (!text) return null;
  const amount = /^(?:₹|rs\.?|inr)?\s*(\d{1,3}(?:,\d{2,3})*|\d+)(\.\d{1,2})?$/i.exec(text);
  if (!amount) return text;
  const value = Number(amount[1].replace(/,/g, "") + (amount[2] ?? ""));
  return amount[2] ? formatRupeesPaise(value) : formatRupees(value);
}
