import { newMobile, signUpMerchant } from "../../support/app-client";
import type { Page } from "@playwright/test";
import { expect, jsEnabled, open, test } from "../fixtures";

/** On a 320 px phone the page does not scroll sideways. */
async function fitsAPhone(page: Page) {
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/**
 * Issue 39 items 5 and 6 (docs/decisions/101): a partner's Custom Funnel
 * change shows on its brand's landing; an approved merchant's QR link brings
 * a consumer credited to the merchant and to the partner. Each page's main
 * action without JavaScript.
 */

test("a Custom Funnel change shows on the brand's landing", { tag: "@no-js" }, async ({ page, signIn }) => {
  await signIn.partner(page, "paisaplus");
  await open(page, "/partner/customFunnel");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Save and apply" }) });
  for (const select of await form.locator("select[name^='place_']").all()) await select.selectOption("");
  await form.getByLabel("Gold Loans", { exact: true }).selectOption("1");
  await form.getByLabel("Personal Loans", { exact: true }).selectOption("2");
  await form.getByLabel("The product the login form opens on").selectOption({ label: "Gold Loans" });
  await form.getByLabel("Headline in English").fill("Gold loans in 30 minutes");
  await page.getByRole("button", { name: "Save and apply" }).click();
  await expect(page.getByText("Your landing is updated.").first()).toBeVisible();
  await expect(page.getByTestId("funnel-preview-headline")).toHaveText("Gold loans in 30 minutes");
  await fitsAPhone(page);

  await open(page, "/paisaplus");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gold loans in 30 minutes");
  const tiles = page.getByRole("region", { name: "What are you looking for?" }).getByRole("link");
  await expect(tiles).toHaveText(["Gold Loans", "Personal Loans"]);
  await expect(page.getByRole("combobox", { name: "What are you looking for?" })).toHaveValue("gl");

  // Back to the usual landing, as the other tests of this worker expect it.
  await open(page, "/partner/customFunnel");
  await page.getByRole("button", { name: "Go back to the usual landing" }).click();
  await expect(page.getByText("Your landing is back to the usual one.").first()).toBeVisible();
  await open(page, "/paisaplus");
  await expect(page.getByRole("region", { name: "What are you looking for?" }).getByRole("link")).toHaveCount(10);
});

test("an approved merchant's QR link brings a consumer who is credited to the merchant and the partner", { tag: "@no-js" }, async ({ page, app, signIn, baseURL }) => {
  test.skip(jsEnabled(), "the journey is the server's: run once, without JavaScript");
  const business = `Chai Point ${Date.now().toString(36)}`;
  const { mobile: shopMobile } = await signUpMerchant(baseURL!, app.otpFor, { partner: "paisaplus", values: { businessName: business } });

  await signIn.admin(page, "admin");
  await open(page, `/admin/merchant-management?q=${encodeURIComponent(business)}`);
  await page.getByRole("link", { name: business }).click();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByTestId("merchant-status")).toContainText("Approved");

  // The merchant signs in with a code to its mobile and finds its link.
  await page.context().clearCookies();
  await open(page, "/merchant/login");
  await page.getByLabel("Mobile number").fill(shopMobile);
  await page.getByRole("button", { name: "Send the code" }).click();
  await page.getByLabel("6-digit code").fill(await app.otpFor(shopMobile));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("merchant-business")).toHaveText(business);
  await expect(page.getByTestId("merchant-qr")).toBeVisible();
  const link = await page.getByTestId("merchant-link").inputValue();

  // A consumer scans it and signs in on the partner's landing.
  const merchantCookies = await page.context().cookies();
  await page.context().clearCookies();
  await page.goto(link);
  const mobile = newMobile();
  await page.getByLabel("Mobile number or email").fill(mobile);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.getByLabel("OTP").fill(await app.otpFor(mobile));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).not.toHaveURL(/verification/);

  // Credited to the merchant: its page lists the customer, masked.
  await page.context().clearCookies();
  await page.context().addCookies(merchantCookies);
  await open(page, "/merchant");
  await expect(page.getByTestId("merchant-leads-table")).toContainText(`XXXXXX${mobile.slice(-4)}`);
  await fitsAPhone(page);

  // And to the partner: its leads name the merchant.
  await signIn.partner(page, "paisaplus");
  await open(page, "/partner/reports?kind=leads");
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: mobile.slice(-4) })
      .getByTestId("lead-merchant"),
  ).toHaveText(business);
});
