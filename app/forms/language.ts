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

/** Only same-site paths, so the switcher cannot be used to bounce people to another site. */
export function safeRedirectPath(value: string | undefined | null, fallback = "/"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}
