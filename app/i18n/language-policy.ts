import type { LanguagePolicy } from "./detect-language";
import { adminLanguages, isLanguage, languageList, type Language } from "./languages";

/** Which part of the site a path is: the admin portal keeps its two languages, a brand's pages follow the brand. */
export type Portal = "admin" | "partner" | "api" | "consumer";

export function portalOf(pathname: string): Portal {
  const [, first, second] = pathname.toLowerCase().split("/");
  if (first === "admin" || first === "admin.data") return "admin";
  if (first === "api") return "api";
  // The partner portal, and a brand's own partner login (/{brand}/partner/login).
  if (first === "partner" || first === "partner.data" || second === "partner") return "partner";
  return "consumer";
}

/** What a brand says about languages, as kept on its partner row (unknown codes are ignored). */
export interface BrandLanguages {
  defaultLanguage?: string | null;
  languages?: readonly string[] | null;
}

const everyLanguage: readonly Language[] = languageList.map((l) => l.code);

/** The languages a brand offers, in the list's order: every language when it chose none (so a new one reaches it too). */
export function brandLanguages(brand: BrandLanguages | null | undefined): Language[] {
  const chosen = new Set((brand?.languages ?? []).filter(isLanguage));
  const offered = everyLanguage.filter((code) => chosen.has(code));
  return offered.length ? offered : [...everyLanguage];
}

/**
 * The admin portal is written in English and Hindi (issue 38); the partner
 * portal and the API answer in every language; a consumer page offers the
 * brand's languages and opens in its default.
 */
export function languagePolicy(portal: Portal, brand?: BrandLanguages | null): LanguagePolicy {
  if (portal === "admin") return { offered: adminLanguages, opensIn: null };
  if (portal !== "consumer" || !brand) return { offered: everyLanguage, opensIn: null };
  const offered = brandLanguages(brand);
  const opensIn = isLanguage(brand.defaultLanguage) && offered.includes(brand.defaultLanguage) ? brand.defaultLanguage : null;
  return { offered, opensIn };
}
