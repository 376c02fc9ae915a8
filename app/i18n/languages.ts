/**
 * The UI languages: one entry each, named in its own script. Adding a language is its folder in
 * `locales/` and its line here (docs/decisions/096-adding-a-language.md). English is the default and the fallback.
 * `admin` says whether the admin portal is written in it: the consumer's pages and the partner
 * portal take every language; the admin portal keeps English and Hindi (issue 38).
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

/**
 * What the rest of the app reads, made from a list: every code (English last,
 * so detection tries the others first and falls back to it), the guard, each
 * language's own name, and the admin portal's languages. A function of the
 * list, so a test can make it for a list with a throw-away language.
 */
export function languageTable<const L extends readonly { code: string; name: string; admin: boolean }[]>(list: L, fallback: L[number]["code"]) {
  type Code = L[number]["code"];
  const codes = list.map((l) => l.code as Code);
  const supported = [...codes.filter((c) => c !== fallback), fallback] as unknown as [Code, ...Code[]];
  return {
    supportedLanguages: supported,
    isLanguage: (value: unknown): value is Code => typeof value === "string" && (codes as readonly string[]).includes(value),
    languageNames: Object.fromEntries(list.map((l) => [l.code, l.name])) as Record<Code, string>,
    adminLanguages: list.filter((l) => l.admin).map((l) => l.code as Code),
  };
}

const table = languageTable(languageList, fallbackLanguage);

/** Every language code; English last, so detection tries the others first and falls back to it. */
export const supportedLanguages = table.supportedLanguages;
export const isLanguage = table.isLanguage;
export const languageNames = table.languageNames;
/** The languages the admin portal is written in. */
export const adminLanguages: Language[] = table.adminLanguages;
