import { CARD_PRODUCTS, INSURANCE_PRODUCTS, LOAN_PRODUCTS, offeredProducts, productKeyOf, type JourneyProduct } from "../products";

/**
 * A partner's Custom Funnel (issue 39 item 5, docs/decisions/101-custom-funnel-and-merchants.md):
 * which of the landing's product tiles its brand's landing shows and in what
 * order, the product its login form opens on, and its own headline in each
 * language the brand offers. None set (null) is the marketplace's landing as it is.
 */

/** A landing tile: each loan, the cards (a page of their own) and insurance. */
export type TileKey = ReturnType<typeof productKeyOf> | "creditCards" | "insurance";

/** The landing's tiles in the marketplace's own order. */
export const LANDING_TILES: readonly TileKey[] = [...LOAN_PRODUCTS.map((code) => productKeyOf(code) as TileKey), "creditCards", "insurance"];

export const isTileKey = (value: unknown): value is TileKey => typeof value === "string" && (LANDING_TILES as readonly string[]).includes(value);

/** The longest headline: a line of the landing's hero on a 320 px phone takes about this much in two lines. */
export const HEADLINE_MAX = 90;

export interface Funnel {
  /** The tiles shown, in their order; never empty. */
  products: TileKey[];
  /** The tile whose product the login form opens on; null leaves the form as it is. */
  opensOn: TileKey | null;
  /** The landing's headline by language code; a language without one keeps the marketplace's. */
  headlines: Record<string, string>;
}

/** The tiles a brand's landing shows: its funnel's, else every tile. */
export function landingTiles(funnel: Funnel | null | undefined): readonly TileKey[] {
  return funnel?.products.length ? funnel.products : LANDING_TILES;
}

/** The products a tile stands for in the login form's choice: a loan itself, the cards' and insurance's every product. */
export function tileProducts(tile: TileKey): JourneyProduct[] {
  if (tile === "creditCards") return [...CARD_PRODUCTS];
  if (tile === "insurance") return [...INSURANCE_PRODUCTS];
  return LOAN_PRODUCTS.filter((code) => productKeyOf(code) === tile);
}

/** The products the login form offers, in the funnel's order: every offered product when none is set. */
export function loginProducts(funnel: Funnel | null | undefined): JourneyProduct[] {
  if (!funnel?.products.length) return offeredProducts.map((p) => p.code);
  return funnel.products.flatMap(tileProducts);
}

/** The product the login form opens on: the first of the opening tile's products. */
export function openingProduct(funnel: Funnel | null | undefined): JourneyProduct | null {
  return funnel?.opensOn ? (tileProducts(funnel.opensOn)[0] ?? null) : null;
}

/** The brand's own headline in this language, if it wrote one. */
export function funnelHeadline(funnel: Funnel | null | undefined, language: string): string | null {
  return funnel?.headlines[language]?.trim() || null;
}

/** A stored funnel as this code reads it: unknown tiles dropped, so a product taken off the registry never breaks a landing. */
export function readFunnel(stored: unknown): Funnel | null {
  if (!stored || typeof stored !== "object") return null;
  const s = stored as Partial<Funnel>;
  const products = Array.isArray(s.products) ? [...new Set(s.products.filter(isTileKey))] : [];
  if (!products.length) return null;
  const headlines = Object.fromEntries(Object.entries(s.headlines ?? {}).filter(([, v]) => typeof v === "string" && v.trim()));
  return { products, opensOn: isTileKey(s.opensOn) && products.includes(s.opensOn) ? s.opensOn : null, headlines };
}
