import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { repoRoot } from "./server-process";

/**
 * The consumer pages whose first-visit weight is measured, each fetched with no
 * cookies. `{partner}` stands for a seeded partner brand's URL segment.
 * Add new consumer pages here.
 */
export const PAGES: string[] = [
  "/",
  // The landing in Tamil (issue 38): its words and its script's font add nothing to download.
  "/?lng=ta",
  "/privacy-policy",
  "/terms-of-use",
  "/lender-terms-conditions",
  "/lender-privacy-policy",
  "/how-offers-are-ranked",
  "/404",
  "/{partner}",
  "/credit-cards",
  "/cards-secured",
  "/cards-unsecured",
];

const DEFAULT_BRAND = "cl";

/** The first non-default partner of the demo seed (db/seed/brands.ts), else of public/brands/*.svg. */
export async function partnerName(): Promise<string> {
  const seed = path.join(repoRoot, "db/seed/brands.ts");
  if (existsSync(seed)) {
    try {
      const { BRANDS } = (await import(pathToFileURL(seed).href)) as { BRANDS?: { name: string; isDefault?: boolean | null }[] };
      const partner = BRANDS?.find((b) => !b.isDefault && b.name !== DEFAULT_BRAND);
      if (partner) return partner.name;
    } catch (error) {
      console.warn(`bench: could not read ${seed} (${(error as Error).message}); using public/brands`);
    }
  }
  const logos = readdirSync(path.join(repoRoot, "public/brands"))
    .filter((f) => f.endsWith(".svg"))
    .map((f) => f.slice(0, -4))
    .filter((name) => name !== DEFAULT_BRAND)
    .sort();
  if (!logos[0]) throw new Error("no partner brand found in db/seed/brands.ts or public/brands/");
  return logos[0];
}

export async function pagePaths(): Promise<string[]> {
  const partner = PAGES.some((p) => p.includes("{partner}")) ? await partnerName() : "";
  return PAGES.map((p) => p.replaceAll("{partner}", partner));
}
