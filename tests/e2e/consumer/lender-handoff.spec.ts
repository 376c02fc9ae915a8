import type { Page } from "@playwright/test";
import { applyForOffer } from "../../support/app-client";
import { expect, open, test, waitForStatus } from "../fixtures";

/**
 * Applications reach lenders (issue 11), against the sandbox lender the test
 * server runs (host/sandbox-lender.js; callbacks 0.7 s apart). Seeded lenders: an
 * API lender (Kaveri Finserv), a form lender with its own page (SaralRin), a
 * redirect lender (Chanakya Finance) and an API lender that confirms the
 * mobile with its own code (Nilgiri Fincorp).
 */

/** The Key Fact Statement acknowledged and the required consents given, as a consumer does on the pages. */
async function applyOnPages(page: Page, lender: string) {
  await open(page, `/user/apply/${lender}`);
  await page.getByLabel("I have read and understood this Key Fact Statement").check();
  await page.getByRole("button", { name: "Continue" }).click();
  for (const label of [/lender's terms and conditions/, /shared with the lender/, /fetch my credit report/]) await page.getByLabel(label).check();
  await page.getByRole("button", { name: "Apply now" }).click();
}

test("an API lender gets the application from the queue; its callbacks move the status page to approved and disbursed", async ({ page, signIn }) => {
  await signIn.consumer(page, { profile: true });
  await applyOnPages(page, "kaveri-finserv");
  await expect(page.getByRole("heading", { name: "Your application with Kaveri Finserv" })).toBeVisible();
  await waitForStatus(page, "kaveri-finserv", "Disbursed");
  const history = page.getByTestId("status-history");
  for (const status of ["Applied", "In progress", "Approved", "Disbursed"]) await expect(history.getByRole("cell", { name: status, exact: true })).toBeVisible();
  await expect(page.getByText(/^SBX-[0-9A-F]{8}$/)).toBeVisible();
});

test("a form lender asks its own questions first, refusing a form left empty beside each field, then gets the application", async ({ page, signIn }) => {
  await signIn.consumer(page, { profile: true });
  await applyOnPages(page, "saral-rin");
  await expect(page).toHaveURL(/\/user\/saral-rin$/);
  await expect(page.getByRole("heading", { name: "SaralRin needs a few details" })).toBeVisible();
  await page.getByLabel("Marital status").selectOption({ label: "Married" });
  await page.getByRole("button", { name: "Send to SaralRin" }).click();
  // Without JavaScript the server refuses; with it the browser does first. Either way each empty question says so, and the answer given stays.
  await expect(page.locator("[data-field-error]").getByText("This field is required")).toHaveCount(5);
  await expect(page.getByLabel("Marital status")).toHaveValue("married");
  await page.getByLabel("Gender").selectOption({ index: 1 });
  await page.getByLabel("Type of company you work for").selectOption({ label: "Multinational company" });
  await page.getByLabel("Residency").selectOption({ label: "Resident Indian" });
  await page.getByLabel("Sector you work in").selectOption({ label: "IT and software" });
  await page.getByLabel("Work status").selectOption({ label: "Full-time, permanent" });
  await page.getByRole("button", { name: "Send to SaralRin" }).click();
  await expect(page.getByRole("heading", { name: "Your application with SaralRin" })).toBeVisible();
  await waitForStatus(page, "saral-rin", "Disbursed");
  // The page is done with: going back to it shows the status instead.
  await open(page, "/user/saral-rin");
  await expect(page).toHaveURL(/\/user\/lenders-transaction\/saral-rin$/);
});

test("a redirect lender takes the consumer to its own journey with the application's id; its callbacks come back to the status page", async ({ page, signIn }) => {
  await signIn.consumer(page, { profile: true });
  await applyOnPages(page, "chanakya-finance");
  await expect(page).toHaveURL(/\/sandbox-lender\/chanakya-finance\/journey\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Continue your application" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Your application with Chanakya Finance" })).toBeVisible();
  await waitForStatus(page, "chanakya-finance", "Disbursed");
});

test("a lender that declines at once says why on its declined page and offers the other matched lenders", async ({ page, signIn }) => {
  const { consumer } = await signIn.consumer(page, { profile: true, employment: { monthlyIncome: "18000" } });
  await applyForOffer(consumer, "nilgiri-fincorp");
  await expect(async () => {
    await open(page, "/user/lenders-transaction/nilgiri-fincorp");
    await expect(page).toHaveURL(/\/user\/nilgiri-fincorp\/declined$/, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Nilgiri Fincorp could not approve your application" })).toBeVisible();
  await expect(page.getByTestId("decline-reason")).toHaveText("Reason given by Nilgiri Fincorp: Monthly income below ₹20,000, our minimum");
  const others = page.getByTestId("other-offers");
  await expect(others.getByRole("link", { name: "Apply with SaralRin" })).toBeVisible();
  await expect(others.getByRole("link", { name: /Apply with Nilgiri/ })).toHaveCount(0);
  await page.getByRole("link", { name: "See the application's status" }).click();
  await expect(page.getByTestId("application-status")).toHaveText("Rejected");
  await others.getByRole("link", { name: "Apply with SaralRin" }).click();
  await expect(page.getByRole("heading", { name: "Key Fact Statement" })).toBeVisible();
});

test("a lender that confirms the mobile with its own code: a wrong code is refused beside the field, the right one moves the application on", async ({ page, signIn, app }) => {
  const { consumer } = await signIn.consumer(page, { profile: true });
  await applyForOffer(consumer, "nilgiri-fincorp");
  await expect(async () => {
    await open(page, "/user/lenders-transaction/nilgiri-fincorp");
    await expect(page.getByRole("link", { name: "Enter the code from Nilgiri Fincorp" })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole("link", { name: "Enter the code from Nilgiri Fincorp" }).click();
  await expect(page.getByRole("heading", { name: "Confirm your mobile for Nilgiri Fincorp" })).toBeVisible();
  const uuid = (await page.request.get("/user/lenders-transaction/nilgiri-fincorp").then((r) => r.text())).match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)![0];
  const code = new RegExp(`OTP (\\d{6}) for application ${uuid}`).exec(app.log())![1];
  const wrong = code === "111111" ? "222222" : "111111";
  await page.getByLabel("Code from Nilgiri Fincorp").fill(wrong);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByLabel("Code from Nilgiri Fincorp")).toHaveAccessibleDescription(/That code is not right. Please check the SMS and try again./);
  await expect(page.getByLabel("Code from Nilgiri Fincorp")).toHaveValue(wrong);
  await page.getByLabel("Code from Nilgiri Fincorp").fill(code);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Your application with Nilgiri Fincorp" })).toBeVisible();
  await waitForStatus(page, "nilgiri-fincorp", "Disbursed");
});

test("an admin sees a lender's applications with every attempt and callback, and sends a refused one again", async ({ page, signIn, adminApi, baseURL }) => {
  const lenders = (await adminApi.call<{ data: { lender_id: number; name: string }[] }>("GET", "/api/get-lenders-data/pl")).data;
  const kaveri = lenders.find((l) => l.name === "kaveri-finserv")!;
  const { consumer } = await signIn.consumer(page, { profile: true });
  // The sandbox lender's own address with a secret it does not share: it answers 401, the
  // submission is refused at once, and stays failed. (Any other address on this machine is refused when saved.)
  await adminApi.updateLender(kaveri.lender_id, "api_url", `${baseURL!.replace("localhost", "127.0.0.1")}/sandbox-lender/kaveri-finserv`);
  await adminApi.updateLender(kaveri.lender_id, "api_secret", "a-secret-of-the-lender-0123");
  try {
    expect((await adminApi.getLender(kaveri.lender_id)).api_secret).toBe("********");
    await applyForOffer(consumer, "kaveri-finserv");
    await signIn.admin(page, "admin");
    await expect(async () => {
      await open(page, `/admin/lenders/${kaveri.lender_id}/submissions`);
      await expect(page.getByTestId("submissions").getByRole("row").nth(1)).toContainText("Failed", { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
  } finally {
    await adminApi.updateLender(kaveri.lender_id, "api_url", "");
    await adminApi.updateLender(kaveri.lender_id, "api_secret", "");
  }
  const row = page.getByTestId("submissions").getByRole("row").nth(1);
  await row.getByRole("link", { name: /^Details/ }).click();
  await expect(page.getByTestId("submission-attempts")).toContainText("Refused");
  await expect(page.getByTestId("submission-attempts")).toContainText("401");
  await expect(page.getByTestId("submission-attempts")).toContainText("The lender refused the request");
  await page
    .getByTestId("submissions")
    .getByRole("row")
    .nth(1)
    .getByRole("button", { name: /^Retry/ })
    .click();
  await expect(page.getByText("The application is queued to be sent again")).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("submission-attempts")).toContainText("Admin retry", { timeout: 1000 });
    await expect(page.getByTestId("submission-attempts").getByRole("row").nth(1)).toContainText("Accepted", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("lender-events")).toContainText("Approved", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  // Reached from the lender's edit screen.
  await open(page, `/admin/lenders/${kaveri.lender_id}`);
  await page.getByRole("link", { name: "Applications sent" }).click();
  await expect(page.getByRole("heading", { name: "Applications sent to Kaveri Finserv" })).toBeVisible();
});
