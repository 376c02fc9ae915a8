import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { newMobile } from "../../support/app-client";
import { repoRoot } from "../../support/node-server";
import { expect, jsEnabled, test } from "../fixtures";

/**
 * A Tamil and a Bengali consumer each go from the landing to the Key Fact
 * Statement and their application's status page, without JavaScript, on a
 * 320 px phone (issue 38): the language chosen once on the landing holds on
 * every page after, each page is in it and fits the screen. Controls are
 * found by their names in that language (read from locales/), fields whose
 * labels another test reads in English by their stable names.
 */
test.use({ viewport: { width: 320, height: 720 } });
test.beforeEach(() => test.skip(jsEnabled(), "the journey without JavaScript: runs in the js-off project"));

/** A string of locales/<lng>/common.json by its dotted key. */
function wordsOf(lng: string) {
  const common = JSON.parse(readFileSync(path.join(repoRoot, "locales", lng, "common.json"), "utf8")) as Record<string, unknown>;
  return (key: string): string => {
    const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], common);
    if (typeof value !== "string") throw new Error(`no string ${key} in locales/${lng}/common.json`);
    return value;
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A message with its {{placeholders}} standing for any text. */
const shaped = (template: string) =>
  new RegExp(
    `^${template
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join(".+")}$`,
  );

/** The page is in the language and nothing on it scrolls sideways. */
async function expectFitsIn(page: Page, lng: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", lng);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, clientWidth: document.scrollingElement!.clientWidth }));
  expect(scrollWidth, `${page.url()} scrolls sideways at 320 px`).toBeLessThanOrEqual(clientWidth);
}

/** Fills fields by their names (values as the forms take them: option values, not their translated labels). */
async function fillByName(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = page.locator(`[name="${name}"]`);
    if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}

for (const lng of ["ta", "bn"]) {
  test(`a consumer reading ${lng === "ta" ? "Tamil" : "Bengali"} goes from the landing to the Key Fact Statement and the application's status, in ${lng}, on a 320 px phone without JavaScript`, async ({
    page,
    app,
  }) => {
    // Ten pages and their forms, each scanned by axe-core once (fixtures.ts): more than a one-page test's minute on a busy machine.
    test.setTimeout(120_000);
    const t = wordsOf(lng);
    const mobile = newMobile();

    await page.goto(`/?lng=${lng}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("landing.title"));
    await expectFitsIn(page, lng);
    await page.getByLabel(t("login.contactLabel")).fill(mobile);
    await page.getByRole("button", { name: t("login.submit") }).click();

    await expect(page.getByRole("heading", { name: t("verification.heading") })).toBeVisible();
    await expectFitsIn(page, lng);
    await page.getByLabel(t("verification.otpLabel"), { exact: true }).fill(await app.otpFor(mobile));
    await page.getByRole("button", { name: t("verification.submit") }).click();

    await expect(page.getByRole("heading", { name: t("productsPage.heading") })).toBeVisible();
    await expectFitsIn(page, lng);
    await page.getByRole("button", { name: t("products.personalLoans.name") }).click();

    await expect(page.getByRole("heading", { name: t("profile.personalHeading") })).toBeVisible();
    await expectFitsIn(page, lng);
    await page.getByLabel(t("profile.firstName"), { exact: true }).fill("Kavitha");
    await page.getByLabel(t("profile.lastName"), { exact: true }).fill("Raman");
    const email = `kavitha.${Date.now()}@example.in`;
    await fillByName(page, {
      birthDate: "15/08/1990",
      pan: "ABCPR1234K",
      email,
      gender: "female",
      address1: "12 Anna Salai",
      postalCode: "600002",
      residenceType: "owned",
      educationalLevel: "graduate",
      desiredLoanAmount: "100000",
      creditScoreBand: "700_749",
    });
    await page.getByRole("button", { name: t("profile.saveContinue") }).click();

    await expect(page.getByRole("heading", { name: t("profile.employmentHeading") })).toBeVisible();
    await expectFitsIn(page, lng);
    await fillByName(page, { employmentStatus: "salaried", monthlyIncome: "45000", householdIncome: "upto_3l", employerName: "Infosys", officePincode: "600100", salaryMode: "bank_transfer" });
    await page.getByRole("button", { name: t("profile.seeOffers") }).click();

    await expect(page.getByRole("heading", { name: shaped(t("offers.heading")) })).toBeVisible();
    await expectFitsIn(page, lng);
    await page
      .getByTestId("offer")
      .first()
      .getByRole("link", { name: t("offers.apply") })
      .click();

    await expect(page.getByRole("heading", { level: 1, name: t("kfs.heading") })).toBeVisible();
    await expect(page.getByRole("heading", { name: t("kfs.part1") })).toBeVisible();
    await expect(page.getByTestId("kfs-proposal-number")).toHaveText(/^CL-\d{4}-\w{6}$/);
    await expectFitsIn(page, lng);
    await page.getByLabel(t("kfs.acknowledge")).check();
    await page.getByRole("button", { name: t("kfs.continue") }).click();

    // The new email's code is asked when applying, not before the offers.
    await expect(page.getByRole("heading", { name: t("emailChange.heading") })).toBeVisible();
    await expectFitsIn(page, lng);
    await page.getByLabel(t("emailChange.codeLabel"), { exact: true }).fill(await app.otpFor(email));
    await page.getByRole("button", { name: t("emailChange.submit") }).click();

    await expect(page.getByRole("heading", { name: t("consent.heading") })).toBeVisible();
    await expectFitsIn(page, lng);
    for (const purpose of ["lender_terms", "data_collection", "credit_report"]) await page.getByLabel(t(`consent.purposes.${purpose}`)).check();
    await page.getByRole("button", { name: t("consent.submit") }).click();

    await expect(page.getByRole("heading", { level: 1, name: shaped(t("status.heading")) })).toBeVisible();
    const statuses = ["applied", "in_progress", "approved", "disbursed"].map((s) => t(`status.values.${s}`));
    await expect(page.getByTestId("application-status")).toHaveText(new RegExp(`^(${statuses.map(escapeRegExp).join("|")})$`));
    await expect(page.getByTestId("status-history").getByRole("cell", { name: t("status.values.applied"), exact: true })).toBeVisible();
    await expectFitsIn(page, lng);
  });
}
