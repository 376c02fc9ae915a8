import { fallbackLanguage, type Language } from "./languages";
import { rankedLanguages } from "./detect-language";

/**
 * The language an API caller asked for in Accept-Language (the highest q
 * among the languages we ship), English when it names none of them. A
 * script, a partner's server and a lender send no cookie: the header alone decides.
 */
export function acceptedLanguage(header: string | null | undefined): Language {
  return rankedLanguages(header)[0] ?? fallbackLanguage;
}
