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

const detected = (context: Readonly<RouterContextProvider>) => {
  try {
    return context.get(localeContext);
  } catch {
    // A request the middleware did not see (a unit test calling a loader): English, every language.
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
