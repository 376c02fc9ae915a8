import type { Page } from "@playwright/test";
import { atFixedTime, expect, open } from "../fixtures";

/**
 * Partner payouts (issue 39, item 3; docs/decisions/098-partner-payouts.md),
 * on the server's pinned clock (noon in India, 10 March 2026): February has
 * ended. The partner gives its PAN, GSTIN and bank account; role 1 states
 * February from a commission file, and marks the statement paid; the partner
 * sees it paid, as CSV and as its invoice. Without JavaScript every step is a
 * plain form post (decision 071).
 */

async function uploadCommission(page: Page, csv: string) {
  await open(page, "/admin/commission-upload-file");
  await page.getByLabel("Commission file").setInputFiles({ name: "commission.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("dialog", { name: "Commission adjustments recorded" })).toBeVisible();
}

atFixedTime("a partner's statement with TDS and GST is made and marked paid by role 1, and the partner sees it paid, as CSV and as its invoice", { tag: "@no-js" }, async ({ page, signIn }) => {
  await signIn.partner(page, "paisaplus");
  await open(page, "/partner/settings");
  await page.getByLabel("PAN").fill("abcde1234f");
  await page.getByLabel("GSTIN (optional)").fill("29ABCDE1234F1Z5");
  await page.getByLabel("Account holder's name").fill("PaisaPlus Services");
  await page.getByLabel("Bank account number").fill("50100123456789");
  await page.getByLabel("IFSC").fill("hdfc0001234");
  await page.getByRole("button", { name: "Save payout details" }).click();
  await expect(page.getByText("Payout details saved").first()).toBeVisible();
  await expect(page.getByLabel("PAN")).toHaveValue("ABCDE1234F");

  await signIn.admin(page, "admin");
  await uploadCommission(page, "partner,amount,reason,date\npaisaplus,12000,February commission,2026-02-14\n");
  await expect(page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: "Partner payouts" })).toHaveAttribute("href", "/admin/partner-payouts");
  await open(page, "/admin/partner-payouts");
  await expect(page.getByTestId("pending")).toContainText("₹12,000.00");
  await page.getByRole("button", { name: "Make the statements of February 2026" }).click();
  await expect(page.getByText("Statements made").first()).toBeVisible();
  const row = page.getByTestId("payout-row").filter({ hasText: "PaisaPlus" });
  // ₹12,000: GST 18 % ₹2,160; TDS 5 % ₹600; net ₹13,560.
  await expect(row).toContainText("PP/2025-26/0001");
  await expect(row).toContainText("₹2,160.00");
  await expect(row).toContainText("₹600.00");
  await expect(row).toContainText("₹13,560.00");
  await row.getByLabel(/Bank reference \(UTR\)/).fill("HDFCN52026030512345678");
  await row.getByLabel(/Paid on/).fill("2026-03-05");
  await row.getByRole("button", { name: /Mark paid/ }).click();
  await expect(page.getByText("Statement marked paid").first()).toBeVisible();
  await expect(page.getByTestId("payout-row").filter({ hasText: "PaisaPlus" }).getByTestId("paid")).toContainText("Paid on 5 Mar 2026");

  await open(page, "/partner/payouts");
  await expect(page.getByRole("navigation", { name: "Partner menu" }).getByRole("link", { name: "Payouts", exact: true })).toHaveAttribute("aria-current", "page");
  const statement = page.getByTestId("statement-row").filter({ hasText: "PP/2025-26/0001" });
  await expect(statement.getByTestId("statement-status")).toContainText("Paid on 5 Mar 2026");
  await expect(statement.getByTestId("statement-status")).toContainText("UTR HDFCN52026030512345678");
  const csv = await page.request.get((await statement.getByRole("link", { name: /CSV/ }).getAttribute("href")) ?? "");
  expect(csv.headers()["content-disposition"]).toBe('attachment; filename="PP-2025-26-0001.csv"');
  expect(await csv.text()).toContain("TDS under section 194H at 5%,-600.00\r\n");
  await statement.getByRole("link", { name: /Invoice/ }).click();
  await expect(page.getByRole("heading", { name: "Tax invoice", level: 1 })).toBeVisible();
  await expect(page.getByTestId("invoice-amounts")).toContainText("GST at 18%");
  await expect(page.getByTestId("invoice-net")).toHaveText("₹13,560.00");
  await expect(page.getByTestId("invoice-payment")).toContainText("UTR HDFCN52026030512345678");
});
