import { describe, expect, it } from "vitest";
import { needsUnicode } from "~/domain/platform/sms-encoding";

describe("whether an SMS goes as Unicode", () => {
  it("is not needed for plain English in the GSM alphabet, its extension table included", () => {
    expect(needsUnicode("123456 is your login code. It is valid for 5 minutes. Do not share it with anyone.")).toBe(false);
    expect(needsUnicode("Acme: see https://x.example/a?b=c [ref] {1} €5 ~ ^ | \\")).toBe(false);
  });

  it("is needed for every Indian script and the rupee sign", () => {
    for (const text of ["हिन्दी", "मराठी", "বাংলা", "ગુજરાતી", "தமிழ்", "తెలుగు", "ಕನ್ನಡ", "₹5,000 due"]) expect(needsUnicode(text), text).toBe(true);
  });
});
