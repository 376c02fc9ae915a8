import { describe, expect, it } from "vitest";
import enCommon from "../../locales/en/common.json";
import hiCommon from "../../locales/hi/common.json";
import { makeT } from "~/i18n/translate";

describe("plurals", () => {
  it("picks the form for the count by the language's own rules", () => {
    const en = makeT(enCommon, "en");
    expect(en("verification.attemptsLeft", { count: 1 })).toBe("1 attempt left");
    expect(en("verification.attemptsLeft", { count: 4 })).toBe("4 attempts left");
    const hi = makeT(hiCommon, "hi");
    expect(hi("verification.attemptsLeft", { count: 1 })).toBe("1 कोशिश बाकी है");
    expect(hi("verification.attemptsLeft", { count: 3 })).toBe("3 कोशिशें बाकी हैं");
  });

  it("keeps a key without plural forms as it is, and a missing key as the key", () => {
    const en = makeT(enCommon, "en");
    expect(en("landing.partnerWelcome", { brand: "PaisaPlus", count: 2 })).toBe("Welcome to PaisaPlus");
    expect(en("no.such.key")).toBe("no.such.key");
  });
});
