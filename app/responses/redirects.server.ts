import { redirect } from "react-router";
import { asLocation } from "~/domain/platform/safe-redirect";
import { loginRedirectFor, sessionCookieName, type SessionArea } from "~/domain/consumer/session-areas";
import { clearCookie } from "~/server/platform/http/cookies.server";
import { withJourneyCookies, type JourneyValues } from "~/server/consumer/journey.server";
import { toastCookie, type ToastInput } from "~/server/platform/http/toast.server";

/** A redirect that shows a toast on the page it lands on (the toast rides a flash cookie). */
export function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}, request: Request | null = null) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", toastCookie(request, toast));
  return redirect(asLocation(url), { ...init, headers });
}

/** A redirect that moves the consumer on and records where they now stand in the journey cookies. */
export function redirectWithJourney(url: string, values: JourneyValues, init: ResponseInit = {}): Response {
  return redirect(asLocation(url), { ...init, headers: withJourneyCookies(values, init.headers) });
}

/** A 401 in an area: forget its token and go to that area's login page, with this page as the callback. */
export function redirectToLogin(request: Request, area: SessionArea): never {
  const url = new URL(request.url);
  const wanted = url.pathname + url.search;
  throw redirect(loginRedirectFor(area, wanted), { headers: { "Set-Cookie": clearCookie(sessionCookieName[area]) } });
}
