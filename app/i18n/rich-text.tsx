import { Fragment, type ReactNode } from "react";

/** A run of plain text, or the text inside one `<tag>…</tag>` pair. */
export type RichSegment = string | { tag: string; text: string };

const TAG_NAME = /^[a-z][A-Za-z0-9]*$/;

/**
 * Splits a translated string into plain text and `<name>…</name>` runs, for
 * the tag names given and no others. Tags have no attributes and do not nest;
 * an unknown, unbalanced or malformed tag stays as literal text. So a
 * translation keeps its own word order ("मैं <terms>…</terms> से सहमत हूँ")
 * and markup never comes from the string itself.
 */
export function splitTags(text: string, names: readonly string[]): RichSegment[] {
  const known = names.filter((n) => TAG_NAME.test(n));
  if (!known.length) return text ? [text] : [];
  const pair = new RegExp(`<(${known.join("|")})>([^<]*)</\\1>`, "g");
  const out: RichSegment[] = [];
  let last = 0;
  for (const m of text.matchAll(pair)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push({ tag: m[1], text: m[2] });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/**
 * Renders a translated string whose known tags become elements, e.g.
 * `<RichText text={t("consent")} tags={{ terms: (c) => <a href="/terms-of-use">{c}</a> }} />`.
 * Every piece of text is a React text node (escaped); nothing is parsed as HTML.
 */
export function RichText({ text, tags }: { text: string; tags: Record<string, (children: string) => ReactNode> }) {
  const names = Object.keys(tags).filter((n) => Object.hasOwn(tags, n));
  return (
    <>
      {splitTags(text, names).map((s, i) => (
        <Fragment key={i}>{typeof s === "string" ? s : tags[s.tag](s.text)}</Fragment>
      ))}
    </>
  );
}

/** A consent sentence whose `<terms>` and `<privacy>` name this site's terms of use and privacy policy, each a link, in the sentence's own word order. */
export function TermsAndPrivacyText({ text }: { text: string }) {
  return (
    <RichText
      text={text}
      tags={{
        terms: (c) => (
          <a href="/terms-of-use" className="text-brand underline">
            {c}
          </a>
        ),
        privacy: (c) => (
          <a href="/privacy-policy" className="text-brand underline">
            {c}
          </a>
        ),
      }}
    />
  );
}
