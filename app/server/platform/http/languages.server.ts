import { fallbackLanguage, languageList } from "~/i18n/languages";

/** The one country served (SPEC.md 11: locale en-IN, phone code 91). */
const INDIA = { country_key: "IN", country_name: "India", phone_code: "91" } as const;

/**
 * POST /api/getLanguages: the UI languages in SPEC.md 3's shape (id,
 * languageName, image, isDefault, country_key, country_name, phone_code),
 * made from app/i18n/languages.ts, the one list, so a language added there is
 * offered here too. Every country asked for is answered with India's
 * languages: it is the only one served. `id` is the place in the list.
 */
export function getLanguages() {
  return languageList.map((l, i) => ({
    id: i + 1,
    languageName: l.name,
    code: l.code,
    image: null,
    isDefault: l.code === fallbackLanguage,
    ...INDIA,
  }));
}
