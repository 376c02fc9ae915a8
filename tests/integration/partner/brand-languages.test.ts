import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAudit, partners } from "../../../db/schema";
import { adminPageGuard } from "~/middleware/admin-guard.server";
import { localeCookie } from "~/middleware/i18next";
import { getDb } from "~/server/platform/db/db.server";
import { adminBearer, adminSessionRequest } from "../../support/admin-token";
import { adminUsers } from "../../../db/schema";
import { createInProcessApp, type InProcessApp } from "../../support/in-process-app";
import { decodeEntities } from "../../support/page-html";
import { post } from "../../support/screen-answer";

/**
 * Issue 38, item 3: a brand chooses which languages it offers and which one
 * its pages open in, on /admin/partners/{id} (the edit dialog, with and
 * without JavaScript, as every partner setting): a Chennai partner opening in
 * Tamil. Its pages open in that language for a visitor who chose none, its
 * switcher offers only its languages, and a link to another opens its own.
 */
const BRAND = "kisan-mitra";
let app: InProcessApp;
let partnerId: number;

beforeAll(async () => {
  app = await createInProcessApp();
  const [row] = await (await getDb()).select({ id: partners.id }).from(partners).where(eq(partners.name, BRAND));
  partnerId = row.id;
});

async function edit(property: string, value: string | string[]) {
  const path = `/admin/partners/${partnerId}`;
  // Several ticked boxes post several `value`s, as the dialog's form does.
  const form = new FormData();
  for (const [name, v] of Object.entries({ intent: "edit-property", module: "partner", id: String(partnerId), property })) form.set(name, v);
  for (const v of [value].flat()) form.append("value", v);
  return post((await import("~/routes/admin/partner-edit")).action, {
    path,
    pattern: "/admin/partners/:id",
    params: { id: String(partnerId) },
    token: await adminBearer(1),
    form,
    guard: adminPageGuard,
  });
}

async function visit(path: string, headers: Record<string, string> = {}) {
  const res = await app.handle(new Request(`http://localhost${path}`, { headers: { "accept-language": "en-IN,en;q=0.9", ...headers } }));
  const html = decodeEntities(await res.text());
  const switcher = /<details[^>]*data-testid="language-switcher"[\s\S]*?<\/details>/.exec(html)?.[0] ?? "";
  return {
    status: res.status,
    language: /<html lang="([^"]+)"/.exec(html)?.[1],
    offers: [...switcher.matchAll(/<button[^>]*\svalue="(\w+)"/g)].map((m) => m[1]),
    setsLanguage: await localeCookie.parse(res.headers.getSetCookie().find((c) => c.startsWith("lng=")) ?? null),
  };
}

/** The `lng` cookie a browser sends once a language was chosen. */
const chose = async (language: string) => ({ cookie: (await localeCookie.serialize(language)).split(";")[0] });

describe("a brand's languages, set on the admin partner screen", () => {
  it("saves the languages offered and the one the pages open in, each with its audit row", async () => {
    expect(await edit("languages", ["en", "ta"])).toMatchObject({ status: 302, location: `/admin/partners/${partnerId}#languages`, toasts: [{ type: "success" }] });
    expect(await edit("default_language", "ta")).toMatchObject({ status: 302, toasts: [{ type: "success" }] });
    const [row] = await (await getDb()).select().from(partners).where(eq(partners.id, partnerId));
    expect(row).toMatchObject({ languages: ["en", "ta"], defaultLanguage: "ta" });
    const audit = await (await getDb())
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "partner"), eq(adminAudit.subjectId, String(partnerId))))
      .orderBy(desc(adminAudit.id))
      .limit(2);
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [{ default_language: null }, { default_language: "ta" }],
      [{ languages: null }, { languages: ["en", "ta"] }],
    ]);
  });

  it("refuses beside the field a default the brand does not offer, an offer without its default, no language, and a code not in the list", async () => {
    const refused = async (property: string, value: string | string[], message: string) => {
      const answer = await edit(property, value);
      expect(answer.status, `${property}=${value}`).toBe(422);
      expect(answer.result?.error?.value, `${property}=${value}`).toEqual([message]);
    };
    await refused("default_language", "hi", "admin:partners.defaultNotOffered");
    await refused("languages", ["hi", "en"], "admin:partners.defaultNotOffered");
    await refused("languages", [], "admin:editDialog.rules.languages");
    await refused("languages", ["en", "fr"], "admin:editDialog.rules.language");
    await refused("default_language", "fr", "admin:editDialog.rules.language");
    const [row] = await (await getDb()).select().from(partners).where(eq(partners.id, partnerId));
    expect(row).toMatchObject({ languages: ["en", "ta"], defaultLanguage: "ta" });
  });

  it("opens the brand's pages in Tamil for a visitor who chose nothing, an English browser included, its switcher offering Tamil and English", async () => {
    expect(await visit(`/${BRAND}`)).toMatchObject({ status: 200, language: "ta", offers: ["en", "ta"], setsLanguage: null });
    expect(await visit(`/help?partner=${BRAND}`)).toMatchObject({ language: "ta", offers: ["en", "ta"] });
  });

  it("keeps a visitor's own choice of a language the brand offers, by link or cookie", async () => {
    expect(await visit(`/${BRAND}?lng=en`)).toMatchObject({ language: "en", setsLanguage: "en" });
    expect(await visit(`/${BRAND}`, await chose("en"))).toMatchObject({ language: "en" });
  });

  it("answers a link or a cookie of a language the brand does not offer with Tamil, and does not take over the visitor's cookie", async () => {
    expect(await visit(`/${BRAND}?lng=hi`)).toMatchObject({ language: "ta", setsLanguage: null });
    expect(await visit(`/${BRAND}`, await chose("hi"))).toMatchObject({ language: "ta" });
  });

  it("shows the languages on the partner screen, and the dialog's boxes work as a plain form", async () => {
    const [admin] = await (await getDb())
      .insert(adminUsers)
      .values({ username: `langs_${Date.now()}`, passwordHash: "x", roleId: 1 })
      .returning();
    const page = async (query: string) => decodeEntities(await (await app.handle(await adminSessionRequest(admin.id, `/admin/partners/${partnerId}${query}`))).text());
    const screen = await page("");
    // A row's value as read: its <dd>'s text before the Edit link.
    const shown = (id: string) => (new RegExp(`id="${id}"[\\s\\S]*?<dd[^>]*>([\\s\\S]*?)<a `).exec(screen)?.[1] ?? "").replace(/<[^>]+>/g, "");
    expect(shown("languages")).toBe("English, தமிழ்");
    expect(shown("default_language")).toBe("தமிழ்");
    expect(screen).toContain('<span lang="ta">தமிழ்</span>');
    const dialog = await page("?dialog=edit&property=languages");
    const fieldset = /<fieldset[\s\S]*?<\/fieldset>/.exec(dialog)?.[0] ?? "";
    const boxes = [...fieldset.matchAll(/<input type="checkbox"[^>]*>/g)].map((m) => m[0]);
    expect(boxes.map((b) => /value="(\w+)"/.exec(b)?.[1])).toEqual(["en", "hi", "mr", "bn", "gu", "ta", "te", "kn"]);
    expect(boxes.filter((b) => b.includes("checked")).map((b) => /value="(\w+)"/.exec(b)?.[1])).toEqual(["en", "ta"]);
    expect(boxes.every((b) => b.includes('name="value"'))).toBe(true);
    expect(dialog).toMatch(/<fieldset[^>]*><legend[^>]*>Languages offered<\/legend>/);
  });

  it("leaves the marketplace's own pages and the other brands to the visitor's browser and all eight languages", async () => {
    expect(await visit("/help")).toMatchObject({ language: "en", offers: ["en", "hi", "mr", "bn", "gu", "ta", "te", "kn"] });
    expect(await visit("/help", { "accept-language": "bn-IN" })).toMatchObject({ language: "bn" });
    expect(await visit("/paisaplus")).toMatchObject({ language: "en" });
  });

  it("every language again, once every box is ticked and the default is cleared", async () => {
    expect(await edit("default_language", "")).toMatchObject({ status: 302 });
    expect(await edit("languages", ["en", "hi", "mr", "bn", "gu", "ta", "te", "kn"])).toMatchObject({ status: 302 });
    const [row] = await (await getDb()).select().from(partners).where(eq(partners.id, partnerId));
    expect(row).toMatchObject({ languages: null, defaultLanguage: null });
    expect(await visit(`/${BRAND}`)).toMatchObject({ language: "en", offers: ["en", "hi", "mr", "bn", "gu", "ta", "te", "kn"] });
  });
});
