import { createCookie } from "react-router";
import { createI18nextMiddleware } from "remix-i18next/middleware";
import { fallbackLanguage, isLanguage, supportedLanguages, type Language } from "~/i18n/languages";
import { resources } from "~/i18n/resources.server";

export const localeCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
  secure: process.env.NODE_ENV === "production",
});

export const [i18nextMiddleware, getLocale] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    cookie: localeCookie,
    order: ["searchParams", "cookie", "header"],
  },
  i18next: { resources, defaultNS: "common", fallbackLng: fallbackLanguage, interpolation: { escapeValue: false } },
});

/** The request's UI language, narrowed to the ones we ship. */
export function getLanguage(context: Parameters<typeof getLocale>[0]): Language {
  const locale = getLocale(context);
  return isLanguage(locale) ? locale : fallbackLanguage;
}
