import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/domain/platform/safe-redirect";
import { isLinkCode, linkAddress, linkLandingPath, plainLandingPath } from "~/domain/partner/tracking-links";

describe("tracking links (decision 052)", () => {
  it("lands on the brand's landing with the link's UTM values and its code, leaving out the empty ones", () => {
    const path = linkLandingPath({ code: "AbC-def_1234", brand: "paisaplus", utms: { utm_source: "sms", utm_medium: "partner", utm_campaign: "diwali", utm_content: null } });
    expect(path).toBe("/paisaplus?utm_source=sms&utm_medium=partner&utm_campaign=diwali&utm_id=AbC-def_1234");
    expect(linkLandingPath({ code: "AbC-def_1234", brand: null, utms: { utm_source: "x" } })).toBe("/?utm_source=x&utm_id=AbC-def_1234");
  });

  it("is always a path of this site, whatever a brand name or value holds", () => {
    for (const brand of ["//evil.example", "\\\\evil.example", "a/../../b", null]) {
      const path = linkLandingPath({ code: "AbC-def_1234", brand, utms: { utm_source: "https://evil.example" } });
      expect(safeRedirectPath(path, "REFUSED")).toBe(path);
      expect(safeRedirectPath(plainLandingPath(brand), "REFUSED")).toBe(plainLandingPath(brand));
    }
  });

  it("shares the address on the brand's own host when it has one", () => {
    expect(linkAddress("https://cl.example", "AbC-def_1234", null)).toBe("https://cl.example/l/AbC-def_1234");
    expect(linkAddress("https://cl.example", "AbC-def_1234", "loans.paisaplus.in")).toBe("https://loans.paisaplus.in/l/AbC-def_1234");
  });

  it("takes only a code of its own shape", () => {
    expect(isLinkCode("AbC-def_1234")).toBe(true);
    for (const code of ["short", "AbC-def_12345", "AbC/def_1234", "AbC.def_1234", undefined, 12]) expect(isLinkCode(code), String(code)).toBe(false);
  });
});
