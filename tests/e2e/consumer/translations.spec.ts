import { expect, open, test } from "../fixtures";

/**
 * Each page carries the strings it shows, not every screen's
 * (docs/decisions/001): the root sends the shell's groups, each screen its
 * own; switching language still translates the whole page.
 */

test("the landing page carries its own strings and not those of the Key Fact Statement or the user area", async ({ page }) => {
  const html = await (await page.request.get("/")).text();
  expect(html).toContain("Get OTP");
  for (const elsewhere of ["Annual percentage rate (APR)", "Return to Profile", "For your safety you will be logged out"]) {
    expect(html, `the landing page should not carry "${elsewhere}"`).not.toContain(elsewhere);
  }
  const hindi = await (await page.request.get("/?lng=hi")).text();
  expect(hindi).toContain("OTP पाएँ");
  expect(hindi).not.toContain("लोन की कुल लागत (ब्याज और शुल्क)");
});

test("switching language in the user area translates the shell, the drawer, the page and its title", async ({ page, signIn }) => {
  const { consumer } = await signIn.consumer(page, { product: "pl" });
  await open(page, consumer.location);
  await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
  await expect(page).toHaveTitle("Your profile");

  await page.getByRole("button", { name: "हिन्दी" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आपका विवरण");
  await expect(page).toHaveTitle("आपकी प्रोफ़ाइल");
  await expect(page.locator("summary")).toContainText("मेन्यू");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "गोपनीयता नीति", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "सहेजें और जारी रखें" })).toBeVisible();

  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your details");
  await expect(page.locator("summary")).toContainText("Menu");
});
