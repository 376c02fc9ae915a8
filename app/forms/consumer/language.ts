import { z } from "zod";
import { supportedLanguages } from "~/i18n/languages";

export const LanguageChoiceSchema = z.object({
  language: z.enum(supportedLanguages),
  redirectTo: z.string().optional(),
});

/** The JSON twin's body: SPEC.md 7, POST /api/set-language { uid, language }. */
export const SetLanguageApiSchema = z.object({
  uid: z.union([z.string(), z.number()]).optional(),
  language: z.enum(supportedLanguages),
});

/** POST /api/getLanguages: a two-letter country code (India's languages when absent or not a country we serve). */
export const LanguagesOfCountrySchema = z.object({
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
});
