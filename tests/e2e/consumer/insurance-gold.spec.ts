import type { Page } from "@playwright/test";
import { requestInsuranceQuote } from "../../support/app-client";
import { expect, open, test, waitForStatus } from "../fixtures";

/**
 * Issue 23 items 9 and 10, against the sandbox lender the test server runs
 * (it answers as the demo's insurer, Suraksha General Insurance, and as the
 * gold lenders): an insurance quote accepted, and a gold loan applied for
 * with its Key Fact Statement and consents, its visit reaching the lender.
 */

/** The page looked at again until the request shows this status (with JavaScript it also looks again by itself). */
async function waitForInsuranceStatus(page: Page, status: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("insurance-status").first()).toHaveText(status, { timeout: 1000 });
  }).toPass({ timeout: 30_000, intervals: [500, 1000] });
}

test("an insurance request gets the insurer's quote; the consumer accepts it and the policy is bought; admins see it", async ({ page, signIn }) => {
  const { consumer, mobile } = await signIn.consumer(page, { product: "ins_health" });
  expect(await requestInsuranceQuote(consumer, "ins_health")).toBe("/user/insurance/transaction");
  await open(page, "/user/insurance/transaction");
  await waitForInsuranceStatus(page, "Quote received");
  const quote = page.getByTestId("insurance-quote");
  await expect(quote).toContainText("Suraksha General Insurance");
  await expect(quote).toContainText("for cover of ₹5,00,000");

  await page.getByRole("button", { name: "Accept the quote and buy" }).click();
  await expect(page.getByText("Quote accepted: the insurer is issuing your policy.")).toBeVisible();
  await waitForInsuranceStatus(page, "Policy bought");
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("insurance-policy")).toHaveText(/^Your policy number: POL-[0-9A-F]{8}$/, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Accept the quote and buy" })).toHaveCount(0);

  await open(page, "/user/insurance/transaction?lng=hi");
  await expect(page.getByTestId("insurance-status")).toHaveText("पॉलिसी ख़रीदी गई");
  await expect(page.getByTestId("insurance-policy")).toContainText("आपका पॉलिसी नंबर");

  await signIn.admin(page, "analyst");
  await open(page, "/admin/dashboard?lng=en");
  await page.locator("a[href='/admin/insurance-requests']:visible").first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Insurance requests" })).toBeVisible();
  await page.getByLabel("Status").selectOption({ value: "purchased" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/status=purchased/);
  const row = page
    .getByTestId("insurance-requests")
    .getByRole("row")
    .filter({ hasText: mobile.slice(-4) });
  await expect(row).toContainText("Policy bought");
  await expect(row).toContainText("Suraksha General Insurance");
});

test("a gold loan goes through its Key Fact Statement and consents; the visit booked goes to the lender with the application, and admins see it", async ({ page, signIn, adminApi }) => {
  const { consumer } = await signIn.consumer(page, { product: "gl", profile: true });
  expect(consumer.location).toMatch(/^\/user\/apply\/[\w-]+$/);
  const lender = consumer.location.split("/").pop()!;

  await open(page, consumer.location);
  await expect(page.getByRole("heading", { name: /Key Fact Statement/ })).toBeVisible();
  await page.getByLabel("I have read and understood this Key Fact Statement").check();
  await page.getByRole("button", { name: "Continue" }).click();
  for (const label of [/lender's terms and conditions/, /shared with the lender/, /fetch my credit report/]) await page.getByLabel(label).check();
  await page.getByRole("button", { name: "Apply now" }).click();

  await expect(page).toHaveURL(new RegExp(`/user/gold-loan/${lender}$`));
  await page.getByLabel("Day").selectOption({ index: 2 });
  await page.getByLabel("Time").selectOption({ label: "Morning (10 am to 1 pm)" });
  await page.getByRole("button", { name: /^Book the (branch|home) visit$/ }).click();
  await expect(page.getByRole("heading", { name: "Your visit is booked" })).toBeVisible();
  await expect(page.getByTestId("gold-visit")).toContainText("Morning (10 am to 1 pm)");
  await expect(page.getByTestId("gold-visit")).toContainText("Your application has gone to");

  // The lender took it (the sandbox answers in progress, then approves and disburses by its webhook).
  await waitForStatus(page, lender, "Disbursed");

  const { data: lenders } = await adminApi.call<{ data: { lender_id: number; name: string }[] }>("GET", "/api/get-lenders-data/gl");
  const lenderId = lenders.find((l) => l.name === lender)!.lender_id;
  await signIn.admin(page, "admin");
  await open(page, `/admin/lenders/${lenderId}/submissions`);
  await page
    .getByRole("link", { name: /^Details / })
    .first()
    .click();
  const visit = page.getByTestId("gold-visit");
  await expect(visit).toContainText("Visit booked by the consumer");
  await expect(visit).toContainText("Morning (10 am to 1 pm)");
  await expect(page.getByTestId("submission-attempts")).toContainText("Accepted");
});
