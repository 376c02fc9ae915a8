/**
 * Which way a language is written, for <html dir>. Every language of the list
 * (languages.ts) runs left to right; the scheduled languages of India written
 * in Perso-Arabic script (Urdu, Kashmiri, Sindhi) run right to left, so adding
 * one of them needs no other line than its own. A plain list, not
 * `Intl.Locale#getTextInfo`: the server and every browser must agree.
 */
const RIGHT_TO_LEFT = new Set(["ar", "fa", "he", "ks", "ps", "sd", "ur", "yi"]);

export function textDirection(language: string): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(language.split("-")[0].toLowerCase()) ? "rtl" : "ltr";
}
