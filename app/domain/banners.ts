import { safeBrandStyle, type Brand } from "./brand";
import { escapeXml } from "./xml";

/** The banners a partner can download (marketing-support), by the places partners post them. */
export const BANNERS = [
  { id: "square", width: 1080, height: 1080 },
  { id: "wide", width: 1200, height: 628 },
  { id: "story", width: 1080, height: 1920 },
] as const;

export type BannerId = (typeof BANNERS)[number]["id"];

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

/**
 * A banner in the partner's brand colours, as SVG made on the server: only
 * shapes and text, no script, no external reference; every text is
 * XML-escaped and the colours and font pass the brand's own checks.
 */
export function bannerSvg(banner: (typeof BANNERS)[number], brand: Pick<Brand, "displayName" | "primaryColor" | "secondaryColor" | "fontFamily">, text: BannerText): string {
  const { width: w, height: h } = banner;
  const { primary, secondary, font } = safeBrandStyle(brand);
  const size = Math.round(Math.min(w, h) / 12);
  const line = (y: number, value: string, px: number, weight = 400, fill = "#ffffff") =>
    `<text x="${w / 2}" y="${y}" font-size="${px}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeXml(value)}</text>`;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(`${brand.displayName}: ${text.headline}`)}" font-family="${escapeXml(font)}">`,
    `<rect width="${w}" height="${h}" fill="${primary}"/>`,
    `<rect y="${Math.round(h * 0.72)}" width="${w}" height="${Math.round(h * 0.28)}" fill="${secondary}"/>`,
    line(Math.round(h * 0.16), brand.displayName, Math.round(size * 0.8), 700),
    line(Math.round(h * 0.4), text.headline, Math.round(size * 1.1), 700),
    line(Math.round(h * 0.52), text.tagline, Math.round(size * 0.6)),
    line(Math.round(h * 0.82), text.cta, Math.round(size * 0.75), 700, "#111827"),
    line(Math.round(h * 0.92), text.link, Math.round(size * 0.35), 400, "#111827"),
    `</svg>`,
  ].join("\n");
}
