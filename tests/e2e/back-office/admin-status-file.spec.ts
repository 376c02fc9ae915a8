import type { Page } from "@playwright/test";
import { applyForBusinessLoan, expect, jsEnabled, open, test } from "../fixtures";

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

test("role 1 uploads a status file and the consumer's status page shows the new status", { tag: "@no-js" }, async ({ page, signIn }) => {
  // A business loan application waiting, applied, for the lender's merchant form.
  const { lender, reference } = await applyForBusinessLoan(page, signIn);

  await signIn.admin(page, "admin");
  // No file: the server says so, beside the field.
  if (!jsEnabled()) {
    await open(page, "/admin/application-status-file");
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.locator("[data-field-error]").getByText("No file selected")).toBeVisible();
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

test("role 2 uploads a status file (its errors are listed, nothing changes) but is sent away from role 1's pages", async ({ page, signIn }) => {
  await signIn.admin(page, "analyst");
  await open(page, "/admin/dashboard");
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
