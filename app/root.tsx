import { data, isRouteErrorResponse, Links, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { brandThemeCss } from "./domain/partner/brand";
import { mayShare, STYLESHEET_MARK_PATH } from "./domain/platform/http-caching";
import { isOutageAnswer } from "./domain/platform/outage-answer";
import { GeneralErrorBoundary } from "./components/error-boundary";
import { useNonce } from "./components/nonce";
import { Toaster } from "./components/toaster";
import { NavigationSpinner } from "./components/ui/spinner";
import { PageMeta } from "./components/page-meta";
import { textDirection } from "./i18n/direction";
import { fallbackLanguage } from "./i18n/languages";
import { messagesFor } from "./i18n/resources.server";
import { SHELL_MESSAGES } from "./i18n/screen-messages.server";
import { databaseOutageMiddleware } from "./middleware/database-outage.server";
import { chosenByLink, getLanguage, i18nextMiddleware, localeCookie, offeredLanguages } from "./middleware/i18next";
import { requestBodyGuard } from "./middleware/request-body.server";
import { resolveRequestBrand } from "./server/partner/brand.server";
import { getConfig } from "./server/platform/db/config.server";
import { takeToasts } from "./server/platform/http/toast.server";
import { readCookie } from "./server/platform/http/cookies.server";
import { CSS_COOKIE, cssVersion, stylesheetCookie, stylesheetText } from "./server/platform/http/inline-css.server";
import { getHoneypotInputProps } from "./server/platform/http/honeypot.server";
import { isSharedPage, mergeSelections, pageMessages } from "./server/platform/http/pages.server";

// The language first, so a refused body and a 503 for the database out of reach are answered in it.
export const middleware: Route.MiddlewareFunction[] = [i18nextMiddleware, requestBodyGuard, databaseOutageMiddleware];

export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const locale = getLanguage(context);
  const { brand, mode } = await resolveRequestBrand(request);
  const { toasts, setCookie } = takeToasts(request, locale);
  const config = getConfig();
  const headers = new Headers();
  if (setCookie) headers.append("Set-Cookie", setCookie);
  // A ?lng= link switches language without JavaScript; remember the choice (not a language the page does not offer).
  if (chosenByLink(context)) headers.append("Set-Cookie", await localeCookie.serialize(locale));
  // A browser without this stylesheet gets it inside the page (app/server/platform/http/inline-css.server.ts).
  const inlineCss = readCookie(request, CSS_COOKIE) !== cssVersion(appCss) && stylesheetText(appCss) !== null;
  // A page a CDN may share sets no cookie in its headers (docs/decisions/028): it links the marker that sets this one.
  const shared = mayShare({ method: request.method, sharedPage: isSharedPage(pattern), cookieHeader: request.headers.get("cookie") });
  if (inlineCss && !shared) headers.append("Set-Cookie", stylesheetCookie(appCss));
  return data(
    {
      locale,
      // What the language switcher offers here: the admin portal's languages, or the brand's.
      languages: offeredLanguages(context),
      inlineCss,
      mayShare: shared,
      markStylesheet: inlineCss && shared,
      brand,
      brandMode: mode,
      toasts,
      honeypot: await getHoneypotInputProps(),
      grievance: { name: config.GRIEVANCE_OFFICER_NAME, email: config.GRIEVANCE_OFFICER_EMAIL },
      // Only the shell's strings: each screen sends its own (docs/decisions/001).
      // The shell's strings and the matched page's (app/page-table/pages.ts): a screen always gets what it renders.
      i18n: messagesFor(locale, mergeSelections(SHELL_MESSAGES, pageMessages(pattern))),
    },
    { headers },
  );
}

/** The root sends each page its translations, so it is asked again whenever the page changes. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

export function useRootData(): RootLoaderData | undefined {
  return useRouteLoaderData<typeof loader>("root") as RootLoaderData | undefined;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  const brand = root?.brand;
  const themeCss = brand ? brandThemeCss(brand) : "";
  // The database out of reach: the root's data is gone, its 503 says the visitor's language.
  const error = useRouteError();
  const outageLocale = isRouteErrorResponse(error) && isOutageAnswer(error.data) ? error.data.locale : undefined;
  const lang = root?.locale ?? outageLocale ?? fallbackLanguage;
  // Set once React has taken the page over (children's effects run first): a page that shows its
  // controls may not answer them yet, and a script or a test waiting to tap it has this to wait for.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={lang} dir={textDirection(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand?.primaryColor ?? "#0b5cad"} />
        {brand ? <link rel="icon" href={brand.logoUrl} type="image/svg+xml" /> : null}
        <PageMeta />
        {/* Inlined on a first visit, the stylesheet then loads without blocking the paint (media print) for the pages after. */}
        {root?.inlineCss ? <meta name="app-css-inline" content="stylesheet" /> : null}
        <link rel="stylesheet" href={appCss} media={root?.inlineCss ? "print" : undefined} />
        {root?.markStylesheet ? <link rel="stylesheet" href={STYLESHEET_MARK_PATH} media="print" /> : null}
        <Links />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the brand's theme CSS, made by the server from checked colour and font values, under the page's nonce. */}
        {themeCss ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: themeCss }} /> : null}
      </head>
      <body className="min-h-screen">
        {children}
        <Toaster toasts={root?.toasts ?? []} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Last in the body: the page paints in the fallback font first; a web font never holds back the first paint. */}
        {brand?.fontSource ? <link rel="stylesheet" href={brand.fontSource} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <NavigationSpinner />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
