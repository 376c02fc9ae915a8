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
