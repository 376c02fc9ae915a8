import type { Page } from "@playwright/test";
import { applyForOffer, partnerApi, signInPartner } from "../../support/app-client";
import { atFixedTime, demoPassword, expect, jsEnabled, open, test } from "../fixtures";

/** The partner menu in the header. */
const partnerMenu = (page: Page) => page.getByRole("navigation", { name: "Partner menu" });

/** Opens the account menu (a disclosure, so it opens without JavaScript too) and answers it. */
async function accountMenu(page: Page, username: string) {
  await page.locator("summary", { hasText: username }).click();
  return page.getByRole("group").filter({ has: page.locator("summary", { hasText: username }) });
}

test("a partner signs in through its brand's login form, is kept out of the login while signed in, and logs out", { tag: "@no-js" }, async ({ page }) => {
  await open(page, "/paisaplus/partner/login");
  await expect(page.getByRole("heading", { name: "PaisaPlus partner login" })).toBeVisible();
  await expect(page.getByTestId("partner-login-logo")).toHaveAttribute("src", /paisaplus/);
  await expect(page).toHaveTitle("Partner login");

  // Nothing typed: said beside each field.
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.locator("[data-field-error]").getByText("This field is required")).toHaveCount(2);

  // A wrong password: refused, the username kept, the password not.
  await page.getByLabel("Username").fill("paisaplus");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Invalid username or password")).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveValue("paisaplus");
  // The server never sends a password back (with JavaScript the page keeps what was typed, as a browser does).
  if (!jsEnabled()) await expect(page.getByLabel("Password")).toHaveValue("");

  // Another brand's user is not let in on this brand's login.
  await page.getByLabel("Username").fill("partner");
  await page.getByLabel("Password").fill(demoPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Invalid username or password")).toBeVisible();

  await page.getByLabel("Username").fill("paisaplus");
  await page.getByLabel("Password").fill(demoPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/partner$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByText("How the consumers you brought to PaisaPlus are doing.")).toBeVisible();
  await expect(page.getByTestId("partner-brand-logo")).toHaveAttribute("src", /paisaplus/);

  // Signed in, the login pages lead to the dashboard.
  await open(page, "/partner/login");
  await expect(page).toHaveURL(/\/partner$/);
  await open(page, "/paisaplus/partner/login");
  await expect(page).toHaveURL(/\/partner$/);

  await (await accountMenu(page, "paisaplus")).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/partner\/login$/);
  await open(page, "/partner/settings");
  await expect(page).toHaveURL(/\/partner\/login$/);
});

/** A row of the dashboard's "applications per day" table: its count cell. */
const countOn = (page: Page, day: string) => page.getByTestId("per-day-table").locator("tbody tr", { hasText: day }).getByRole("cell").nth(1);

atFixedTime("an application made at 23:59 in India counts on its own day: after midnight the dashboard shows it as yesterday's, not today's", async ({ page, signIn, app }) => {
  // A consumer who arrives through the brand's landing is the partner's. At 23:59:00 IST on Friday 20 March 2026 (a day no other
  // test uses) they apply: the clock ticks on, and applying takes a few requests, well within the minute left.
  const { consumer } = await signIn.consumer(page, { partner: "paisaplus", product: "pl", profile: true });
  await app.setClock("2026-03-20T18:29:00Z");
  // The redirect lender: the sandbox leaves its status at Applied.
  await applyForOffer(consumer, undefined, { prefer: "chanakya-finance" });
  // 00:00:05 IST on Saturday 21 March: still the 20th in UTC, already the 21st in India.
  await app.setClock("2026-03-20T18:30:05Z");
  await page.context().clearCookies();
  await signIn.partner(page, "paisaplus");

  await open(page, "/partner");
  await expect(page).toHaveTitle("Partner - Dashboard");
  await expect(page.getByRole("radio", { name: "Last 7 days" })).toBeChecked();
  await expect(page.getByTestId("range-shown")).toHaveText("Showing 15 Mar 2026 to 21 Mar 2026");
  await expect(page.getByTestId("figure-applications").getByRole("definition")).toHaveText("1");
  await expect(
    page
      .getByTestId("by-status")
      .getByRole("row", { name: /Applied/ })
      .getByRole("cell")
      .nth(1),
  ).toHaveText("1");
  await expect(page.getByTestId("by-product").getByRole("row", { name: /Personal Loans/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /Bar chart: applications per day/ })).toBeVisible();
  await page.getByText("Applications per day as a table").click();
  await expect(page.getByTestId("per-day-table").getByRole("row")).toHaveCount(8);
  await expect(countOn(page, "20 Mar 2026")).toHaveText("1");
  await expect(countOn(page, "21 Mar 2026")).toHaveText("0");

  await page.getByRole("radio", { name: "Yesterday" }).check();
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/range=yesterday/);
  await expect(page.getByTestId("range-shown")).toHaveText("Showing 20 Mar 2026 to 20 Mar 2026");
  await expect(page.getByTestId("figure-applications").getByRole("definition")).toHaveText("1");

  // Today (the 21st in India) has none.
  await page.getByRole("radio", { name: "Custom range" }).check();
  await expect(page.getByLabel("To", { exact: true })).toHaveAttribute("max", "2026-03-21");
  await page.getByLabel("From", { exact: true }).fill("2026-03-21");
  await page.getByLabel("To", { exact: true }).fill("2026-03-21");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page.getByTestId("range-shown")).toHaveText("Showing 21 Mar 2026 to 21 Mar 2026");
  await expect(page.getByTestId("figure-applications").getByRole("definition")).toHaveText("0");
});

atFixedTime("the dashboard refuses a wrong custom range beside its field, and a day that has not come yet in India; in Hindi too", async ({ page, signIn }) => {
  // Noon in India on 10 March 2026 (FIXED_TIME).
  await signIn.partner(page, "paisaplus");
  await open(page, "/partner");
  await page.getByRole("radio", { name: "Custom range" }).check();
  await page.getByLabel("From", { exact: true }).fill("2026-01-10");
  await page.getByLabel("To", { exact: true }).fill("2026-01-01");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page.getByText("The last day must be on or after the first day")).toBeVisible();
  await expect(page.getByLabel("To", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("2026-01-10");
  await expect(page.getByRole("radio", { name: "Custom range" })).toBeChecked();

  // Tomorrow in India has not come yet.
  await page.getByLabel("To", { exact: true }).fill("2026-03-11");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page.getByText("This day has not come yet")).toBeVisible();
  await expect(page.getByLabel("To", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("To", { exact: true }).fill("2026-01-31");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page.getByTestId("range-shown")).toHaveText("Showing 10 Jan 2026 to 31 Jan 2026");

  // In Hindi too.
  await page.getByRole("button", { name: "हिन्दी" }).click();
  await expect(page.getByRole("heading", { name: "डैशबोर्ड", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "पार्टनर मेन्यू" }).getByRole("link", { name: "ट्रेनिंग सामग्री" })).toBeVisible();
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
});

test("training material leads to the eligibility criteria, whose table is the lenders' texts, a dash where a lender gave none, as the API answers", async ({ page, signIn, adminApi, baseURL }) => {
  const lender = await adminApi.createLender(`aaa-e2e-${test.info().project.name}-${Date.now().toString(36)}`);
  await adminApi.updateLender(lender.lender_id, "age_text", "23 to 55 years");
  await adminApi.updateLender(lender.lender_id, "cibil_text", "CIBIL score of 725 or more");
  await adminApi.updateLender(lender.lender_id, "lender_status", 1);

  const session = await signIn.partner(page);
  await open(page, "/partner");
  await partnerMenu(page).getByRole("link", { name: "Training Material" }).click();
  await expect(page.getByRole("heading", { name: "Training Material", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Eligibility Criteria" }).click();
  await expect(page).toHaveURL(/\/partner\/training-material\/eligibility-criteria$/);
  await expect(page).toHaveTitle("Partner - Eligibility Criteria");

  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("listitem")).toHaveText(["Dashboard", ">Training Material", ">Eligibility Criteria"]);
  await expect(breadcrumb.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/partner");

  const table = page.getByTestId("eligibility-table");
  await expect(table.getByRole("columnheader")).toHaveText(["Criteria", "Age", "Salaried/Selfemployed", "Monthly net income", "Min loan", "Max loan", "Cibil", "Lender Journey"]);

  const rows = await partnerApi(baseURL!, session.token).eligibilityCriteria();
  const created = rows.find((r) => r.name === lender.display_name);
  expect(created).toMatchObject({ age: "23 to 55 years", cibil: "CIBIL score of 725 or more", employment: null, lender_journey: null });
  await expect(table.locator("tbody tr")).toHaveCount(rows.length);
  const dash = (v: string | null) => v ?? "-Not given";
  for (const [i, row] of rows.entries()) {
    await expect(table.locator("tbody tr").nth(i).locator("th, td")).toHaveText([
      row.name,
      ...[row.age, row.employment, row.income, row.min_loan, row.max_loan, row.cibil, row.lender_journey].map(dash),
    ]);
  }
  const createdRow = table.getByRole("row", { name: new RegExp(lender.display_name) });
  await expect(createdRow.getByRole("cell").nth(1)).toHaveText("-Not given");
});

test("settings show the profile and change the password, refusing mistakes beside each field", { tag: "@no-js" }, async ({ page, signIn, baseURL }) => {
  await signIn.partner(page);
  await open(page, "/partner");
  const menu = await accountMenu(page, "partner");
  await menu.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  // The menu closes on the page it led to: left open, it covered the partner menu's links.
  await expect(menu.getByRole("link", { name: "Settings" })).toBeHidden();
  await expect(page.getByTestId("profile-username")).toHaveText("partner");
  await expect(page.getByTestId("profile-partner")).toHaveText("CL Marketplace");

  const newPassword = `e2e-new-partner-pass-${test.info().project.name}`;
  const form = page.getByRole("region", { name: "Change password" });
  await form.getByLabel("Current password").fill(demoPassword);
  await form.getByLabel("New password", { exact: true }).fill(newPassword);
  await form.getByLabel("Repeat the new password").fill(`${newPassword}x`);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator("[data-field-error]").getByText("The two new passwords do not match")).toBeVisible();

  await form.getByLabel("Current password").fill("not-the-password");
  await form.getByLabel("New password", { exact: true }).fill(newPassword);
  await form.getByLabel("Repeat the new password").fill(newPassword);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator("[data-field-error]").getByText("The current password is not right")).toBeVisible();

  // Another device signed in as the same partner is signed out by the change.
  const other = (await signInPartner(baseURL!, "partner", demoPassword)).token;
  await form.getByLabel("Current password").fill(demoPassword);
  await form.getByLabel("New password", { exact: true }).fill(newPassword);
  await form.getByLabel("Repeat the new password").fill(newPassword);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. Your other sessions were ended.")).toBeVisible();
  expect((await fetch(new URL("/api/partner-reverify", baseURL), { headers: { authorization: `Bearer ${other}` } })).status).toBe(401);

  // Put the demo password back for the other tests of this server.
  await form.getByLabel("Current password").fill(newPassword);
  await form.getByLabel("New password", { exact: true }).fill(demoPassword);
  await form.getByLabel("Repeat the new password").fill(demoPassword);
  await form.getByRole("button", { name: "Change password" }).click();
  // The message is on the page already from the first change: the emptied form says this one is done.
  await expect(form.getByLabel("Current password")).toHaveValue("");
  await expect(page.getByText("Password changed. Your other sessions were ended.")).toBeVisible();
  await signInPartner(baseURL!, "partner", demoPassword);
});

test("a stale partner token goes to /partner/login, the API answers 401, and a partner cannot open admin pages", { tag: "@no-js" }, async ({ page, signIn, baseURL }) => {
  await page.context().addCookies([{ name: "p_atkn", value: "stale-or-forged-token", url: baseURL! }]);
  await open(page, "/partner/training-material/eligibility-criteria");
  await expect(page).toHaveURL(/\/partner\/login$/);
  await expect(page.getByRole("heading", { name: "Partner login" })).toBeVisible();
  expect((await page.request.get("/api/partner/get-eligibility-criteria")).status()).toBe(401);

  await signIn.partner(page);
  await open(page, "/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login/);
  expect((await page.request.get("/api/get-lenders-data")).status()).toBe(401);
  if (jsEnabled()) {
    // A client-side path change asks the server again: a session ended meanwhile goes to the login.
    await open(page, "/partner");
    await page.context().clearCookies();
    await page.context().addCookies([{ name: "p_atkn", value: "ended", url: baseURL! }]);
    await partnerMenu(page).getByRole("link", { name: "Training Material" }).click();
    await expect(page).toHaveURL(/\/partner\/login$/);
  }
});
