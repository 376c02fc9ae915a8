import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SELECT_LISTS } from "../../../db/seed/select-lists";
import { adminLanguages, languageList } from "~/i18n/languages";
import { SAME_AS_ENGLISH } from "./same-as-english";

const dir = path.resolve(__dirname, "../../../locales");
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

const englishFiles = readdirSync(path.join(dir, "en")).filter((f) => f.endsWith(".json"));
/** Every language of app/i18n/languages.ts but English, with the namespaces it must have: the admin portal's only in its languages. */
const translations = languageList.filter((l) => l.code !== "en").map((l) => ({ code: l.code, files: englishFiles.filter((f) => f !== "admin.json" || adminLanguages.includes(l.code)) }));

describe.each(translations)("$code: every namespace", ({ code, files }) => {
  it("has a folder with each namespace it needs", () => {
    expect(files.filter((f) => !existsSync(path.join(dir, code, f)))).toEqual([]);
  });

  it.each(files)("%s: every English string has a twin with the same placeholders and tags", (file) => {
    const twins = new Map(strings(load(code, file)));
    for (const [key, english] of strings(load("en", file))) {
      const twin = twins.get(key);
      expect(twin, `${code}/${file}: ${key}`).toBeTruthy();
      expect(placeholders(twin!), `${code}/${file}: ${key}`).toEqual(placeholders(english));
      expect(tags(twin!), `${code}/${file}: ${key}`).toEqual(tags(english));
    }
  });

  it.each(files)("%s: no key English lacks, but a _zero form beside an English plural", (file) => {
    const english = new Map(strings(load("en", file)));
    for (const [key, text] of strings(load(code, file))) {
      if (english.has(key)) continue;
      const base = key.match(/^(.*)_zero$/)?.[1];
      expect(base, `${code}/${file}: ${key} is not in English`).toBeTruthy();
      const other = english.get(`${base}_other`);
      expect(other, `${code}/${file}: ${key} has no English ${base}_other`).toBeTruthy();
      // A zero form may leave the number out ("कोई … नहीं"), but names nothing English does not.
      expect(
        placeholders(text).every((p) => placeholders(other!).includes(p)),
        `${code}/${file}: ${key}`,
      ).toBe(true);
    }
  });

  it.each(files)("%s: a translation, not a copy of English (but the names and codes of tests/unit/i18n/same-as-english.ts)", (file) => {
    const twins = new Map(strings(load(code, file)));
    const ns = file.replace(/\.json$/, "");
    const copies = strings(load("en", file)).filter(([key, english]) => twins.get(key) === english && !SAME_AS_ENGLISH.has(`${ns}:${key}`));
    expect(copies.map(([key, english]) => `${ns}:${key} = ${JSON.stringify(english)}`)).toEqual([]);
  });

  it("names the credit score's 'I don't know' option in its hint as the option reads", () => {
    const common = load(code, "common.json");
    expect(common.profile.creditScoreBandHint).toContain(common.options.credit_score_band.dont_know);
  });
});

describe("the allow-list of strings equal to English", () => {
  it("names only keys English has", () => {
    const english = new Set(englishFiles.flatMap((file) => strings(load("en", file)).map(([key]) => `${file.replace(/\.json$/, "")}:${key}`)));
    expect([...SAME_AS_ENGLISH].filter((key) => !english.has(key))).toEqual([]);
  });
});

describe("dropdown labels (common.json options.<list>.<code>)", () => {
  const options = load("en", "common.json").options as Record<string, Record<string, string>>;
  it("has an English label for every option of the catalogue, and none for an option it lacks", () => {
    const codes = Object.entries(SELECT_LISTS).flatMap(([list, items]) => items.map((code) => `${list}.${code}`));
    const labelled = Object.entries(options).flatMap(([list, items]) => Object.keys(items).map((code) => `${list}.${code}`));
    expect(codes.filter((c) => !labelled.includes(c))).toEqual([]);
    expect(labelled.filter((c) => !codes.includes(c))).toEqual([]);
  });
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

/**
 * The glossary of docs/hindi.md, where a row can be checked by a word that
 * must not appear: every Hindi string of every namespace, the dropdowns'
 * labels included. Words are matched as written (Devanagari has no \b:
 * `word()` keeps a match from being part of a longer word, so खुदरा is not खुद).
 */
describe("Hindi glossary (docs/hindi.md): one form everywhere", () => {
  const word = (w: string) => new RegExp(`(?<![\\u0900-\\u097F])${w}(?![\\u0900-\\u097F])`, "u");
  const rows: { use: string; not: RegExp }[] = [
    { use: "लोन (ऋण only in the names of Acts; none is named in Hindi yet)", not: /ऋण(?!दात)/u },
    { use: "लोन की राशि जारी होना / खाते में भेजना", not: /वितरण|वितरित/u },
    { use: "भुगतान, चुकाना", not: /पुनर्भुगतान/u },
    { use: "EMI (मासिक किस्त)", not: /मासिक EMI/u },
    { use: "APR (वार्षिक प्रतिशत दर)", not: /ब्याज दर \(APR\)/u },
    { use: "CIBIL in Latin", not: /सिबिल/u },
    { use: "क्रेडिट स्कोर रेंज", not: word("दायरा") },
    { use: "क्रेडिट हिस्ट्री", not: /क्रेडिट इतिहास/u },
    { use: "मंज़ूर", not: /स्वीकृत/u },
    { use: "कानूनन ज़रूरी", not: /अपेक्षा|अपेक्षित/u },
    { use: "WhatsApp, UPI AutoPay in Latin", not: /व्हाट्सऐप|व्हाट्सएप|ऑटोपे/u },
    { use: "शुल्क", not: /फ़ीस|फीस/u },
    { use: "अपडेट, बदलें, जमा करें", not: /अद्यतन|संपादित|सबमिट करें/u },
    { use: "मेन्यू", not: word("मेनू") },
    { use: "प्रोडक्ट", not: /उत्पाद/u },
    { use: "उम्र", not: word("आयु") },
    { use: "सरनेम", not: /उपनाम/u },
    { use: "तारीख (जन्म तिथि is fine)", not: /(?<!जन्म )तिथि|तारीख़/u },
    { use: "बिज़नेस", not: /व्यवसाय/u },
    { use: "रेवेन्यू, एंट्री", not: /राजस्व|प्रविष्टि|ऋणदाता की कमाई/u },
    { use: "कमीशन, पेआउट, एडजस्टमेंट", not: /समायोजन/u },
    { use: "नौकरीपेशा, कंपनी, ग्रॉस प्रॉफ़िट", not: /वेतनभोगी|नियोक्ता|सकल/u },
    { use: "ID", not: /आईडी|\bid\b/u },
    { use: "ट्रेनिंग", not: /प्रशिक्षण/u },
    { use: "स्वास्थ्य बीमा, बीमा", not: /हेल्थ बीमा|इंश्योरेंस/u },
    { use: "आवेदन का स्टेटस", not: /आवेदन की स्थिति|स्थिति का इतिहास/u },
    { use: "ख़त्म, ख़ुद (with the nukta, as आख़िरी and ख़रीद)", not: /खत्म|(?<![\u0900-\u097F])खुद(?![\u0900-\u097F])/u },
  ];

  const hindi: [where: string, text: string][] = [
    ...readdirSync(path.join(dir, "hi"))
      .filter((f) => f.endsWith(".json"))
      .flatMap((file) => strings(load("hi", file)).map(([key, text]): [string, string] => [`${file}: ${key}`, text])),
  ];

  // Compared decomposed (ख + ़, as the files are written), whichever way a nukta was typed.
  const nfd = (re: RegExp) => new RegExp(re.source.normalize("NFD"), re.flags);

  it.each(rows)("$use", ({ not }) => {
    expect(hindi.filter(([, text]) => nfd(not).test(text.normalize("NFD"))).map(([where, text]) => `${where}: ${text}`)).toEqual([]);
  });

  it("a menu names FAQs सवाल-जवाब; the email screen says कन्फ़र्म, never सत्यापित", () => {
    const menus = hindi.filter(([where]) => /: (\w+\.)*menu\./.test(where));
    expect(menus.length).toBeGreaterThan(0);
    expect(menus.filter(([, text]) => text.includes("अक्सर पूछे"))).toEqual([]);
    const emailScreen = hindi.filter(([where]) => /^common\.json: (emailChange\.|titles\.confirmEmail$)/.test(where));
    expect(emailScreen.length).toBeGreaterThan(10);
    expect(emailScreen.filter(([, text]) => text.includes("सत्यापित"))).toEqual([]);
  });
});
