import type { Page } from "@playwright/test";
import { atFixedTime, expect, FIXED_TIME, open, test } from "../fixtures";

/**
 * The Key Fact Statement on a phone (issue 36 point 4, docs/decisions/091):
 * RBI's format with its proposal number, the offer card's APR, a row per
 * instalment, nothing wider than a 320 px screen for a personal and a gold
 * loan, and the statement reopened by its number after applying, as it was;
 * another consumer is told it does not exist.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Whether the page scrolls sideways. */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The figures a consumer compares between the statement shown and the one reopened. */
async function figures(page: Page) {
  const text = async (id: string) => (await page.getByTestId(id).textContent())?.trim();
  return {
    number: await text("kfs-proposal-number"),
    apr: await text("kfs-apr"),
    emi: await text("kfs-emi"),
    fee: await text("kfs-fee"),
    amount: await text("kfs-amount"),
    totalCost: await text("kfs-total-cost"),
    instalments: await page.getByTestId("kfs-instalment").count(),
  };
}

test("a personal loan's KFS states the first offer card's APR and every instalment, fits a 320 px phone, and reopens by its number after applying; another consumer gets 404", async ({
  page,
  signIn,
  browser,
  app,
}) => {
  const { consumer } = await signIn.consumer(page, { profile: true });
  await open(page, consumer.location);
  const first = page.getByTestId("offer").first();
  const cardApr = (await first.getByTestId("offer-apr").textContent())!.trim();
  const months = Number(/(\d+) months?$/.exec((await first.getByText(/^Amount, over \d+ months?$/).textContent()) ?? "")?.[1] ?? "0");
  await first.getByRole("link", { name: "Apply" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Key Fact Statement" })).toBeVisible();
  await expect(page.getByTestId("kfs-proposal-number")).toHaveText(/^CL-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/);
  await expect(page.getByTestId("kfs-apr")).toHaveText(cardApr);
  for (const heading of [
    "Part 1: The loan, its interest and its charges",
    "How the APR is worked out",
    "Charges only if they arise",
    "Part 2: Your rights and whom to contact",
    "Repayment schedule",
  ]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(page.getByTestId("kfs-penal")).toContainText("a year on the overdue amount only");
  await expect(page.getByTestId("kfs-nodal")).toContainText("grievance@example.in");
  await expect(page.getByRole("link", { name: "cms.rbi.org.in" })).toBeVisible();
  await expect(page.getByTestId("kfs-instalment")).toHaveCount(months);
  const shown = await figures(page);

  await page.setViewportSize({ width: 320, height: 720 });
  expect(await overflows(page), "the KFS scrolls sideways at 320 px").toBe(false);
  // Each instalment stacks as label–value pairs on a narrow phone.
  await expect(page.getByTestId("kfs-instalment").first()).toHaveCSS("display", "block");
  await page.setViewportSize({ width: 390, height: 844 });

  // Reloaded, the same statement: one proposal, not one per visit.
  await page.reload();
  await expect(page.getByTestId("kfs-proposal-number")).toHaveText(shown.number!);

  await page.getByLabel("I have read and understood this Key Fact Statement").check();
  await page.getByRole("button", { name: "Continue" }).click();
  for (const label of [/lender's terms and conditions/, /shared with the lender/, /fetch my credit report/]) await page.getByLabel(label).check();
  await page.getByRole("button", { name: "Apply now" }).click();
  await expect(page.getByRole("heading", { name: /^Your application with / })).toBeVisible();

  await open(page, `/user/kfs/${shown.number}`);
  await expect(page.getByTestId("kfs-acknowledged")).toContainText("You acknowledged this statement on");
  expect(await figures(page)).toEqual(shown);
  await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("summary", { hasText: "Menu" })).toBeHidden();
  await expect(page.getByTestId("kfs-proposal-number")).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // Another consumer: no such statement.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: test.info().project.use.javaScriptEnabled });
  const stranger = await other.newPage();
  // A score of 750 or more brings Sahyadri Capital, whose special offer waives its fee for the salaried: the statement says what it gave.
  await signIn.consumer(stranger, { profile: true, personal: { creditScoreBand: "750_plus", desiredLoanAmount: "200000" } });
  await stranger.goto(`${app.baseURL}/user/apply/sahyadri-capital`);
  await expect(stranger.getByTestId("kfs-special-offer")).toContainText("no processing fee for you (its usual fee: 1.5% of the loan amount, plus GST)");
  await expect(stranger.getByTestId("kfs-fee")).toContainText("₹0.00");
  const answer = await stranger.goto(`${app.baseURL}/user/kfs/${shown.number}`);
  expect(answer?.status()).toBe(404);
  await expect(stranger.getByText(shown.number!)).toHaveCount(0);
  await other.close();
});

test("a gold loan's KFS fits a 320 px phone, its long emails wrapped", async ({ page, signIn }) => {
  const { consumer } = await signIn.consumer(page, { product: "gl", profile: true });
  expect(consumer.location).toMatch(/^\/user\/apply\/[\w-]+$/);
  await page.setViewportSize({ width: 320, height: 720 });
  await open(page, consumer.location);
  await expect(page.getByRole("heading", { level: 1, name: "Key Fact Statement" })).toBeVisible();
  await expect(page.getByTestId("kfs-cooling-off")).toBeVisible();
  await expect(page.getByTestId("kfs-grievance")).toContainText("@");
  expect(await overflows(page), "the gold KFS scrolls sideways at 320 px").toBe(false);
  const months = await page.getByTestId("kfs-instalment").count();
  expect(months).toBeGreaterThan(0);
  await expect(page.getByText(`${months} equated monthly instalments (EMI)`)).toBeVisible();

  // In Hindi, the fee rule too is worded from the rule's fields, and the page still fits.
  await open(page, `${consumer.location}?lng=hi`);
  await expect(page.getByRole("heading", { level: 1, name: "मुख्य तथ्य विवरण (KFS)" })).toBeVisible();
  await expect(page.getByTestId("kfs-fee")).toContainText(/नियम: (लोन राशि का [\d.]+%|तय रकम ₹[\d,]+|कोई प्रोसेसिंग शुल्क नहीं)/);
  await expect(page.getByTestId("kfs-fee")).not.toContainText(/amount|Up to/);
  expect(await overflows(page), "the Hindi gold KFS scrolls sideways at 320 px").toBe(false);
});

atFixedTime("a statement acknowledged after its 3 working days is refused with a fresh one to read, which can then be acknowledged", async ({ page, signIn, app }) => {
  // FIXED_TIME is a Tuesday: valid through Friday.
  expect(FIXED_TIME).toBe("2026-03-10T06:30:00Z");
  const { consumer } = await signIn.consumer(page, { profile: true });
  await open(page, consumer.location);
  await page.getByTestId("offer").first().getByRole("link", { name: "Apply" }).click();
  await expect(page.getByTestId("kfs-valid-until")).toHaveText("13/03/2026");
  const old = (await page.getByTestId("kfs-proposal-number").textContent())!.trim();

  await app.setClock("2026-03-16T06:30:00Z");
  await page.getByLabel("I have read and understood this Key Fact Statement").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("kfs-expired")).toHaveText(`The statement ${old} was valid until 13/03/2026. Here is a fresh one with today's terms: read it and acknowledge it again.`);
  await expect(page.getByTestId("kfs-proposal-number")).not.toHaveText(old);
  await expect(page.getByTestId("kfs-valid-until")).toHaveText("19/03/2026");

  await page.getByLabel("I have read and understood this Key Fact Statement").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Your consent" })).toBeVisible();
});
