import { redirect } from "react-router";
import { nextConsumerPath } from "~/domain/consumer-routing";
import { utmsFromUrl } from "~/domain/utms";
import { getConsumerContext } from "./consumer-state.server";
import { withJourneyCookies } from "./journey.server";

/**
 * The landing pages' loader: a signed-in consumer goes on with their journey;
 * UTM parameters of the landing URL are kept for the prospect application.
 */
export async function landingLoader(request: Request, extraCookies: string[] = []) {
  const ctx = await getConsumerContext(request);
  if (ctx.state.loggedIn && ctx.state.hasProspect) throw redirect(nextConsumerPath(ctx.state));
  const utms = utmsFromUrl(new URL(request.url));
  const headers = withJourneyCookies(Object.keys(utms).length ? { utms: JSON.stringify(utms) } : {});
  for (const c of extraCookies) headers.append("Set-Cookie", c);
  return headers;
}
