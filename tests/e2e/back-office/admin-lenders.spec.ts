import type { Locator, Page } from "@playwright/test";
import type { AdminApi } from "../../support/app-client";
import { expect, hydrated, jsEnabled, open, test, demoPassword, type SignIn } from "../fixtures";

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

for (const username of ["analyst", "csr"] as const) {
  test(`role ${username} is sent from /admin/lenders to the dashboard and has no Lenders menu entry`, async ({ page, signIn }) => {
    await signIn.admin(page, username);
    await open(page, "/admin/lenders");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: "Lenders" })).toHaveCount(0);
  });
}

test("the filter is in the URL and survives a reload", async ({ page, signIn }) => {
  await signIn.admin(page, "admin");
  await open(page, "/admin/lenders");
  await page.getByRole("link", { name: "Gold", exact: true }).click();
  await expect(page).toHaveURL(/filter=gl/);
  await expect(page.getByRole("link", { name: "Gold", exact: true })).toHaveAttribute("aria-current", "page");
  await page.reload();
  await expect(page.getByRole("link", { name: "Gold", exact: true })).toHaveAttribute("aria-current", "page");
  const rows = page.getByTestId("lenders-table").locator("tbody tr");
  await expect(rows.first()).toBeVisible();
});

test("adds a lender from the Add Lender dialog", { tag: "@no-js" }, async ({ page, signIn, adminApi }) => {
  await signIn.admin(page, "admin");
  await open(page, "/admin/lenders?filter=pl");
  await page.getByRole("link", { name: "Add Lender" }).click();
  const name = `e2e_lender_${Date.now()}`;
  await page.getByRole("dialog", { name: "Add Lender" }).getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Lender created successfully!")).toBeVisible();
  await expect(page.getByTestId(`lender-row-${name}`)).toBeVisible();
  // Not left among the worker's lenders (the row's id is lender-{lender_id}).
  await adminApi.deleteLender(Number((await page.getByTestId(`lender-row-${name}`).getAttribute("id"))!.replace("lender-", "")));
});

test("deletes a lender after 'Are you sure?'", { tag: "@no-js" }, async ({ page, signIn, adminApi }) => {
  const { name } = await adminApi.createLender(`e2e_lender_${Date.now()}`);
  await signIn.admin(page, "admin");
  await open(page, "/admin/lenders?filter=pl");
  const row = page.getByTestId(`lender-row-${name}`);
  await expect(row).toBeVisible();
  await row.getByRole("link", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(dialog.getByRole("link", { name: "Cancel" })).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Lender deleted successfully!")).toBeVisible();
  await expect(page.getByTestId(`lender-row-${name}`)).toHaveCount(0);
});

/**
 * Opens a lenders list; with JavaScript, until its cells have turned into
 * their click-to-edit buttons (the app has taken the page over): a first
 * visit's code can still be starting after the network is quiet.
 */
async function openList(page: Page, path: string) {
  await open(page, path);
  if (jsEnabled()) await expect(page.getByTitle("Click to edit").first()).toBeVisible();
}

/**
 * A lender of its own, made through the admin API switched off and deleted
 * after the test, so no other test's offers change; the page starts signed in
 * on the personal-loan list that shows it.
 */
async function ownLender(page: Page, signIn: SignIn, adminApi: AdminApi, prefix: string) {
  const { name: lenderName } = await adminApi.createLender(`${prefix}_${Date.now()}`);
  await signIn.admin(page, "admin");
  await openList(page, "/admin/lenders?filter=pl");
  await expect(page.getByTestId(`lender-row-${lenderName}`)).toBeVisible();
  return { lenderName, row: () => page.getByTestId(`lender-row-${lenderName}`) };
}

/**
 * Types into a number cell: with JavaScript the cell turns into an input when
 * clicked and saves on blur; without it, the cell is an input with its own
 * Save button, and the page comes back to the row.
 */
async function editCell(row: Locator, label: string, value: string) {
  if (jsEnabled()) await row.getByTitle("Click to edit").nth(cellIndex(label)).click();
  await row.getByLabel(label, { exact: true }).fill(value);
  if (jsEnabled()) await row.getByLabel(label, { exact: true }).blur();
  else await postedAndBack(row, () => row.getByRole("button", { name: `Save: ${label}` }).click());
}

/**
 * Without JavaScript a Save button posts the form and the page comes back:
 * until it has, so a reload that follows does not cut the post short (the
 * browser drops the page it was leaving and the reload finds none).
 */
async function postedAndBack(row: Locator, save: () => Promise<unknown>) {
  const back = row.page().waitForEvent("load");
  await save();
  await back;
}

/** With JavaScript, until the inline save is answered: a page left earlier would cancel it. */
async function answered(page: Page, save: () => Promise<unknown>) {
  const response = jsEnabled() ? page.waitForResponse((r) => r.request().method() === "POST") : null;
  await save();
  await response;
}

/** Reloads the page; with JavaScript, until the cells have turned into their click-to-edit buttons. */
async function reload(page: Page) {
  await page.reload();
  if (jsEnabled()) {
    await hydrated(page);
    await expect(page.getByTitle("Click to edit").first()).toBeVisible();
  }
}

/** What a number cell shows: its text with JavaScript, its input's value without. */
const cellValue = (row: Locator, index: number) => {
  const cell = row.locator("td").nth(index);
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is the text a person sees, which is what is checked.
  return jsEnabled() ? cell.innerText().then((t) => t.trim()) : cell.locator('input[name="value"]').inputValue();
};

/** The number columns, in the table's order: the n-th "Click to edit" cell. */
const cellIndex = (label: string) => ["Income (min)", "Income (max)", "Age (min)", "Age (max)", "Priority"].findIndex((c) => label.endsWith(c));

/** A switch or a dropdown saves on change; without JavaScript, with its Save button. */
async function saveControl(row: Locator, label: string, change: (control: Locator) => Promise<unknown>) {
  await change(row.getByLabel(label, { exact: true }));
  if (!jsEnabled()) await postedAndBack(row, () => row.getByRole("button", { name: `Save: ${label}` }).click());
}

test("edits a lender inline, and the changes survive a reload", { tag: "@no-js" }, async ({ page, signIn, adminApi }) => {
  const { lenderName, row } = await ownLender(page, signIn, adminApi, "e2e_inline");

  await editCell(row(), `${lenderName}: Income (min)`, "23456");
  await expect(page.getByText("Lender updated successfully!").first()).toBeVisible();

  await answered(page, () => saveControl(row(), `${lenderName}: Business`, (c) => c.check()));
  await answered(page, () => saveControl(row(), `${lenderName}: Ticket Class`, (c) => c.selectOption("2")));

  await row().getByRole("link", { name: "Edit" }).first().click();
  const so = page.getByRole("dialog", { name: new RegExp(`Special offer: ${lenderName}`) });
  await so.getByLabel("Offer text").fill("Diwali: zero processing fee");
  await so.getByLabel("Start date").fill("2026-10-01");
  await so.getByLabel("End date").fill("2026-12-31");
  await so.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await reload(page);
  const again = row();
  expect(await cellValue(again, 0)).toBe("23456");
  await expect(again.getByLabel(`${lenderName}: Business`, { exact: true })).toBeChecked();
  await expect(again.getByLabel(`${lenderName}: Ticket Class`, { exact: true })).toHaveValue("2");
  await again.getByRole("link", { name: "Edit" }).first().click();
  await expect(page.getByLabel("Offer text")).toHaveValue("Diwali: zero processing fee");
  await expect(page.getByLabel("End date")).toHaveValue("2026-12-31");
});

test("a refused inline save rolls the cell back with 'Update failed' and keeps the other cells", { tag: "@no-js" }, async ({ page, signIn, adminApi }) => {
  const { lenderName, row } = await ownLender(page, signIn, adminApi, "e2e_refused");
  await editCell(row(), `${lenderName}: Income (min)`, "34567");
  await expect(page.getByText("Lender updated successfully!").first()).toBeVisible();
  await expect.poll(() => cellValue(row(), 0)).toBe("34567");

  // An age below 18 is refused by the server alone.
  await editCell(row(), `${lenderName}: Age (max)`, "5");
  await expect(page.getByText("Update failed").first()).toBeVisible();
  await expect(page.getByText("Age must be between 18 and 100").first()).toBeVisible();
  if (!jsEnabled()) await expect(page).toHaveURL(/#lender-\d+$/);
  await expect.poll(() => cellValue(row(), 3)).toBe(jsEnabled() ? "—" : "");
  await expect.poll(() => cellValue(row(), 0)).toBe("34567");
  await reload(page);
  await expect.poll(() => cellValue(row(), 3)).toBe(jsEnabled() ? "—" : "");
  await expect.poll(() => cellValue(row(), 0)).toBe("34567");
});

test("the special offer is saved whole or not at all: an end before the start is refused beside the field", async ({ page, signIn, adminApi }) => {
  const { lenderName, row } = await ownLender(page, signIn, adminApi, "e2e_offer");
  await row().getByRole("link", { name: "Edit" }).first().click();
  const so = page.getByRole("dialog", { name: new RegExp(`Special offer: ${lenderName}`) });
  await so.getByLabel("Offer text").fill("Half saved?");
  await so.getByLabel("Start date").fill("2026-10-01");
  await so.getByLabel("End date").fill("2026-09-30");
  await so.getByRole("button", { name: "Save" }).click();
  const dialog = page.getByRole("dialog", { name: new RegExp(`Special offer: ${lenderName}`) });
  await expect(dialog.getByLabel("End date")).toHaveAccessibleDescription(/The end date must not be before the start date/);
  await expect(dialog.getByLabel("End date")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Offer text")).toHaveValue("Half saved?");
  await open(page, page.url());
  await expect(page.getByRole("dialog").getByLabel("Offer text")).toHaveValue("");
  await expect(page.getByRole("dialog").getByLabel("Start date")).toHaveValue("");
});

test("a priority that is not a non-negative number is ignored", { tag: "@no-js" }, async ({ page, signIn }) => {
  await signIn.admin(page, "admin");
  await openList(page, "/admin/lenders?filter=hl");
  const row = page.getByTestId("lenders-table").locator("tbody tr").first();
  const lenderName = (await row.locator("th").textContent())!.trim();
  const before = await cellValue(row, 9);
  // With JavaScript nothing is posted at all; without it, the server refuses the value.
  await editCell(row, `${lenderName}: Priority`, "-3");
  await reload(page);
  expect(await cellValue(page.getByTestId("lenders-table").locator("tbody tr", { hasText: lenderName }).first(), 9)).toBe(before);
});

test("the list comes a page at a time, with page links, with or without JavaScript", { tag: "@no-js" }, async ({ page, signIn }) => {
  await signIn.admin(page, "admin");
  await open(page, "/admin/lenders");
  const pager = page.getByRole("navigation", { name: "Pages of lenders" });
  const rows = page.getByTestId("lenders-table").locator("tbody tr");
  await expect(pager.getByText(/^1–20 of \d+ lenders$/)).toBeVisible();
  await expect(rows).toHaveCount(20);
  await expect(pager.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(pager.getByText(/^21–40 of \d+ lenders$/)).toBeVisible();
});

test("the search by name keeps the product filter and starts again at the first page, with or without JavaScript", { tag: "@no-js" }, async ({ page, signIn }) => {
  await signIn.admin(page, "admin");
  await open(page, "/admin/lenders?page=2");
  const pager = page.getByRole("navigation", { name: "Pages of lenders" });
  const rows = page.getByTestId("lenders-table").locator("tbody tr");
  await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Gold", exact: true }).click();
  // With JavaScript the filter's page arrives after the click: the search form must be the Gold list's.
  await expect(page).toHaveURL(/filter=gl/);
  await expect(pager.getByText(/^1–\d+ of \d+ lenders$/)).toBeVisible();
  await page.getByLabel("Search lenders").fill("gold fin");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/filter=gl&q=gold\+fin/);
  await expect(rows).toHaveCount(5);
  for (const name of await rows.locator("th").allTextContents()) expect(name.toLowerCase()).toContain("gold fin");

  await page.getByLabel("Search lenders").fill("no such lender");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No lender's name contains “no such lender”")).toBeVisible();
  await page.getByRole("link", { name: "Clear search" }).click();
  await expect(page).toHaveURL(/filter=gl$/);
  await expect(rows.first()).toBeVisible();
});
