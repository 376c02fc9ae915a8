import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, jsEnabled, open, test } from "../fixtures";

/**
 * The offers page as a borrower reads it on a phone (issue 36, points 1–3):
 * each card is their own price (rate, APR, EMI, fee, total cost), the order is
 * the published one (lowest APR first), a badge holds for them, and an offer
 * they could not afford is lowered or not offered. JavaScript on and off.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** "12.79% a year" → 1279 basis points. */
const bps = (text: string | null) => Math.round(Number(/([\d.]+)%/.exec(text ?? "")![1]) * 100);
/** "₹2,330.16" → 233016 paise. */
const paise = (text: string | null) => Math.round(Number(/₹([\d,]+(?:\.\d+)?)/.exec(text ?? "")![1].replace(/,/g, "")) * 100);

async function column(cards: Locator, testId: string, read: (text: string | null) => number): Promise<number[]> {
  return Promise.all((await cards.all()).map(async (card) => read(await card.getByTestId(testId).textContent())));
}

const ascending = (values: number[]) => values.every((v, i) => i === 0 || v >= values[i - 1]);

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

test("each card states this borrower's rate, APR, EMI, fee and total cost, ranked by APR, and a badge only where it holds", async ({ page, signIn }) => {
  const { consumer } = await signIn.consumer(page, {
    profile: true,
    personal: { creditScoreBand: "750_plus", desiredLoanAmount: "300000" },
    employment: { monthlyIncome: "90000" },
  });
  await open(page, consumer.location);
  const cards = page.getByTestId("offer");
  await expect(cards.first()).toBeVisible();
  const aprs = await column(cards, "offer-apr", bps);
  const rates = await column(cards, "offer-rate", bps);
  expect(aprs.length).toBeGreaterThan(1);
  expect(ascending(aprs)).toBe(true);
  // Fees make the APR the rate or more, never less.
  for (const [i, apr] of aprs.entries()) expect(apr).toBeGreaterThanOrEqual(rates[i]);
  for (const card of await cards.all()) {
    await expect(card.getByTestId("offer-emi")).toHaveText(/^₹[\d,]+\.\d\d$/);
    await expect(card.getByTestId("offer-total-cost")).toHaveText(/^₹[\d,]+\.\d\d$/);
  }
  // Sahyadri waives its fee for salaried applicants: the badge says so, and the fee is nil.
  const sahyadri = page.locator('[data-testid=offer][data-lender="sahyadri-capital"]');
  await expect(sahyadri.getByTestId("special-offer")).toHaveText(/No processing fee for you/);
  await expect(sahyadri.getByTestId("offer-fee")).toHaveText("None (₹0)");
  // No other card claims a badge its KFS would not hold: Gangotri has no special offer and charges its fee.
  const gangotri = page.locator('[data-testid=offer][data-lender="gangotri-bank"]');
  await expect(gangotri.getByTestId("special-offer")).toHaveCount(0);
  await expect(gangotri.getByTestId("offer-fee")).toHaveText(/^₹[\d,]+\.\d\d \+ ₹[\d,]+\.\d\d GST$/);
  await noSidewaysScroll(page);
  await page.setViewportSize({ width: 320, height: 740 });
  await noSidewaysScroll(page);
  await expectAccessible(page);
});

test("the borrower picks the tenure, re-orders by EMI or amount, and filters to offers with no fee; the published order stays the default", async ({ page, signIn }) => {
  const { consumer } = await signIn.consumer(page, { profile: true, personal: { creditScoreBand: "750_plus" }, employment: { monthlyIncome: "90000" } });
  await open(page, consumer.location);
  const cards = page.getByTestId("offer");
  await expect(cards.first()).toContainText("over 36 months");
  await page.getByLabel("Repay over").selectOption({ label: "60 months" });
  await page.getByRole("button", { name: "Show offers" }).click();
  await expect(page).toHaveURL(/months=60/);
  await expect(cards.first()).toContainText("over 60 months");
  expect(ascending(await column(cards, "offer-apr", bps))).toBe(true);

  await page.getByRole("link", { name: "Lowest EMI first" }).click();
  await expect(page).toHaveURL(/sort=emi/);
  await expect(page.getByRole("link", { name: "Lowest EMI first" })).toHaveAttribute("aria-current", "true");
  expect(ascending(await column(cards, "offer-emi", paise))).toBe(true);
  // The tenure chosen stays with the new order.
  await expect(page).toHaveURL(/months=60/);

  await page.getByTestId("zero-fee-filter").click();
  await expect(page).toHaveURL(/fee=0/);
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card.getByTestId("offer-fee")).toHaveText("None (₹0)");

  await page.getByRole("link", { name: "Lowest APR first (our published order)" }).click();
  await expect(page).not.toHaveURL(/sort=/);
  if (jsEnabled()) await expectAccessible(page);
});

test("an amount whose EMI the borrower could not afford is lowered to what fits, saying so, or the lender is named with that reason", async ({ page, signIn }) => {
  const { consumer } = await signIn.consumer(page, {
    profile: true,
    personal: { creditScoreBand: "750_plus", desiredLoanAmount: "1000000" },
    employment: { monthlyIncome: "40000", existingEmi: "8000" },
  });
  await open(page, consumer.location);
  // ₹40,000 a month with ₹8,000 of EMIs: at most ₹12,000 more a month at the usual 50 %.
  const lowered = page.getByTestId("reduced-to-fit").first();
  await expect(lowered).toContainText("You asked for ₹10,00,000");
  await expect(lowered).toContainText("₹12,000.00 a month");
  for (const card of await page.getByTestId("offer").all()) expect(paise(await card.getByTestId("offer-emi").textContent())).toBeLessThanOrEqual(1_200_000);
});
