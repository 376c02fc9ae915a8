import type { Page } from "@playwright/test";
import { applyForOffer } from "../../support/app-client";
import { expect, open, test } from "../fixtures";

/**
 * After the money arrives (docs/decisions/089), on a phone, with and without
 * JavaScript: the consumer applies to the API lender, the sandbox lender the
 * test server runs disburses it, and My loans, the loan page, a foreclosure
 * sent to the lender and answered, and a complaint with its reference follow.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test("My loans lists the disbursed application from the menu; its loan page shows the schedule and exit deadline, sends a foreclosure the lender accepts, and takes a complaint", async ({
  page,
  signIn,
}) => {
  const { consumer } = await signIn.consumer(page, { profile: true });
  await applyForOffer(consumer, "kaveri-finserv");
  await open(page, "/user/lenders-transaction/kaveri-finserv");

  // From the consumer menu, on any page of the signed-in area.
  await page.getByText("Menu", { exact: true }).click();
  await page.getByRole("link", { name: "My loans" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My loans" })).toBeVisible();
  const loans = page.getByTestId("my-loans");
  await expect(async () => {
    await page.reload();
    await expect(loans.getByTestId("loan-status").first()).toHaveText("Disbursed", { timeout: 1000 });
  }).toPass({ timeout: 30_000, intervals: [500, 1000] });
  await expect(loans.getByText("Kaveri Finserv")).toBeVisible();
  await expectNoSidewaysScroll(page);

  await loans.getByRole("link", { name: "View your loan" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your loan from Kaveri Finserv" })).toBeVisible();
  await expect(page.getByTestId("exit-deadline")).toContainText("You can exit until the end of");
  await expect(page.getByTestId("exit-amount")).toContainText(/To exit today you repay ₹[\d,]+\.\d{2}/);
  await expect(page.getByRole("button", { name: "Exit this loan" })).toBeVisible();
  const schedule = page.getByTestId("schedule");
  await expect(schedule.getByRole("row")).not.toHaveCount(0);
  // On a phone each instalment names its own lines (the header row is for wide screens).
  await expect(schedule.locator("tbody").getByText("Due on").first()).toBeVisible();
  await page.setViewportSize({ width: 320, height: 720 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 390, height: 844 });

  // A part repayment of too little is refused beside the amount, what was typed kept.
  await page.getByLabel("Amount to repay now (₹)").fill("500");
  await page.getByRole("button", { name: "Ask to repay part" }).click();
  await expect(page.getByTestId("error-summary")).toContainText("The smallest part repayment is ₹1,000");
  await expect(page.getByLabel("Amount to repay now (₹)")).toHaveValue("500");

  await page.getByRole("button", { name: "Ask to foreclose" }).click();
  const requests = page.getByTestId("loan-requests");
  await expect(requests.getByText("Foreclosure")).toBeVisible();
  await expect(requests.getByTestId("request-state")).toHaveText(/Requested|Sent to the lender|Accepted/);
  await expect(async () => {
    await page.reload();
    await expect(requests.getByTestId("request-state")).toHaveText("Accepted", { timeout: 1000 });
  }).toPass({ timeout: 30_000, intervals: [500, 1000] });
  await expect(requests).toContainText("Kaveri Finserv says: Your foreclosure amount is");
  // The loan is being closed: the exit is no longer offered.
  await expect(page.getByRole("button", { name: "Exit this loan" })).toHaveCount(0);

  // A complaint: refused with what is wrong listed, then taken with its reference.
  await page.getByRole("button", { name: "Send complaint" }).click();
  await expect(page.getByTestId("error-summary")).toContainText("Choose what the complaint is about");
  await page.getByLabel("What is it about?").selectOption({ label: "Interest, fees or charges" });
  await page.getByLabel("What happened?").fill("The amount to foreclose looks higher than my KFS said.");
  await page.getByRole("button", { name: "Send complaint" }).click();
  await expect(page.getByTestId("complaint-filed")).toContainText(/Its reference: CMP-\d{4}-\d{6}/);
  await expect(page.getByTestId("complaints")).toContainText("Interest, fees or charges · Kaveri Finserv");
  await expect(page.getByTestId("complaint-state")).toHaveText("Open");
});
