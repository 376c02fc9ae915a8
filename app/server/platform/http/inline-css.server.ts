import { readFileSync } from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";

/**
 * A first visit gets the stylesheet inside its HTML (on 3G each extra file
 * costs a round trip of about two seconds before anything is painted); the
 * stylesheet file itself loads meanwhile without blocking, so the next pages
 * link it from the browser's cache. The `cssv` cookie says which stylesheet
 * (by its fingerprinted name) this browser already holds.
 */
export const CSS_COOKIE = "cssv";

export const cssVersion = (href: string) => path.basename(href);

/** The cookie that says this browser holds the stylesheet `href`: a year, every path, no script needs it. */
export const stylesheetCookie = (href: string) => `${CSS_COOKIE}=${cssVersion(href)}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`;

const texts = new Map<string, string | null>();

/** The built stylesheet's text, read once; null in development (Vite serves it) or if missing. */
export function stylesheetText(href: string): string | null {
  if (!texts.has(href)) {
    let text: string | null = null;
    if (href.startsWith("/assets/")) {
      try {
        text = readFileSync(path.join(process.cwd(), "build/client", href), "utf8");
      } catch {
        text = null;
      }
    }
    texts.set(href, text);
  }
  return texts.get(href) ?? null;
}

/** React writes the marker exactly so; it carries content because a meta with a name must (Nu HTML checker). */
export const INLINE_CSS_MARKER = '<meta name="app-css-inline" content="stylesheet"/>';

/** Puts the stylesheet right after the page's marker, where the link would have been, once. Works on bytes, so no character is cut. */
export function inlineStylesheet(css: string, nonce: string): Transform {
  const marker = Buffer.from(INLINE_CSS_MARKER);
  const style = Buffer.from(`<style nonce="${nonce}">${css.replaceAll("</", "<\\/")}</style>`);
  let done = false;
  let held = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      held = Buffer.concat([held, chunk]);
      const at = held.indexOf(marker);
      if (at === -1) {
        // Hold back only what could be the start of the marker.
        const keep = Math.min(held.length, marker.length - 1);
        const out = held.subarray(0, held.length - keep);
        held = held.subarray(held.length - keep);
        return callback(null, out);
      }
      done = true;
      const end = at + marker.length;
      const out = Buffer.concat([held.subarray(0, end), style, held.subarray(end)]);
      held = Buffer.alloc(0);
      callback(null, out);
    },
    flush(callback) {
      callback(null, held);
    },
  });
}
