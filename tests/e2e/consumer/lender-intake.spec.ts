import { createHmac, randomUUID } from "node:crypto";
import { applyForBusinessLoan, expect, jsEnabled, linkSigningSecret, open, test, waitForStatus } from "../fixtures";

/** A merchant-form link as the lender is given it (decision 013-intake-access): exp in unix seconds, sig = HMAC-SHA256 of "lender:uuid:exp", base64url. */
function signedLink(lender: string, uuid: string, expiresInSeconds = 3600) {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const sig = createHmac("sha256", linkSigningSecret).update(`${lender}:${uuid}:${exp}`).digest("base64url");
  return `/user/lender-intake/${lender}/${uuid}?exp=${exp}&sig=${sig}`;
}

test("an unknown application is a 404", async ({ page }) => {
  const response = await page.goto("/user/lender-intake/no-such-lender/00000000-0000-0000-0000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("past the rate limit the form says, in the visitor's language, to wait a few minutes", async ({ page }) => {
  // Strangers are counted too: 30 requests from one address to one form, then 429.
  const path = `/user/lender-intake/no-such-lender/${randomUUID()}`;
  for (let i = 0; i < 30; i++) expect((await page.goto(path, { waitUntil: "commit" }))?.status()).toBe(404);
  const response = await page.goto(`${path}?lng=hi`);
  expect(response?.status()).toBe(429);
  expect(Number(response?.headers()["retry-after"])).toBeGreaterThan(0);
  // The layouts' cookies still arrive: the language chosen by ?lng= is remembered.
  expect(await response?.headerValue("set-cookie")).toMatch(/(^|\n)lng=/);
  await expect(page.getByRole("heading", { name: "कृपया कुछ मिनट रुकें" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: /कृपया \d+ मिनट बाद फिर से कोशिश करें/ })).toBeVisible();
});

test("the merchant form checks each field, needs a sub-category when there are some, and stores a valid submission", async ({ page, signIn }) => {
  const { lender, reference } = await applyForBusinessLoan(page, signIn);
  await open(page, `/user/lender-intake/${lender}/${reference}`);
  await expect(page.getByRole("heading", { name: "Merchant Form" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Offers" })).toBeVisible();

  // Without JavaScript the button submits anyway; with it, Submit waits for the required fields.
  if (jsEnabled()) await expect(page.getByRole("button", { name: "Submit" })).toBeDisabled();
  await page.getByLabel("Loan amount (₹)").fill("2,00,000");
  await page.getByLabel("Purpose of loan").selectOption({ index: 1 });
  await page.getByLabel("Gender").selectOption({ index: 2 });
  await page.getByLabel("Marital status").selectOption({ index: 2 });
  await page.getByLabel("Father's name").fill("Ramesh Patil");
  await page.getByLabel("Mother's name").fill("Sunita Patil");
  await page.getByLabel("Annual sales turnover (₹)").fill("lots");
  await page.getByLabel("Udyam registration number (UAN, optional)").fill("UDYAM-12-1234567");
  await page.getByLabel("Business name").fill("Patil Hardware");
  await page.getByLabel("Date of incorporation").fill("2099-01-01");
  await page.getByLabel("Category", { exact: true }).selectOption("Retail");
  if (!jsEnabled()) {
    await page.getByRole("button", { name: "Show sub-categories" }).click();
    await expect(page.getByLabel("Father's name")).toHaveValue("Ramesh Patil");
  }
  await expect(page.getByLabel("Sub-category")).toBeVisible();
  await page.getByLabel("Nature of business").selectOption({ index: 1 });
  await page.getByLabel("Address line 1").fill("22 Station Road");
  await page.getByLabel("Address line 2").fill("Kothrud");
  await page.getByLabel("Postal code").fill("41103a");
  await page.getByLabel(/I agree to the/).check();
  if (jsEnabled()) {
    // With JavaScript the form says what is wrong before it is sent, and holds Submit until it is right.
    await page.getByLabel("Udyam registration number (UAN, optional)").blur();
    await expect(page.getByText("Please enter a valid UAN")).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit" })).toBeDisabled();
  } else {
    await page.getByRole("button", { name: "Submit" }).click();
    const errorOf = (label: string) => expect(page.getByLabel(label, { exact: true }));
    await errorOf("Annual sales turnover (₹)").toHaveAccessibleDescription(/Enter a number/);
    await errorOf("Udyam registration number (UAN, optional)").toHaveAccessibleDescription(/Please enter a valid UAN/);
    await errorOf("Date of incorporation").toHaveAccessibleDescription(/cannot be after today/);
    await errorOf("Postal code").toHaveAccessibleDescription(/Please enter a valid 6 digit pincode/);
    await expect(page.getByLabel("Business name")).toHaveValue("Patil Hardware");
  }

  await page.getByLabel("Annual sales turnover (₹)").fill("3600000");
  await page.getByLabel("Udyam registration number (UAN, optional)").fill("UDYAM-MH-12-7654321");
  await page.getByLabel("Date of incorporation").fill("2018-06-15");
  await page.getByLabel("Postal code").fill("411038");
  if (jsEnabled()) {
    // Retail has sub-categories, so one is needed before Submit comes on.
    await expect(page.getByRole("button", { name: "Submit" })).toBeDisabled();
  } else {
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByLabel("Sub-category")).toHaveAccessibleDescription(/This field is required/);
    await page.getByLabel(/I agree to the/).check();
  }
  await page.getByLabel("Sub-category").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(new RegExp(`/user/lenders-transaction/${lender}$`));
  // Accepted by the lender's rules: in progress (the lender, sent it now, may already have moved it on; the next test follows it).
  await expect(page.getByTestId("status-history").getByRole("cell", { name: "In progress", exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("application-status")).toHaveText(/^(In progress|Approved|Disbursed)$/);
});

test("the form is its owner's: a browser without the session meets not-found, a signed link the lender was given opens and submits it", async ({ page, app, browser, signIn }) => {
  const { lender, reference } = await applyForBusinessLoan(page, signIn);
  const context = await browser.newContext({ baseURL: app.baseURL, javaScriptEnabled: jsEnabled(), locale: "en-IN" });
  const visitor = await context.newPage();
  try {
    for (const path of [`/user/lender-intake/${lender}/${reference}`, signedLink(lender, reference, -60), signedLink(lender, reference).replace(/sig=(.)/, (_, c) => `sig=${c === "A" ? "B" : "A"}`)]) {
      const response = await visitor.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(visitor.getByRole("heading", { name: "Page not found" })).toBeVisible();
    }

    await open(visitor, signedLink(lender, reference));
    await expect(visitor.getByRole("heading", { name: "Merchant Form" })).toBeVisible();
    await expect(visitor.getByRole("link", { name: "Return to Offers" })).toHaveCount(0);
    await visitor.getByLabel("Loan amount (₹)").fill("150000");
    await visitor.getByLabel("Purpose of loan").selectOption({ index: 1 });
    await visitor.getByLabel("Gender").selectOption({ index: 2 });
    await visitor.getByLabel("Marital status").selectOption({ index: 1 });
    await visitor.getByLabel("Father's name").fill("Ramesh Patil");
    await visitor.getByLabel("Mother's name").fill("Sunita Patil");
    await visitor.getByLabel("Annual sales turnover (₹)").fill("3600000");
    await visitor.getByLabel("Business name").fill("Patil Hardware");
    await visitor.getByLabel("Date of incorporation").fill("2018-06-15");
    await visitor.getByLabel("Category", { exact: true }).selectOption("Retail");
    // Without JavaScript the sub-categories come by a post of the form itself, which the link's signature must survive.
    if (!jsEnabled()) await visitor.getByRole("button", { name: "Show sub-categories" }).click();
    await visitor.getByLabel("Sub-category").selectOption({ index: 1 });
    await visitor.getByLabel("Nature of business").selectOption({ index: 1 });
    await visitor.getByLabel("Address line 1").fill("22 Station Road");
    await visitor.getByLabel("Address line 2").fill("Kothrud");
    await visitor.getByLabel("Postal code").fill("411038");
    await visitor.getByLabel(/I agree to the/).check();
    await visitor.getByRole("button", { name: "Submit" }).click();
    await expect(visitor).not.toHaveURL(/lender-intake/);
  } finally {
    await context.close();
  }
  // The owner sees the form arrived; the lender (the sandbox's) now has the application with the form, and calls back.
  await open(page, `/user/lenders-transaction/${lender}`);
  await expect(page.getByTestId("status-history").getByRole("cell", { name: "In progress", exact: true }).first()).toBeVisible();
  await waitForStatus(page, lender, "Disbursed");

  // The form is done: opening it again goes where the lender sent the merchant.
  await open(page, `/user/lender-intake/${lender}/${reference}`);
  await expect(page).toHaveURL(new RegExp(`/user/lenders-transaction/${lender}$`));
});
