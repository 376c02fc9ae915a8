import type { Page } from "@playwright/test";
import { expect, jsEnabled, open, test, demoPassword } from "./fixtures";

test.skip(() => !jsEnabled(), "the lender edit screen autosaves with JavaScript");

async function adminLogin(page: Page) {
  await open(page, "/admin/login");
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill(demoPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
}

/** Kaveri Finserv has two seeded revenue entries, so rows can be reordered (revenue never changes which offers a consumer sees). */
async function openLender(page: Page, name = "Kaveri Finserv") {
  await adminLogin(page);
  await open(page, "/admin/lenders?filter=pl");
  await page.getByTestId("lenders-table").getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("link", { name: "Back to lenders" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  return page.url();
}

const rowIds = (page: Page) => page.$$eval('[data-testid="revenue-table"] tbody tr', (trs) => trs.map((tr) => (tr as HTMLElement).dataset.testid));

test("the edit screen autosaves a switch and a text field, and keeps them after a reload", async ({ page }) => {
  // A lender of its own, so switching it on or off changes no other test's offers.
  await adminLogin(page);
  const name = `e2e_edit_${Date.now()}`;
  await open(page, "/admin/lenders?filter=gl&dialog=add");
  await page.getByRole("dialog", { name: "Add Lender" }).getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByTestId(`lender-row-${name}`).locator("th a").click();
  await expect(page.getByRole("link", { name: "Back to lenders" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const url = page.url();
  const status = page.getByRole("switch", { name: "Lender status" });
  const was = await status.isChecked();
  await status.click();
  await expect(page.getByText("Lender updated successfully!").first()).toBeVisible();
  await page.getByLabel("Interest rate").fill("10.49% - 22%");
  await page.getByLabel("Interest rate").blur();
  await expect(page.getByText("Lender updated successfully!").first()).toBeVisible();
  await page.getByLabel("Priority").fill("-3");
  await page.getByLabel("Priority").blur();
  await expect(page.getByText("Priority must be a non-negative number").first()).toBeVisible();
  await page.goto(url);
  await expect(page.getByRole("switch", { name: "Lender status" })).toBeChecked({ checked: !was });
  await expect(page.getByLabel("Interest rate")).toHaveValue("10.49% - 22%");
});

test("revenue entries are added, edited, reordered and deleted", async ({ page }) => {
  const url = await openLender(page);
  const rows = page.getByTestId("revenue-table").locator("tbody tr");
  const before = await rows.count();

  await page.getByRole("link", { name: "Add revenue" }).click();
  const add = page.getByRole("dialog", { name: "Add revenue" });
  await expect(add.getByRole("button", { name: "Submit" })).toBeDisabled();
  await add.getByLabel("Revenue type").selectOption({ label: "Login fee" });
  await add.getByLabel("Revenue percentage (%)").fill("150");
  await expect(add.getByText("Must be between 0 and 100")).toBeVisible();
  await add.getByLabel("Revenue percentage (%)").fill("1.25");
  await add.getByLabel("ATS (min)").fill("500");
  await add.getByLabel("ATS (max)").fill("100");
  await expect(add.getByText("Max must be greater than Min")).toBeVisible();
  await add.getByLabel("ATS (max)").fill("");
  await add.getByLabel("Revenue flat (₹)").fill("250");
  await add.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Revenue added successfully").first()).toBeVisible();
  await expect(rows).toHaveCount(before + 1);
  await expect(rows.last()).toContainText("Login fee");
  await expect(rows.last()).toContainText("✓");

  await rows.last().getByRole("link", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit revenue" });
  await edit.getByLabel("Active").uncheck();
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Revenue updated successfully").first()).toBeVisible();
  await expect(rows.last()).toContainText("✗");

  const start = await rowIds(page);
  const n = start.length;
  await page.getByRole("button", { name: `Move up (${n})` }).click();
  await expect(page.getByText("Revenue order updated").first()).toBeVisible();
  await page.goto(url);
  expect(await rowIds(page)).toEqual([...start.slice(0, n - 2), start[n - 1], start[n - 2]]);

  await page.getByRole("button", { name: `Reorder row ${n - 1}` }).focus();
  await page.keyboard.press("Alt+ArrowDown");
  await expect.poll(() => rowIds(page)).toEqual(start);

  const last = (await rowIds(page)).at(-1)!;
  await page.locator(`[data-testid="${last}"]`).getByRole("link", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  expect((await confirm.boundingBox())!.width).toBeLessThanOrEqual(400);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Revenue entry deleted successfully").first()).toBeVisible();
  await expect(rows).toHaveCount(n - 1);
});
