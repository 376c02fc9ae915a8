import type { Page } from "@playwright/test";
import { expect, jsEnabled, open, test, demoPassword } from "./fixtures";

async function adminLogin(page: Page, username: string, path = "/admin/login") {
  await open(page, path);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(demoPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
}

test("an anonymous visit goes to the login with a callback, and comes back after login", async ({ page }) => {
  await open(page, "/admin/lenders");
  await expect(page).toHaveURL(/\/admin\/login\?callback=%2Fadmin%2Flenders$/);
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Invalid username or password")).toBeVisible();
  await page.getByLabel("Password").fill(demoPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Lenders", level: 1 })).toBeVisible();
});

for (const username of ["analyst", "csr"]) {
  test(`role ${username} is sent from /admin/lenders to the dashboard and has no Lenders menu entry`, async ({ page }) => {
    await adminLogin(page, username);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: "Lenders" })).toHaveCount(0);
    await open(page, "/admin/lenders");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
}

test("the filter is in the URL and survives a reload", async ({ page }) => {
  await adminLogin(page, "admin");
  await open(page, "/admin/lenders");
  await page.getByRole("link", { name: "Gold", exact: true }).click();
  await expect(page).toHaveURL(/filter=gl/);
  await expect(page.getByRole("link", { name: "Gold", exact: true })).toHaveAttribute("aria-current", "page");
  await page.reload();
  await expect(page.getByRole("link", { name: "Gold", exact: true })).toHaveAttribute("aria-current", "page");
  const rows = page.getByTestId("lenders-table").locator("tbody tr");
  await expect(rows.first()).toBeVisible();
});

test("adds a lender and deletes it after 'Are you sure?'", async ({ page }) => {
  await adminLogin(page, "admin");
  await open(page, "/admin/lenders?filter=pl");
  await page.getByRole("link", { name: "Add Lender" }).click();
  const name = `e2e_lender_${Date.now()}`;
  await page.getByRole("dialog", { name: "Add Lender" }).getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Lender created successfully!")).toBeVisible();
  const row = page.getByTestId(`lender-row-${name}`);
  await expect(row).toBeVisible();
  await row.getByRole("link", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(dialog.getByRole("link", { name: "Cancel" })).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Lender deleted successfully!")).toBeVisible();
  await expect(page.getByTestId(`lender-row-${name}`)).toHaveCount(0);
});

test("edits a lender inline, and the changes survive a reload", async ({ page }) => {
  test.skip(!jsEnabled(), "inline cell editing saves on blur, which needs JavaScript");
  await adminLogin(page, "admin");
  // A lender of its own (created switched off), so no other test's offers change.
  const lenderName = `e2e_inline_${Date.now()}`;
  await open(page, "/admin/lenders?filter=gl&dialog=add");
  await page.getByRole("dialog", { name: "Add Lender" }).getByLabel("Name").fill(lenderName);
  await page.getByRole("button", { name: "Submit" }).click();
  const row = page.getByTestId(`lender-row-${lenderName}`);
  await expect(row).toBeVisible();
  await page.waitForLoadState("networkidle");

  await row.locator("td").nth(0).getByRole("button").click();
  const income = row.getByLabel(`${lenderName}: Income (min)`);
  await income.fill("23456");
  await income.blur();
  await expect(page.getByText("Lender updated successfully!").first()).toBeVisible();

  await row.getByLabel(`${lenderName}: Business`).check();
  await row.getByLabel(`${lenderName}: Ticket Class`).selectOption("2");

  await row.getByRole("link", { name: "Edit" }).first().click();
  const so = page.getByRole("dialog", { name: new RegExp(`Special offer: ${lenderName}`) });
  await so.getByLabel("Offer text").fill("Diwali: zero processing fee");
  await so.getByLabel("Start date").fill("2026-10-01");
  await so.getByLabel("End date").fill("2026-12-31");
  await so.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.reload();
  const again = page.getByTestId(`lender-row-${lenderName}`);
  await expect(again.locator("td").nth(0)).toHaveText("23456");
  await expect(again.getByLabel(`${lenderName}: Business`)).toBeChecked();
  await expect(again.getByLabel(`${lenderName}: Ticket Class`)).toHaveValue("2");
  await again.getByRole("link", { name: "Edit" }).first().click();
  await expect(page.getByLabel("Offer text")).toHaveValue("Diwali: zero processing fee");
  await expect(page.getByLabel("End date")).toHaveValue("2026-12-31");
});

test("a priority that is not a non-negative number is ignored", async ({ page }) => {
  test.skip(!jsEnabled(), "inline cell editing needs JavaScript");
  await adminLogin(page, "admin");
  await open(page, "/admin/lenders?filter=hl");
  const row = page.getByTestId("lenders-table").locator("tbody tr").first();
  const lenderName = (await row.locator("th").textContent())!.trim();
  const cell = row.locator("td").nth(9);
  const before = (await cell.textContent())!.trim();
  await cell.getByRole("button").click();
  await row.getByLabel(`${lenderName}: Priority`).fill("-3");
  await row.getByLabel(`${lenderName}: Priority`).blur();
  await page.reload();
  await expect(page.getByTestId("lenders-table").locator("tbody tr", { hasText: lenderName }).first().locator("td").nth(9)).toHaveText(before);
});
