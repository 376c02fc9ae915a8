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

