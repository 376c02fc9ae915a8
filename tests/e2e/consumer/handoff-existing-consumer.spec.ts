import { createHmac, randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { newMobile } from "../../support/app-client";
import { expect, jsEnabled, open, test } from "../fixtures";

/**
 * Issue 37, item 1 (docs/decisions/066): a partner's hand-off (/auth) for a
 * number someone already has signs nobody in until the code sent to that
 * number is typed; a browser signed in as someone else is not switched.
 * With JavaScript on and off.
 */

const freshBrowser = async (browser: Browser) => (await browser.newContext({ javaScriptEnabled: jsEnabled() })).newPage();

/** What a partner's server does (the format on its Digital Integration page). */
function partnerToken(secret: string, partner: string, mobile: string, product: string) {
  const exp = Math.floor(Date.now() / 1000) + 300;
  const nonce = randomBytes(16).toString("base64url");
  const sig = createHmac("sha256", secret).update(`v1.${partner}.${mobile}.${product}.${exp}.${nonce}`).digest("base64url");
  return `v1.${mobile}.${product}.${exp}.${nonce}.${sig}`;
}

/** paisaplus makes a signing secret on its Digital Integration page, in a browser of its own. */
async function paisaplusSecret(browser: Browser, signIn: { partner(page: Page, who: "paisaplus"): Promise<unknown> }) {
  const portal = await freshBrowser(browser);
  await signIn.partner(portal, "paisaplus");
  await open(portal, "/partner/digital-integration");
  await portal.getByRole("button", { name: /Make a (new )?signing secret/ }).click();
  const secret = await portal.getByTestId("new-handoff-secret").inputValue();
  await portal.context().close();
  return secret;
}

test("an existing consumer handed over by a partner gets the code page and a code; only the right code signs them in, then they prove who they are", async ({ page, browser, app, signIn }) => {
  const secret = await paisaplusSecret(browser, signIn);
  // A consumer of the default brand, with their name, PAN and birth date on file, signed in before on their own browser.
  const { mobile } = await signIn.consumer(await freshBrowser(browser), { profile: true });
  await signIn.otpCooldown(mobile);

  await page.goto(`/auth?partner=paisaplus&token=${partnerToken(secret, "paisaplus", mobile, "pl")}`);
  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByRole("heading", { name: "Verify your OTP" })).toBeVisible();
  await expect(page.getByTestId("otp-destination")).toContainText(mobile.slice(-4));
  await expect(page.getByText("Priya"), "nothing of theirs before the code").toHaveCount(0);
  if (jsEnabled()) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  const code = await app.otpFor(mobile);
  await page.getByLabel("OTP").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.locator("[data-field-error]").getByText("Incorrect OTP. Please check the code and try again")).toBeVisible();
  await expect(page).toHaveURL(/\/verification$/);

  await page.getByLabel("OTP").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  // Their PAN and birth date are on file: after the code they still prove them before anything of theirs is shown.
  await expect(page.getByRole("heading", { name: /Welcome back Priya/ })).toBeVisible();
  await expect(page.getByTestId("brand-logo"), "their own brand, not paisaplus's").toBeVisible();
});

test("a browser signed in as one person is not switched by a hand-off for another; it may log out first", async ({ page, browser, signIn }) => {
  const secret = await paisaplusSecret(browser, signIn);
  await signIn.consumer(page, { product: "pl" });

  const answer = await page.goto(`/auth?partner=paisaplus&token=${partnerToken(secret, "paisaplus", newMobile(), "pl")}`);
  expect(answer?.status()).toBe(409);
  await expect(page.getByRole("heading", { name: "You are signed in as someone else" })).toBeVisible();
  if (jsEnabled()) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  // Logged out: the user area sends them to sign in again.
  await page.goto("/user/user-detail");
  await expect(page).not.toHaveURL(/\/user\/user-detail$/);
});
