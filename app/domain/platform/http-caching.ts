/**
 * Who may keep a copy of an HTML page (docs/decisions/028-http-caching.md).
 *
 * A page is shared (a CDN may keep it for a minute) only when it is the same
 * for everyone who asks for it in the same way: a public page, asked for
 * with GET by a visitor who sends no cookie at all (no session, no toast, no
 * language choice, no stylesheet marker), answered 200 without setting a
 * cookie. Every other page is `private, no-store`: a signed-in page, a page
 * that read or set a session, a page that sets any cookie, an error. Which
 * pages are public in that way is said beside each route (`shared` in
 * app/page-table/pages.ts).
 */

/** What a browser or proxy is told it may keep of a page with personal data, or of any page not shared. */
export const PRIVATE_NO_STORE = "private, no-store";

/**
 * A shared page: browsers ask again every time (they keep no copy of their
 * own, so a visitor who signs in never sees a stale public page), a CDN keeps
 * it for 60 s. Its copies are told apart by the cookies sent (any cookie
 * means the page is made afresh) and by Accept-Language (a visitor without
 * the `lng` cookie gets the page in their browser's language).
 */
export const SHARED = { cacheControl: "public, max-age=0, s-maxage=60", vary: "Cookie, Accept-Language" } as const;

/**
 * Where a shared page marks the stylesheet as held: it sets no cookie in its
 * headers, so it links this empty print stylesheet, whose answer sets the
 * `cssv` cookie (app/server/platform/http/inline-css.server.ts). The browser fetches it
 * beside the stylesheet file, with or without JavaScript, without holding up
 * the first paint.
 */
export const STYLESHEET_MARK_PATH = "/stylesheet-seen";

/**
 * Whether this request may be answered with a shared page, known before any
 * loader runs: the root loader asks, so that a page it may share does not set
 * the stylesheet cookie in its headers (the page sets it from the browser).
 */
export function mayShare(request: { method: string; sharedPage: boolean; cookieHeader: string | null }): boolean {
  const method = request.method.toUpperCase();
  return (method === "GET" || method === "HEAD") && !request.cookieHeader?.trim() && request.sharedPage;
}

/** The caching headers of an HTML page, once it is made: shared only if it could be and it came out 200, setting no cookie. */
export function pageCaching(page: { mayShare: boolean; status: number; setsCookie: boolean }): { cacheControl: string; vary?: string } {
  return page.mayShare && page.status === 200 && !page.setsCookie ? SHARED : { cacheControl: PRIVATE_NO_STORE };
}
