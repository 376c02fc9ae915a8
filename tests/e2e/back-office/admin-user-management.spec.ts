import { request as playwrightRequest, type Browser, type Page } from "@playwright/test";
import type { AdminApi } from "../../support/app-client";
import { expect, expectAccessible, jsEnabled, open, test, type SignIn } from "../fixtures";

const PASSWORD = "e2e-fresh-password-1";
const ROLE_ID = { Analyst: 2, "Customer support": 3 } as const;

/** Signs an account in (through the login form's post) and opens the dashboard, as after a login. */
async function signedInAs(signIn: SignIn, page: Page, username: string, password = PASSWORD) {
  await signIn.admin(page, { username, password });
  await open(page, "/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A second browser, as another person or another device would be, with the project's JavaScript setting. */
async function secondBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: jsEnabled(), locale: "en-IN" });
  return { context, page: await context.newPage() };
}

/** A username of this test's own, so no other test (or project) meets it. */
const freshName = (what: string) => `e2e-${what}-${test.info().project.name}-${Date.now().toString(36)}`;

/**
 * A state reached in place (an error drawn after a post) is scanned here;
 * without JavaScript the post's answer is a page of its own, scanned by the fixture.
 */
async function expectAccessibleNow(page: Page) {
  if (jsEnabled()) await expectAccessible(page);
}

/** An admin account of the test's own, made without the screen (for the tests that are not about adding one). */
async function adminAccount(adminApi: AdminApi, what: string, role: keyof typeof ROLE_ID) {
  const username = freshName(what);
  await adminApi.createAdminAccount({ username, roleId: ROLE_ID[role], password: PASSWORD });
  return username;
}

async function createAdmin(page: Page, username: string, role: string, password = PASSWORD) {
  await open(page, "/admin/user-management");
  const form = page.getByRole("region", { name: "Add an admin" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Role").selectOption({ label: role });
  await form.getByLabel("Initial password").fill(password);
  await form.getByRole("button", { name: "Add admin" }).click();
  await expect(page.getByText("Admin account created")).toBeVisible();
  await expect(page.getByTestId(`admin-row-${username}`)).toBeVisible();
}

test("role 1 adds an admin, changes its role, disables it (its open session ends) and enables it again", { tag: "@no-js" }, async ({ page, browser, baseURL, signIn }) => {
  await signIn.admin(page, "admin");
  await open(page, "/admin/dashboard");
  await page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: "User management" }).click();
  await expect(page.getByRole("heading", { name: "User management", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Admin - User management");
  const own = page.getByTestId("admin-row-admin");
  await expect(own).toContainText("(you)");
  await expect(own.getByRole("button")).toHaveCount(0);

  // What is wrong is said beside each field, and what was typed stays (but the password).
  const form = page.getByRole("region", { name: "Add an admin" });
  await form.getByLabel("Username").fill("Not Valid!");
  await form.getByLabel("Role").selectOption({ label: "Analyst" });
  await form.getByLabel("Initial password").fill("short");
  await form.getByRole("button", { name: "Add admin" }).click();
  await expect(form.getByText("Use 3 to 40 lowercase letters, digits, dots, hyphens or underscores")).toBeVisible();
  await expect(form.getByText("Use at least 12 characters")).toBeVisible();
  await expect(form.getByLabel("Username")).toHaveValue("Not Valid!");
  await expect(form.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Initial password")).toHaveValue("");
  await expectAccessibleNow(page);
  await form.getByLabel("Username").fill("analyst");
  await form.getByLabel("Initial password").fill(PASSWORD);
  await form.getByRole("button", { name: "Add admin" }).click();
  await expect(form.getByLabel("Username")).toHaveAccessibleDescription(/This username is already taken/);

  const name = freshName("staff");
  await createAdmin(page, name, "Analyst");
  const row = page.getByTestId(`admin-row-${name}`);
  await expect(row).toContainText("Analyst");
  await expect(row).toContainText("Active");
  await expect(row).toContainText("Never");

  const other = await secondBrowser(browser, baseURL!);
  await signedInAs(signIn, other.page, name);

  await row.getByLabel(`Role of ${name}`, { exact: true }).selectOption({ label: "Customer support" });
  await row.getByRole("button", { name: `Change role of ${name}` }).click();
  await expect(page.getByText("Role changed. It applies from their next page.")).toBeVisible();
  await expect(row.getByRole("cell").first()).toHaveText("Customer support");
  await open(other.page, "/admin/dashboard");
  await expect(other.page.getByRole("link", { name: /role Customer support/ })).toBeVisible();

  await row.getByRole("button", { name: `Disable ${name}` }).click();
  await expect(page.getByText("Account disabled and its sessions ended")).toBeVisible();
  await expect(row).toContainText("Disabled");
  await open(other.page, "/admin/dashboard");
  await expect(other.page).toHaveURL(/\/admin\/login/);

  await row.getByRole("button", { name: `Enable ${name}` }).click();
  await expect(page.getByText("Account enabled: it can sign in again")).toBeVisible();
  await expect(row).toContainText("Active");
  await signedInAs(signIn, other.page, name);
  await other.context.close();
});

test("an account locked by wrong passwords is unlocked from the screen and signs in again", async ({ page, browser, baseURL, signIn, adminApi }) => {
  const name = await adminAccount(adminApi, "locked", "Customer support");
  await signIn.admin(page, "admin");

  const api = await playwrightRequest.newContext({ baseURL });
  for (let i = 0; i < 11; i++) await api.post("/admin/login", { form: { username: name, password: "wrong-password" }, maxRedirects: 0 });
  await api.dispose();

  const other = await secondBrowser(browser, baseURL!);
  await open(other.page, "/admin/login");
  await other.page.getByLabel("Username").fill(name);
  await other.page.getByLabel("Password").fill(PASSWORD);
  await other.page.getByRole("button", { name: "Log in" }).click();
  await expect(other.page.getByText("This account is locked")).toBeVisible();

  await open(page, "/admin/user-management");
  const row = page.getByTestId(`admin-row-${name}`);
  await expect(row).toContainText("Locked since");
  await row.getByRole("button", { name: `Unlock ${name}` }).click();
  await expect(page.getByText("Account unlocked: it can sign in again")).toBeVisible();
  await expect(row).not.toContainText("Locked since");
  await expect(row.getByRole("button", { name: `Unlock ${name}` })).toHaveCount(0);

  await signedInAs(signIn, other.page, name);
  await other.context.close();
});

test("role 1 resets another admin's password in a dialog; their session ends and the new password works", async ({ page, browser, baseURL, signIn, adminApi }) => {
  const name = await adminAccount(adminApi, "reset", "Analyst");
  await signIn.admin(page, "admin");
  await open(page, "/admin/user-management");
  const other = await secondBrowser(browser, baseURL!);
  await signedInAs(signIn, other.page, name);

  await page
    .getByTestId(`admin-row-${name}`)
    .getByRole("link", { name: `Reset password of ${name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: `Reset the password of ${name}` });
  await dialog.getByLabel("New password").fill("too-short");
  await dialog.getByRole("button", { name: "Save password" }).click();
  await expect(dialog.getByText("Use at least 12 characters")).toBeVisible();
  await expectAccessibleNow(page);
  await dialog.getByLabel("New password").fill("reset-by-admin-123");
  await dialog.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("Password reset and their sessions ended")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await open(other.page, "/admin/dashboard");
  await expect(other.page).toHaveURL(/\/admin\/login/);
  await signedInAs(signIn, other.page, name, "reset-by-admin-123");
  await other.context.close();
});

/** The same admin (of role 3) signed in twice, as on a laptop and a phone; the laptop on its account page. */
async function laptopAndPhone(browser: Browser, baseURL: string, signIn: SignIn, adminApi: AdminApi) {
  const name = await adminAccount(adminApi, "me", "Customer support");
  const laptop = await secondBrowser(browser, baseURL);
  const phone = await secondBrowser(browser, baseURL);
  await signedInAs(signIn, laptop.page, name);
  await signedInAs(signIn, phone.page, name);
  return { name, laptop, phone, sessions: laptop.page.getByTestId("admin-sessions").locator("tbody tr") };
}

test("an admin's account page lists their sessions and ends another one", async ({ browser, baseURL, signIn, adminApi }) => {
  const { name, laptop, phone, sessions } = await laptopAndPhone(browser, baseURL!, signIn, adminApi);
  await laptop.page.getByRole("link", { name: new RegExp(`Signed in as ${name}`) }).click();
  await expect(laptop.page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await expect(laptop.page).toHaveTitle("Admin - Your account");
  await expect(sessions).toHaveCount(2);
  await expect(laptop.page.getByTestId("session-current")).toContainText("This session");
  await expect(laptop.page.getByTestId("session-current")).toContainText("Chrome on Linux");
  // Another session listed, with its End button: the laptop's page is not the test's own page, so it is scanned here.
  await expectAccessibleNow(laptop.page);

  await laptop.page
    .getByTestId("session-other")
    .getByRole("button", { name: /^End session/ })
    .click();
  await expect(laptop.page.getByText("Session ended")).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(laptop.page.getByText("You are not signed in anywhere else.")).toBeVisible();
  await open(phone.page, "/admin/dashboard");
  await expect(phone.page).toHaveURL(/\/admin\/login/);
  await laptop.context.close();
  await phone.context.close();
});

test("'End all other sessions' on the account page ends them", async ({ browser, baseURL, signIn, adminApi }) => {
  const { laptop, phone, sessions } = await laptopAndPhone(browser, baseURL!, signIn, adminApi);
  await open(laptop.page, "/admin/account");
  await expect(sessions).toHaveCount(2);
  await laptop.page.getByRole("button", { name: "End all other sessions" }).click();
  await expect(laptop.page.getByText("Your other sessions were ended")).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await open(phone.page, "/admin/dashboard");
  await expect(phone.page).toHaveURL(/\/admin\/login/);
  await laptop.context.close();
  await phone.context.close();
});

test("changing the password on the account page refuses mistakes beside the form, keeps this session and ends the others", async ({ browser, baseURL, signIn, adminApi }) => {
  const { name, laptop, phone, sessions } = await laptopAndPhone(browser, baseURL!, signIn, adminApi);
  await open(laptop.page, "/admin/account");
  const form = laptop.page.getByRole("region", { name: "Change password" });
  await form.getByLabel("Current password").fill("not-my-password");
  await form.getByLabel("New password", { exact: true }).fill("my-new-password-1");
  await form.getByLabel("Repeat the new password").fill("my-new-password-1");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("The current password is not right")).toBeVisible();
  await expectAccessibleNow(laptop.page);
  await form.getByLabel("Current password").fill(PASSWORD);
  await form.getByLabel("New password", { exact: true }).fill("my-new-password-1");
  await form.getByLabel("Repeat the new password").fill("my-new-password-2");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("The two new passwords do not match")).toBeVisible();
  await form.getByLabel("Current password").fill(PASSWORD);
  await form.getByLabel("New password", { exact: true }).fill("my-new-password-1");
  await form.getByLabel("Repeat the new password").fill("my-new-password-1");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(laptop.page.getByText("Password changed. Your other sessions were ended.")).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await open(phone.page, "/admin/dashboard");
  await expect(phone.page).toHaveURL(/\/admin\/login/);
  await signedInAs(signIn, phone.page, name, "my-new-password-1");

  await laptop.context.close();
  await phone.context.close();
});

test("a CSR opens their own account page but not user management", async ({ page, signIn }) => {
  await signIn.admin(page, "csr");
  await open(page, "/admin/dashboard");
  await expect(page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: "User management" })).toHaveCount(0);
  await open(page, "/admin/user-management");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await open(page, "/admin/account");
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
});

test("an idle admin is warned, then signed out after ADMIN_IDLE_MINUTES", async ({ page, signIn }) => {
  test.skip(!jsEnabled(), "the idle timer runs in the browser; without JavaScript the session simply expires");
  await page.clock.install();
  await signIn.admin(page, "admin");
  await open(page, "/admin/dashboard");
  // The timer's code comes after the page's: it counts from when it arrived.
  await page.getByTestId("idle-timer").waitFor({ state: "attached" });
  await page.clock.fastForward("29:00");
  await expect(page.getByTestId("idle-countdown")).toBeHidden();
  await page.clock.fastForward("01:01");
  await expect(page.getByTestId("idle-countdown")).toBeVisible();
  await page.clock.fastForward("01:00");
  await expect(page).toHaveURL(/\/admin\/login/);
  await open(page, "/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login/);
});
