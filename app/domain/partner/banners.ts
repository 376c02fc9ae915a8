import { safeBrandStyle, type Brand } from "./brand";
import { escapeXml } from "../platform/xml";

/** The banners a partner can download (marketing-support), by the places partners post them. */
export const BANNERS = [
  { id: "square", width: 1080, height: 1080 },
  { id: "wide", width: 1200, height: 628 },
  { id: "story", width: 1080, height: 1920 },
] as const;

export function findBanner(id: string): (typeof BANNERS)[number] | null {
  return BANNERS.find((b) => b.id === id) ?? null;
}

export interface BannerText {
  headline: string;
  tagline: string;
  cta: string;
  /** Where the reader goes: the partner's referral link, shown as text. */
  link: string;
}

/** Text keeps this share of the banner's width on each side. */
export const BANNER_MARGIN = 0.05;

/** Bold glyphs are wider than regular ones by about this much. */
const BOLD = 1.08;

/**
 * An Indian script's letters as Noto Sans draws them, in em: a letter, a
 * vowel sign beside it (Unicode's spacing marks), and a consonant after a
 * virama, which joins the one before it (below it in Telugu and Kannada,
 * halved or tied in Bengali and Gujarati; Tamil writes its pulli and keeps
 * the letter whole). Marks above or below a letter (non-spacing) take no
 * width of their own. Tamil's vowel signs written before the letter (ெ ே ை,
 * and ொ ோ ௌ on both sides) are about a letter wide. Fitted to Chromium's
 * measure of every word of each language's translations in Noto Sans
 * <script>, then made 10 % wider; Devanagari's are the reviewer-checked ones.
 */
interface Script {
  from: number;
  to: number;
  virama: number;
  letter: number;
  sign: number;
  joined: number;
  /** Vowel signs before (or around) the letter, and their width, where that differs from `sign`. */
  wideSigns?: { from: number; to: number; em: number };
}

const SCRIPTS: Script[] = [
  { from: 0x0900, to: 0x097f, virama: 0x094d, letter: 0.66, sign: 0.32, joined: 0.66 },
  { from: 0x0980, to: 0x09ff, virama: 0x09cd, letter: 0.73, sign: 0.36, joined: 0.18 },
  { from: 0x0a80, to: 0x0aff, virama: 0x0acd, letter: 0.69, sign: 0.26, joined: 0.18 },
  { from: 0x0b80, to: 0x0bff, virama: 0x0bcd, letter: 1.0, sign: 0.29, joined: 1.0, wideSigns: { from: 0x0bc6, to: 0x0bcc, em: 1.2 } },
  { from: 0x0c00, to: 0x0c7f, virama: 0x0c4d, letter: 0.89, sign: 0.37, joined: 0.15 },
  { from: 0x0c80, to: 0x0cff, virama: 0x0ccd, letter: 0.86, sign: 0.49, joined: 0.16 },
];

/** After the brand's fonts, the Indian scripts' Noto Sans faces the estimate is made for (as app/app.css names them). */
const SCRIPT_FONTS = "'Noto Sans Devanagari', 'Noto Sans Bengali', 'Noto Sans Gujarati', 'Noto Sans Tamil', 'Noto Sans Telugu', 'Noto Sans Kannada', sans-serif";

const NON_SPACING = /[\p{Mn}\u200c\u200d]/u;
const SPACING_MARK = /\p{Mc}/u;

/** The advance of a letter of an Indian script, after `previous`; null for a character of none of them. */
function indicEm(c: number, ch: string, previous: number | undefined): number | null {
  const script = SCRIPTS.find((s) => c >= s.from && c <= s.to);
  if (!script) return NON_SPACING.test(ch) ? 0 : null;
  if (NON_SPACING.test(ch)) return 0;
  if (SPACING_MARK.test(ch)) return script.wideSigns && c >= script.wideSigns.from && c <= script.wideSigns.to ? script.wideSigns.em : script.sign;
  return previous === script.virama ? script.joined : script.letter;
}

/**
 * The estimated advance of one character, in em, in a common sans-serif
 * (Arial, Noto Sans and its Indian scripts' faces), rounded up: the banner
 * is drawn by whatever font the viewer has, so the estimate errs wide.
 */
function charEm(ch: string, previous: number | undefined): number {
  const c = ch.codePointAt(0)!;
  if (ch === " ") return 0.28;
  const indic = indicEm(c, ch, previous);
  if (indic !== null) return indic;
  if (/[il|!.,:;'’`]/.test(ch)) return 0.28;
  if (/[fjrt()[\]/-]/.test(ch)) return 0.36;
  if (/[mwMW@%]/.test(ch)) return 0.9;
  if (/[A-Z&]/.test(ch)) return 0.72;
  if (/[a-z0-9₹$?#=_+~^*"<>{}]/.test(ch)) return 0.58;
  return 1;
}

/** The estimated width in pixels of one line of text at a font size. */
export function textWidth(value: string, px: number, bold = false): number {
  let em = 0;
  let previous: number | undefined;
  for (const ch of value) {
    em += charEm(ch, previous);
    previous = ch.codePointAt(0);
  }
  return em * px * (bold ? BOLD : 1);
}

/** The words of `value` in lines no wider than `maxWidth`, greedily (a word wider than that stays whole, on its own line). */
function wrap(value: string, px: number, bold: boolean, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, px, bold) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * A text laid out to fit `maxWidth`: wrapped into at most `maxLines` lines of
 * about equal width at the font size asked for, or, when it cannot be, at the
 * largest smaller size that fits.
 */
export function fitText(value: string, px: number, maxWidth: number, maxLines: number, bold = false): { lines: string[]; px: number } {
  const fits = (lines: string[], size: number) => lines.length <= maxLines && lines.every((l) => textWidth(l, size, bold) <= maxWidth);
  let size = px;
  let lines = wrap(value, size, bold, maxWidth);
  while (!fits(lines, size)) {
    const widest = Math.max(...lines.map((l) => textWidth(l, size, bold)));
    // One line: the size that fits it exactly; else a step down, and wrap again.
    size = lines.length <= maxLines ? Math.floor(size * (maxWidth / widest) * 100) / 100 : Math.floor(size * 95) / 100;
    lines = wrap(value, size, bold, maxWidth);
  }
  if (lines.length > 1) {
    // As many lines, each as short as it can be: the narrowest width that still wraps into them.
    let [low, high] = [0, maxWidth];
    while (high - low > 1) {
      const mid = (low + high) / 2;
      if (wrap(value, size, bold, mid).length <= lines.length) high = mid;
      else low = mid;
    }
    lines = wrap(value, size, bold, high);
  }
  return { lines, px: size };
}

/** One line of a banner's text: its baseline `y`, centred on the banner. */
export interface BannerLine {
  text: string;
  y: number;
  px: number;
  weight: number;
  fill: string;
}

/**
 * Where each text of a banner goes: the brand, the headline, the tagline, the
 * call to action and the link, each at its place and size, made to fit the
 * banner's width (BANNER_MARGIN on each side). The tagline may wrap to two
 * lines; the others are one line each, smaller when they must be.
 */
export function bannerLines(banner: (typeof BANNERS)[number], brandName: string, text: BannerText): BannerLine[] {
  const { width: w, height: h } = banner;
  const size = Math.round(Math.min(w, h) / 12);
  const maxWidth = w * (1 - 2 * BANNER_MARGIN);
  const block = (value: string, centre: number, px: number, maxLines: number, weight = 400, fill = "#ffffff"): BannerLine[] => {
    const fitted = fitText(value, px, maxWidth, maxLines, weight >= 600);
    const lineHeight = fitted.px * 1.2;
    return fitted.lines.map((line, i) => ({
      text: line,
      y: Math.round(centre + (i - (fitted.lines.length - 1) / 2) * lineHeight),
      px: fitted.px,
      weight,
      fill,
    }));
  };
  return [
    ...block(brandName, h * 0.16, Math.round(size * 0.8), 1, 700),
    ...block(text.headline, h * 0.4, Math.round(size * 1.1), 1, 700),
    ...block(text.tagline, h * 0.52, Math.round(size * 0.6), 2),
    ...block(text.cta, h * 0.82, Math.round(size * 0.75), 1, 700, "#111827"),
    ...block(text.link, h * 0.92, Math.round(size * 0.35), 1, 400, "#111827"),
  ];
}

/**
 * A banner in the partner's brand colours, as SVG made on the server: only
 * shapes and text, no script, no external reference; every text is
 * XML-escaped and the colours and font pass the brand's own checks. After the
 * brand's fonts, each Indian script's Noto Sans face, in which the text was measured.
 */
export function bannerSvg(banner: (typeof BANNERS)[number], brand: Pick<Brand, "displayName" | "primaryColor" | "secondaryColor" | "fontFamily">, text: BannerText): string {
  const { width: w, height: h } = banner;
  const { primary, secondary, font } = safeBrandStyle(brand);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(`${brand.displayName}: ${text.headline}`)}" font-family="${escapeXml(`${font}, ${SCRIPT_FONTS}`)}">`,
    `<rect width="${w}" height="${h}" fill="${primary}"/>`,
    `<rect y="${Math.round(h * 0.72)}" width="${w}" height="${Math.round(h * 0.28)}" fill="${secondary}"/>`,
    ...bannerLines(banner, brand.displayName, text).map(
      (l) => `<text x="${w / 2}" y="${l.y}" font-size="${l.px}" font-weight="${l.weight}" fill="${l.fill}" text-anchor="middle">${escapeXml(l.text)}</text>`,
    ),
    `</svg>`,
  ].join("\n");
}
