/** A piece of an admin's text: words, or a web address to open. */
export type TextPart = { text: string } | { href: string };

const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/**
 * An admin's text (a lender's training texts: "Video, 6 min: https://…")
 * split into words and web addresses, so a page shows each address as a
 * link. Only http and https: nothing else an admin writes becomes a link.
 */
export function linkedText(value: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of value.matchAll(WEB_ADDRESS)) {
    if (m.index > at) parts.push({ text: value.slice(at, m.index) });
    parts.push({ href: m[0] });
    at = m.index + m[0].length;
  }
  if (at < value.length) parts.push({ text: value.slice(at) });
  return parts;
}
