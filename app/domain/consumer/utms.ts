/** The UTM parameters of a landing URL, kept for partner attribution; bounded, since the URL is anyone's to write. */
export function utmsFromUrl(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (key.startsWith("utm_") && value.length <= 200 && Object.keys(out).length < 10) out[key] = value;
  }
  return out;
}

/** Where a journey came from, as its stored UTMs say (source / medium / campaign), for a partner's leads report; null when none. */
export function utmSourceLine(utm: Record<string, string>): string | null {
  return [utm.utm_source, utm.utm_medium, utm.utm_campaign].filter(Boolean).join(" / ") || null;
}
