import { createContext, createCookie, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { RemixI18Next } from "remix-i18next/server";
import { fallbackLanguage, isLanguage, supportedLanguages, type Language } from "~/i18n/languages";

export const localeCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
  secure: process.env.NODE_ENV === "production",
});

const i18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    cookie: localeCookie,
    order: ["searchParams", "cookie", "header"],
  },
  // Screens translate with the messages their loaders send (docs/decisions/001): no i18next instance is used.
  i18next: null,
});

const localeContext = createContext<string>();

/**
 * remix-i18next's language detection (query `lng`, the `lng` cookie, then
 * Accept-Language), once per request. Its own middleware also built and
 * initialised an i18next instance with every namespace on each request,
 * which nothing here reads; this is that middleware without it.
 */
export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(localeContext, await i18n.getLocale(request));
  return next();
};

export const getLocale = (context: Readonly<RouterContextProvider>) => context.get(localeContext);

/** The request's UI language, narrowed to the ones we ship. */
export function getLanguage(context: Readonly<RouterContextProvider>): Language {
  const locale = getLocale(context);
  return isLanguage(locale) ? locale : fallbackLanguage;
}
