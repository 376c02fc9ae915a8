import { expect, open, test } from "../fixtures";

/**
 * A lender-type deployment (SPEC.md 2.1): this spec's server runs for one
 * lender, Kaveri Finserv, so it has a worker of its own.
 */
test.use({ appEnv: { LENDER_DEPLOYMENT: "kaveri-finserv" } });

test("a completed consumer lands on /user/lender-submit, without the site's header or footer, and applies to the one lender from there", async ({ page, signIn }) => {
  await signIn.consumer(page, { profile: true });
  await open(page, "/user/offers");
  await expect(page).toHaveURL(/\/user\/lender-submit$/);
  await expect(page.getByRole("heading", { name: "Your loan from Kaveri Finserv" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByTestId("lender-offer")).toContainText("Amount up to");
  await page.getByRole("link", { name: "See the Key Fact Statement and apply" }).click();
  await page.getByLabel("I have read and understood this Key Fact Statement").check();
  await page.getByRole("button", { name: "Continue" }).click();
  for (const label of [/lender's terms and conditions/, /shared with the lender/, /fetch my credit report/]) await page.getByLabel(label).check();
  await page.getByRole("button", { name: "Apply now" }).click();
  await expect(page.getByRole("heading", { name: "Your application with Kaveri Finserv" })).toBeVisible();
  await open(page, "/user/lender-submit");
  await expect(page.getByText("You have applied to Kaveri Finserv. Status:")).toBeVisible();
});

test("an incomplete consumer is sent from /user/lender-submit to user-detail", async ({ page, signIn }) => {
  await signIn.consumer(page, { profile: "personal" });
  await open(page, "/user/lender-submit");
  await expect(page).toHaveURL(/\/user\/user-detail/);
});
