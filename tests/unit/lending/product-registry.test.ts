import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productType, users } from "../../../db/schema";
import { SELECT_LISTS } from "../../../db/seed/select-lists";
import type { DetailField } from "~/domain/lending/product-details";
import { profileOfAnswers } from "~/domain/lending/eligibility";
import { answersAsking, completionFlagOf, completionFlags, loanProfileOf, productModules, productRules, type LenderProduct, type ProductTypeCode } from "~/domain/products";
import { resumeStep, stepDone, type SavedProfile } from "~/domain/consumer/profile";
import { resources } from "~/i18n/resources.server";
import { pageAt, pageMessages } from "~/server/platform/http/pages.server";

/**
 * The shape of every product module (docs/decisions/034-one-module-per-product.md):
 * a product added to the registry that forgets its pages, its strings, or a
 * rule that covers its questions fails here, before any screen shows it.
 */

const columns = new Set(Object.keys(getTableColumns(users)));
const offered = productModules.filter((p) => "journey" in p);
const loans = productModules.filter((p) => p.group === "loans").map((p) => p.code as LenderProduct);
const ownFields = (product: LenderProduct): readonly DetailField[] => loanProfileOf(product).ownStep?.fields ?? [];
/** The questions a product asks beyond the two steps every loan has: its own step's, or its quote form's. */
const questionsOf = (code: ProductTypeCode): readonly DetailField[] => {
  const rules = (productRules as Partial<Record<ProductTypeCode, { profile?: { ownStep?: { fields: readonly DetailField[] } }; quote?: readonly DetailField[] }>>)[code];
  return rules?.quote ?? rules?.profile?.ownStep?.fields ?? [];
};

/** The string at a dotted key of common, in a language; undefined when it is missing. */
function stringAt(language: "en" | "hi", key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), resources[language].common);
}

/** The route file a journey page of each group is drawn by. */
const PAGE_FILES = {
  loans: { detail: "routes/user/user-detail.tsx", offers: "routes/user/offers.tsx", welcomeBack: "routes/user/welcome-back.tsx" },
  cards: { detail: "routes/user/credit-card.tsx", offers: "routes/user/credit-card.tsx", welcomeBack: "routes/user/credit-card.tsx" },
  insurance: { detail: "routes/user/insurance.tsx", offers: "routes/user/insurance-transaction.tsx", welcomeBack: "routes/user/insurance.tsx" },
} as const;

describe("the product registry", () => {
  it("gives each product its own code and strings key, and every loan its rules and every offered insurance its quote form", () => {
    expect(new Set(productModules.map((p) => p.code)).size).toBe(productModules.length);
    expect(new Set(productModules.map((p) => p.key)).size).toBe(productModules.length);
    for (const code of loans) expect(loanProfileOf(code), code).toBeDefined();
    for (const p of offered.filter((p) => p.group === "insurance")) expect(questionsOf(p.code).length, p.code).toBeGreaterThan(0);
  });

  it("has every page of every product in the page table, drawn by its group's screen and sent the strings it shows", () => {
    for (const p of offered) {
      for (const [page, path] of Object.entries(p.journey)) {
        const found = pageAt(path);
        expect(found?.file, `${p.code} ${page} ${path}`).toBe(PAGE_FILES[p.group][page as keyof (typeof PAGE_FILES)["loans"]]);
        expect(pageMessages(path), `${p.code} ${path}`).toMatchObject({ common: expect.arrayContaining(["titles"]) });
      }
      if (p.group !== "cards") expect(pageMessages(p.journey.detail), p.code).toMatchObject({ common: expect.arrayContaining(["details"]) });
    }
    for (const p of productModules) {
      for (const path of Object.values("pages" in p ? p.pages : {})) expect(pageAt(path), `${p.code} ${path}`).toBeDefined();
    }
  });

  it("has each product's strings in English and Hindi: its name and blurb, its own step's heading, button and questions, and their messages", () => {
    for (const language of ["en", "hi"] as const) {
      for (const p of productModules) {
        for (const key of [`products.${p.key}.name`, `products.${p.key}.blurb`]) expect(stringAt(language, key), `${language} ${p.code}: ${key}`).toEqual(expect.any(String));
        const own = p.group === "loans" ? loanProfileOf(p.code as LenderProduct) : null;
        for (const step of own?.steps ?? []) expect(stringAt(language, `details.headings.${step}`), `${language} ${p.code}: heading of ${step}`).toEqual(expect.any(String));
        if (own?.ownStep) expect(stringAt(language, `details.submit.${own.ownStep.name}`), `${language} ${p.code}: button`).toEqual(expect.any(String));
        for (const f of questionsOf(p.code)) {
          expect(stringAt(language, `details.fields.${f.name}`), `${language} ${p.code}: ${f.name}`).toEqual(expect.any(String));
          for (const message of [f.answer?.message, f.list ? "validation.required" : undefined].filter(Boolean)) {
            expect(stringAt(language, message!), `${language} ${p.code}: ${f.name}'s ${message}`).toEqual(expect.any(String));
          }
        }
      }
    }
  });

  it("is the one list of products: the database's product types, the completion flags", () => {
    expect([...productType.enumValues].sort()).toEqual(productModules.map((p) => p.code).sort());
    expect(Object.keys(completionFlags)).toEqual(loans);
    for (const column of columns) if (/Completed$/.test(column)) expect(Object.values(completionFlags), `${column}: a flag of no loan`).toContain(column);
  });

  it("offers in each select a list the catalogue has", () => {
    for (const p of productModules) for (const f of questionsOf(p.code)) if (f.list) expect(SELECT_LISTS[f.list], `${p.code}: ${f.list}`).toBeDefined();
  });
});

/** A consumer who answered everything each step of this loan asks (a select "x", an amount 1, a declaration made now). */
function answeredAll(product: LenderProduct): SavedProfile {
  const personal = { firstName: "A", lastName: "B", birthDate: "1990-01-01", tin: "ABCPS1234K", postalCode: "560001", address1: "1 Road", seLoanAmount: 5000, creditScoreBand: "x" };
  const own = Object.fromEntries(ownFields(product).map((f) => [f.column ?? f.name, f.checkbox ? new Date() : f.answer?.kind === "text" || f.list ? "x" : 1]));
  return { ...personal, employmentStatusCode: "salaried", monthlyIncome: 1, ...own };
}

describe("each loan's completion rule", () => {
  it.each(loans)("%s: starts with the personal step, asks only the steps it knows, and completes on its own step, its last, with a flag of its own", (product) => {
    const profile = loanProfileOf(product);
    expect(profile.steps[0]).toBe("personal");
    expect(profile.steps.length).toBeGreaterThan(1);
    expect(profile.steps.filter((s) => s !== "personal" && s !== "employment")).toEqual(profile.ownStep ? [profile.ownStep.name] : []);
    if (profile.ownStep) expect(profile.steps.at(-1)).toBe(profile.ownStep.name);
    expect(columns.has(completionFlagOf(product)), completionFlagOf(product)).toBe(true);
  });

  it.each(loans)("%s: keeps each of its questions in a column, and needs every one that is not optional before its step counts as saved", (product) => {
    const own = loanProfileOf(product).ownStep;
    for (const column of [...ownFields(product).map((f) => f.column ?? f.name), ...Object.keys(own?.sets ?? {})]) expect(columns.has(column), `${product}: ${column}`).toBe(true);
    const all = answeredAll(product);
    for (const step of loanProfileOf(product).steps) expect(stepDone(all, product, step), `${product}: ${step}`).toBe(true);
    for (const f of ownFields(product)) {
      const without = { ...all, [f.column ?? f.name]: null };
      expect(stepDone(without, product, own!.name), `${product} without ${f.name}`).toBe(Boolean(f.optional));
      if (!f.optional) expect(resumeStep(without, product, { step: null, edit: false }), `${product} without ${f.name}`).toBe(own!.name);
    }
  });

  it.each(loans)("%s: matches on what its steps ask: its amount, and a secured loan's terms read only its own answers", (product) => {
    const profile = loanProfileOf(product);
    const asked = new Set(["seLoanAmount", "monthlyIncome", "employmentStatusCode", ...ownFields(product).map((f) => f.column ?? f.name)]);
    expect(asked.has(profile.amountColumn), `${product}: ${profile.amountColumn}`).toBe(true);
    const read = new Set<string>();
    const reader = {
      get: (_: object, key: string | symbol) => {
        read.add(String(key));
        return 1;
      },
    };
    profile.secured?.(new Proxy({}, reader));
    expect(
      [...read].filter((key) => !asked.has(key)),
      product,
    ).toEqual([]);
  });

  it.each(loans)("%s: is asked by the eligibility tester's one amount as its own amount", (product) => {
    const typed = { amount: 300_000, value: 2_000_000, coApplicantIncome: null, goldWeightGrams: 200, goldPurity: "22" };
    const answers = { age: 30, monthlyIncome: 60_000, seLoanAmount: 1_234, employmentStatusCode: "salaried", creditScoreBand: "750_plus", ...answersAsking(product, typed) };
    expect(profileOfAnswers(answers, product)?.desiredAmount).toBe(300_000);
  });

  it("goes on at once from a shared welcome-back page only when every product it serves does", () => {
    const atOnceByPage = new Map<string, Set<boolean>>();
    for (const p of offered.filter((p) => p.group === "loans")) {
      const atOnce = atOnceByPage.get(p.journey.welcomeBack) ?? new Set<boolean>();
      atOnceByPage.set(p.journey.welcomeBack, atOnce.add(loanProfileOf(p.code as LenderProduct).continuesAtOnce === true));
    }
    for (const [page, atOnce] of atOnceByPage) expect(atOnce.size, page).toBe(1);
  });
});
