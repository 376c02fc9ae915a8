import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

/**
 * Issue 38: adding a language is its folder in locales/ and one line in
 * app/i18n/languages.ts. Here a throw-away language, "zz", gets exactly that:
 * the list gains its line (the mock below adds it to the real list) and the
 * loader is fed the real folders plus a zz folder. Nothing else is changed,
 * and every piece that offers, detects, validates or serves a language takes it.
 */
vi.mock("~/i18n/languages", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/i18n/languages")>();
  const languageList = [...real.languageList, { code: "zz", name: "Zedish", admin: false }] as const;
  return { ...real, languageList, ...real.languageTable(languageList, "en") };
});

const { buildResources } = await import("~/i18n/resources.server");
const { supportedLanguages, languageNames } = await import("~/i18n/languages");
const { detectLanguage } = await import("~/i18n/detect-language");
const { languagePolicy } = await import("~/i18n/language-policy");
const { LanguageChoiceSchema, SetLanguageApiSchema } = await import("~/forms/consumer/language");
const { brandLanguagesSchema, defaultLanguageSchema } = await import("~/forms/partner/partner-property");
const { getLanguages } = await import("~/server/platform/http/languages.server");

const dir = path.resolve(__dirname, "../../../locales");
/** The real folders, as import.meta.glob hands them to the loader. */
const realFiles = Object.fromEntries(
  readdirSync(dir).flatMap((code) =>
    readdirSync(path.join(dir, code))
      .filter((f) => f.endsWith(".json"))
      .map((f) => [`../../locales/${code}/${f}`, JSON.parse(readFileSync(path.join(dir, code, f), "utf8"))]),
  ),
);
/** The throw-away folder: part of common.json only, as a language half translated. */
const zz = { header: { poweredBy: "Zz powered" }, language: { label: "Zzlang" } };
const files = { ...realFiles, "../../locales/zz/common.json": zz, "../../locales/yy/common.json": { header: { poweredBy: "Yy" } } };
const en = JSON.parse(readFileSync(path.join(dir, "en/common.json"), "utf8"));

describe("a ninth language is a folder and a line", () => {
  const built = buildResources(files, supportedLanguages as readonly string[], "en");

  it("is served from its folder, English filling what it lacks", () => {
    const messages = built.messagesFor("zz", { common: ["header", "language", "footer"] });
    expect(messages.common.header).toMatchObject({ poweredBy: "Zz powered" });
    expect(messages.common.language).toEqual({ label: "Zzlang" });
    expect(messages.common.footer).toEqual(en.footer);
    expect(built.translate("zz", "language.label")).toBe("Zzlang");
    expect(built.translate("zz", "verification.sms", { code: "123456" })).toBe(en.verification.sms.replace("{{code}}", "123456"));
  });

  it("reads English where it has no namespace at all (the admin portal's, the partner portal's)", () => {
    expect(built.translate("zz", "partner:title")).toBe(JSON.parse(readFileSync(path.join(dir, "en/partner.json"), "utf8")).title);
  });

  it("leaves a folder the list does not name unread", () => {
    expect(built.resources).not.toHaveProperty("yy");
    expect(Object.keys(built.resources).sort()).toEqual([...supportedLanguages].sort());
  });

  it("is offered by the switcher's list, in its own name, and by POST /api/getLanguages", () => {
    expect(languageNames).toMatchObject({ zz: "Zedish" });
    expect(getLanguages().map((l) => l.code)).toContain("zz");
    expect(getLanguages().find((l) => (l.code as string) === "zz")).toMatchObject({ languageName: "Zedish", isDefault: false, country_key: "IN" });
  });

  it("is chosen by ?lng=, the cookie and the browser, and set by set-language", () => {
    const everywhere = languagePolicy("consumer", null);
    expect(detectLanguage({ query: "zz", cookie: null, header: null }, everywhere)).toBe("zz");
    expect(detectLanguage({ query: null, cookie: "zz", header: null }, everywhere)).toBe("zz");
    expect(detectLanguage({ query: null, cookie: null, header: "zz-IN,en;q=0.5" }, everywhere)).toBe("zz");
    expect(LanguageChoiceSchema.parse({ language: "zz" }).language).toBe("zz");
    expect(SetLanguageApiSchema.safeParse({ language: "zz" }).success).toBe(true);
  });

  it("reaches every brand that offers every language, may be a brand's own, and stays out of the admin portal", () => {
    expect(languagePolicy("consumer", { languages: null }).offered).toContain("zz");
    expect(brandLanguagesSchema.parse(["zz", "en"])).toEqual(["en", "zz"]);
    expect(defaultLanguageSchema.parse("zz")).toBe("zz");
    expect(languagePolicy("admin").offered).not.toContain("zz");
    expect(detectLanguage({ query: "zz", cookie: null, header: null }, languagePolicy("admin"))).toBe("en");
  });
});
