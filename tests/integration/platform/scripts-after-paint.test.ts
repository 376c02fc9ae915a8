import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeProfile, newMobile, signInConsumer } from "../../support/app-client";
import { startBuiltServer, type BuiltServer } from "../../support/built-app";
import { readAfterPaintCode } from "~/server/platform/http/scripts-after-paint.server";

// A page asks for its JavaScript only after its first paint (docs/decisions/031), as `node host/server.js` serves it.
let server: BuiltServer;

beforeAll(async () => {
  server = await startBuiltServer();
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

/** The module script's after-paint parts: the preloads it adds and the code it runs then. */
function afterPaint(html: string) {
  expect(html).not.toContain('rel="modulepreload"');
  const modules = [...html.matchAll(/<script[^>]* type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  expect(modules).toHaveLength(1);
  const [code] = modules;
  expect(code.indexOf("requestAnimationFrame")).toBe(code.search(/\S/) + "await new Promise((r) => ".length);
  const parts = readAfterPaintCode(code);
  expect(parts).not.toBeNull();
  return { preloads: parts!.preloads, original: parts!.code };
}

describe("a first visit's JavaScript, after its first paint", () => {
  it("a public page: no module is asked for by the HTML; after the paint the same modules are preloaded and React Router's code runs", async () => {
    const html = await (await fetch(`${server.base}/privacy-policy`)).text();
    const { preloads, original } = afterPaint(html);
    expect(preloads.some((p) => /\/assets\/entry\.client-[\w-]+\.js$/.test(p))).toBe(true);
    expect(original).toMatch(/import \* as route0 from "\/assets\/root-[\w-]+\.js";/);
    expect(original).toContain("window.__reactRouterRouteModules");
    for (const href of preloads) {
      const res = await fetch(server.base + href);
      expect(res.status, href).toBe(200);
      expect(res.headers.get("content-type"), href).toMatch(/javascript/);
      await res.arrayBuffer();
    }
  });

  it("a signed-in page, the same", async () => {
    const consumer = await signInConsumer(server.base, newMobile(), server.otpFor, { product: "pl" });
    await completeProfile(consumer);
    const html = await (await consumer.browser.get("/user/offers")).text();
    expect(html).toContain("Your offers");
    const { preloads, original } = afterPaint(html);
    expect(preloads.some((p) => /\/assets\/offers-[\w-]+\.js$/.test(p))).toBe(true);
    expect(original).toMatch(/import \* as route\d from "\/assets\/offers-[\w-]+\.js";/);
  });

  it("a later page (the browser holds the stylesheet, and so the modules) is as React Router writes it: modules preloaded, hydrating at once", async () => {
    // A public page sets no cookie (a CDN may keep it); a page of one's own says the stylesheet is held.
    const first = await fetch(`${server.base}/admin/login`);
    await first.arrayBuffer();
    const cssv = first.headers
      .getSetCookie()
      .find((c) => c.startsWith("cssv="))!
      .split(";")[0];
    const html = await (await fetch(`${server.base}/privacy-policy`, { headers: { cookie: cssv } })).text();
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/entry\.client-[\w-]+\.js"/);
    expect(html).not.toContain("requestAnimationFrame");
    expect(html).toMatch(/import \* as route0 from "\/assets\/root-[\w-]+\.js";/);
  });
});
