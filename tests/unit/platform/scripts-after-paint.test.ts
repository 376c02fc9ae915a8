import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { afterPaintCode, readAfterPaintCode, scriptsAfterPaint } from "~/server/platform/http/scripts-after-paint.server";

const page = [
  '<!DOCTYPE html><html lang="hi"><head><title>ऑफ़र</title>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n0nce"/>',
  '<link rel="stylesheet" href="/assets/app.css"/></head><body><main>आपके ऑफ़र</main>',
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>',
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>',
  '<script nonce="n0nce">window.__reactRouterContext.streamController.enqueue("[\\"₹\\"]");</script></body></html>',
].join("");

/** The page through the stream, cut into pieces of `size` bytes (a tag, a script, a UTF-8 character may be cut anywhere). */
async function through(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const pieces = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(pieces).pipe(scriptsAfterPaint())) out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

describe("a page's JavaScript is asked for after its first paint", () => {
  it("takes the modulepreload links out and runs the module's code after the paint, with the same preloads, however the page is cut", async () => {
    const expected = page
      .replace(/<link rel="modulepreload"[^>]*>/g, "")
      .replace(
        /(<script nonce="n0nce" type="module" async="">)([\s\S]*?)(<\/script>)/,
        (_, open, code, close) => `${open}${afterPaintCode(code, ["/assets/entry.client-A.js", "/assets/root-B.js"])}${close}`,
      );
    for (const size of [1, 2, 3, 7, 64, 100_000]) expect(await through(page, size)).toBe(expected);
  });

  it("keeps the module's element, its nonce and type, so hydration finds it, and no text that could end the script early", async () => {
    const out = await through(page, 50);
    expect(out).toContain('<script nonce="n0nce" type="module" async="">await new Promise');
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(afterPaintCode('const a = "</script><!--";', ["/a<b.js"])).not.toMatch(/<\/script|<!--|<b/);
    // The code runs unchanged once the frame after the paint has come.
    const code = afterPaintCode('import("/x.js");', ["/x.js"]);
    expect(code.indexOf("requestAnimationFrame")).toBeLessThan(code.indexOf("textContent"));
    expect(code).toContain(JSON.stringify('import("/x.js");'));
    expect(readAfterPaintCode(code)).toEqual({ preloads: ["/x.js"], code: 'import("/x.js");' });
  });

  it("adds the preloads one task each where the browser can yield, and all at once where it cannot, then runs the code", async () => {
    /** Runs the after-paint code against a recording page: what happened, in order. */
    async function run(withYield: boolean) {
      const steps: string[] = [];
      const element = (tag: string) => ({ tag, rel: "", href: "", type: "", nonce: "", textContent: "" });
      const document = {
        createElement: element,
        head: { append: (l: { href: string }) => steps.push(`preload ${l.href}`) },
        body: { append: (s: { nonce: string; textContent: string }) => steps.push(`run ${s.textContent} (nonce ${s.nonce})`) },
        querySelector: () => ({ nonce: "n0nce" }),
      };
      const scheduler = withYield ? { yield: async () => void steps.push("yield") } : undefined;
      const globals = { document, scheduler, requestAnimationFrame: (f: () => void) => f(), setTimeout: (f: () => void) => f() };
      const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...a: unknown[]) => Promise<void>;
      const code = afterPaintCode('import("/x.js");', ["/a.js", "/b.js"]).replaceAll("globalThis.scheduler", "scheduler");
      await new AsyncFunction(...Object.keys(globals), code)(...Object.values(globals));
      return steps;
    }
    expect(await run(true)).toEqual(["preload /a.js", "yield", "preload /b.js", "yield", 'run import("/x.js"); (nonce n0nce)']);
    expect(await run(false)).toEqual(["preload /a.js", "preload /b.js", 'run import("/x.js"); (nonce n0nce)']);
  });

  it("passes a page without React Router's scripts through unchanged", async () => {
    const plain = "<html><body><p>नमस्ते < 5 &amp; > 3</p><script>1</script></body></html>";
    expect(await through(plain, 5)).toBe(plain);
  });
});
