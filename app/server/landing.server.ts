import { data, redirect } from "react-router";
import { nextConsumerPath } from "~/domain/consumer-routing";
import { marketingCopy } from "~/domain/marketing";
import { utmsFromUrl } from "~/domain/utms";
import { getBrandByName } from "./brand.server";
import { getConsumerContext } from "./consumer-state.server";
import { writeCookie } from "./cookies.server";
import { withJourneyCookies } from "./journey.server";
import { getActiveLenderCriteria } from "./lenders.server";

/**
 * The landing pages' loader (/, /login, /{urlSegment}): a signed-in consumer
 * goes on with their journey; UTM parameters of the landing URL are kept for
 * the prospect application; the page gets its marketing copy computed from
 * the active personal-loan lenders.
 */
export async function landingLoader(request: Request, extraCookies: string[] = []) {
  const ctx = await getConsumerContext(request);
  if (ctx.state.loggedIn && ctx.state.hasProspect) throw redirect(nextConsumerPath(ctx.state));
  const url = new URL(request.url);
  const utms = utmsFromUrl(url);
  const headers = withJourneyCookies(Object.keys(utms).length ? { utms: JSON.stringify(utms) } : {});
  // `?partner=` brands the whole journey as a URL segment does: the brand is remembered for the pages after this one.
  const byQuery = url.searchParams.get("partner");
  const queried = byQuery ? await getBrandByName(byQuery) : null;
  if (queried) headers.append("Set-Cookie", writeCookie("urlSegment", queried.name));
  for (const c of extraCookies) headers.append("Set-Cookie", c);
  const marketing = marketingCopy(await getActiveLenderCriteria("pl"));
  return data({ marketing }, { headers });
}
