import { fallbackLanguage, isLanguage, type Language } from "./languages";

/**
 * The language an API caller asked for in Accept-Language (the highest q
 * among the languages we ship), English when it names none of them. A
 * script, a partner's server and a lender send no cookie: the header alone decides.
 */
export function acceptedLanguage(header: string | null | undefined): Language {
  const ranked = (header ?? "")
    .split(",")
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split("-")[0], q: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.q > 0 && isLanguage(entry.language))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return (ranked[0]?.language as Language | undefined) ?? fallbackLanguage;
}
