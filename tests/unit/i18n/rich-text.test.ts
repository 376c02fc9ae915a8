import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichText, splitTags } from "~/i18n/rich-text";

const link = (href: string) => (children: string) => createElement("a", { href }, children);
const render = (text: string) => renderToStaticMarkup(createElement(RichText, { text, tags: { terms: link("/terms-of-use"), privacy: link("/privacy-policy") } }));
const intake = (lang: string) => JSON.parse(readFileSync(path.resolve(__dirname, `../../../locales/${lang}/intake.json`), "utf8")) as { consent: string };

describe("rich text in translations", () => {
  it("splits a string on the tag names it is given, keeping the words around them in order", () => {
    expect(splitTags("I agree to the <terms>Terms</terms> and <privacy>Policy</privacy>", ["terms", "privacy"])).toEqual([
      "I agree to the ",
      { tag: "terms", text: "Terms" },
      " and ",
      { tag: "privacy", text: "Policy" },
    ]);
    expect(splitTags("<terms>शर्तों</terms> से सहमत", ["terms"])).toEqual([{ tag: "terms", text: "शर्तों" }, " से सहमत"]);
    expect(splitTags("no tags", ["terms"])).toEqual(["no tags"]);
    expect(splitTags("", ["terms"])).toEqual([]);
  });

  it("leaves unknown, unbalanced, nested or attributed tags as literal text", () => {
    expect(splitTags("<b>bold</b>", ["terms"])).toEqual(["<b>bold</b>"]);
    expect(splitTags("<terms>open", ["terms"])).toEqual(["<terms>open"]);
    expect(splitTags("<terms>a</privacy>", ["terms", "privacy"])).toEqual(["<terms>a</privacy>"]);
    expect(splitTags('<terms href="x">a</terms>', ["terms"])).toEqual(['<terms href="x">a</terms>']);
    expect(splitTags("<terms><privacy>a</privacy></terms>", ["terms", "privacy"])).toEqual(["<terms>", { tag: "privacy", text: "a" }, "</terms>"]);
  });

  it("ignores tag names that are not plain words, so a name cannot change the pattern", () => {
    expect(splitTags("<a|b>x</a|b> <.*>y</.*>", ["a|b", ".*"])).toEqual(["<a|b>x</a|b> <.*>y</.*>"]);
  });

  it("renders known tags as the elements given and escapes everything else", () => {
    expect(render("I agree to the <terms>Terms of Use</terms> and <privacy>Privacy Policy</privacy>")).toBe(
      'I agree to the <a href="/terms-of-use">Terms of Use</a> and <a href="/privacy-policy">Privacy Policy</a>',
    );
    expect(render('<script>alert(1)</script><img src=x onerror="alert(1)"> & <terms>ok</terms>')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; <a href="/terms-of-use">ok</a>',
    );
  });

  it("renders the intake consent line in both languages as one sentence with two links", () => {
    const en = render(intake("en").consent);
    const hi = render(intake("hi").consent);
    for (const html of [en, hi]) {
      expect(html).toMatch(/<a href="\/terms-of-use">[^<]+<\/a>/);
      expect(html).toMatch(/<a href="\/privacy-policy">[^<]+<\/a>/);
      expect(html).not.toMatch(/&lt;/);
    }
    expect(hi.endsWith("सहमत हूँ")).toBe(true);
  });
});
