import { createHmac, randomBytes } from "node:crypto";
import type { Browser } from "@playwright/test";
import { newMobile } from "../../support/app-client";
import { expect, jsEnabled, open, test } from "../fixtures";

/**
 * The ways in of issue 23 (docs/decisions/065–068): a journey continued on a
 * second device, a partner's signed hand-off, a social campaign's landing and
 * a partner's customer home, each with JavaScript on and off.
 */

/** Another device: a browser of its own, with or without JavaScript as the test runs. */
const secondDevice = async (browser: Browser) => (await browser.newContext({ javaScriptEnabled: jsEnabled() })).newPage();

/**
 * The newest transfer link the server sent (the demo sender's log line, or the
 * test gateway's copy of the SMS, which the job queue delivers a moment after the page answered).
 */
async function lastTransferLink(log: () => string): Promise<URL> {
  const links = () => [...log().matchAll(/(https?:\/\/[^\s"]+\/transfer\/[0-9a-f-]{36}\?[^\s"]+)/g)].map((m) => m[1]);
  await expect.poll(() => links().length, { message: "a transfer link was sent", timeout: 10_000 }).toBeGreaterThan(0);
  return new URL(links().at(-1)!);
}

/** What a partner's server does (the format on its Digital Integration page): HMAC-SHA256 of the signed line with its secret. */
function partnerToken(secret: string, partner: string, mobile: string, product: string) {
  const exp = Math.floor(Date.now() / 1000) + 300;
  const nonce = randomBytes(16).toString("base64url");
  const sig = createHmac("sha256", secret).update(`v1.${partner}.${mobile}.${product}.${exp}.${nonce}`).digest("base64url");
  return `v1.${mobile}.${product}.${exp}.${nonce}.${sig}`;
}

test("a consumer sends a link from the status page and continues on a second browser after a code to their number; the link then says it was used", async ({ page, browser, app, signIn }) => {
  const { mobile, lender } = await signIn.consumer(page, { apply: true });
  await open(page, `/user/lenders-transaction/${lender}`);
  await page.getByRole("button", { name: "Send me the link" }).click();
  await expect(page.getByText("Link sent to your mobile number. It works once.").first()).toBeVisible();
  const link = await lastTransferLink(app.log);

  const phone = await secondDevice(browser);
  await phone.goto(link.pathname + link.search);
  await expect(phone.getByTestId("transfer-destination")).toContainText(mobile.slice(-4));
  await signIn.otpCooldown(mobile);
  await phone.getByRole("button", { name: "Send the code" }).click();
  await phone.getByLabel("OTP").fill(await app.otpFor(mobile));
  await phone.getByRole("button", { name: "Continue" }).click();
  // Their PAN and birth date are on file: a new device proves them first, then goes on with the same application.
  await expect(phone.getByRole("heading", { name: /Welcome back Priya/ })).toBeVisible();
  await phone.getByLabel("Date of birth").fill("15/08/1990");
  await phone.getByLabel("PAN").fill("ABCPS1234K");
  await phone.getByRole("button", { name: "Continue the existing application" }).click();
  await expect(phone).toHaveURL(/\/user\/offers$/);

  await phone.goto(link.pathname + link.search);
  await expect(phone.getByRole("heading", { name: "This link has already been used" })).toBeVisible();
  await phone.context().close();
});

test("a partner makes its signing secret; its token lands a consumer at their step on its brand, and a forged one is refused", async ({ page, browser, signIn }) => {
  await signIn.partner(page, "paisaplus");
  await open(page, "/partner/digital-integration");
  await page.getByRole("button", { name: /Make a (new )?signing secret/ }).click();
  const secret = await page.getByTestId("new-handoff-secret").inputValue();
  expect(secret).toMatch(/^hs_[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId("handoff-format")).toContainText("/auth?partner=paisaplus&token=v1.");

  const customer = await secondDevice(browser);
  const mobile = newMobile();
  await customer.goto(`/auth?partner=paisaplus&token=${partnerToken(secret, "paisaplus", mobile, "pl")}`);
  await expect(customer).toHaveURL(/\/user\/user-detail$/);
  await expect(customer.getByRole("heading", { name: "Your details" })).toBeVisible();
  await expect(customer.getByTestId("cobrand-logo")).toHaveAttribute("src", /paisaplus/);

  const forger = await secondDevice(browser);
  const answer = await forger.goto(`/auth?partner=paisaplus&token=${partnerToken("hs_not-the-partners-secret", "paisaplus", newMobile(), "pl")}`);
  expect(answer?.status()).toBe(400);
  await expect(forger.getByRole("heading", { name: "We could not sign you in" })).toBeVisible();
  await expect(forger.getByText("did not come from the partner it names")).toBeVisible();
  await customer.context().close();
  await forger.context().close();
});

test("a social campaign's landing keeps its UTM values and brand through sign-up, and the partner's leads report shows where the consumer came from", async ({ page, app, signIn }) => {
  const mobile = newMobile();
  await open(page, "/socialmedia-onboarding?partner=paisaplus&utm_source=instagram&utm_medium=social&utm_campaign=diwali-reels");
  await expect(page.getByTestId("landing-kicker")).toContainText("Welcome from our social media post");
  await expect(page.getByTestId("cobrand-logo")).toHaveAttribute("src", /paisaplus/);
  await page.getByLabel("Mobile number or email").fill(mobile);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.getByLabel("OTP").fill(await app.otpFor(mobile));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/user\/user-detail$/);
  await expect(page.getByTestId("cobrand-logo"), "still on the partner's brand").toHaveAttribute("src", /paisaplus/);

  await page.context().clearCookies();
  await signIn.partner(page, "paisaplus");
  await open(page, "/partner/reports?kind=leads&range=last_7_days");
  const row = page.getByTestId("report-table").locator("tr", { hasText: mobile.slice(-4) });
  await expect(row.getByTestId("lead-source")).toHaveText("instagram / social / diwali-reels");
});

test("a partner's customer site shows its products, how it works, the grievance officer and the way in, on its brand", async ({ page }) => {
  await open(page, "/customer-site?partner=paisaplus");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("PaisaPlus");
  await expect(page.getByTestId("cobrand-logo")).toHaveAttribute("src", /paisaplus/);
  await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
  await expect(page.getByTestId("customer-site-grievance")).toContainText("Grievance Officer");
  await page.getByTestId("customer-site-login").click();
  await expect(page).toHaveURL(/\/paisaplus$/);
  await open(page, "/customer-site?partner=paisaplus&lng=hi");
  await expect(page.getByRole("heading", { name: "यह कैसे काम करता है" })).toBeVisible();
});
