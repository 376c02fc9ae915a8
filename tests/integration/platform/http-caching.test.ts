import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeProfile, newMobile, signInAdmin, signInConsumer } from "../../support/app-client";
import { builtServerDemoPassword, startBuiltServer, type BuiltServer } from "../../support/built-app";

// What a browser or a CDN in front of `node host/server.js` is told it may keep (docs/decisions/028).
let server: BuiltServer;

beforeAll(async () => {
  server = await startBuiltServer();
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.base + path, { headers, redirect: "manual" });

/** The caching headers of an answer, its body read so the connection is free again. */
async function caching(res: Response) {
  const body = await res.text();
  return { status: res.status, cacheControl: res.headers.get("cache-control"), vary: res.headers.get("vary") ?? "", setCookie: res.headers.getSetCookie(), body };
}

const SHARED = "public, max-age=0, s-maxage=60";
const PRIVATE = "private, no-store";

describe("fingerprinted assets", () => {
  it("are kept for a year and never asked again", async () => {
    const page = await caching(await get("/privacy-policy"));
    const assets = [...page.body.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of new Set(assets.slice(0, 3))) {
      const res = await caching(await get(asset));
      expect(res.status, asset).toBe(200);
      expect(res.cacheControl, asset).toBe("public, max-age=31536000, immutable");
    }
  });
});

describe("public pages, asked for without cookies", () => {
  it.each(["/", "/privacy-policy", "/terms-of-use", "/how-offers-are-ranked", "/credit-cards", "/help"])(
    "%s may be kept by a CDN for a minute, told apart by cookies and language, and sets no cookie",
    async (path) => {
      const res = await caching(await get(path));
      expect(res.status).toBe(200);
      expect(res.cacheControl).toBe(SHARED);
      expect(res.vary).toMatch(/\bCookie\b/);
      expect(res.vary).toMatch(/\bAccept-Language\b/);
      expect(res.setCookie).toEqual([]);
    },
  );

  it("still inline the stylesheet on a first visit, and leave the cookie that marks it to a stylesheet of its own, kept by no one", async () => {
    const res = await caching(await get("/privacy-policy"));
    expect(res.body).toMatch(/<style nonce="[^"]+">/);
    expect(res.body).toContain('<link rel="stylesheet" href="/stylesheet-seen" media="print"/>');
    const mark = await caching(await get("/stylesheet-seen"));
    expect(mark.status).toBe(200);
    expect(mark.cacheControl).toBe(PRIVATE);
    expect(mark.setCookie).toEqual([expect.stringMatching(/^cssv=app-[\w-]+\.css; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/)]);
    // With the cookie, the page links the stylesheet the browser kept, and is private (it was asked for with a cookie).
    const next = await caching(await get("/privacy-policy", { cookie: mark.setCookie[0].split(";")[0] }));
    expect(next.body).not.toMatch(/<style nonce="[^"]+">@layer/);
    expect(next.body).not.toContain("/stylesheet-seen");
  });

  it("follow the browser's language, which is why they vary on it", async () => {
    expect((await caching(await get("/terms-of-use", { "accept-language": "hi-IN,hi;q=0.9" }))).body).toContain('<html lang="hi"');
    expect((await caching(await get("/terms-of-use", { "accept-language": "en-IN" }))).body).toContain('<html lang="en"');
  });
});

describe("pages that are not the same for everyone", () => {
  it("a public page asked for with any cookie is made afresh and kept by no one", async () => {
    const css = (await caching(await get("/stylesheet-seen"))).setCookie[0].split(";")[0];
    for (const cookie of [css, "lng=en", "toast=x"]) {
      const res = await caching(await get("/privacy-policy", { cookie }));
      expect(res.cacheControl, cookie).toBe(PRIVATE);
    }
  });

  it("a public page that sets a cookie (a language chosen by link, the UTM parameters of a campaign) is kept by no one", async () => {
    for (const path of ["/privacy-policy?lng=hi", "/?utm_source=bench&utm_campaign=x"]) {
      const res = await caching(await get(path));
      expect(res.setCookie.length, path).toBeGreaterThan(0);
      expect(res.cacheControl, path).toBe(PRIVATE);
      expect(res.vary, path).not.toMatch(/Cookie/);
    }
  });

  it("a partner's home page remembers the brand in a cookie: kept by no one", async () => {
    const res = await caching(await get("/paisaplus"));
    expect(res.status).toBe(200);
    expect(res.cacheControl).toBe(PRIVATE);
  });

  it("other pages, errors, redirects, data requests and the API are kept by no one", async () => {
    for (const path of ["/nope-not-a-page", "/user/offers", "/verification", "/admin/lenders", "/privacy-policy.data", "/api/getLanguages"]) {
      const res = await caching(await get(path));
      expect(res.cacheControl, path).toBe(PRIVATE);
    }
  });

  it("a consumer signed in through the OTP login gets every page private, the public ones included", async () => {
    const consumer = await signInConsumer(server.base, newMobile(), server.otpFor, { product: "pl" });
    await completeProfile(consumer);
    const cookie = consumer.browser.jar.header();
    for (const path of ["/user/offers", "/products", "/credit-cards", "/privacy-policy", "/"]) {
      const res = await caching(await get(path, { cookie }));
      expect(res.cacheControl, path).toBe(PRIVATE);
    }
    // The landing sends a signed-in consumer on with the journey: a redirect no cache keeps.
    expect((await caching(await get("/", { cookie }))).status).toBe(302);
  });

  it("an admin's pages are private", async () => {
    const { cookie } = await signInAdmin(server.base, "admin", builtServerDemoPassword);
    for (const path of ["/admin/dashboard", "/admin/lenders", "/api/get-lenders-data/pl"]) {
      const res = await caching(await get(path, { cookie }));
      expect(res.status, path).toBe(200);
      expect(res.cacheControl, path).toBe(PRIVATE);
    }
  });

  it("a form post is kept by no one", async () => {
    const res = await caching(
      await fetch(`${server.base}/help`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", origin: server.base }, body: "name=" }),
    );
    expect(res.cacheControl).toBe(PRIVATE);
  });
});

describe("the server's own copy of a shared page", () => {
  const nonceOf = (body: string) => /<style nonce="([^"]+)"/.exec(body)?.[1] ?? /nonce="([^"]+)"/.exec(body)?.[1];

  it("answers a burst of first visits with one render, and anyone with a cookie with a page of their own", async () => {
    const first = await caching(await get("/how-offers-are-ranked"));
    const again = await caching(await get("/how-offers-are-ranked"));
    expect(again.cacheControl).toBe(SHARED);
    // The same render: its nonce (in the body and its Content-Security-Policy) is the first one's.
    expect(nonceOf(again.body)).toBe(nonceOf(first.body));
    const withCookie = await caching(await get("/how-offers-are-ranked", { cookie: "cssv=other.css" }));
    expect(nonceOf(withCookie.body)).not.toBe(nonceOf(first.body));
    // Another language is another page.
    const hindi = await caching(await get("/how-offers-are-ranked", { "accept-language": "hi-IN" }));
    expect(hindi.body).toContain('<html lang="hi"');
  });

  it("is kept a few seconds only (SHARED_PAGE_CACHE_SECONDS, 5 by default)", async () => {
    const first = await caching(await get("/terms-of-use?fresh=1"));
    await new Promise((r) => setTimeout(r, 5200));
    const later = await caching(await get("/terms-of-use?fresh=1"));
    expect(nonceOf(later.body)).not.toBe(nonceOf(first.body));
  }, 15_000);

  it("behind a trusted proxy, keeps one copy per forwarded host: two brands' hosts never share a page", async () => {
    const proxied = await startBuiltServer({ TRUST_PROXY: "true" });
    try {
      const page = async (host: string) => (await fetch(`${proxied.base}/privacy-policy`, { headers: { "x-forwarded-host": host } })).text();
      const first = await page("loans.example.in");
      const sameHost = await page("loans.example.in");
      const otherHost = await page("cards.example.in");
      expect(nonceOf(sameHost)).toBe(nonceOf(first));
      expect(nonceOf(otherHost)).not.toBe(nonceOf(first));
    } finally {
      await proxied.stop();
    }
  }, 120_000);
});
