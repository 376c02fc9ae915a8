import type { Page } from "@playwright/test";
import { demoPassword, expect, jsEnabled, open, test } from "./fixtures";
import { fillBusinessDetails } from "./profile-forms";

async function adminLogin(page: Page, username: string) {
  await open(page, "/admin/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(demoPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
}

/** A consumer applies for a business loan (as in lender-intake.spec.ts) and lands on the status page: its lender and reference. */
async function applyForBusinessLoan(page: Page, otpFor: (d: string) => Promise<string>) {
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  await open(page, "/");
  await page.getByLabel("Mobile number or email").fill(mobile);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.getByLabel("OTP").fill(await otpFor(mobile));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.getByRole("button", { name: /Business Loans/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("First name").fill("Meena");
  await page.getByLabel("Last name").fill("Patil");
  await page.getByLabel("Date of birth").fill("05/06/1985");
  await page.getByLabel("PAN").fill("ABCPM1234Q");
  await page.getByLabel("Email", { exact: true }).fill(`meena.${mobile}@example.in`);
  await page.getByLabel("Gender").selectOption({ label: "Female" });
  await page.getByLabel("Address line 1", { exact: true }).fill("22 Station Road");
  await page.getByLabel("Pincode").fill("411038");
  await page.getByLabel("Residence type").selectOption({ label: "Owned" });
  await page.getByLabel("Education").selectOption({ label: "Graduate" });
  await page.getByLabel("Loan amount you need").fill("300000");
  await page.getByLabel("Your credit score").selectOption({ label: "700 to 749" });
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.getByRole("link", { name: "Confirm later" }).click();
  await fillBusinessDetails(page);
  await page.getByRole("button", { name: "See my business offers" }).click();
  await page.getByTestId("offer").first().getByRole("link", { name: "Apply" }).click();
  await page.getByLabel("I have read and understood this Key Fact Statement").check();
  await page.getByRole("button", { name: "Continue" }).click();
  for (const label of [/lender's terms and conditions/, /shared with the lender/, /fetch my credit report/]) await page.getByLabel(label).check();
  await page.getByRole("button", { name: "Apply now" }).click();
  // A business lender with a merchant form asks for it first; the application waits, applied, on its status page.
  await expect(page).toHaveURL(/\/user\/lender-intake\/[^/]+\/[0-9a-f-]{36}$/);
  const lender = new URL(page.url()).pathname.split("/")[3];
  await open(page, `/user/lenders-transaction/${lender}`);
  await expect(page.getByTestId("application-status")).toHaveText("Applied");
  const reference = (await page.locator("dd.font-mono").textContent())!.trim();
  return { lender, reference };
}

async function uploadStatusFile(page: Page, name: string, csv: string) {
  await open(page, "/admin/application-status-file");
  await expect(page.getByRole("heading", { name: "Application status file", level: 1 })).toBeVisible();
  await expect(page.getByText("Accepted: .xlsx, .xls or .csv")).toBeVisible();
  const button = page.getByRole("button", { name: "Upload" });
  // With JavaScript the button waits for a file; without it the server is the judge.
  if (jsEnabled()) await expect(button).toBeDisabled();
  await page.getByLabel("Status file").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(button).toBeEnabled();
  await button.click();
}

test("role 1 uploads a status file and the consumer's status page shows the new status", async ({ page, app }) => {
  const { lender, reference } = await applyForBusinessLoan(page, app.otpFor);

  await adminLogin(page, "admin");
  // No file: the server says so, beside the field.
  if (!jsEnabled()) {
    await open(page, "/admin/application-status-file");
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("No file selected")).toBeVisible();
  }
  await uploadStatusFile(page, "statuses.csv", `creditapp_uuid,status\n${reference},approved\n`);
  const dialog = page.getByRole("dialog", { name: "File uploaded" });
  await expect(dialog.getByTestId("rows-updated")).toHaveText("1 row updated");
  await dialog.getByRole("link", { name: "Close" }).last().click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const history = page.getByTestId("upload-history");
  await expect(history.getByRole("row").nth(1)).toContainText("statuses.csv");
  await expect(history.getByRole("row").nth(1)).toContainText("Applied");

  await open(page, `/user/lenders-transaction/${lender}`);
  await expect(page.getByTestId("application-status")).toHaveText("Approved");
  await expect(page.getByTestId("status-history")).toContainText("Approved");
});

test("role 2 uploads a status file (its errors are listed, nothing changes) but is sent away from role 1's pages", async ({ page }) => {
  await adminLogin(page, "analyst");
  await expect(page.getByRole("navigation", { name: "Admin menu" }).first().getByRole("link", { name: "Application status file" })).toBeAttached();
  await uploadStatusFile(page, "unknown.csv", "creditapp_uuid,status\n99999999-9999-4999-8999-999999999999,approved\nnot-a-uuid,approved\n");
  const dialog = page.getByRole("dialog", { name: "Upload errors" });
  await expect(dialog.getByText("1 error", { exact: true })).toBeVisible();
  await expect(dialog.getByTestId("rows-updated")).toHaveText("0 rows updated");
  await expect(dialog).toContainText("Line 3: creditapp_uuid: not a uuid");

  await open(page, "/admin/credit-cards");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await open(page, "/admin/mis-upload");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
