import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { resendAction, resendableFields, type OutageAnswer } from "~/domain/platform/outage-answer";
import { messagesFor, translate } from "~/i18n/resources.server";
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_SECONDS, outageReason } from "~/server/platform/db/database-outage.server";
import { getLanguage } from "./i18next";
import { apiError } from "~/responses/api-errors.server";
import { logger } from "~/server/platform/db/log.server";

const log = logger("db");

/** Set when one of this request's failures was the database being out of reach (entry.server's handleError notes it). */
const outageContext = createContext<string | null>(null);

/**
 * Every error React Router catches passes here (entry.server's handleError),
 * raw, before it is hidden from the page: an outage is noted on the request,
 * for the middleware below. Answers its reason (a code for the log), or null
 * when it was not one.
 */
export function noteFailure(error: unknown, context: Readonly<RouterContextProvider> | undefined): string | null {
  if (!isDatabaseUnavailable(error)) return null;
  const reason = outageReason(error);
  (context as RouterContextProvider | undefined)?.set(outageContext, reason);
  return reason;
}

/** Whether this request has failed for the database: its page is not worth drawing, the middleware answers 503 instead. */
export function sawOutage(context: Readonly<RouterContextProvider> | undefined): boolean {
  return Boolean(context?.get(outageContext));
}

const retryAfter = String(OUTAGE_RETRY_AFTER_SECONDS);

/**
 * A request that failed because the database could not be reached is
 * answered 503 with Retry-After, not the generic 500 (docs/decisions/040): a
 * load balancer and an operator see what it is, the visitor is told to try
 * again in a moment, in their language, and a posted form comes back ready to
 * send again. The JSON API answers in its own shape; a request that did not
 * need the database (a shared page, a file) is answered as usual.
 */
export const databaseOutageMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // Read only if it comes to that: the action has the body to itself.
  const posted = request.method === "GET" || request.method === "HEAD" ? null : request.clone();
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    // A resource route's guard that failed reaches here thrown; a page's is already rendered as its error.
    const reason = noteFailure(error, context);
    if (!reason) throw error;
    logOutage(request, reason);
    throw resourceAnswer(request, context);
  }
  if (response.status < 500 || !sawOutage(context)) return response;
  await response.body?.cancel().catch(() => {});
  // A resource route (the JSON API, logout, a file) has no page to show the error in.
  if (!/^text\/html|^text\/x-script/.test(response.headers.get("content-type") ?? "")) throw resourceAnswer(request, context);
  const locale = getLanguage(context);
  const answer: OutageAnswer = {
    outage: true,
    locale,
    messages: messagesFor(locale, { common: ["outage"] }).common.outage as Record<string, unknown>,
    retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS,
    resend: await typedForm(posted, new URL(request.url)),
  };
  throw data(answer, { status: 503, headers: { "Retry-After": retryAfter } });
};

/** The JSON API's 503 in its usual shape; any other resource route's in a line of text in the visitor's language. */
function resourceAnswer(request: Request, context: Readonly<RouterContextProvider>): Response {
  const headers = { "Retry-After": retryAfter, "Cache-Control": "no-store" };
  if (new URL(request.url).pathname.toLowerCase().startsWith("/api/")) {
    return apiError(request, 503, { message: "outage.api", headers });
  }
  return new Response(translate(getLanguage(context), "outage.plain"), { status: 503, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}

/** One line for the log, with the failure's code: an outage is not a bug, and a stack trace per request would bury the log. */
export function logOutage(request: Request, reason: string) {
  log.error({ reason, path: new URL(request.url).pathname }, `database unreachable (${reason}): ${request.method} ${new URL(request.url).pathname}`);
}

/** The posted form's fields, to send again from the error page; none for a body that is not a form. */
async function typedForm(posted: Request | null, url: URL): Promise<OutageAnswer["resend"]> {
  const type = posted?.headers.get("content-type") ?? "";
  if (!posted || !/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return null;
  try {
    return { action: resendAction(url), ...resendableFields(await posted.formData()) };
  } catch {
    return null;
  }
}
