import { newMobile } from "../../support/app-client";
import { expect, open, test } from "../fixtures";

/**
 * Issue 23, item 1 and issue 22, item 5 (docs/decisions/056): a business
 * signs up as a merchant through a partner's form, confirms its mobile with
 * the code, and is then in that partner's portal and in the admin's merchant
 * management, where role 1 approves it. Runs with JavaScript on and off.
 */
test("a business signs up through /create-merchant-form/paisaplus and is visible to that partner and to admin, who approves it", async ({ page, app, signIn }) => {
  const business = `Kirana ${Date.now().toString(36)}`;
  const mobile = newMobile();

  await open(page, "/create-merchant-form/paisaplus");
  await expect(page.getByRole("heading", { name: "Sign up as a merchant of PaisaPlus", level: 1 })).toBeVisible();
  await page.getByLabel("Business name").fill(business);
  await page.getByLabel("Type of business").selectOption({ label: "Sole proprietorship" });
  await page.getByLabel("Owner's full name").fill("Ravi Sharma");
  await page.getByLabel("Contact mobile number").fill(mobile);
  await page.getByLabel("Shop or office address").fill("Shop 4, Station Road");
  await page.getByLabel("Locality").fill("Near Bus Stand; Sector 7");
  await page.getByLabel("City").fill("Pune");
  await page.getByLabel("Pincode").fill("411001");
  await page.getByLabel("Bank account number").fill("123456789012");
  // An IFSC's fifth character is a zero (SPEC.md 5).
  await page.getByLabel("IFSC", { exact: true }).fill("HDFC1001234");
  await page.getByLabel(/I agree to the Terms of Use/).check();
  await page.getByRole("button", { name: "Send code to my mobile" }).click();

  // Each mistake beside its field, what was typed kept.
  await expect(page.getByLabel("Locality")).toHaveAccessibleDescription(/Use only letters, numbers, comma, full stop, space and #/);
  await expect(page.getByLabel("IFSC", { exact: true })).toHaveAccessibleDescription(/IFSC format invalid/);
  await expect(page.getByLabel("Business name")).toHaveValue(business);
  await page.getByLabel("Locality").fill("Near Bus Stand, Sector 7");
  // Typed in lower case on a phone, it is the same code (upper-cased on the server).
  await page.getByLabel("IFSC", { exact: true }).fill("hdfc0001234");
  await page.getByLabel(/I agree to the Terms of Use/).check();
  await page.getByRole("button", { name: "Send code to my mobile" }).click();

  await expect(page.getByRole("heading", { name: "Confirm your mobile" })).toBeVisible();
  await expect(page.getByTestId("otp-destination")).toContainText(mobile.slice(-4));
  await page.getByLabel("OTP").fill(await app.otpFor(mobile));
  await page.getByRole("button", { name: "Confirm and sign up" }).click();
  await expect(page).toHaveURL(/\/create-merchant-form\/success\?partner=paisaplus$/);
  const signedUp = page.getByTestId("merchant-signed-up");
  await expect(signedUp).toContainText("Thank you, your sign-up is received");
  await expect(signedUp).toContainText(`${business} is signed up as a merchant.`);
  await expect(signedUp).toContainText("You signed up through PaisaPlus.");

  // The partner finds it under Merchants in its menu, awaiting review.
  await signIn.partner(page, "paisaplus");
  await open(page, "/partner");
  await page.getByRole("navigation", { name: "Partner menu" }).getByRole("link", { name: "Merchants", exact: true }).click();
  const partnerRow = page.getByTestId("partner-merchant-row").filter({ hasText: business });
  await expect(partnerRow).toContainText("Awaiting review");
  await expect(partnerRow).toContainText(`XXXXXX${mobile.slice(-4)}`);

  // Role 1 finds it by search, opens it and approves it.
  await signIn.admin(page, "admin");
  await open(page, "/admin/merchant-management");
  await page.getByLabel("Search").fill(business);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByTestId("merchant-count")).toHaveText("1 merchant");
  await page.getByRole("link", { name: business }).click();
  await expect(page.getByRole("heading", { name: business, level: 1 })).toBeVisible();
  await expect(page.getByTestId("merchant-details")).toContainText("PaisaPlus");
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Merchant approved").first()).toBeVisible();
  await expect(page.getByTestId("merchant-status")).toContainText("Approved");

  await open(page, "/partner/merchants");
  await expect(page.getByTestId("partner-merchant-row").filter({ hasText: business })).toContainText("Approved");
});
