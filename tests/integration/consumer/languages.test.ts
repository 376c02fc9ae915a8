import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rateLimits, users } from "../../../db/schema";
import { languageList } from "~/i18n/languages";
import { getDb } from "~/server/platform/db/db.server";
import { CookieJar, newMobile } from "../../support/app-client";
import { createInProcessApp, type InProcessApp } from "../../support/in-process-app";
import { captureServerLog } from "../../support/log-capture";
import { decodeEntities } from "../../support/page-html";

/**
 * Issue 38, item 3: the switcher offers the eight languages, each in its own
 * script, as a plain form; a choice is remembered in the `lng` cookie and on
 * a signed-in consumer's profile (SPEC.md 3, `language`), and comes back on a
 * device where the consumer signs in; POST /api/getLanguages and
 * /api/set-language (SPEC.md 7) answer from the same list.
 */

const BASE = "http://localhost";
let app: InProcessApp;
let ipCounter = 0;

beforeAll(async () => {
  app = await createInProcessApp();
});

/** A browser: its cookies, its address, and its Accept-Language. */
function browser(acceptLanguage = "en-IN,en;q=0.9") {
  const jar = new CookieJar();
  const ip = `10.38.0.${++ipCounter}`;
  const visit = async (path: string, form?: Record<string, string>) => {
    const headers = new Headers({ origin: BASE, cookie: jar.header(), "x-client-ip": ip, "accept-language": acceptLanguage });
    if (form) headers.set("content-type", "application/x-www-form-urlencoded");
    const response = await app.handle(new Request(new URL(path, BASE), { method: form ? "POST" : "GET", headers, body: form ? new URLSearchParams(form) : null }));
    jar.take(response);
    return { status: response.status, location: response.headers.get("location"), setCookie: response.headers.getSetCookie(), html: decodeEntities(await response.text()) };
  };
  return { jar, visit };
}

const pageLanguage = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
/** The switcher as rendered (React's text separators dropped). */
const switcherOf = (html: string) => (/<details[^>]*data-testid="language-switcher"[\s\S]*?<\/details>/.exec(html)?.[0] ?? "").replaceAll("<!-- -->", "");
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
/** The switcher's languages, in order, as its buttons name and mark them. */
const switcherOffers = (html: string) =>
  [...switcherOf(html).matchAll(/(<button[^>]*>)([^<]+)/g)]
    .filter(([, tag]) => attribute(tag, "name") === "language")
    .map(([, tag, name]) => ({ value: attribute(tag, "value"), lang: attribute(tag, "lang"), name }));

async function signIn(visit: ReturnType<typeof browser>["visit"], mobile: string) {
  // The same number signs in from several devices here: the resend cooldown is not what is tested.
  await (await getDb()).delete(rateLimits).where(eq(rateLimits.key, `otp:cooldown:${mobile}`));
  const log = captureServerLog();
  try {
    expect((await visit("/?index", { contact: mobile, name__confirm: "" })).location).toBe("/verification");
    return await visit("/verification", { intent: "verify", otp: log.codeFor(`XXXXXX${mobile.slice(-4)}`) });
  } finally {
    log.stop();
  }
}

const profileLanguage = async (mobile: string) => (await (await getDb()).select({ language: users.language }).from(users).where(eq(users.mobilePhoneNumber, mobile)))[0]?.language;

describe("the language switcher", () => {
  it("offers the eight languages in their own scripts, in a disclosure holding a plain form", async () => {
    const { html } = await browser().visit("/help");
    expect(switcherOffers(html)).toEqual(languageList.map((l) => ({ value: l.code, lang: l.code, name: l.name })));
    const switcher = switcherOf(html);
    expect(switcher).toMatch(/<summary[^>]*>[\s\S]*<span class="sr-only">Language: <\/span><span lang="en">English<\/span>/);
    const form = /<form[^>]*>/.exec(switcher)?.[0] ?? "";
    expect([attribute(form, "method"), attribute(form, "action"), attribute(form, "aria-label")]).toEqual(["post", "/set-language", "Language"]);
    expect(/<button[^>]*aria-current="true"[^>]*>([^<]+)/.exec(switcher)?.[1]).toBe("English");
  });

  it("remembers a choice in the cookie: the next pages are in it, the switcher names it, and the old ?lng= is dropped", async () => {
    const { jar, visit } = browser();
    const chosen = await visit("/set-language", { language: "ta", redirectTo: "/help?lng=en&x=1" });
    expect(chosen).toMatchObject({ status: 302, location: "/help?x=1" });
    expect(jar.get("lng")).not.toBeNull();
    const { html } = await visit("/help");
    expect(pageLanguage(html)).toBe("ta");
    expect(switcherOf(html)).toMatch(/<span class="sr-only">மொழி: <\/span><span lang="ta">தமிழ்<\/span>/);
  });

  it("saves a signed-in consumer's choice on their profile", async () => {
    const mobile = newMobile();
    const { visit } = browser();
    await signIn(visit, mobile);
    expect(await profileLanguage(mobile)).toBe("en");
    await visit("/set-language", { language: "bn", redirectTo: "/products" });
    expect(await profileLanguage(mobile)).toBe("bn");
  });

  it("brings the profile's language to a new device at sign-in, and a device's own choice to the profile", async () => {
    const mobile = newMobile();
    const first = browser();
    await signIn(first.visit, mobile);
    await first.visit("/set-language", { language: "te", redirectTo: "/products" });

    // A new phone, its browser in English and no choice made on it: after the code, the pages are in Telugu.
    const phone = browser("en-IN");
    const signedIn = await signIn(phone.visit, mobile);
    expect(signedIn.status).toBe(302);
    expect(pageLanguage((await phone.visit("/products")).html)).toBe("te");

    // A third device where Kannada was chosen before signing in: the profile takes Kannada.
    const third = browser();
    await third.visit("/set-language", { language: "kn", redirectTo: "/" });
    await signIn(third.visit, mobile);
    expect(await profileLanguage(mobile)).toBe("kn");
  });
});

describe("the JSON API's language calls (SPEC.md 7)", () => {
  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.handle(new Request(BASE + path, { method: "POST", headers: { "content-type": "application/json", origin: BASE, ...headers }, body: JSON.stringify(body) }));

  it("POST /api/getLanguages answers the eight from the one list, English the default", async () => {
    const answer = (await (await postJson("/api/getLanguages", { countryCode: "IN" })).json()) as { data: { code: string; languageName: string; isDefault: boolean; phone_code: string }[] };
    expect(answer.data.map((l) => [l.code, l.languageName])).toEqual(languageList.map((l) => [l.code, l.name]));
    expect(answer.data.filter((l) => l.isDefault).map((l) => l.code)).toEqual(["en"]);
    expect(new Set(answer.data.map((l) => l.phone_code))).toEqual(new Set(["91"]));
  });

  it("POST /api/set-language takes each of the eight and sets the cookie; another code is refused naming the eight", async () => {
    for (const { code } of languageList) {
      const res = await postJson("/api/set-language", { language: code });
      expect(res.status, code).toBe(200);
      expect(res.headers.get("set-cookie"), code).toMatch(/^lng=/);
    }
    const refused = await postJson("/api/set-language", { language: "fr" });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toBe(`language must be one of: ${languageList.map((l) => l.code).join(", ")}`);
    const tamil = await postJson("/api/set-language", { language: "xx" }, { "accept-language": "ta" });
    expect(((await tamil.json()) as { message: string }).message).toBe("மொழி இவற்றில் ஒன்றாக இருக்க வேண்டும்: en, hi, mr, bn, gu, ta, te, kn");
  });
});

describe("dropdown labels", () => {
  const list = async (path: string) => ((await (await app.handle(new Request(BASE + path))).json()) as { data: Record<string, { value: string; label: string }[]> }).data;

  it("are in the language asked for, each of the eight, and English for a code not in the list", async () => {
    const tamil = await list("/api/search-list/ta/credit_score_band");
    expect(tamil.credit_score_band.find((o) => o.value === "dont_know")?.label).toBe("எனக்குத் தெரியாது");
    expect(tamil.credit_score_band.find((o) => o.value === "700_749")?.label).toBe("700 முதல் 749 வரை");
    const english = (await list("/api/search-list/en/gender")).gender.map((o) => o.label);
    for (const { code } of languageList.filter((l) => l.code !== "en")) {
      const labels = (await list(`/api/search-list/${code}/gender`)).gender.map((o) => o.label);
      expect(
        labels.filter((label, i) => label === english[i]),
        code,
      ).toEqual([]);
    }
    expect((await list("/api/search-list/xx/gender")).gender.map((o) => o.label)).toEqual(english);
  });
});

describe("the admin portal, in English and Hindi only", () => {
  it("answers a Tamil request in English, and its switcher offers English and Hindi", async () => {
    expect(pageLanguage((await browser("ta").visit("/admin/login?lng=ta")).html)).toBe("en");
    const { adminSessionRequest } = await import("../../support/admin-token");
    const { adminUsers } = await import("../../../db/schema");
    const [admin] = await (await getDb())
      .insert(adminUsers)
      .values({ username: `lang_${Date.now()}`, passwordHash: "x", roleId: 1 })
      .returning();
    const request = await adminSessionRequest(admin.id, "/admin/account", { "accept-language": "ta" });
    request.headers.set("cookie", `${request.headers.get("cookie")}; lng=ta`);
    const html = decodeEntities(await (await app.handle(request)).text());
    expect(pageLanguage(html)).toBe("en");
    expect(switcherOffers(html).map((l) => l.value)).toEqual(["en", "hi"]);
  });
});
