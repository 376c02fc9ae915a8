import { describe, expect, it } from "vitest";
import routes from "../../../app/routes";
import { englishTranslationKeys, pageIdentity, perceivedText, rawTranslationKeys } from "../../support/page-html";
import { pageRoutes } from "../../support/route-tree";

// The detector of tests/integration/platform/every-page.test.ts, proved on pages written here: it must see a
// key a screen shows because its loader did not send it, and nothing on a page that translated.
const keys = englishTranslationKeys();
const found = (html: string) => rawTranslationKeys(html, keys).map((k) => k.key);
const page = (body: string, head = "<title>Offers | CL</title>") =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}<style>.a{b:c}</style></head><body>${body}` +
  // The translations travel to the browser as JSON in a script: keys there are data, not text.
  `<script>window.__reactRouterContext={"i18n":{"common":{"offers":{"heading":"Your offers"}}},"k":"offers.heading titles.offers"}</script></body></html>`;

describe("the English resources' key paths", () => {
  it("are the dotted paths of every string, with plural suffixes dropped, and of every group", () => {
    expect(keys.leaves).toContain("offers.heading");
    expect(keys.leaves).toContain("titles.offers");
    expect(keys.leaves).toContain("validation.required");
    expect([...keys.leaves].some((k) => /_(one|other)$/.test(k))).toBe(false);
    expect(keys.groups).toContain("status.values");
    // A single word is ordinary text, never taken for a key.
    expect(keys.leaves).not.toContain("title");
    expect(keys.groups).not.toContain("offers");
  });
});

describe("the raw translation key detector", () => {
  it("finds a key a screen shows instead of its text", () => {
    expect(found(page("<main><h1>offers.heading</h1><p>Compare every offer.</p></main>"))).toEqual(["offers.heading"]);
  });

  it("finds it in the title, the attributes a user is told and the value of a button, and after a namespace", () => {
    expect(found(page("<h1>Your offers</h1>", "<title>titles.offers | CL</title>"))).toEqual(["titles.offers"]);
    expect(found(page('<button aria-label="drawer.menu">≡</button>'))).toEqual(["drawer.menu"]);
    expect(found(page('<input name="x" placeholder="validation.required"/>'))).toEqual(["validation.required"]);
    expect(found(page('<img src="/a.png" alt="header.home"/>'))).toEqual(["header.home"]);
    expect(found(page('<input type="submit" value="offers.heading"/>'))).toEqual(["offers.heading"]);
    expect(found(page("<h1>partner:titles.offering</h1>"))).toEqual(["titles.offering"]);
  });

  it("finds a key missing from a known group (what t answers for a status it has no word for)", () => {
    expect(found(page("<td>status.values.teleported</td>"))).toEqual(["status.values.teleported"]);
  });

  it("finds it between React's text-node markers, and at the end of a sentence", () => {
    expect(found(page("<p>See <!-- -->offers.heading<!-- -->.</p>"))).toEqual(["offers.heading"]);
  });

  it("says nothing of a translated page, of keys in scripts and styles, of addresses, emails and other dotted words", () => {
    const html = page(
      '<header><a href="/offers.heading">Home</a></header><main><h1>Your offers</h1>' +
        "<p>Write to grievance@kaverifinserv.example or see https://example.in/offers.heading and offers.heading.extra, version 1.2.3.</p>" +
        '<input type="text" value="offers.heading"/><button value="offers.heading">Apply</button></main>',
    );
    expect(found(html)).toEqual([]);
  });

  it("reads a page's title and headings to tell pages apart", () => {
    expect(pageIdentity(page('<h1 class="x">Your <b>offers</b></h1><h1>More</h1>'))).toEqual({ title: "Offers | CL", h1: "Your offers | More" });
    expect(perceivedText(page("<p>a &amp; b</p>")).map((t) => t.text)).toContain("a & b");
  });
});

describe("the page routes of app/routes.ts", () => {
  it("are the leaves whose module renders HTML, not the resource routes", () => {
    const patterns = pageRoutes(routes).map((r) => r.pattern);
    expect(patterns).toContain("/user/offers");
    expect(patterns).toContain("/admin/lenders/:lenderId");
    expect(patterns).toContain("/:partner/partner/login");
    for (const resource of ["/logout", "/set-language", "/healthz", "/stylesheet-seen", "/partner/reports/export", "/partner/marketing-support/banners-and-creatives/:banner", "/admin"])
      expect(patterns).not.toContain(resource);
    expect(patterns.some((p) => p.startsWith("/api/"))).toBe(false);
  });
});
