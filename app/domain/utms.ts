/** The UTM parameters of a landing URL, kept for partner attribution; bounded, since the URL is anyone's to write. */
export function utmsFromUrl(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (key.startsWith("utm_") && value.length <= 200 && Object.keys(out).length < 10) out[key] = value;
  }
  return out;
}
