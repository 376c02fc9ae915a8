import appCss from "~/app.css?url";
import { stylesheetCookie } from "~/server/platform/http/inline-css.server";

/** The stylesheet marker of the pages a CDN may share (app/server/platform/http/inline-css.server.ts): an empty stylesheet that sets the cookie, kept by no one. */
export function loader() {
  return new Response("", { headers: { "Content-Type": "text/css; charset=utf-8", "Set-Cookie": stylesheetCookie(appCss), "Cache-Control": "private, no-store" } });
}
