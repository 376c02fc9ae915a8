import { get } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "../../support/built-app";

/**
 * The brand a page wears, and the shared copy of it (docs/decisions/028), follow
 * only the host the server trusts: the Host header, or behind TRUST_PROXY the
 * proxy's X-Forwarded-Host (docs/decisions/035). PaisaPlus owns loans.paisaplus.in
 * in the seed; the default brand is CL Marketplace.
 */
const PARTNER_HOST = "loans.paisaplus.in";

async function landing(base: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/`, { headers, redirect: "manual" });
  const body = await res.text();
  return { status: res.status, body, vary: res.headers.get("vary") ?? "", cacheControl: res.headers.get("cache-control") };
}
const wearsPartnerBrand = (body: string) => body.includes("PaisaPlus");

describe("without TRUST_PROXY", () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer();
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("a client's X-Forwarded-Host neither brands its own answer nor what the next plain visitor of / gets", async () => {
    // The first request to / on this server: nothing is kept yet, so this one is rendered.
    const forged = await landing(server.base, { "x-forwarded-host": PARTNER_HOST });
    // Within the 5 s the server keeps a shared page, and the 60 s a CDN may: the next first-time visitor.
    const next = await landing(server.base);
    expect(next.status).toBe(200);
    expect(next.cacheControl).toBe("public, max-age=0, s-maxage=60");
    expect(wearsPartnerBrand(next.body)).toBe(false);
    expect(next.body).toContain("CL Marketplace");
    // The page depends on nothing a CDN is not told of: its key (host, path) and Vary (cookies, language).
    expect(next.vary).not.toMatch(/forwarded/i);
    expect(forged.status).toBe(200);
    expect(wearsPartnerBrand(forged.body)).toBe(false);
  });

  it("a brand's own host, in Host, still wears the brand", async () => {
    // fetch() writes Host itself; node:http sends the one given, as a browser on that host would.
    const body = await new Promise<string>((resolve, reject) => {
      get(`${server.base}/privacy-policy`, { headers: { host: PARTNER_HOST } }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve(text));
      }).on("error", reject);
    });
    expect(wearsPartnerBrand(body)).toBe(true);
  });
});

describe("behind a trusted proxy (TRUST_PROXY=true)", () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer({ TRUST_PROXY: "true" });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("the brand follows the forwarded host, and the shared copy is kept per forwarded host", async () => {
    const partner = await landing(server.base, { "x-forwarded-host": PARTNER_HOST });
    expect(partner.status).toBe(200);
    expect(wearsPartnerBrand(partner.body)).toBe(true);
    // A CDN in front is told the page depends on the header.
    expect(partner.vary).toMatch(/\bX-Forwarded-Host\b/i);
    const other = await landing(server.base, { "x-forwarded-host": "marketplace.example.in" });
    expect(wearsPartnerBrand(other.body)).toBe(false);
    const plain = await landing(server.base);
    expect(wearsPartnerBrand(plain.body)).toBe(false);
    // The partner's host is still the partner's, from its own kept copy.
    expect(wearsPartnerBrand((await landing(server.base, { "x-forwarded-host": PARTNER_HOST })).body)).toBe(true);
  });

  it("takes the host the proxy wrote, not one the client put before it", async () => {
    // A proxy that appends: the client's value comes first, the proxy's last.
    const res = await landing(server.base, { "x-forwarded-host": `${PARTNER_HOST}, marketplace.example.in` });
    expect(wearsPartnerBrand(res.body)).toBe(false);
    const plain = await landing(server.base, { "x-forwarded-host": "marketplace.example.in" });
    expect(wearsPartnerBrand(plain.body)).toBe(false);
  });
});
