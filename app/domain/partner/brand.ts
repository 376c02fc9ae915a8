import type { Funnel } from "./funnel";

/** A white-label brand as the shell needs it. */
export interface Brand {
  name: string;
  displayName: string;
  logoUrl: string;
  fontSource: string | null;
  fontFamily: string;
  primaryColor: string;
  secondaryColor: string;
  title: string | null;
  partnerTerms: boolean;
  isDefault: boolean;
  host?: string | null;
  /** The product whose own landing its host's empty path shows (a solar host: "solar"; docs/decisions/054-solar-host.md). */
  landingProduct?: string | null;
  /** The language its pages open in for a visitor who chose none; null follows the browser (app/i18n/language-policy.ts). */
  defaultLanguage?: string | null;
  /** The languages its switcher offers; null is every language. */
  languages?: string[] | null;
  /** Its partner's Custom Funnel (app/domain/partner/funnel.ts); null or absent is the marketplace's landing. */
  funnel?: Funnel | null;
}

export type BrandMode = "partner" | "default";

/** A brand's landing, where its visitors sign in: a partner's /{name}, the default brand's /. */
export const brandHomePath = (brand: Pick<Brand, "name">, mode: BrandMode) => (mode === "partner" ? `/${brand.name}` : "/");

export const DEFAULT_BRAND_NAME = "cl";

/** Used only if the database has no default brand yet, so the shell never breaks. */
export const FALLBACK_BRAND: Brand = {
  name: DEFAULT_BRAND_NAME,
  displayName: "CL Marketplace",
  logoUrl: "/brands/cl.svg",
  fontSource: null,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
  primaryColor: "#0b5cad",
  secondaryColor: "#f59e0b",
  title: "CL Marketplace",
  partnerTerms: false,
  isDefault: true,
  defaultLanguage: null,
  languages: null,
};

export interface BrandHints {
  /** First path segment, e.g. "acme" of /acme or /acme/partner/login. */
  pathSegment?: string | null;
  /** The `partner` query parameter. */
  partnerQuery?: string | null;
  /** The request's host name, without port. */
  host?: string | null;
  /** The consumer's stored attribution (urlSegment cookie). */
  stored?: string | null;
}

const NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export function normaliseBrandName(value: string | null | undefined): string | null {
  const name = value?.trim().toLowerCase();
  return name && NAME.test(name) ? name : null;
}

/** Names worth looking up, most specific first: URL segment, `partner` query, then stored attribution. */
export function brandCandidates(hints: BrandHints): string[] {
  const names = [hints.pathSegment, hints.partnerQuery, hints.stored].map(normaliseBrandName);
  return [...new Set(names.filter((n): n is string => n !== null))];
}

/**
 * Picks the brand of a request among the brands found for its hints. Order:
 * URL segment, `partner` query, host, stored attribution; an unknown partner
 * gets the default brand.
 */
export function pickBrand(hints: BrandHints, found: Brand[], defaultBrand: Brand): { brand: Brand; mode: BrandMode } {
  const byName = new Map(found.map((b) => [b.name, b]));
  const host = hints.host?.toLowerCase() ?? null;
  const ordered = [
    byName.get(normaliseBrandName(hints.pathSegment) ?? ""),
    byName.get(normaliseBrandName(hints.partnerQuery) ?? ""),
    host ? found.find((b) => b.host?.toLowerCase() === host) : undefined,
    byName.get(normaliseBrandName(hints.stored) ?? ""),
  ];
  const brand = ordered.find((b): b is Brand => b !== undefined) ?? defaultBrand;
  return { brand, mode: brand.isDefault || brand.name === defaultBrand.name ? "default" : "partner" };
}

const COLOUR = /^#[0-9a-fA-F]{3,8}$/;
const FONT_FAMILY = /^[\w\s,'"-]{1,200}$/;

/** The brand's colours and font, each only if it is a plain colour or font list, else the default brand's: safe in CSS and SVG. */
export function safeBrandStyle(brand: Pick<Brand, "primaryColor" | "secondaryColor" | "fontFamily">): { primary: string; secondary: string; font: string } {
  return {
    primary: COLOUR.test(brand.primaryColor) ? brand.primaryColor : FALLBACK_BRAND.primaryColor,
    secondary: COLOUR.test(brand.secondaryColor) ? brand.secondaryColor : FALLBACK_BRAND.secondaryColor,
    font: FONT_FAMILY.test(brand.fontFamily) ? brand.fontFamily : FALLBACK_BRAND.fontFamily,
  };
}

/** The brand's CSS variables; values that are not plain colours or font lists fall back to the default brand's. */
export function brandThemeCss(brand: Brand): string {
  const { primary, secondary, font } = safeBrandStyle(brand);
  return `:root{--brand-primary:${primary};--brand-secondary:${secondary};--brand-font:${font}}`;
}
