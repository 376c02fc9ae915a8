import type { Page } from "@playwright/test";
import { newMobile, type LoanProduct } from "../../support/app-client";
import { expect, expectAccessible, hydrated, jsEnabled, open, test, waitForStatus } from "../fixtures";
import { fillEmployment, fillPersonalDetails } from "../profile-forms";

/**
 * Student, car and two-wheeler loans (issue 23 item 7) from their own step to
 * the lender: each is offered by its own seeded lender, whose application the
 * sandbox lender moves to disbursed; and the solar host (item 6), whose empty
 * path is the solar-panel loan's landing, leading to a solar application.
 */

interface Loan {
  product: LoanProduct;
  detail: string;
  heading: string;
  /** Its own step, as the consumer fills it. */
  fill: (page: Page) => Promise<void>;
  submit: string;
  offers: RegExp;
  lender: { name: string; displayName: string };
}

const LOANS: Loan[] = [
  {
    product: "sl",
    detail: "/user/student-loan-detail",
    heading: "Your studies",
    fill: async (page) => {
      await page.getByLabel("Course").selectOption({ label: "Engineering or technology" });
      await page.getByLabel("College or university").fill("College of Engineering Pune");
      await page.getByLabel("Admission status").selectOption({ label: "Admission confirmed (letter received)" });
      await page.getByLabel("Loan amount you need (₹)").fill("4,00,000");
      await page.getByLabel("Co-applicant", { exact: true }).selectOption({ label: "Parent" });
      await page.getByLabel("Co-applicant's monthly income (₹)").fill("60000");
    },
    submit: "See my student loan offers",
    offers: /\/user\/student-offers$/,
    lender: { name: "vidyadhan-education-finance", displayName: "Vidyadhan Education Finance" },
  },
  {
    product: "car",
    detail: "/user/car-loan-detail",
    heading: "Your car",
    fill: async (page) => {
      await page.getByLabel("New or used").selectOption({ label: "New car" });
      await page.getByLabel("On-road price (₹)").fill("6,50,000");
      await page.getByLabel("Down payment (₹)").fill("1,50,000");
    },
    submit: "See my car loan offers",
    offers: /\/user\/car-offers$/,
    lender: { name: "saarthi-auto-finance", displayName: "Saarthi Auto Finance" },
  },
  {
    product: "tw",
    detail: "/user/two-wheeler-loan-detail",
    heading: "Your two-wheeler",
    fill: async (page) => {
      await page.getByLabel("Price of the model (₹)").fill("95000");
      await page.getByLabel("Down payment (₹)").fill("15000");
    },
    submit: "See my two-wheeler loan offers",
    offers: /\/user\/two-wheeler-offers$/,
    lender: { name: "sawari-two-wheeler-finance", displayName: "Sawari Two-Wheeler Finance" },
  },
];

for (const loan of LOANS) {
  test(`${loan.product}: its own step leads to its lenders' offers, and the application with the KFS and consents moves by the sandbox lender to disbursed`, async ({ page, signIn }) => {
    await signIn.consumer(page, { product: loan.product, profile: "employment" });
    await open(page, loan.detail);
    await expect(page.getByRole("heading", { name: loan.heading })).toBeVisible();
    await loan.fill(page);
    await page.getByRole("button", { name: loan.submit }).click();
    await expect(page).toHaveURL(loan.offers);
    const offer = page.getByTestId("offer").filter({ hasText: loan.lender.displayName });
    await offer.getByRole("link", { name: "Apply" }).click();
    await expect(page.getByRole("heading", { name: "Key Fact Statement" })).toBeVisible();
    await page.getByLabel("I have read and understood this Key Fact Statement").check();
    await page.getByRole("button", { name: "Continue" }).click();
    for (const label of [/lender's terms and conditions/, /shared with the lender/, /fetch my credit report/]) await page.getByLabel(label).check();
    await page.getByRole("button", { name: "Apply now" }).click();
    await expect(page.getByRole("heading", { name: `Your application with ${loan.lender.displayName}` })).toBeVisible();
    await waitForStatus(page, loan.lender.name, "Disbursed");
  });
}

test("the solar host's empty path is the solar-panel loan's landing; its login leads to a solar application with a solar lender", async ({ page, app }) => {
  // The seed's solar brand (Roshni Solar) is on solar.localhost, which a browser reaches on this machine.
  const solarHost = app.baseURL.replace("//localhost", "//solar.localhost");
  await page.goto(`${solarHost}/`);
  if (jsEnabled()) await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Rooftop solar, paid for by the month" })).toBeVisible();
  await expect(page.getByText("Welcome to Roshni Solar EMI")).toBeVisible();
  // The fixture scans the pages of its own address; this one is on another host.
  await expectAccessible(page);
  const mobile = newMobile();
  await page.getByLabel("Mobile number or email").fill(mobile);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page.getByRole("heading", { name: "Verify your OTP" })).toBeVisible();
  await page.getByLabel("OTP").fill(await app.otpFor(mobile));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/user\/solar-loan-detail$/);
  await fillPersonalDetails(page);
  await page.getByRole("button", { name: "Save and continue" }).click();
  await fillEmployment(page);
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByRole("heading", { name: "Your solar system" })).toBeVisible();
  await page.getByLabel("Where the panels go").selectOption({ label: "Concrete (RCC) roof" });
  await page.getByLabel("System size (kW)").fill("3");
  await page.getByLabel("Installer's quote (₹)").fill("1,80,000");
  await page.getByRole("button", { name: "See my solar loan offers" }).click();
  await expect(page).toHaveURL(/\/user\/solar-offers$/);
  await expect(page.getByTestId("offer").filter({ hasText: "Suryakiran Green Finance" })).toBeVisible();
});
