import { data, redirect } from "react-router";
import { nextConsumerPath } from "~/domain/consumer/consumer-routing";
import { marketingCopy } from "~/domain/partner/marketing";
import { isJourneyProduct, ownLandingProduct, type OwnLandingProduct } from "~/domain/products";
import { utmsFromUrl } from "~/domain/consumer/utms";
import { fallbackLanguage, type Language } from "~/i18n/languages";
import { checkHoneypot } from "~/responses/answers.server";
import { redirectWithJourney } from "~/responses/redirects.server";
import { getBrandByName, resolveRequestBrand } from "~/server/partner/brand.server";
import { getConsumerContext } from "~/server/consumer/consumer-state.server";
import { writeCookie } from "~/server/platform/http/cookies.server";
import { readJourney, withJourneyCookies } from "~/server/consumer/journey.server";
import { landingArrivalCookies } from "~/server/consumer/arrival.server";
import { getActiveLenderCriteria } from "~/server/catalogue/lenders.server";
import { startLogin } from "~/server/consumer/login.server";

/** The loader and action the landing pages share (home, login and brand-home beside this file). */

/**
 * The landing pages' loader (/, /login, /{urlSegment}): a signed-in consumer
 * goes on with their journey; UTM parameters of the landing URL are kept for
 * the prospect application, and the arrival cookies say how the visitor came
 * (a QR code's `?qr=`, the brand's landing address in `url`:
 * app/domain/consumer/arrival.ts); the page gets its marketing copy computed
 * from the active personal-loan lenders. `brandSegment` is the brand the
 * address names (/{urlSegment}).
 */
export async function landingLoader(
  request: Request,
  extraCookies: string[] = [],
  options: { utmDefaults?: Record<string, string>; ownLanding?: OwnLandingProduct | null; brandSegment?: string } = {},
) {
  const ctx = await getConsumerContext(request);
  if (ctx.state.loggedIn && ctx.state.hasProspect) throw redirect(nextConsumerPath(ctx.state));
  const url = new URL(request.url);
  // A campaign's own landing names itself when its link carries no source (the social landing: decision 067).
  const fromUrl = utmsFromUrl(url);
  const utms = options.utmDefaults && !fromUrl.utm_source ? { ...options.utmDefaults, ...fromUrl } : fromUrl;
  // A product tile of the landing (`?product=`) chooses the product the sign-in goes on with, as a tracking link's does.
  const tile = url.searchParams.get("product");
  const chosen = isJourneyProduct(tile) ? tile : null;
  const headers = withJourneyCookies({ ...(Object.keys(utms).length ? { utms: JSON.stringify(utms) } : {}), ...(chosen ? { productType: chosen } : {}) });
  // `?partner=` brands the whole journey as a URL segment does: the brand is remembered for the pages after this one.
  const byQuery = url.searchParams.get("partner");
  const queried = byQuery ? await getBrandByName(byQuery) : null;
  if (queried) headers.append("Set-Cookie", writeCookie("urlSegment", queried.name));
  for (const c of [...extraCookies, ...landingArrivalCookies(request, options.brandSegment ?? queried?.name ?? null)]) headers.append("Set-Cookie", c);
  const marketing = marketingCopy(await getActiveLenderCriteria("pl"));
  // A product chosen before signing in (a tile's, a tracking link's, a card's Apply) is the login form's choice on a partner brand.
  return data({ marketing, product: chosen ?? readJourney(request).productType, ownLanding: options.ownLanding ?? null }, { headers });
}

/**
 * The product whose own landing the empty path shows on this host: the one
 * its brand names (`landingProduct`), when the brand is this host's own, so
 * a brand chosen by a link or a cookie on another host keeps the usual
 * landing (SPEC.md 2.1's solar host; docs/decisions/054-solar-host.md).
 */
export async function hostLandingProduct(request: Request): Promise<OwnLandingProduct | null> {
  const { brand } = await resolveRequestBrand(request);
  const onItsHost = Boolean(brand.host) && brand.host?.toLowerCase() === new URL(request.url).hostname.toLowerCase();
  return onItsHost ? (ownLandingProduct(brand.landingProduct)?.code ?? null) : null;
}

/** The landing pages' action: their login form; the code goes out and the consumer goes to /verification. */
export async function landingAction(request: Request, language: Language = fallbackLanguage) {
  const formData = await request.formData();
  await checkHoneypot(formData);
  const login = await startLogin(request, formData, language);
  if (!login.ok) return data({ result: login.reply }, { status: login.status });
  return redirectWithJourney("/verification", login.journey);
}
