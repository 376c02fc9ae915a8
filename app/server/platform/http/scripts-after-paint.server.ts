import { Transform } from "node:stream";

/**
 * Every page works without JavaScript: its HTML and inline stylesheet are all
 * a first paint needs. Yet React Router's <Scripts> asks for its ~106 KB of
 * modules from the <head> (modulepreload) and the body (an inline module's
 * static imports), so on a slow line they share the bandwidth with the page
 * and its logo before anything is painted, and Lighthouse counts them in the
 * first paint. This rewrites the page on its way out so the modules are asked
 * for only after the first paint:
 * - the modulepreload links are taken out of the page;
 * - the inline module keeps its element (so hydration finds it where React
 *   rendered it) but its code becomes: wait for the frame after the first
 *   paint, add the modulepreload links then, and run the original code as a
 *   new inline module with the page's nonce. Each link starts a fetch, ~1 ms
 *   of main thread on a slow phone, so the loop yields between links with
 *   `scheduler.yield()` where the browser has it: 21 links in one task were
 *   a long task of 30–150 ms at CPU ×4. A timer turn between them would put
 *   hydration ~85 ms later at the browsers' 4 ms floor; a yield's continuation
 *   runs first (docs/decisions/081).
 * A page in which nothing matches (no <Scripts>) passes through unchanged.
 */
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const MODULE_SCRIPT = /(<script[^>]* type="module"[^>]*>)([\s\S]*?)(<\/script>)/;

/** JSON that is safe inside an inline <script>: no "</script>" or "<!--" can appear in it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/** The module's new code: the original, run after the first paint. */
export function afterPaintCode(code: string, preloads: string[]): string {
  return (
    "await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));" +
    `for (const href of ${scriptJson(preloads)}) { const l = document.createElement("link"); l.rel = "modulepreload"; l.href = href; document.head.append(l); await globalThis.scheduler?.yield?.(); }` +
    'const s = document.createElement("script"); s.type = "module"; s.nonce = document.querySelector("script[type=module][nonce]").nonce;' +
    `s.textContent = ${scriptJson(code)}; document.body.append(s);`
  );
}

/** What `afterPaintCode` wrote, read back (for the benches and tests that weigh or check a page): null for other code. */
export function readAfterPaintCode(code: string): { preloads: string[]; code: string } | null {
  const parts = /for \(const href of (\[[^\]]*\])\)[\s\S]*?\.textContent = ("(?:[^"\\]|\\.)*");/.exec(code);
  return parts ? { preloads: JSON.parse(parts[1]) as string[], code: JSON.parse(parts[2]) as string } : null;
}

/**
 * One step over the page text seen so far: what can be sent on, what must be
 * held until more arrives (a tag cut at the chunk's end, or the module
 * script before its end tag), and whether the rewrite is done.
 */
export function rewriteStep(text: string, preloads: string[]): { send: string; hold: string; done: boolean } {
  const rest = text.replace(PRELOAD, (_, href: string) => {
    preloads.push(href);
    return "";
  });
  const module = MODULE_SCRIPT.exec(rest);
  if (module) {
    const [whole, open, code, close] = module;
    const rewritten = `${open}${afterPaintCode(code, preloads)}${close}`;
    return { send: rest.slice(0, module.index) + rewritten + rest.slice(module.index + whole.length), hold: "", done: true };
  }
  // Hold back an unfinished module script, or a tag cut in two, until the rest of it arrives.
  let holdFrom = rest.search(/<script[^>]* type="module"[^>]*>/);
  if (holdFrom === -1) {
    const lastTag = rest.lastIndexOf("<");
    holdFrom = lastTag !== -1 && rest.indexOf(">", lastTag) === -1 ? lastTag : rest.length;
  }
  return { send: rest.slice(0, holdFrom), hold: rest.slice(holdFrom), done: false };
}

/**
 * The stream of a page, with its JavaScript asked for after the first paint
 * (see above). It reads bytes as latin1, one character per byte, so no UTF-8
 * character is ever cut or changed: what it looks for is ASCII.
 */
export function scriptsAfterPaint(): Transform {
  const preloads: string[] = [];
  let held = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      const step = rewriteStep(held + chunk.toString("latin1"), preloads);
      held = step.hold;
      done = step.done;
      callback(null, step.send ? Buffer.from(step.send, "latin1") : undefined);
    },
    flush(callback) {
      callback(null, held ? Buffer.from(held, "latin1") : undefined);
    },
  });
}
