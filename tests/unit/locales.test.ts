import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.resolve(__dirname, "../../locales");
const load = (lang: string, file: string) => JSON.parse(readFileSync(path.join(dir, lang, file), "utf8"));

function strings(node: unknown, prefix = ""): [string, string][] {
  if (typeof node === "string") return [[prefix, node]];
  if (node && typeof node === "object") {
    return Object.entries(node).flatMap(([k, v]) => strings(v, prefix ? `${prefix}.${k}` : k));
  }
  return [];
}

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
/** Tags such as `<terms>…</terms>` that app/i18n/rich-text.tsx turns into links: each language must have the same ones. */
const tags = (s: string) => [...s.matchAll(/<\/?([a-z]\w*)>/g)].map((m) => m[0]).sort();

describe("translations", () => {
  for (const file of readdirSync(path.join(dir, "en")).filter((f) => f.endsWith(".json"))) {
    it(`${file}: every English string has a Hindi twin with the same placeholders and tags`, () => {
      const hindi = new Map(strings(load("hi", file)));
      for (const [key, english] of strings(load("en", file))) {
        const hi = hindi.get(key);
        expect(hi, `${file}: ${key}`).toBeTruthy();
        expect(placeholders(hi!), `${file}: ${key}`).toEqual(placeholders(english));
        expect(tags(hi!), `${file}: ${key}`).toEqual(tags(english));
      }
    });

    it(`${file}: Hindi has no key English lacks, but a _zero form beside an English plural`, () => {
      const english = new Map(strings(load("en", file)));
      for (const [key, hi] of strings(load("hi", file))) {
        if (english.has(key)) continue;
        const base = key.match(/^(.*)_zero$/)?.[1];
        expect(base, `${file}: ${key} is not in English`).toBeTruthy();
        const other = english.get(`${base}_other`);
        expect(other, `${file}: ${key} has no English ${base}_other`).toBeTruthy();
        // A zero form may leave the number out ("कोई … नहीं"), but names nothing English does not.
        expect(placeholders(hi).every((p) => placeholders(other!).includes(p)), `${file}: ${key}`).toBe(true);
      }
    });

    it(`${file}: Hindi is a translation, not a copy of English`, () => {
      const hindi = new Map(strings(load("hi", file)));
      const copies = strings(load("en", file)).filter(([key, english]) => /[a-z]{4,}\s+[a-z]{3,}/i.test(english) && hindi.get(key) === english);
      expect(copies.map(([key]) => key)).toEqual([]);
    });
  }
});

describe("Hindi plurals of a count that can be 0", () => {
  // Intl.PluralRules("hi") puts 0 in "one": without a _zero form, 0 reads as a singular ("0 पंक्ति अपडेट हुई").
  const canBeZero: [file: string, key: string][] = [
    ["admin.json", "records.rowsUpdatedCount"],
    ["admin.json", "records.errorCount"],
    ["common.json", "verification.attemptsLeft"],
    ["common.json", "emailChange.attemptsLeft"],
    ["partner.json", "referral.leads"],
  ];
  it.each(canBeZero)("%s: %s has a _zero form", (file, key) => {
    const hindi = new Map(strings(load("hi", file)));
    expect(hindi.get(`${key}_zero`)).toBeTruthy();
  });
});
