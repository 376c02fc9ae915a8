import type { Page } from "@playwright/test";
import { expect, expectAccessible, jsEnabled, open, test } from "../fixtures";

/**
 * Issue 38, item 3: the switcher for eight languages on a 320 px phone,
 * without JavaScript: a disclosure that opens to the eight names, each in its
 * own script, inside the screen, with nothing scrolling sideways; a choice is
 * a plain form's post, and the page comes back in that language.
 */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test("on a 320 px phone without JavaScript, the switcher opens to eight languages in their own scripts and switches to Tamil", async ({ page }) => {
  test.skip(jsEnabled(), "a plain form: the case to prove is without JavaScript (translations.spec.ts switches with it)");
  await page.setViewportSize({ width: 320, height: 640 });
  await open(page, "/");
  const switcher = page.getByTestId("language-switcher");
  const names = ["English", "हिन्दी", "मराठी", "বাংলা", "ગુજરાતી", "தமிழ்", "తెలుగు", "ಕನ್ನಡ"];
  await expect(switcher.getByRole("button", { name: "தமிழ்" })).toBeHidden();

  await switcher.locator("summary").click();
  for (const name of names) {
    const button = switcher.getByRole("button", { name, exact: true });
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= 320, `${name} is inside the screen`).toBe(true);
    expect(box.height, `${name} is big enough to tap`).toBeGreaterThanOrEqual(44);
  }
  expect(await overflows(page), "the open switcher scrolls sideways at 320 px").toBe(false);
  await expectAccessible(page);

  await switcher.getByRole("button", { name: "தமிழ்" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("உங்களுக்குப் பொருந்தும் கடன்கள், கிரெடிட் கார்டுகள், காப்பீடு");
  await expect(switcher.locator("summary")).toContainText("தமிழ்");
  expect(await overflows(page), "the Tamil landing scrolls sideways at 320 px").toBe(false);
});
