import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { creditCardCategories, partners, partnerUsers } from "../../../db/schema";
import { INLINE_CSS_MARKER } from "~/server/platform/http/inline-css.server";
import { createCardCommand } from "~/server/catalogue/credit-cards.server";
import { getDb } from "~/server/platform/db/db.server";
import { createLenderCommand } from "~/server/catalogue/lender-commands.server";
import { createSession } from "~/server/platform/http/session.server";
import { adminBearer } from "../../support/admin-token";
import { createInProcessApp, type InProcessApp } from "../../support/in-process-app";
import { clashingBackgroundProblems, emptyElementProblems, markupProblems, skippedHeadingProblems } from "../../support/markup-checks";

/**
 * The page defects outside tools found on main (issue 37): the Nu HTML
 * checker's empty options (the partner's Digital Integration page, the brand
 * landing), the skipped heading level on /credit-cards and the inline-CSS
 * meta without content; pa11y's white-on-white current page of /admin/lenders.
 * Each page is drawn as the server draws it, in English and Hindi.
 */

let app: InProcessApp;
let brand = "";
let partnerToken = "";
let adminToken = "";
const unique = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  app = await createInProcessApp();
  const db = await getDb();
  brand = `markup${unique()}`;
  const [partner] = await db
    .insert(partners)
    .values({
      name: brand,
      urlSegment: brand,
      displayName: "Markup",
      logoUrl: "/brands/cl.svg",
      fontFamily: "system-ui",
      primaryColor: "#123456",
      secondaryColor: "#654321",
    } as typeof partners.$inferInsert)
    .returning();
  const [puser] = await db
    .insert(partnerUsers)
    .values({ username: `markup_${unique()}`, passwordHash: "x", partnerId: partner.id })
    .returning();
  partnerToken = (await createSession("partner", puser.id)).token;
  adminToken = await adminBearer(1);
  const card = await createCardCommand({ category_name: `Markup card ${unique()}` });
  if (!card.ok) throw new Error("card fixture refused");
  await db.update(creditCardCategories).set({ status: 1 }).where(eq(creditCardCategories.categoryId, card.data.category_id));
  // More lenders than one page holds, so /admin/lenders shows its pager.
  for (let i = 0; i < 21; i++) await createLenderCommand({ name: `markup-${unique()}-${i}` });
});

const page = async (path: string, lng: string, token = "") => {
  const res = await app.handle(new Request(`http://localhost${path}${path.includes("?") ? "&" : "?"}lng=${lng}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }));
  expect(res.status, path).toBe(200);
  return res.text();
};

describe("the checks themselves", () => {
  it("find each defect and pass its fix", () => {
    expect(emptyElementProblems('<select><option value=""></option></select>')).toHaveLength(1);
    expect(emptyElementProblems('<select><option value="">—</option><option value="" label="None"></option></select>')).toEqual([]);
    expect(emptyElementProblems('<meta name="app-css-inline"/><meta charSet="utf-8"/>')).toHaveLength(1);
    expect(skippedHeadingProblems("<h1>a</h1><h3>b</h3>")).toHaveLength(1);
    expect(skippedHeadingProblems("<h1>a</h1><h2>b</h2><h3>c</h3><h2>d</h2>")).toEqual([]);
    expect(clashingBackgroundProblems('<a class="rounded bg-white border-brand bg-brand text-white">2</a>')).toHaveLength(1);
    expect(clashingBackgroundProblems('<a class="bg-slate-300 checked:bg-brand before:bg-white">x</a>')).toEqual([]);
  });
});

describe("pages the outside tools found defects on", () => {
  for (const lng of ["en", "hi"]) {
    it(`/credit-cards (${lng}): each card's name is a heading right under the page's, no level skipped`, async () => {
      const html = await page("/credit-cards", lng);
      expect(html).toMatch(/<h2 id="card-\d+-name"/);
      expect(markupProblems(html)).toEqual([]);
    });

    it(`the brand landing and the partner's Digital Integration page (${lng}): no empty option`, async () => {
      const landing = await page(`/${brand}`, lng);
      expect(landing).toContain("<option");
      expect(emptyElementProblems(landing)).toEqual([]);
      const integration = await page("/partner/digital-integration", lng, partnerToken);
      expect(integration).toContain("<option");
      expect(emptyElementProblems(integration)).toEqual([]);
    });

    it(`/admin/lenders (${lng}): the current page of the pager has one background, the brand's, with white text`, async () => {
      const html = await page("/admin/lenders?page=2", lng, adminToken);
      const current = html.match(/<a[^>]*aria-current="page"[^>]*>2<\/a>/)?.[0] ?? "";
      expect(current).toContain("bg-brand");
      expect(current).not.toContain("bg-white");
      expect(clashingBackgroundProblems(html)).toEqual([]);
    });
  }

  it("the inline stylesheet's marker is a meta with content, written by React exactly as the server looks for it", () => {
    const drawn = renderToStaticMarkup(createElement("meta", { name: "app-css-inline", content: "stylesheet" }));
    expect(drawn).toBe(INLINE_CSS_MARKER);
    expect(emptyElementProblems(drawn)).toEqual([]);
  });
});
