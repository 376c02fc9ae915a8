import type { BrowserContext, Page, Response } from "@playwright/test";
import routes from "../../../app/routes";
import { languageList, type Language } from "../../../app/i18n/languages";
import { englishTranslationKeys, rawTranslationKeys } from "../../support/page-html";
import { leavesUnder, pageRoutes } from "../../support/route-tree";
import { consumerPages, listedPatterns, type ConsumerPage, type ConsumerPages, type Visitor } from "../consumer-pages";
import { expect, jsEnabled, test as base } from "../fixtures";

/** The consumers whose pages are looked at: made once per worker (its server), shared by its tests. */
const test = base.extend<object, { consumers: ConsumerPages }>({
  consumers: [async ({ app }, use) => use(await consumerPages(app.baseURL, app.otpFor)), { scope: "worker", timeout: 120_000 }],
});

/**
 * Every consumer page in each of the eight languages, on the smallest phone
 * we serve (320 px): it is in that language (<html lang>), shows no
 * translation key in place of its text, and nothing scrolls sideways, long
 * Tamil, Telugu and Kannada words included (issue 38). The script shows in
 * its own Noto Sans face, a true bold where bold, no web font.
 *
 * Cheap on purpose (the suite's budget): one test per language, every page in
 * one browser tab, without JavaScript, so in one project only: with it the
 * same page is drawn, and a page load then waits for its scripts and React
 * (about twice as long, measured). The journeys through the forms, in each
 * mode, are the other specs' (tamil-bengali-journeys.spec.ts for Tamil and Bengali).
 */

test.beforeEach(() => test.skip(jsEnabled(), "the pages as the server draws them: runs in the js-off project"));

const keys = englishTranslationKeys();

/** The font a language's own letters are drawn in on this machine (Debian's fonts-noto-core), and those letters. */
const SCRIPT: Partial<Record<Language, { family: string; letters: RegExp }>> = {
  hi: { family: "Noto Sans Devanagari", letters: /[\u0900-\u097f]/ },
  mr: { family: "Noto Sans Devanagari", letters: /[\u0900-\u097f]/ },
  bn: { family: "Noto Sans Bengali", letters: /[\u0980-\u09ff]/ },
  gu: { family: "Noto Sans Gujarati", letters: /[\u0a80-\u0aff]/ },
  ta: { family: "Noto Sans Tamil", letters: /[\u0b80-\u0bff]/ },
  te: { family: "Noto Sans Telugu", letters: /[\u0c00-\u0c7f]/ },
  kn: { family: "Noto Sans Kannada", letters: /[\u0c80-\u0cff]/ },
};

test("the list has every consumer page of the route table, and no page that is gone", () => {
  expect(listedPatterns().sort()).toEqual(consumerPatterns().sort());
});

/** The page routes drawn inside the public layout: the consumer's pages. */
function consumerPatterns(): string[] {
  const inside = new Set(leavesUnder(routes, "routes/public/layout.tsx"));
  return pageRoutes(routes)
    .map((r) => r.pattern)
    .filter((pattern) => inside.has(pattern));
}

/** What is wrong with the page as drawn now (its HTML as the server sent it), one line each. */
async function problemsOf(page: Page, entry: ConsumerPage, lng: Language, response: Response | null): Promise<string[]> {
  const label = `${entry.address} (${entry.visitor})`;
  const problems: string[] = [];
  if (response?.status() !== entry.status) problems.push(`${label}: answered ${response?.status()}, not ${entry.status}`);
  const url = new URL(page.url());
  url.searchParams.delete("lng");
  if (url.pathname + url.search !== entry.address) problems.push(`${label}: went to ${url.pathname}${url.search}`);
  const drawn = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { lang: document.documentElement.lang, dir: document.documentElement.dir, scrollWidth: root.scrollWidth, width: root.clientWidth };
  });
  if (drawn.lang !== lng) problems.push(`${label}: <html lang="${drawn.lang}">`);
  if (drawn.dir !== "ltr") problems.push(`${label}: <html dir="${drawn.dir}">`);
  if (drawn.scrollWidth > drawn.width) problems.push(`${label}: ${drawn.scrollWidth} px wide at ${drawn.width} px: ${(await pastTheEdge(page, drawn.width)).join("; ")}`);
  for (const k of rawTranslationKeys((await response?.text()) ?? "", keys)) problems.push(`${label}: translation key "${k.key}" in ${k.where}: …${k.context}…`);
  return problems;
}

/** What sticks out on the right: the innermost elements past the edge, or the words past their box, to say where to look. */
function pastTheEdge(page: Page, width: number): Promise<string[]> {
  return page.evaluate((width) => {
    const right = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return range.getBoundingClientRect().right;
    };
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n && out.length < 3; n = walker.nextNode()) {
      const el = n.parentElement!;
      if (n.textContent!.trim() && right(n) > width + 0.5)
        out.push(`<${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}"> ${n.textContent!.trim().slice(0, 40)} (${Math.round(right(n))} px)`);
    }
    return out;
  }, width);
}

/** The fonts Chromium drew an element's own text in (DevTools protocol), most glyphs first. */
async function fontsOf(context: BrowserContext, page: Page, selector: string) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.sort((a, b) => b.glyphCount - a.glyphCount);
}

/** The landing's words in the language's own Noto Sans face, its bold where bold (not a serif face, not a bold made from the regular), and no web font. */
async function fontProblems(context: BrowserContext, page: Page, lng: Language): Promise<string[]> {
  const problems: string[] = [];
  const script = SCRIPT[lng];
  for (const tag of script ? ["h1", "p"] : []) {
    const weight = await page.evaluate(
      ([tag, source]) => {
        const letters = new RegExp(source);
        const el = [...document.querySelectorAll(tag)].find((e) => [...e.childNodes].some((n) => n.nodeType === 3 && letters.test(n.textContent ?? "")));
        el?.setAttribute("data-font-probe", tag);
        return el ? Number(getComputedStyle(el).fontWeight) : null;
      },
      [tag, script!.letters.source] as const,
    );
    if (weight === null) {
      problems.push(`the landing has no <${tag}> in ${lng}`);
      continue;
    }
    const fonts = await fontsOf(context, page, `[data-font-probe="${tag}"]`);
    const faces = `<${tag}> of the landing, weight ${weight}, drawn in ${fonts.map((f) => f.postScriptName).join(", ")}`;
    const face = fonts.find((f) => f.familyName === script!.family)?.postScriptName ?? "";
    if (!(weight >= 600 ? /-Bold$/ : /-Regular$/).test(face)) problems.push(`${faces}: not ${script!.family} ${weight >= 600 ? "Bold" : "Regular"}`);
    // Noto Sans draws the digits and Latin words; a danda may come from Devanagari's face, which precedes the others in the list.
    if (fonts.some((f) => !f.familyName.startsWith("Noto Sans"))) problems.push(`${faces}: a face other than Noto Sans`);
  }
  if ((await fontsOf(context, page, "h1")).some((f) => f.isCustomFont)) problems.push("the landing's heading is drawn in a downloaded font");
  return problems;
}

for (const { code: lng, name } of languageList) {
  test(`${name} (${lng}): every consumer page is in ${lng}, with no translation key and nothing wider than a 320 px phone`, async ({ app, browser, consumers }) => {
    test.setTimeout(120_000);
    const { pages, cookies, pending } = consumers;
    const context = await browser.newContext({ baseURL: app.baseURL, viewport: { width: 320, height: 640 }, javaScriptEnabled: false });
    const page = await context.newPage();
    const problems: string[] = [];
    let visitor: Visitor | null = null;
    // One visitor's pages after another: their cookies are put in once.
    for (const entry of [...pages].sort((a, b) => a.visitor.localeCompare(b.visitor))) {
      if (entry.visitor !== visitor || entry.visitor === "pending") {
        await context.clearCookies();
        const jar = entry.visitor === "anonymous" ? [] : entry.visitor === "pending" ? await pending() : cookies[entry.visitor];
        await context.addCookies(jar.map(([cookie, value]) => ({ name: cookie, value, url: app.baseURL })));
        visitor = entry.visitor;
      }
      const address = new URL(entry.address, app.baseURL);
      address.searchParams.set("lng", lng);
      problems.push(...(await problemsOf(page, entry, lng, await page.goto(address.pathname + address.search))));
    }
    await page.goto(`/?lng=${lng}`);
    problems.push(...(await fontProblems(context, page, lng)));
    await context.close();
    expect(problems).toEqual([]);
  });
}
