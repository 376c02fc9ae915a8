import type { Locator, Page } from "@playwright/test";
import type { AdminApi } from "../../support/app-client";
import { expect, jsEnabled, open, test, type SignIn } from "../fixtures";

/**
 * A lender of the test's own, made through the admin API (deleted after the
 * test), so switching it on or off changes no other test's offers; the page
 * starts signed in on its edit screen. Answers the screen's URL.
 */
async function ownLender(page: Page, signIn: SignIn, adminApi: AdminApi, prepare: (lenderId: number) => Promise<unknown> = async () => {}) {
  const lender = await adminApi.createLender(`e2e_edit_${Date.now()}`);
  await prepare(lender.lender_id);
  await signIn.admin(page, "admin");
  await open(page, `/admin/lenders/${lender.lender_id}`);
  await expect(page.getByRole("link", { name: "Back to lenders" })).toBeVisible();
  return page.url();
}

const rowIds = (page: Page) => page.$$eval('[data-testid="revenue-table"] tbody tr', (trs) => trs.map((tr) => (tr as HTMLElement).dataset.testid));

/** With JavaScript a field saves on blur (or change); without it, with the field's own Save button. */
async function saveField(page: Page, label: string, change: (field: Locator) => Promise<unknown>) {
  const field = page.getByLabel(label, { exact: true });
  if (jsEnabled()) {
    // Until the save is answered: a page left earlier would cancel it.
    const saved = page.waitForResponse((r) => r.request().method() === "POST");
    await change(field);
    await field.blur();
    await saved;
  } else {
    await change(field);
    await page.getByRole("button", { name: `Save: ${label}`, exact: true }).click();
  }
}

test("the edit screen saves a switch and a text field, and keeps them after a reload", async ({ page, signIn, adminApi }) => {
  const url = await ownLender(page, signIn, adminApi);
  const status = page.getByRole("switch", { name: "Lender status" });
  const was = await status.isChecked();
  await saveField(page, "Lender status", (f) => f.click());
  await expect(page.getByText("Lender updated successfully!").first()).toBeVisible();
  await saveField(page, "Interest rate", (f) => f.fill("10.49% - 22%"));
  await expect(page.getByText("Lender updated successfully!").first()).toBeVisible();
  await page.goto(url);
  await expect(page.getByRole("switch", { name: "Lender status" })).toBeChecked({ checked: !was });
  await expect(page.getByLabel("Interest rate", { exact: true })).toHaveValue("10.49% - 22%");
});

test("a refused save shows 'Update failed' and its reason, rolls the field back and keeps the others", { tag: "@no-js" }, async ({ page, signIn, adminApi }) => {
  const url = await ownLender(page, signIn, adminApi);
  await saveField(page, "Tenure (months)", (f) => f.fill("12-60"));
  await expect(page.getByText("Lender updated successfully!").first()).toBeVisible();
  await saveField(page, "Priority", (f) => f.fill("-3"));
  await expect(page.getByText("Update failed").first()).toBeVisible();
  await expect(page.getByText("Priority must be a non-negative number").first()).toBeVisible();
  if (jsEnabled()) await expect(page.getByLabel("Priority", { exact: true })).toHaveAttribute("aria-invalid", "true");
  else await expect(page).toHaveURL(/#priority$/);
  await expect(page.getByLabel("Priority", { exact: true })).toHaveValue("0");
  await expect(page.getByLabel("Tenure (months)", { exact: true })).toHaveValue("12-60");
  await page.goto(url);
  await expect(page.getByLabel("Priority", { exact: true })).toHaveValue("0");
  await expect(page.getByLabel("Tenure (months)", { exact: true })).toHaveValue("12-60");
});

test("a lender's API endpoint on this machine is refused beside the field (decision 036)", { tag: "@no-js" }, async ({ page, signIn, adminApi, baseURL }) => {
  await ownLender(page, signIn, adminApi);
  const local = `${baseURL!.replace("localhost", "127.0.0.1")}/healthz`;
  await saveField(page, "API endpoint (https)", (f) => f.fill(local));
  await expect(page.getByText("Update failed").first()).toBeVisible();
  await expect(page.getByText("This address leads into our own network").first()).toBeVisible();
  if (jsEnabled()) await expect(page.getByLabel("API endpoint (https)", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("API endpoint (https)", { exact: true })).toHaveValue("");
});

/** A lender of the test's own with two revenue entries (revenue never changes which offers a consumer sees), on its edit screen. */
async function lenderWithRevenue(page: Page, signIn: SignIn, adminApi: AdminApi) {
  const url = await ownLender(page, signIn, adminApi, async (lenderId) => {
    const types = await adminApi.revenueTypes();
    const type = (name: string) => types.find((t) => t.name === name)!.id;
    await adminApi.createRevenue({ lender_id: lenderId, revenue_type_id: type("Disbursal commission"), revenue_percent: 1.5 });
    await adminApi.createRevenue({ lender_id: lenderId, revenue_type_id: type("Per lead"), revenue_flat: 150 });
  });
  return { url, rows: page.getByTestId("revenue-table").locator("tbody tr") };
}

test("a revenue entry is added from its dialog, which refuses values out of range beside each field", { tag: "@no-js" }, async ({ page, signIn, adminApi }) => {
  const { rows } = await lenderWithRevenue(page, signIn, adminApi);
  const before = await rows.count();

  await page.getByRole("link", { name: "Add revenue" }).click();
  const add = page.getByRole("dialog", { name: "Add revenue" });
  await add.getByLabel("Revenue type").selectOption({ label: "Login fee" });
  await add.getByLabel("Revenue percentage (%)").fill("150");
  if (jsEnabled()) {
    // With JavaScript the rules are checked as the admin types, and Submit waits for a valid entry.
    await expect(add.getByText("Must be between 0 and 100")).toBeVisible();
    await expect(add.getByRole("button", { name: "Submit" })).toBeDisabled();
    await add.getByLabel("ATS (min)").fill("500");
    await add.getByLabel("ATS (max)").fill("100");
    await expect(add.getByText("Max must be greater than Min")).toBeVisible();
    await add.getByLabel("ATS (max)").fill("");
  } else {
    // Without it the server judges, and the dialog comes back with each error beside its field.
    await add.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("dialog", { name: "Add revenue" }).getByText("Must be between 0 and 100")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Add revenue" }).getByLabel("Revenue type")).toHaveValue(/\d+/);
  }
  await add.getByLabel("Revenue percentage (%)").fill("1.25");
  await add.getByLabel("ATS (min)").fill("500");
  await add.getByLabel("Revenue flat (₹)").fill("250");
  await add.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Revenue added successfully").first()).toBeVisible();
  await expect(rows).toHaveCount(before + 1);
  await expect(rows.last()).toContainText("Login fee");
  await expect(rows.last()).toContainText("✓");
});

test("a revenue entry is switched off from its Edit dialog", async ({ page, signIn, adminApi }) => {
  const { rows } = await lenderWithRevenue(page, signIn, adminApi);
  await expect(rows.last()).toContainText("✓");
  await rows.last().getByRole("link", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit revenue" });
  await edit.getByLabel("Active").uncheck();
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Revenue updated successfully").first()).toBeVisible();
  await expect(rows.last()).toContainText("✗");
});

test("revenue entries are reordered: moved up and kept after a reload, moved back down (by keyboard with JavaScript)", { tag: "@no-js" }, async ({ page, signIn, adminApi }) => {
  const { url } = await lenderWithRevenue(page, signIn, adminApi);
  const start = await rowIds(page);
  const n = start.length;
  await page.getByRole("button", { name: `Move up (${n})` }).click();
  await expect(page.getByText("Revenue order updated").first()).toBeVisible();
  await page.goto(url);
  expect(await rowIds(page)).toEqual([...start.slice(0, n - 2), start[n - 1], start[n - 2]]);

  if (jsEnabled()) {
    await page.getByRole("button", { name: `Reorder row ${n - 1}` }).focus();
    await page.keyboard.press("Alt+ArrowDown");
  } else {
    await page.getByRole("button", { name: `Move down (${n - 1})` }).click();
  }
  await expect.poll(() => rowIds(page)).toEqual(start);
});

test("a revenue entry is deleted after a narrow 'Are you sure?'", async ({ page, signIn, adminApi }) => {
  const { rows } = await lenderWithRevenue(page, signIn, adminApi);
  const ids = await rowIds(page);
  await page
    .locator(`[data-testid="${ids.at(-1)}"]`)
    .getByRole("link", { name: "Delete" })
    .click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  expect((await confirm.boundingBox())!.width).toBeLessThanOrEqual(400);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Revenue entry deleted successfully").first()).toBeVisible();
  await expect(rows).toHaveCount(ids.length - 1);
});

/** A lender of the test's own that takes salaried consumers, priced (without a grid) at 12% for everyone. */
async function pricedLender(page: Page, signIn: SignIn, adminApi: AdminApi, extra: [string, unknown][] = []) {
  let name = "";
  const url = await ownLender(page, signIn, adminApi, async (lenderId) => {
    for (const [property, value] of [["lender_status", 1], ["salaried", 1], ["tenure", "12-60"], ["apr_min", 12], ...extra] as [string, unknown][]) {
      await adminApi.updateLender(lenderId, property, value);
    }
    name = (await adminApi.getLender(lenderId)).display_name;
  });
  return { url, name, pricing: page.getByRole("form", { name: "Pricing" }) };
}

const savePricing = async (page: Page) => page.getByRole("form", { name: "Pricing" }).getByRole("button", { name: "Save pricing" }).click();

test("the pricing grid is saved from the edit screen, a figure refused beside its field, and the eligibility tester's APR follows it", { tag: "@no-js" }, async ({ page, signIn, adminApi }) => {
  const { url, name, pricing } = await pricedLender(page, signIn, adminApi);
  // No grid yet: the form holds what the lender is priced from today, and says so.
  await expect(page.getByTestId("pricing-fallback")).toBeVisible();
  await expect(pricing.getByLabel("650 to 699: rate (%)")).toHaveValue("12");

  await pricing.getByLabel("750 and above: rate (%)").fill("12.5");
  await pricing.getByLabel("700 to 749: rate (%)").fill("13.345");
  await savePricing(page);
  const refused = page.getByRole("form", { name: "Pricing" }).getByLabel("700 to 749: rate (%)");
  await expect(refused).toHaveAccessibleDescription(/Use at most two decimals/);
  await expect(refused).toHaveValue("13.345");
  await expect(page.getByRole("form", { name: "Pricing" }).getByLabel("750 and above: rate (%)")).toHaveValue("12.5");

  await refused.fill("13.25");
  await savePricing(page);
  await expect(page.getByText("Pricing saved: offers, lists and the API now show it").first()).toBeVisible();
  await page.goto(url);
  await expect(page.getByRole("form", { name: "Pricing" }).getByLabel("750 and above: rate (%)")).toHaveValue("12.5");
  await expect(page.getByTestId("pricing-fallback")).toHaveCount(0);
  // The list columns are written from the grid, and shown as such.
  await expect(page.getByTestId("derived-hint")).toBeVisible();
  await expect(page.getByTestId("derived-apr_min")).toHaveText("12");
  await expect(page.getByTestId("derived-interest_rate")).toHaveText("12% - 13.25%");
  await expect(page.getByLabel("APR (min, % a year)", { exact: true })).toHaveCount(0);

  // A consumer of 750+ is offered the rate just set (no fee, so the APR is the rate).
  await open(page, "/admin/customer-eligibility?who=profile&product=pl&monthlyIncome=80000&age=30&employmentStatusCode=salaried&loanAmount=200000&creditScoreBand=750_plus");
  await expect(page.getByTestId("matched-lender").filter({ hasText: name })).toContainText("12.50%");
});

test("a special-offer text without a condition says no badge will show, until the condition is set in Pricing", async ({ page, signIn, adminApi }) => {
  const { pricing } = await pricedLender(page, signIn, adminApi, [["so_text", "Festive season: no processing fee"]]);
  await expect(page.getByTestId("no-badge-note")).toContainText("No badge will show to consumers for this offer");
  await pricing.getByLabel("What the offer gives").selectOption({ label: "No processing fee" });
  await savePricing(page);
  await expect(page.getByText("Pricing saved: offers, lists and the API now show it").first()).toBeVisible();
  await expect(page.getByTestId("no-badge-note")).toHaveCount(0);
});

test("an eligibility text is said from the criteria while empty, and flagged once written otherwise", { tag: "@no-js" }, async ({ page, signIn, adminApi }) => {
  await ownLender(page, signIn, adminApi, async (id) => {
    await adminApi.updateLender(id, "min_age", 21);
    await adminApi.updateLender(id, "max_age", 58);
  });
  await expect(page.getByTestId("text-from-criteria-age_text")).toHaveText("Empty: partners read the criteria's words, in their language: “21 to 58 years”.");
  await expect(page.getByTestId("text-differs-age_text")).toHaveCount(0);
  await saveField(page, "Age", (f) => f.fill("18 to 65 years"));
  await expect(page.getByText("Lender updated successfully!").first()).toBeVisible();
  await expect(page.getByTestId("text-differs-age_text")).toContainText("The criteria say: “21 to 58 years”");
  await saveField(page, "Age (max)", (f) => f.fill("65"));
  await saveField(page, "Age (min)", (f) => f.fill("18"));
  await expect(page.getByTestId("text-differs-age_text")).toHaveCount(0);
});
