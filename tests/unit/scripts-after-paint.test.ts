import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { afterPaintCode, readAfterPaintCode, scriptsAfterPaint } from "~/server/scripts-after-paint.server";

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

  it("passes a page without React Router's scripts through unchanged", async () => {
    const plain = "<html><body><p>नमस्ते < 5 &amp; > 3</p><script>1</script></body></html>";
    expect(await through(plain, 5)).toBe(plain);
  });
});
