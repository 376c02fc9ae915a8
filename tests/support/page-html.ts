import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./node-server";

/**
 * What a reader of a server-rendered page perceives, and the translation keys
 * that must never be among it: the helpers of the page sweep
 * (tests/integration/platform/every-page.test.ts), plain string work on the HTML the
 * server sent, no browser.
 */

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The English resources' key paths: every string's dotted path (plural suffixes dropped), and every group's. */
export interface TranslationKeys {
  /** `offers.heading`, `titles.offers`, `validation.required`: a path that names a string. */
  leaves: Set<string>;
  /** `status.values`, `gold.heading`: a path that names a group; a key under it that is not there is still a key. */
  groups: Set<string>;
}

function walk(node: unknown, prefix: string, keys: TranslationKeys) {
  if (!node || typeof node !== "object" || Array.isArray(node)) return;
  for (const [name, value] of Object.entries(node as Record<string, unknown>)) {
    const at = prefix ? `${prefix}.${name}` : name;
    if (typeof value === "string") {
      keys.leaves.add(at.replace(PLURAL_SUFFIX, ""));
    } else if (value && typeof value === "object" && !Array.isArray(value)) {
      keys.groups.add(at);
      walk(value, at, keys);
    }
  }
}

/** The key paths of locales/en/*.json (every namespace together). */
export function englishTranslationKeys(localesDir = path.join(repoRoot, "locales/en")): TranslationKeys {
  const keys: TranslationKeys = { leaves: new Set(), groups: new Set() };
  for (const file of readdirSync(localesDir).filter((f) => f.endsWith(".json"))) walk(JSON.parse(readFileSync(path.join(localesDir, file), "utf8")), "", keys);
  // A key path is dotted: a single word ("title", "close") is ordinary text.
  for (const set of [keys.leaves, keys.groups]) for (const key of set) if (!key.includes(".")) set.delete(key);
  return keys;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") return String.fromCodePoint(name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The HTML without what no one reads: scripts (the translations travel as JSON in one), styles and comments. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, " ")
    .replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, " ")
    .replace(/<template\b[^>]*>[\s\S]*?<\/template\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, "");
}

const TAG = /<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** The attributes a user is told or shown: tooltips, accessible names, hints, image text. */
const PERCEIVED_ATTRIBUTES = new Set(["title", "aria-label", "placeholder", "alt", "aria-placeholder", "aria-roledescription"]);
const BUTTON_INPUTS = new Set(["submit", "button", "reset"]);

export interface PerceivedText {
  /** Where it is read: `text`, or `<tag attribute>`. */
  where: string;
  text: string;
}

function attributesOf(source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of source.matchAll(ATTRIBUTE)) out.set(m[1].toLowerCase(), decodeEntities(m[2] ?? m[3] ?? m[4] ?? ""));
  return out;
}

/**
 * What a user of the page perceives: its text (the <title> included), and
 * the title, aria-label, placeholder and alt attributes and the value of
 * input buttons. Scripts and styles are left out.
 */
export function perceivedText(html: string): PerceivedText[] {
  const out: PerceivedText[] = [];
  // The <title> apart, so a key there is said to be in the tab's title.
  const body = withoutScripts(html).replace(/<title\b[^>]*>([\s\S]*?)<\/title\s*>/gi, (_, title: string) => {
    if (title.trim()) out.push({ where: "<title>", text: decodeEntities(title).trim() });
    return " ";
  });
  for (const m of body.matchAll(TAG)) {
    const tag = m[1].toLowerCase();
    const attributes = attributesOf(m[2] ?? "");
    for (const [name, value] of attributes) {
      const perceived = PERCEIVED_ATTRIBUTES.has(name) || (name === "value" && tag === "input" && BUTTON_INPUTS.has((attributes.get("type") ?? "").toLowerCase()));
      if (perceived && value.trim()) out.push({ where: `<${tag} ${name}>`, text: value });
    }
  }
  // Tags end words (a block ends a line; an inline tag between two words rarely joins them in a key).
  const text = decodeEntities(body.replace(TAG, " ").replace(/<\/[a-zA-Z][\w-]*\s*>/g, " "));
  for (const line of text.split(/\s{2,}|\n/)) if (line.trim()) out.push({ where: "text", text: line.trim() });
  return out;
}

/**
 * A dotted word: segments of letters, digits, `_` and `-` joined by dots,
 * perhaps after a namespace (`partner:`), standing alone: not part of an
 * address (`/`, `@`, `://`), a longer dotted word, or a number.
 */
const DOTTED_WORD = /(?<![\w.@/:-])(?:[a-z]+:)?([A-Za-z_][\w-]*(?:\.[\w-]+)+)(?![\w@/-]|\.[\w-])/g;

export interface RawKey {
  key: string;
  where: string;
  /** The text around it. */
  context: string;
}

/**
 * The translation keys a page shows instead of their text: a known key path
 * (`offers.heading`), or a key under a known group that is not there
 * (`status.values.unknown`, what `t` answers for a missing key).
 */
export function rawTranslationKeys(html: string, keys: TranslationKeys): RawKey[] {
  const found: RawKey[] = [];
  for (const { where, text } of perceivedText(html)) {
    for (const m of text.matchAll(DOTTED_WORD)) {
      const key = m[1];
      const parent = key.slice(0, key.lastIndexOf("."));
      if (keys.leaves.has(key) || keys.leaves.has(key.replace(PLURAL_SUFFIX, "")) || keys.groups.has(key) || keys.groups.has(parent)) {
        const at = m.index ?? 0;
        found.push({ key, where, context: text.slice(Math.max(0, at - 40), at + key.length + 40) });
      }
    }
  }
  return found;
}

/** What tells one page from another: its <title> and its <h1> headings, as read. */
export function pageIdentity(html: string): { title: string; h1: string } {
  const clean = (s: string) =>
    decodeEntities(s.replace(/<[^>]*>/g, " "))
      .replace(/\s+/g, " ")
      .trim();
  const body = withoutScripts(html);
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(body)?.[1] ?? "";
  const h1 = [...body.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((m) => clean(m[1])).join(" | ");
  return { title: clean(title), h1 };
}

/** The language the page says it is in (`<html lang>`). */
export function htmlLang(html: string): string | null {
  return /<html\b[^>]*\blang="([^"]*)"/i.exec(html)?.[1] ?? null;
}
