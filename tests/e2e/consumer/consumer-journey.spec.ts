import type { Page } from "@playwright/test";
import { newMobile } from "../../support/app-client";
import { atFixedTime, expect, open, test } from "../fixtures";
import { fillEmployment, fillPersonalDetails } from "../profile-forms";

/** A field's message, as a screen reader hears it with the field (aria-describedby). */
const expectError = (page: Page, label: string, message: string) =>
  expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));

// The journey from OTP login to an application, a step per test: each test
// starts where the one before would leave the consumer, through the forms'
// own posts (tests/support/app-client.ts), so each step is shown whole in
// both modes and none waits for the others.

test("a visitor logs in by OTP: a wrong number, a short code and a wrong code are each refused, then the products page asks about a business registration", async ({ page, app }) => {
  const mobile = newMobile();
  await open(page, "/");
  await page.getByLabel("Mobile number or email").fill("12345");
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page.getByLabel("Mobile number or email")).toHaveAccessibleDescription(/Please enter a valid 10 digit mobile number/);
  await expect(page.getByLabel("Mobile number or email")).toHaveValue("12345");

  await page.getByLabel("Mobile number or email").fill(mobile);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page.getByTestId("otp-destination")).toContainText(`XXXXXX${mobile.slice(-4)}`);
  const code = await app.otpFor(mobile);
  await page.getByLabel("OTP").fill("12");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByLabel("OTP")).toHaveAccessibleDescription(/Enter 6 digits OTP/);
  await page.getByLabel("OTP").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByLabel("OTP")).toHaveAccessibleDescription(/Incorrect OTP. Please check the code and try again/);
  await page.getByLabel("OTP").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();

  // Products: business asks about registration first; closing the question clears the choice.
  await expect(page.getByRole("heading", { name: "Choose a product" })).toBeVisible();
  await page.getByRole("button", { name: /Business Loans/ }).click();
  await expect(page.getByRole("dialog", { name: "Do you have a business registration certificate?" })).toBeVisible();
  await expect(page.getByLabel("YES")).toBeChecked();
  await page.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("button", { name: /Personal Loans/ }).click();
  await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
});

// Ages and "not yet born" are judged on the day in India: this runs on a clock pinned to 10 March 2026.
atFixedTime(
  "the first profile step refuses every invalid value beside its field, keeps what was typed, judges a birth date on the day in India, then goes on without stopping for an email code",
  async ({ page, signIn }) => {
    const { consumer } = await signIn.consumer(page, { product: "pl" });
    await open(page, consumer.location);
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
    await fillPersonalDetails(page, {
      "First name": "Priya1",
      "Last name": "Sh@rma",
      "Date of birth": "31/02/1990",
      PAN: "ABCDE123",
      Email: "priya@",
      "Address line 1": "12 MG Road @ corner",
      "Address line 2 (optional)": "Flat $5",
      Pincode: "01234",
      "Loan amount you need": "500",
    });
    await page.getByLabel("Gender").selectOption("");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expectError(page, "First name", "Only alphabets are considered to be the valid first name");
    await expectError(page, "Last name", "Only alphabets are considered to be the valid last name");
    await expectError(page, "Date of birth", "Invalid date");
    await expectError(page, "PAN", "Invalid PAN");
    await expectError(page, "Email", "Email is invalid");
    await expectError(page, "Address line 1", "Do not use special characters in Address Line 1");
    await expectError(page, "Address line 2 (optional)", "Do not use special characters in Address Line 2");
    await expectError(page, "Pincode", "Please enter a valid 6 digit pincode");
    await expectError(page, "Loan amount you need", "Enter an amount between ₹1,000 and ₹10,00,000");
    await expectError(page, "Gender", "This field is required");
    await expect(page.getByLabel("First name")).toHaveValue("Priya1");

    // 10 March 2026 in India: born 11 March 2008 is a day short of 18; 11 March 2026 has not come.
    for (const [date, message] of [
      ["11/03/2008", "Your age doesn't match the required age criteria"],
      ["11/03/2026", "Please enter a valid birth date"],
      ["01/01/1800", "Invalid year"],
    ]) {
      await fillPersonalDetails(page, { "Date of birth": date });
      await page.getByRole("button", { name: "Save and continue" }).click();
      await expectError(page, "Date of birth", message);
    }
    // Eighteen today.
    await fillPersonalDetails(page, { "Date of birth": "10/03/2008" });
    await page.getByRole("button", { name: "Save and continue" }).click();
    // A new email waits for its code until the consumer applies (tests/e2e/consumer/email-change.spec.ts): nothing stops the way to the offers.
    await expect(page.getByRole("heading", { name: "Your work and income" })).toBeVisible();
  },
);

test("the employment step refuses an income, an employer and a pincode that cannot be, then shows the offers", async ({ page, signIn }) => {
  await signIn.consumer(page, { profile: "personal" });
  await open(page, "/user/user-detail?step=employment");
  await expect(page.getByRole("heading", { name: "Your work and income" })).toBeVisible();
  await fillEmployment(page, "0");
  await page.getByLabel("Employer name").fill("AB");
  await page.getByLabel("Office pincode").fill("123");
  await page.getByRole("button", { name: "See my offers" }).click();
  await expectError(page, "Monthly income (₹)", "Monthly income must be between ₹1 and ₹10,00,000");
  await expectError(page, "Employer name", "Company name must be 3 to 40 letters or numbers");
  await expectError(page, "Office pincode", "Please enter a valid 6 digit pincode");
  await fillEmployment(page);
  await page.getByRole("button", { name: "See my offers" }).click();
  await expect(page.getByRole("heading", { name: /Your offers \(\d+\)/ })).toBeVisible();
});

test("the offers page shows every match ranked with a monthly repayment, the lenders not matched with their reasons, and an EMI calculator", async ({ page, signIn }) => {
  const { consumer } = await signIn.consumer(page, { profile: true });
  await open(page, consumer.location);
  await expect(page.getByRole("heading", { name: /Your offers \(\d+\)/ })).toBeVisible();
  const offers = page.getByTestId("offer");
  await expect(offers.first()).toBeVisible();
  await expect(offers.first().getByTestId("offer-emi")).toHaveText(/^₹[\d,]+\.\d\d$/);
  await expect(offers.first().getByTestId("offer-apr")).toHaveText(/% a year$/);
  // Counted only once the page has arrived whole: without JavaScript it streams in.
  await expect(page.getByTestId("not-matched").first()).toBeVisible();
  // Lenders with the same reasons are told together, each still named.
  await expect(page.getByText(/^\d+ lenders? did not match your profile/)).toBeVisible();
  await page.getByLabel("Amount (₹)").fill("50000");
  await page.getByLabel("Interest rate (% a year)").fill("10.99");
  await page.getByLabel("Months", { exact: true }).fill("24");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByTestId("emi-result")).toContainText("₹2,330.16");
  await expect(page.getByTestId("emi-result")).toContainText("₹55,923.83");
  await expect(page.getByRole("link", { name: "How offers are ranked" })).toBeVisible();
});

test("applying shows the Key Fact Statement to acknowledge, then asks each consent on its own with none ticked, then the application's status", async ({ page, signIn }) => {
  const { consumer } = await signIn.consumer(page, { profile: true });
  await open(page, consumer.location);
  const offers = page.getByTestId("offer");
  const lenderName = (await offers.first().getByRole("heading").textContent())!.replace(/^\d+\.\s*/, "");
  await offers.first().getByRole("link", { name: "Apply" }).click();
  await expect(page.getByRole("heading", { name: "Key Fact Statement" })).toBeVisible();
  // RBI's format: the proposal number, then each fact with its label (tests/e2e/consumer/kfs.spec.ts reads the figures).
  await expect(page.getByTestId("kfs-proposal-number")).toHaveText(/^CL-\d{4}-\w{6}$/);
  const kfs = page.getByTestId("kfs");
  for (const fact of ["Annual percentage rate (APR)", "Processing fee", "Monthly repayment (EMI)", "Total cost of the loan (interest and fees)", "Cooling-off period", "Lender's grievance officer"]) {
    await expect(kfs.locator("dt", { hasText: fact }).first()).toBeVisible();
  }
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("I have read and understood this Key Fact Statement")).toHaveAccessibleDescription(/Please confirm that you have read the Key Fact Statement/);
  await page.getByLabel("I have read and understood this Key Fact Statement").check();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { name: "Your consent" })).toBeVisible();
  for (const box of await page.getByRole("checkbox").all()) await expect(box).not.toBeChecked();
  await page.getByLabel(/I accept the lender's terms and conditions/).check();
  await page.getByRole("button", { name: "Apply now" }).click();
  await expect(page.locator("[data-field-error]").getByText("This consent is needed to apply")).toHaveCount(2);
  await expect(page.getByLabel(/I accept the lender's terms and conditions/)).toBeChecked();
  await page.getByLabel(/shared with the lender to process my application/).check();
  await page.getByLabel(/fetch my credit report/).check();
  await page.getByRole("button", { name: "Apply now" }).click();

  await expect(page.getByRole("heading", { name: `Your application with ${lenderName}` })).toBeVisible();
  // The lender (the sandbox's, by API) may already have answered: applied first, then where it stands (lender-handoff.spec.ts follows it).
  await expect(page.getByTestId("application-status")).toHaveText(/^(Applied|In progress|Approved|Disbursed)$/);
  await expect(page.getByTestId("status-history").getByRole("cell", { name: "Applied", exact: true })).toBeVisible();
});

test("a consumer who applied logs out, logs in again, proves it is them with birth date and PAN, and continues", async ({ page, app, signIn }) => {
  const { mobile, lender } = await signIn.consumer(page, { apply: true });
  await open(page, `/user/lenders-transaction/${lender}`);
  const lenderName = (await page.getByRole("heading", { name: /^Your application with / }).textContent())!.replace(/^Your application with /, "");
  await page.locator("summary", { hasText: "Menu" }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Get OTP" })).toBeVisible();

  await signIn.otpCooldown(mobile);
  await open(page, "/");
  await page.getByLabel("Mobile number or email").fill(mobile);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page.getByRole("heading", { name: "Verify your OTP" })).toBeVisible();
  await expect(page.getByTestId("otp-destination")).toContainText(`XXXXXX${mobile.slice(-4)}`);
  await page.getByLabel("OTP").fill(await app.otpFor(mobile));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: /Welcome back Priya/ })).toBeVisible();
  await expect(page.getByText("Saved: XXXXXX234K")).toBeVisible();
  await expect(page.getByTestId("applications-table")).toContainText(lenderName);
  await page.getByLabel("Date of birth").fill("15/08/1991");
  await page.getByLabel("PAN").fill("ABCPS1234K");
  await page.getByRole("button", { name: "Continue the existing application" }).click();
  await expect(page.getByText("The date of birth and PAN do not match our records")).toBeVisible();
  await page.getByLabel("Date of birth").fill("15/08/1990");
  await page.getByLabel("PAN").fill("ABCPS1234K");
  await page.getByRole("button", { name: "Continue the existing application" }).click();
  await expect(page.getByRole("heading", { name: /Your offers/ })).toBeVisible();
});

test("five wrong OTPs lock the code", async ({ page, app }) => {
  const mobile = newMobile();
  await open(page, "/");
  await page.getByLabel("Mobile number or email").fill(mobile);
  await page.getByRole("button", { name: "Get OTP" }).click();
  const code = await app.otpFor(mobile);
  const wrong = code === "000000" ? "111111" : "000000";
  for (let i = 0; i < 5; i++) {
    await page.getByLabel("OTP").fill(wrong);
    await page.getByRole("button", { name: "Verify" }).click();
    // A wrong code is said beside the field (and in the page's summary); the lock, for the whole form, once.
    if (i < 4) await expect(page.getByLabel("OTP")).toHaveAccessibleDescription(/Incorrect OTP. Please check the code and try again/);
    else await expect(page.getByText("Too many wrong attempts. Please ask for a new OTP")).toBeVisible();
  }
  await expect(page.getByLabel("OTP")).toHaveCount(0);
  await page.getByRole("button", { name: "Resend OTP" }).click();
  await expect(page.getByLabel("OTP")).toBeVisible();
});

test("the user area sends a visitor without a journey back to the start", async ({ page }) => {
  await open(page, "/user/offers");
  await expect(page).toHaveURL(/\/$/);
  await open(page, "/verification");
  await expect(page).toHaveURL(/\/$/);
});

test("a help enquiry is sent from the drawer", async ({ page, signIn }) => {
  const { consumer } = await signIn.consumer(page, { product: "pl" });
  await open(page, consumer.location);
  await page.locator("summary", { hasText: "Menu" }).click();
  await page.getByRole("link", { name: "Help" }).click();
  const dialog = page.getByRole("dialog", { name: "Help" });
  await dialog.getByLabel("Contact name").fill("Priya Sharma");
  await dialog.getByLabel("Email").fill("priya@example.in");
  await dialog.getByLabel("Mobile number").fill("9876543210");
  await dialog.getByLabel("How can we help?").fill("I want to know about gold loans.");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Your request have been sent successfully")).toBeVisible();
});

test("a page opened with its help dialog open shows the form at once and sends it", async ({ page, signIn }) => {
  const { consumer } = await signIn.consumer(page, { product: "pl" });
  // The form's code is fetched when the dialog opens; the server's form stays usable meanwhile.
  await open(page, `${consumer.location}?help=1`);
  const dialog = page.getByRole("dialog", { name: "Help" });
  await dialog.getByLabel("Contact name").fill("Ravi Kumar");
  await dialog.getByLabel("Email").fill("ravi@example.in");
  await dialog.getByLabel("Mobile number").fill("9876543211");
  await dialog.getByLabel("How can we help?").fill("Which documents do I need?");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Your request have been sent successfully")).toBeVisible();
});

test("what is typed in the server's help form while its code is on the way stays, after the page re-renders and once the code is here", async ({ page, signIn }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, "without JavaScript the server's form is the form");
  const { consumer } = await signIn.consumer(page, { product: "pl" });
  // The dialog's code is held back, as on a slow line: the page hydrates and re-renders meanwhile.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/help-dialog-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await open(page, `${consumer.location}?help=1`);
  const dialog = page.getByRole("dialog", { name: "Help" });
  await dialog.getByLabel("Contact name").fill("Ravi Kumar");
  // Long enough for the router's work after hydration (it re-rendered the page and, with it, emptied this form).
  await page.waitForTimeout(500);
  await expect(dialog.getByLabel("Contact name")).toHaveValue("Ravi Kumar");
  release();
  await dialog.getByLabel("Email").fill("ravi@example.in");
  await dialog.getByLabel("Mobile number").fill("9876543212");
  await dialog.getByLabel("How can we help?").fill("Which documents do I need?");
  await expect(dialog.getByLabel("Contact name")).toHaveValue("Ravi Kumar");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Your request have been sent successfully")).toBeVisible();
});

test("an idle consumer is warned, counted down each second, then logged out", async ({ page, signIn }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, "the idle timer runs in the browser; without JavaScript the session simply expires");
  await page.clock.install();
  await signIn.consumer(page, { product: "pl" });
  await open(page, "/user/user-detail");
  await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
  // The timer's code comes after the page's: it counts from when it arrived.
  await page.getByTestId("idle-timer").waitFor({ state: "attached" });
  await page.clock.fastForward("15:01");
  const countdown = page.getByTestId("idle-countdown");
  await expect(countdown).toBeVisible();
  const first = Number((await countdown.textContent())!.match(/\d+/)![0]);
  await page.clock.fastForward(2000);
  await expect(countdown).toHaveText(new RegExp(`in ${first - 2} seconds`));
  await page.clock.fastForward("01:00");
  await expect(page.getByRole("button", { name: "Get OTP" })).toBeVisible();
  await open(page, "/user/user-detail");
  await expect(page).toHaveURL(/\/$/);
});
