import type { Page } from "@playwright/test";
import { productJourneys } from "../../../app/domain/products";
import { expect, open, test } from "../fixtures";

/**
 * Issue 36, point 9: on a 390 px phone every product tile of the landing
 * takes the person into that product's journey, with JavaScript on and off.
 * A loan's or insurance's tile chooses the product on the login (it says so
 * and keeps the choice); after the code the person is on that product's
 * first page. The cards' tile opens the public cards page.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** Each tile's name on the landing, the product it chooses (as the login names it), and that product's code. */
const TILES = [
  { name: "Personal Loans", product: "Personal Loans", code: "pl" },
  { name: "Business Loans", product: "Business Loans", code: "bl" },
  { name: "Gold Loans", product: "Gold Loans", code: "gl" },
  { name: "Affordable Housing Loan", product: "Affordable Housing Loan", code: "hl" },
  { name: "Student Loans", product: "Student Loans", code: "sl" },
  { name: "Car Loans", product: "Car Loans", code: "car" },
  { name: "Two-wheeler Loans", product: "Two-wheeler Loans", code: "tw" },
  { name: "Solar Panel Loans", product: "Solar Panel Loans", code: "solar" },
  { name: "Insurance", product: "Health Insurance", code: "ins_health" },
] as const;

const newMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

/** Opens the landing and taps a tile of "What are you looking for?"; its link is named by the product alone. */
async function tapTile(page: Page, name: string) {
  await open(page, "/");
  const tiles = page.getByRole("region", { name: "What are you looking for?" }).getByRole("listitem");
  // A tap on the tile itself (its middle, over the blurb), not only on its underlined name.
  await tiles.filter({ has: page.getByRole("link", { name, exact: true }) }).click();
}

for (const tile of TILES) {
  test(`the ${tile.name} tile leads to its login and, after the code, to its first page`, async ({ page, app }) => {
    await tapTile(page, tile.name);
    await expect(page.getByRole("heading", { name: `${tile.product}: log in or sign up with OTP` })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "What are you looking for?" })).toHaveValue(tile.code);
    await expect(page.getByLabel("Mobile number or email")).toBeInViewport();
    const mobile = newMobile();
    await page.getByLabel("Mobile number or email").fill(mobile);
    await page.getByRole("button", { name: "Get OTP" }).click();
    await page.getByLabel("OTP").fill(await app.otpFor(mobile));
    await page.getByRole("button", { name: "Verify" }).click();
    // The product's first page, as its module in the registry names it.
    await expect(page).toHaveURL(new RegExp(`${productJourneys[tile.code].detail}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("the Credit Cards tile opens the cards page", async ({ page }) => {
  await tapTile(page, "Credit Cards");
  await expect(page).toHaveURL(/\/credit-cards$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
