import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { NonceProvider } from "./components/nonce";
import { applySecurityHeaders, createNonce } from "./server/platform/http/security-headers.server";
import { pageCaching, PRIVATE_NO_STORE } from "./domain/platform/http-caching";
import { isOutageAnswer } from "./domain/platform/outage-answer";
import { inlineStylesheet, stylesheetText } from "./server/platform/http/inline-css.server";
import { coalescingStream } from "./server/platform/http/coalesce-stream.server";
import { scriptsAfterPaint } from "./server/platform/http/scripts-after-paint.server";
import { logger } from "./server/platform/db/log.server";
import { OUTAGE_RETRY_AFTER_SECONDS } from "./server/platform/db/database-outage.server";
import { logOutage, noteFailure, sawOutage } from "./middleware/database-outage.server";
import appCss from "./app.css?url";

// The production server awaits this before it listens: migrations, then the demo seed on an empty database.
export { prepareDatabase } from "./server/platform/db/db.server";
// ...which, on the embedded database, a short-lived process (host/prepare-database.js) has done first.
export { prepareDatabaseAndClose } from "./server/platform/db/prepare-database.server";
// ...and then starts the scheduled purge of expired sessions, codes, rate-limit rows and sent messages.
export { startHousekeeping } from "./server/platform/db/housekeeping.server";
// ...and the job queue's workers: lender submissions, lender webhooks, reminders and messages.
export { startBackgroundWork, stopBackgroundWork } from "./server/platform/jobs/background-work.server";
// ...and asks, before React Router reads a body or after it answers, which paths take files and which may be shared.
export { isMediaUploadPath, isSharedPath, isUploadPath } from "./middleware/page-paths.server";
// ...and, when it mounts the sandbox lender, whose browser may open an application's pages there, and what its disbursals credit.
export { sandboxApplicationOwned, sandboxDisbursal } from "./server/lending/sandbox-lender.server";
// ...and answers /readyz from this, and on SIGTERM stops the app's own work once requests are done.
export { readiness } from "./server/platform/db/readiness.server";
export { pauseServerWork, stopServerWork } from "./server/platform/db/shutdown.server";

const log = logger("app");

// ...and forgets its shared pages whenever an admin changes what they show, in this process or another.
export { keepCopy, listenForChanges } from "./server/platform/db/cache-invalidation.server";

export const streamTimeout = 5_000;

/**
 * Every error React Router meets on the server, before the page hides it: the
 * database out of reach is noted for the 503 (app/middleware/database-outage.server.ts)
 * and logged as one line with its code; anything else is logged once as one JSON
 * line with the request's id, instead of React Router's default console.error. A
 * request the caller gave up on is not an error; a 4xx it made itself (no route
 * matches) is already the access log's line.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  const outage = noteFailure(error, context);
  if (process.env.NODE_ENV === "test" || request.signal.aborted) return;
  if (outage) return logOutage(request, outage);
  const path = new URL(request.url).pathname;
  if (isRouteErrorResponse(error) && error.status < 500) log.debug({ status: error.status, path }, `${request.method} ${path}: ${error.status}`);
  else log.error({ err: isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error, path }, `${request.method} ${path} failed`);
};

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext?: RouterContextProvider) {
  // The database is out of reach: the root middleware answers this request with its 503 page instead of this one.
  const errors = Object.values(routerContext.staticHandlerContext.errors ?? {});
  if (sawOutage(loadContext) && !errors.some((e) => isRouteErrorResponse(e) && isOutageAnswer(e.data)))
    return new Response(null, { status: responseStatusCode, headers: { "Content-Type": "text/html; charset=utf-8" } });
  const nonce = createNonce();
  applySecurityHeaders(responseHeaders, nonce, process.env.NODE_ENV === "development");
  const root = routerContext.staticHandlerContext.loaderData?.root as { inlineCss?: boolean; mayShare?: boolean } | undefined;
  // Decided here, where the page's status and every cookie its loaders set are known (app/domain/platform/http-caching.ts).
  const caching = pageCaching({ mayShare: root?.mayShare === true, status: responseStatusCode, setsCookie: responseHeaders.has("Set-Cookie") });
  responseHeaders.set("Cache-Control", caching.cacheControl);
  if (caching.vary) responseHeaders.set("Vary", caching.vary);
  // Only the database being out of reach answers 503 (app/middleware/database-outage.server.ts): say when to come back.
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and no-JS clients get the whole document at once; everyone else streams.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = coalescingStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // A first visit gets the stylesheet inside the page, and asks for the JavaScript after its first paint
          // (docs/decisions/031); later pages link both from the browser's cache, as React Router writes them.
          const css = root?.inlineCss ? stylesheetText(appCss) : null;
          if (css) {
            const afterPaint = scriptsAfterPaint();
            const inline = inlineStylesheet(css, nonce);
            afterPaint.pipe(body);
            inline.pipe(afterPaint);
            pipe(inline);
          } else {
            pipe(body);
          }
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A page that failed is nobody's to keep (once the shell is sent, its headers are gone already).
          responseHeaders.set("Cache-Control", PRIVATE_NO_STORE);
          responseHeaders.delete("Vary");
          if (shellRendered) log.error({ err: error, path: new URL(request.url).pathname }, "the page failed while streaming");
        },
      },
    );
  });
}
