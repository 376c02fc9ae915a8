import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { textDirection } from "~/i18n/direction";
import { languageList } from "~/i18n/languages";

/** The script each language is written in, by the Noto Sans face that draws it (Android's system font for it). */
const FACE: Record<string, string | null> = {
  en: null,
  hi: "Noto Sans Devanagari",
  mr: "Noto Sans Devanagari",
  bn: "Noto Sans Bengali",
  gu: "Noto Sans Gujarati",
  ta: "Noto Sans Tamil",
  te: "Noto Sans Telugu",
  kn: "Noto Sans Kannada",
};

describe("each language's script on a phone (issue 38)", () => {
  const css = readFileSync(path.join(__dirname, "../../../app/app.css"), "utf8");
  const stack = /--font-brand:\s*([^;]+);/.exec(css)?.[1] ?? "";

  it.each(languageList.map((l) => l.code))("%s: the page's font list names its script's system font, after the brand's, with nothing to download", (code) => {
    expect(code in FACE, `say which script ${code} is written in`).toBe(true);
    const face = FACE[code];
    if (face) expect(stack.indexOf(`"${face}"`)).toBeGreaterThan(stack.indexOf("var(--brand-font"));
    expect(css).not.toMatch(/@font-face|@import\s+url|fonts\.googleapis/);
  });

  it("every language of the list is written left to right; a language in Perso-Arabic script would be right to left", () => {
    for (const { code } of languageList) expect(textDirection(code)).toBe("ltr");
    expect(textDirection("ur")).toBe("rtl");
    expect(textDirection("sd-IN")).toBe("rtl");
  });
});
