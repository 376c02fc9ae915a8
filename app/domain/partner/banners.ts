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
 * The estimated advance of one character, in em, in a common sans-serif
 * (Arial, Noto Sans and Noto Sans Devanagari class), rounded up: the banner
 * is drawn by whatever font the viewer has, so the estimate errs wide.
 * Devanagari marks above or below a letter take no width; the vowel signs
 * beside it (ा ि ी ो ौ ॉ ः) take some.
 */
function charEm(ch: string): number {
  const c = ch.codePointAt(0)!;
  if (ch === " ") return 0.28;
  if (c >= 0x0900 && c <= 0x097f) {
    if (c <= 0x0902 || c === 0x093a || c === 0x093c || (c >= 0x0941 && c <= 0x0948) || c === 0x094d || (c >= 0x0951 && c <= 0x0957) || c === 0x0962 || c === 0x0963) return 0;
    if (c === 0x0903 || c === 0x093b || (c >= 0x093e && c <= 0x0940) || (c >= 0x0949 && c <= 0x094c) || c === 0x094e || c === 0x094f) return 0.32;
    return 0.66;
  }
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
  for (const ch of value) em += charEm(ch);
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
 * XML-escaped and the colours and font pass the brand's own checks.
 */
export function bannerSvg(banner: (typeof BANNERS)[number], brand: Pick<Brand, "displayName" | "primaryColor" | "secondaryColor" | "fontFamily">, text: BannerText): string {
  const { width: w, height: h } = banner;
  const { primary, secondary, font } = safeBrandStyle(brand);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(`${brand.displayName}: ${text.headline}`)}" font-family="${escapeXml(font)}">`,
    `<rect width="${w}" height="${h}" fill="${primary}"/>`,
    `<rect y="${Math.round(h * 0.72)}" width="${w}" height="${Math.round(h * 0.28)}" fill="${secondary}"/>`,
    ...bannerLines(banner, brand.displayName, text).map(
      (l) => `<text x="${w / 2}" y="${l.y}" font-size="${l.px}" font-weight="${l.weight}" fill="${l.fill}" text-anchor="middle">${escapeXml(l.text)}</text>`,
    ),
    `</svg>`,
  ].join("\n");
}
