import type { Page } from "@playwright/test";
import { expect, open, test } from "../fixtures";
import { fillBusinessDetails, fillPersonalDetails } from "../profile-forms";

const errorOf = (page: Page, label: string, message: string) => expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(new RegExp(message));

test("business: closing the registration question clears the choice, NO is a personal loan, YES asks the business details", async ({ page, signIn }) => {
  await signIn.consumer(page);
  await open(page, "/products");
  await page.getByRole("button", { name: /Business Loans/ }).click();
  const dialog = page.getByRole("dialog", { name: "Do you have a business registration certificate?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("YES")).toBeChecked();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("button", { pressed: true })).toHaveCount(0);

  await page.getByRole("button", { name: /Business Loans/ }).click();
  await dialog.getByLabel("NO").check();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/user\/user-detail$/);
  await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();

  await open(page, "/products");
  await page.getByRole("button", { name: /Business Loans/ }).click();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/user\/business-detail$/);
  await expect(page.getByText("Step 1 of 2")).toBeVisible();
  await fillPersonalDetails(page);
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByRole("heading", { name: "Your business" })).toBeVisible();
  await expect(page.getByText("Step 2 of 2")).toBeVisible();
});

test("business: /user/business-detail checks each field beside it and goes on to the business offers", async ({ page, signIn }) => {
  await signIn.consumer(page, { product: "bl", profile: "personal" });
  await open(page, "/user/business-detail");
  await expect(page.getByRole("heading", { name: "Your business" })).toBeVisible();
  // "Not registered" is the registration question's NO: it is not offered here.
  await expect(page.getByLabel("Business registration").getByRole("option", { name: "Not registered" })).toHaveCount(0);
  // Above ₹3,00,000 a year, the household income is declared.
  await fillBusinessDetails(page, { "Business name": "AB", "Business PAN": "ABCPS1234K", "GST number (optional)": "27AAAFX9999C1Z5" });
  await page.getByLabel("Your household's yearly income").selectOption({ label: "₹5,00,001 to ₹10,00,000 a year" });
  await page.getByRole("button", { name: "See my business offers" }).click();
  await errorOf(page, "Business name", "Company name must be 3 to 40 letters or numbers");
  await errorOf(page, "Business PAN", "Invalid business PAN");
  const declaration = page.getByLabel(/I declare that my household's yearly income/);
  await expect(declaration).toHaveAccessibleDescription(/Please confirm your household's yearly income to continue/);
  await expect(page.getByLabel("Business name")).toHaveValue("AB");
  await declaration.check();

  await page.getByLabel("Business name").fill("Patil Traders");
  await page.getByLabel("Business PAN").fill("AAAFP1234C");
  await page.getByRole("button", { name: "See my business offers" }).click();
  // The first reply refused the GST number too: wait for this one (the name and PAN now taken) before typing again.
  await expect(page.getByLabel("Business name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  await errorOf(page, "GST number (optional)", "This GST number is not of the business PAN above");
  await page.getByLabel("GST number (optional)").fill("27AAAFP1234C1Z5");
  await page.getByRole("button", { name: "See my business offers" }).click();
  await expect(page).toHaveURL(/\/user\/business-offers$/);
  await expect(page.getByRole("heading", { level: 1, name: /Your offers/ })).toBeVisible();
});

test("housing: the property step leads to the housing offers", async ({ page, signIn }) => {
  await signIn.consumer(page, { product: "hl", profile: "employment" });
  await open(page, "/user/affordable-housing-loan-detail");
  await expect(page.getByRole("heading", { name: "Your new home" })).toBeVisible();
  await expect(page.getByText("Step 3 of 3")).toBeVisible();
  await page.getByLabel("Type of property").selectOption({ label: "Ready-to-move flat" });
  await page.getByLabel("Housing loan amount (₹)").fill("30,00,000");
  await page.getByLabel("Value of the property (₹)").fill("25,00,000");
  await page.getByLabel("Pincode of the property").fill("411001");
  await page.getByRole("button", { name: "See my housing offers" }).click();
  await errorOf(page, "Housing loan amount (₹)", "The loan cannot be more than the property's value");
  await page.getByLabel("Housing loan amount (₹)").fill("15,00,000");
  await page.getByLabel("Co-applicant's monthly income (₹, optional)").fill("20000");
  await page.getByRole("button", { name: "See my housing offers" }).click();
  await expect(page).toHaveURL(/\/user\/housing-offers$/);
  await expect(page.getByRole("heading", { level: 1, name: /Your offers/ })).toBeVisible();
  await expect(page.getByTestId("offer").first()).toBeVisible();
});

test("gold: the gold step goes to the best gold lender's Key Fact Statement (the visit is booked after applying: insurance-gold.spec.ts)", async ({ page, signIn }) => {
  await signIn.consumer(page, { product: "gl", profile: "employment" });
  await open(page, "/user/user-detail/gold-loan");
  await expect(page.getByRole("heading", { name: "Your gold" })).toBeVisible();
  await page.getByLabel("Approximate weight of your gold (grams)").fill("40");
  await page.getByLabel("Purity").selectOption({ label: "22 karat" });
  await page.getByLabel("Loan amount you need (₹)").fill("2,00,00,000");
  // The visit is at the pincode the personal step asked: it is not asked again.
  await expect(page.getByLabel(/pincode/i)).toHaveCount(0);
  await page.getByRole("button", { name: "Find my gold lender" }).click();
  await errorOf(page, "Loan amount you need (₹)", "Enter an amount between ₹1,000 and ₹1,00,00,000");
  await page.getByLabel("Loan amount you need (₹)").fill("1,50,000");
  await page.getByRole("button", { name: "Find my gold lender" }).click();
  await expect(page).toHaveURL(/\/user\/apply\/[\w-]+$/);
  await expect(page.getByRole("heading", { name: /Key Fact Statement/ })).toBeVisible();
});

test("insurance: a shop insurance choice asks what the insurer needs and shows the request with its status", async ({ page, signIn }) => {
  await signIn.consumer(page);
  await open(page, "/products");
  await page.getByRole("button", { name: /Shop Insurance/ }).click();
  await expect(page).toHaveURL(/\/user\/insurance$/);
  await expect(page.getByRole("heading", { level: 1, name: "Shop Insurance: get a quote" })).toBeVisible();
  await page.getByLabel("Value of the stock and fittings (₹)").fill("500");
  await page.getByRole("button", { name: "Ask for a quote" }).click();
  await errorOf(page, "Type of shop", "This field is required");
  await errorOf(page, "Value of the stock and fittings (₹)", "Enter a value between ₹10,000 and ₹10,00,00,000");
  await expect(page.getByLabel("Value of the stock and fittings (₹)")).toHaveValue("500");
  await page.getByLabel("Type of shop").selectOption({ label: "Grocery or general store" });
  await page.getByLabel("Value of the stock and fittings (₹)").fill("3,00,000");
  await page.getByLabel("Pincode of the shop").fill("411001");
  await page.getByRole("button", { name: "Ask for a quote" }).click();
  await expect(page).toHaveURL(/\/user\/insurance\/transaction$/);
  const requests = page.getByTestId("insurance-requests");
  await expect(requests).toContainText("Shop Insurance");
  await expect(requests).toContainText("Grocery or general store");
  // The sandbox insurer may have answered already (insurance-gold.spec.ts follows the quote).
  await expect(page.getByTestId("insurance-status")).toHaveText(/^(Quote requested|Quote received)$/);

  await open(page, "/user/insurance/transaction?lng=hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आपके बीमा अनुरोध");
  await expect(page.getByTestId("insurance-status")).toHaveText(/^(कोटेशन माँगा गया|कोटेशन मिला)$/);
});

test("a page of another product group sends the consumer back to /products", async ({ page, signIn }) => {
  await signIn.consumer(page, { product: "pl", profile: true });
  for (const path of ["/user/business-detail", "/user/housing-offers", "/user/insurance", "/user/gold-loan/swarna-gold-finance", "/user/credit-card"]) {
    await open(page, path);
    await expect(page, path).toHaveURL(/\/products$/);
  }
  await expect(page.getByRole("heading", { name: "Choose a product" })).toBeVisible();
});

test("the landing's figures are the active lenders' and the EMI formula's, in English and Hindi", async ({ page }) => {
  await open(page, "/");
  await expect(page.getByText("Loans from ₹1,000 to ₹10,00,000")).toBeVisible();
  // The seeded grids' lowest rate (a 750+ salaried applicant earning ₹1,00,000 a month) and highest (db/seed/lender-pricing.ts).
  await expect(page.getByText("Interest from 10.49% to 33.5% a year, terms up to 60 months")).toBeVisible();
  await expect(page.getByTestId("representative-example")).toHaveText("A loan of ₹50,000 at 10.49% a year for 24 months costs ₹2,318.57 a month, ₹55,645.70 in total.");
  await expect(page.getByText("Up to ₹1,00,00,000 against your gold")).toBeVisible();
  await open(page, "/?lng=hi");
  await expect(page.getByTestId("representative-example")).toHaveText("₹50,000 का लोन 10.49% सालाना ब्याज पर 24 महीने के लिए: हर महीने ₹2,318.57, कुल ₹55,645.70।");
});
