import { describe, expect, it } from "vitest";
import enAdmin from "../../../locales/en/admin.json";
import enCommon from "../../../locales/en/common.json";
import hiAdmin from "../../../locales/hi/admin.json";
import hiCommon from "../../../locales/hi/common.json";
import hiPartner from "../../../locales/hi/partner.json";
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

describe("zero", () => {
  it("reads a count of nothing in Hindi as Hindi says it, not in the singular Intl.PluralRules('hi') picks for 0", () => {
    // CLDR puts 0 in Hindi's "one" category, so without a _zero form the admin saw "0 पंक्ति अपडेट हुई".
    expect(new Intl.PluralRules("hi").select(0)).toBe("one");
    const hi = makeT(hiAdmin, "hi");
    expect(hi("records.rowsUpdatedCount", { count: 0 })).toBe("कोई पंक्ति अपडेट नहीं हुई");
    expect(hi("records.rowsUpdatedCount", { count: 1 })).toBe("1 पंक्ति अपडेट हुई");
    expect(hi("records.rowsUpdatedCount", { count: 2 })).toBe("2 पंक्तियाँ अपडेट हुईं");
    expect(makeT(hiPartner, "hi")("referral.leads", { count: 0 })).toBe("आपके लिंक से 0 ग्राहकों ने साइन इन किया");
  });

  it("uses a _zero form only for 0, and falls back to the language's own rules where there is none", () => {
    const messages = { n_zero: "none", n_one: "{{count}} one", n_other: "{{count}} many", m_one: "{{count}} thing", m_other: "{{count}} things" };
    const en = makeT(messages, "en");
    expect(en("n", { count: 0 })).toBe("none");
    expect(en("n", { count: 1 })).toBe("1 one");
    expect(en("n", { count: 0.5 })).toBe("0.5 many");
    // English says "0 rows": the rules' own "other", as before.
    expect(en("m", { count: 0 })).toBe("0 things");
    expect(makeT(enAdmin, "en")("records.rowsUpdatedCount", { count: 0 })).toBe("0 rows updated");
  });
});
