import type { Page } from "@playwright/test";
import { expect, jsEnabled, open, test } from "../fixtures";

/** Clicks a button that posts: with JavaScript until the fetcher is answered, without until the page has come back. */
async function post(page: Page, click: () => Promise<unknown>) {
  const done = jsEnabled() ? page.waitForResponse((r) => r.request().method() === "POST") : page.waitForEvent("load");
  await click();
  await done;
}

test("role 1 switches a lender on and off: the consumer's offers follow at once, and each switch is listed with who made it", { tag: "@no-js" }, async ({ page, signIn, adminApi }) => {
  const name = `e2e-vendor-${Date.now().toString(36)}`;
  const lender = await adminApi.createLender(name);
  for (const property of ["salaried", "self_employed", "business"]) await adminApi.updateLender(lender.lender_id, property, 1);
  // A lender is offered only with a published rate (an APR cannot be stated without one).
  await adminApi.updateLender(lender.lender_id, "apr_min", 12.5);
  await signIn.consumer(page, { profile: true });
  await signIn.admin(page, "admin");

  const offers = async () => {
    await open(page, "/user/offers");
    return page.getByTestId("offer").filter({ hasText: name }).count();
  };
  // A new lender starts switched off (the integration test shows it offered to nobody then).
  await open(page, "/admin/vendors-on-off");
  const row = page.locator(`#vendor-${lender.lender_id}`);
  await expect(row.getByTestId("vendor-state")).toHaveText("Off");
  await post(page, () => row.getByRole("switch", { name: `Switch on ${name}` }).click());
  await expect(row.getByTestId("vendor-state")).toHaveText("On");
  await expect(page.getByTestId("recent-switches").locator("tr").nth(1)).toContainText(`admin${name} (Personal)On`);
  expect(await offers()).toBe(1);

  await open(page, "/admin/vendors-on-off");
  await post(page, () => row.getByRole("switch", { name: `Switch off ${name}` }).click());
  await expect(row.getByTestId("vendor-state")).toHaveText("Off");
  await expect(page.getByTestId("recent-switches").locator("tr").nth(1)).toContainText(`admin${name} (Personal)Off`);
  expect(await offers()).toBe(0);
});

test("role 1 tests a typed profile and a consumer's saved one: matches ranked, the others with their reasons, errors beside their fields", { tag: "@no-js" }, async ({ page, signIn }) => {
  const { mobile } = await signIn.consumer(page, { profile: true });
  await signIn.admin(page, "admin");
  await open(page, "/admin/customer-eligibility");

  const profile = page.getByTestId("profile-test");
  await profile.getByLabel("Monthly income (₹)", { exact: true }).fill("40000");
  await profile.getByLabel("Age (years)", { exact: true }).fill("12");
  await profile.getByLabel("Employment type", { exact: true }).selectOption("salaried");
  await profile.getByLabel("Loan amount (₹)", { exact: true }).fill("250000");
  await profile.getByLabel("Credit score range", { exact: true }).selectOption("700_749");
  await profile.getByRole("button", { name: "Check eligibility" }).click();
  await expect(profile.getByLabel("Age (years)", { exact: true })).toHaveAccessibleDescription(/Enter an age from 18 to 100/);
  await expect(profile.getByLabel("Monthly income (₹)", { exact: true })).toHaveValue("40000");

  await profile.getByLabel("Age (years)", { exact: true }).fill("30");
  await profile.getByRole("button", { name: "Check eligibility" }).click();
  await expect(page.getByTestId("matched-lender").first()).toBeVisible();
  await expect(page.getByTestId("matched-lender").first().locator("td").first()).toHaveText("1");
  await expect(page.getByTestId("unmatched-lender").first()).toBeVisible();

  const consumer = page.getByTestId("consumer-test");
  await consumer.getByLabel("Consumer's mobile or email", { exact: true }).fill(mobile);
  await consumer.getByRole("button", { name: "Check this consumer" }).click();
  await expect(page.getByTestId("tested-consumer")).toContainText(`XXXXXX${mobile.slice(-4)}`);
  await expect(page.getByTestId("eligibility-result")).not.toContainText(mobile);
  await expect(page.getByTestId("matched-lender").first()).toBeVisible();
});
