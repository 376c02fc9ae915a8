const BASE = "http://same-site.invalid";

/**
 * A place to send the browser back to, only ever on this site: the value is
 * parsed as a URL first, so tricks that survive a text check ("/.//evil",
 * "/\\evil", encoded or control characters) cannot make it another origin.
 * `within` keeps it under one area (e.g. "/admin").
 */
export function safeRedirectPath(value: unknown, fallback = "/", options: { within?: string } = {}): string {
  if (typeof value !== "string" || !value.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  // A path that starts with two slashes would be read by the browser as another host.
  if (url.origin !== BASE || url.pathname.startsWith("//")) return fallback;
  const within = options.within;
  if (within && url.pathname !== within && !url.pathname.startsWith(`${within}/`)) return fallback;
  return url.pathname + url.search + url.hash;
}

/**
 * An address as a Location header can carry it: what is not printable ASCII
 * (text in any script, spaces, control characters) percent-encoded, the rest
 * (and what is encoded already) as it is. A header holds only bytes, so text
 * typed in a form and sent back in an address would otherwise fail the answer.
 */
export function asLocation(url: string): string {
  return url.replace(/[^\x21-\x7e]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      // Half of a surrogate pair, which no UTF-8 can write: the replacement character.
      return "%EF%BF%BD";
    }
  });
}
