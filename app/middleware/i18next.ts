import { createContext, createCookie, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { detectLanguage, type LanguagePolicy } from "~/i18n/detect-language";
import { languagePolicy, portalOf } from "~/i18n/language-policy";
import { fallbackLanguage, isLanguage, languageList, type Language } from "~/i18n/languages";
import { resolveRequestBrand } from "~/server/partner/brand.server";

export const localeCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
  secure: process.env.NODE_ENV === "production",
});

/** The `lng` cookie that remembers a language chosen on this device. */
export const languageCookie = (language: Language): Promise<string> => localeCookie.serialize(language);

/** The language this device's `lng` cookie holds, if any. */
export async function cookieLanguage(request: Request): Promise<Language | null> {
  const chosen: unknown = await localeCookie.parse(request.headers.get("cookie")).catch(() => null);
  return isLanguage(chosen) ? chosen : null;
}

const localeContext = createContext<{ locale: Language; policy: LanguagePolicy; asked: string | null }>();

/**
 * What a page's languages are: the admin portal's two, or the brand's. The
 * brand is read from memory (brand.server.ts keeps it); when it cannot be read
 * (the database out of reach) every language is offered, so the 503 page still
 * speaks the visitor's.
 */
async function policyOf(request: Request): Promise<LanguagePolicy> {
  const portal = portalOf(new URL(request.url).pathname);
  if (portal !== "consumer") return languagePolicy(portal);
  const brand = await resolveRequestBrand(request).then(
    (found) => found.brand,
    () => null,
  );
  return languagePolicy(portal, brand);
}

/**
 * The request's language, once per request (app/i18n/detect-language.ts):
 * `?lng=`, the `lng` cookie, the brand's own language, Accept-Language, among
 * the languages this page offers.
 */
export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const policy = await policyOf(request);
  const asked = new URL(request.url).searchParams.get("lng");
  const cookie = await localeCookie.parse(request.headers.get("cookie")).catch(() => null);
  const locale = detectLanguage({ query: asked, cookie: typeof cookie === "string" ? cookie : null, header: request.headers.get("accept-language") }, policy);
  context.set(localeContext, { locale, policy, asked });
  return next();
};

/** What the middleware found; null for a request it did not see (a test calling a loader with a stand-in context): English, every language. */
const detected = (context: Readonly<RouterContextProvider>) => {
  try {
    const found: unknown = context.get(localeContext);
    if (found && typeof found === "object" && "policy" in found) return found as { locale: Language; policy: LanguagePolicy; asked: string | null };
    // A stand-in context that answers a language code for every key.
    return isLanguage(found) ? { locale: found, policy: { offered: languageList.map((l) => l.code), opensIn: null }, asked: null } : null;
  } catch {
    return null;
  }
};

export const getLocale = (context: Readonly<RouterContextProvider>): string => detected(context)?.locale ?? fallbackLanguage;

/** The request's UI language, narrowed to the ones we ship. */
export function getLanguage(context: Readonly<RouterContextProvider>): Language {
  const locale = getLocale(context);
  return isLanguage(locale) ? locale : fallbackLanguage;
}

/** The languages this page's switcher offers (the admin portal's, or the brand's). */
export function offeredLanguages(context: Readonly<RouterContextProvider>): readonly Language[] {
  return detected(context)?.policy.offered ?? languageList.map((l) => l.code);
}

/** Whether a `?lng=` link chose this page's language (so the choice is worth remembering in the cookie). */
export function chosenByLink(context: Readonly<RouterContextProvider>): boolean {
  const found = detected(context);
  return Boolean(found && found.asked === found.locale);
}
