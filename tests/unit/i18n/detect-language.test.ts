import { describe, expect, it } from "vitest";
import { detectLanguage } from "~/i18n/detect-language";
import { brandLanguages, languagePolicy, portalOf } from "~/i18n/language-policy";

const none = { query: null, cookie: null, header: null };
const chennai = languagePolicy("consumer", { defaultLanguage: "ta", languages: ["ta", "en"] });

describe("the page's language", () => {
  it("follows ?lng=, then the cookie, then the browser, then English, on a brand that chose nothing", () => {
    const every = languagePolicy("consumer", { defaultLanguage: null, languages: null });
    expect(detectLanguage({ ...none, query: "bn", cookie: "hi" }, every)).toBe("bn");
    expect(detectLanguage({ ...none, cookie: "hi", header: "ta" }, every)).toBe("hi");
    expect(detectLanguage({ ...none, header: "fr-FR, te;q=0.8, en;q=0.5" }, every)).toBe("te");
    expect(detectLanguage(none, every)).toBe("en");
    expect(detectLanguage({ ...none, query: "fr", cookie: "xx" }, every)).toBe("en");
  });

  it("opens a brand in its own language for a visitor who chose none, whatever their browser says", () => {
    expect(detectLanguage(none, chennai)).toBe("ta");
    expect(detectLanguage({ ...none, header: "en-IN,en;q=0.9" }, chennai)).toBe("ta");
  });

  it("keeps a visitor's own choice when the brand offers it", () => {
    expect(detectLanguage({ ...none, cookie: "en" }, chennai)).toBe("en");
    expect(detectLanguage({ ...none, query: "en", cookie: "ta" }, chennai)).toBe("en");
  });

  it("answers a ?lng= or a cookie of a language the brand does not offer with the brand's language", () => {
    expect(detectLanguage({ ...none, query: "hi" }, chennai)).toBe("ta");
    expect(detectLanguage({ ...none, query: "hi", cookie: "en" }, chennai)).toBe("ta");
    expect(detectLanguage({ ...none, cookie: "hi" }, chennai)).toBe("ta");
  });

  it("on a brand that leaves English out and sets no default, falls back to its first language", () => {
    const kolkata = languagePolicy("consumer", { defaultLanguage: null, languages: ["bn", "hi"] });
    expect(detectLanguage({ ...none, header: "en" }, kolkata)).toBe("hi");
    expect(detectLanguage(none, kolkata)).toBe("hi");
  });

  it("keeps the admin portal in English and Hindi: a Tamil request reads English", () => {
    const admin = languagePolicy(portalOf("/admin/partners/3"));
    expect(detectLanguage({ ...none, query: "ta" }, admin)).toBe("en");
    expect(detectLanguage({ ...none, cookie: "ta", header: "ta" }, admin)).toBe("en");
    expect(detectLanguage({ ...none, cookie: "hi" }, admin)).toBe("hi");
  });

  it("ignores a brand's choice in the partner portal and the API", () => {
    expect(portalOf("/partner/reports")).toBe("partner");
    expect(portalOf("/acme/partner/login")).toBe("partner");
    expect(portalOf("/api/getLanguages")).toBe("api");
    expect(portalOf("/acme")).toBe("consumer");
    expect(languagePolicy("partner", { defaultLanguage: "ta", languages: ["ta"] }).offered).toHaveLength(8);
  });

  it("a brand's languages: the list's order, codes it does not know dropped, every language when none is left", () => {
    expect(brandLanguages({ languages: ["ta", "xx", "en"] })).toEqual(["en", "ta"]);
    expect(brandLanguages({ languages: ["xx"] })).toHaveLength(8);
    expect(brandLanguages(null)).toHaveLength(8);
  });
});
