/**
 * The client cookies of SPEC.md 3 (lead, qr, url, CCDetailssecured,
 * CCDetailsunsecured, isMasqueradeMode): the one list of their names and of
 * how each is written. POST /api/cookies/save writes them for the client
 * (SPEC.md 7), and the server's own writers (a card looked at, a masquerade)
 * use the same attributes. docs/decisions/069-client-cookies.md.
 */
export interface ClientCookieAttributes {
  /** Whether the page's scripts may not read it. */
  httpOnly: boolean;
  sameSite: "lax" | "none";
  /** "always": SameSite=None needs Secure in every browser; "configured": COOKIE_SECURE, as the server's cookies. */
  secure: "always" | "configured";
}

/** Readable by the page and sent only on this site's own requests and top-level visits. */
const PAGE_READABLE: ClientCookieAttributes = { httpOnly: false, sameSite: "lax", secure: "configured" };

export const CLIENT_COOKIES = {
  /** SPEC.md 7: "Lead cookies are set with path /, SameSite none, secure": sent on cross-site requests too (a partner's frame, a lender posting back). */
  lead: { httpOnly: false, sameSite: "none", secure: "always" },
  qr: PAGE_READABLE,
  url: PAGE_READABLE,
  /** The cards looked at: only the server reads them (the card page's choice). */
  CCDetailssecured: { httpOnly: true, sameSite: "lax", secure: "configured" },
  CCDetailsunsecured: { httpOnly: true, sameSite: "lax", secure: "configured" },
  /** A hint for the page; the partner session's own data is what the server trusts. */
  isMasqueradeMode: PAGE_READABLE,
} as const satisfies Record<string, ClientCookieAttributes>;

export type ClientCookieName = keyof typeof CLIENT_COOKIES;

export function isClientCookie(name: unknown): name is ClientCookieName {
  return typeof name === "string" && Object.hasOwn(CLIENT_COOKIES, name);
}
