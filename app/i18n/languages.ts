/**
 * The UI languages: one entry each, named in its own script. Adding a language is its folder in
 * `locales/` and its line here (docs/decisions/092). English is the default and the fallback.
 * `portal` says which portals it serves: the consumer's pages and the partner portal take every
 * language; the admin portal keeps English and Hindi (issue 38).
 */
export const languageList = [
  { code: "en", name: "English", admin: true },
  { code: "hi", name: "हिन्दी", admin: true },
  { code: "mr", name: "मराठी", admin: false },
  { code: "bn", name: "বাংলা", admin: false },
  { code: "gu", name: "ગુજરાતી", admin: false },
  { code: "ta", name: "தமிழ்", admin: false },
  { code: "te", name: "తెలుగు", admin: false },
  { code: "kn", name: "ಕನ್ನಡ", admin: false },
] as const;

export type Language = (typeof languageList)[number]["code"];
export const fallbackLanguage: Language = "en";

/** Every language code; English last, so detection tries the others first and falls back to it. */
export const supportedLanguages = [
  ...languageList.map((l) => l.code).filter((c) => c !== fallbackLanguage),
  fallbackLanguage,
] as unknown as [Language, ...Language[]];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}

export const languageNames = Object.fromEntries(languageList.map((l) => [l.code, l.name])) as Record<Language, string>;

/** The languages the admin portal is written in. */
export const adminLanguages: Language[] = languageList.filter((l) => l.admin).map((l) => l.code);
