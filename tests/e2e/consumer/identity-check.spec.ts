import { expect, open, test } from "../fixtures";

test("a returning consumer sees only masked PAN and birth date, and no profile or offers, until the identity check passes", async ({ page, app, context, baseURL, signIn }) => {
  // A consumer with a complete profile, who then comes back on a browser without their cookies.
  const { mobile } = await signIn.consumer(page, { profile: true });
  await context.clearCookies();
  await signIn.otpCooldown(mobile);
  await open(page, "/");
  await page.getByLabel("Mobile number or email").fill(mobile);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page.getByTestId("otp-destination")).toContainText(mobile.slice(-4));
  await page.getByLabel("OTP").fill(await app.otpFor(mobile));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: /Welcome back Priya/ })).toBeVisible();
  await expect(page.getByText("Saved: XXXXXX234K")).toBeVisible();
  await expect(page.getByText("Saved: XX/XX/1990")).toBeVisible();
  await expect(page.locator("body")).not.toContainText("ABCPS1234K");

  // Neither the profile (even in edit mode) nor offers nor apply opens; a forged appId cookie changes nothing.
  const prospect = (await context.cookies()).find((c) => c.name === "prospectAppId")!;
  await context.addCookies([{ name: "appId", value: prospect.value, url: baseURL! }]);
  for (const path of ["/user/user-detail?edit=1", "/user/offers", "/user/apply/moneyview"]) {
    await open(page, path);
    await expect(page, path).toHaveURL(/\/user\/welcome-back$/);
    await expect(page.getByRole("heading", { name: /Welcome back Priya/ })).toBeVisible();
  }
  // Nor can a client choose its app id through the cookie API.
  const forged = await page.request.post("/api/cookies/save", { data: { name: "appId", value: prospect.value } });
  expect(forged.status()).toBe(400);

  await page.getByLabel("Date of birth").fill("15/08/1990");
  await page.getByLabel("PAN").fill("ABCPS1234K");
  await page.getByRole("button", { name: "Start a new one" }).click();
  await expect(page.getByRole("heading", { name: "Your work and income" })).toBeVisible();
  await open(page, "/user/user-detail?edit=1");
  await expect(page.getByLabel("PAN", { exact: true })).toHaveValue("ABCPS1234K");
  await expect(page.getByLabel("Date of birth")).toHaveValue("15/08/1990");
});
