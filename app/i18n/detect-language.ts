import { fallbackLanguage, isLanguage, type Language } from "./languages";

/**
 * Which languages a request's page may be in and which it opens in when the
 * visitor chose none: the admin portal keeps its two; a brand may offer fewer
 * and open in one of them (docs/decisions/096-adding-a-language.md).
 */
export interface LanguagePolicy {
  offered: readonly Language[];
  /** The brand's choice for a visitor who made none; null follows the browser. */
  opensIn: Language | null;
}

/** The request's own hints: `?lng=`, the `lng` cookie, Accept-Language. */
export interface LanguageHints {
  query: string | null;
  cookie: string | null;
  header: string | null;
}

/** The header's languages, by its q values (then its order), as codes we ship. */
export function rankedLanguages(header: string | null | undefined): Language[] {
  return (header ?? "")
    .split(",")
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split("-")[0], q: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.q > 0 && isLanguage(entry.language))
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((entry) => entry.language as Language);
}

/**
 * The page's language. A `?lng=` link wins when the page offers it; a link to
 * one it does not offer opens the brand's language (else the visitor's usual
 * one). Then the visitor's own choice (the cookie), then the brand's language,
 * then the browser's, then English, or the first language offered when a
 * brand leaves English out.
 */
export function detectLanguage(hints: LanguageHints, policy: LanguagePolicy): Language {
  const offered = (code: unknown): code is Language => isLanguage(code) && policy.offered.includes(code);
  const opensIn = offered(policy.opensIn) ? policy.opensIn : null;
  if (offered(hints.query)) return hints.query;
  if (isLanguage(hints.query) && opensIn) return opensIn;
  if (offered(hints.cookie)) return hints.cookie;
  if (opensIn) return opensIn;
  const browser = rankedLanguages(hints.header).find(offered);
  if (browser) return browser;
  return offered(fallbackLanguage) ? fallbackLanguage : (policy.offered[0] ?? fallbackLanguage);
}
