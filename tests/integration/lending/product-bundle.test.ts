import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HOUSEHOLD_FIELDS, type DetailField } from "~/domain/lending/product-details";
import { completionFlags, productRules } from "~/domain/products";
import { merchantSignupSchema } from "~/forms/partner/merchant";
import { ensureBuild } from "../../support/built-app";
import { repoRoot } from "../../support/node-server";

/** What the employment step, drawn in the browser for every loan, asks under the same names as a business's own step. */
const ASKED_BY_EVERY_LOAN = new Set<string>([...HOUSEHOLD_FIELDS.map((f) => f.name), "monthlyIncome", "businessTurnover", "businessYears"]);

/** The merchant sign-up (docs/decisions/056) draws its own form in the browser; some of its fields share a product step's names (gstin, city). */
const ASKED_BY_THE_MERCHANT_FORM = new Set<string>(Object.keys(merchantSignupSchema(["x"]).shape));

describe("the browser's scripts (docs/decisions/034-one-module-per-product.md)", () => {
  it("carry no product's own questions, checks or completion rule: each page is sent what it draws", () => {
    ensureBuild();
    const dir = path.join(repoRoot, "build/client/assets");
    // An admin screen that draws every product's questions (the eligibility tester) is sent them: only its own chunk carries them.
    const adminScreens = readdirSync(path.join(repoRoot, "app/routes/admin")).map((f) => f.replace(/\.tsx?$/, "-"));
    const scripts = readdirSync(dir)
      .filter((f) => f.endsWith(".js") && !adminScreens.some((screen) => f.startsWith(screen)))
      .map((f) => readFileSync(path.join(dir, f), "utf8"))
      .join("\n");
    const rules = Object.values(productRules) as { profile?: { ownStep?: { fields: readonly DetailField[] } }; quote?: readonly DetailField[] }[];
    const fields = rules.flatMap((r) => r.quote ?? r.profile?.ownStep?.fields ?? []).filter((f) => !ASKED_BY_EVERY_LOAN.has(f.name) && !ASKED_BY_THE_MERCHANT_FORM.has(f.name));
    const markers = [...fields.map((f) => f.name), ...fields.flatMap((f) => (f.answer ? [f.answer.message] : [])), ...Object.values(completionFlags)];
    expect(markers.length).toBeGreaterThan(20);
    expect(markers.filter((m) => scripts.includes(`"${m}"`))).toEqual([]);
  });
});
