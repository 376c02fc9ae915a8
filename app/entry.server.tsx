import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { NonceProvider } from "./components/nonce";
import { applySecurityHeaders, createNonce } from "./server/security-headers.server";
import { pageCaching, PRIVATE_NO_STORE } from "./domain/http-caching";
import { inlineStylesheet, stylesheetText } from "./server/inline-css.server";
import { coalescingStream } from "./server/coalesce-stream.server";
import { scriptsAfterPaint } from "./server/scripts-after-paint.server";
import appCss from "./app.css?url";

// The production server awaits this before it listens: migrations, then the demo seed on an empty database.
export { prepareDatabase } from "./server/db.server";
// ...and then starts the scheduled purge of expired sessions, codes, rate-limit rows and sent messages.
export { startHousekeeping } from "./server/housekeeping.server";
// ...and the job queue's workers: lender submissions, lender webhooks, reminders and messages.
export { startBackgroundWork, stopBackgroundWork } from "./server/background-work.server";
// ...and asks, before React Router reads a body or after it answers, which paths take files and which may be shared.
export { isSharedPath, isUploadPath } from "./middleware/page-paths.server";
// ...and, when it mounts the sandbox lender, whose browser may open an application's pages there.
export { sandboxApplicationOwned } from "./server/sandbox-lender.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const nonce = createNonce();
  applySecurityHeaders(responseHeaders, nonce, process.env.NODE_ENV === "development");
  const root = routerContext.staticHandlerContext.loaderData?.root as { inlineCss?: boolean; mayShare?: boolean } | undefined;
  // Decided here, where the page's status and every cookie its loaders set are known (app/domain/http-caching.ts).
  const caching = pageCaching({ mayShare: root?.mayShare === true, status: responseStatusCode, setsCookie: responseHeaders.has("Set-Cookie") });
  responseHeaders.set("Cache-Control", caching.cacheControl);
  if (caching.vary) responseHeaders.set("Vary", caching.vary);

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and no-JS clients get the whole document at once; everyone else streams.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

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
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
