/** The UI languages; English is the default and the fallback, so it comes last for detection. */
export const supportedLanguages = ["hi", "en"] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}

export const languageNames: Record<Language, string> = { en: "English", hi: "हिन्दी" };
