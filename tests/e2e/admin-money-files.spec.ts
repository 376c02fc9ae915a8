import type { Page } from "@playwright/test";
import { expect, open, test } from "./fixtures";

async function upload(page: Page, path: string, label: string, name: string, csv: string) {
  await open(page, path);
  await page.getByLabel(label).setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Upload" }).click();
}

const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

test("an MIS file marks an application disbursed: the records dialog counts it and the lender's edit screen shows the revenue", async ({ page, signIn }) => {
  const { lender } = await signIn.consumer(page, { apply: true });
  await open(page, `/user/lenders-transaction/${lender}`);
  const reference = (await page.locator("dd.font-mono").textContent())!.trim();

  await signIn.admin(page, "admin");
  await upload(page, "/admin/mis-upload", "MIS file", "mis.csv", `creditapp_uuid,disbursed_amount,disbursal_date\n${reference},250000,${today()}\n`);
  const dialog = page.getByRole("dialog", { name: "Disbursals recorded" });
  await expect(dialog.getByTestId("records-counts")).toContainText("Updated");
  await expect(dialog.getByTestId("records-uuids")).toContainText(reference);
  await expect(page.getByTestId("upload-history").getByRole("row").nth(1)).toContainText("mis.csv");

  await open(page, "/admin/lenders");
  await page.getByTestId(`lender-row-${lender}`).getByRole("link").first().click();
  await expect(page.getByTestId("earned")).toContainText(reference);
});

test("a commission file adjusts a partner's earnings, shown on the partner's page; a bad row changes nothing", async ({ page, signIn }) => {
  await signIn.admin(page, "admin");
  await upload(page, "/admin/commission-upload-file", "Commission file", "bad.csv", `partner,amount,reason,date\nno-such-partner,500,bonus,${today()}\n`);
  await expect(page.getByRole("dialog", { name: "Upload errors" })).toContainText("Line 2");

  await upload(page, "/admin/commission-upload-file", "Commission file", "bonus.csv", `partner,amount,reason,date\npaisaplus,750,festive bonus,${today()}\n`);
  const dialog = page.getByRole("dialog", { name: "Commission adjustments recorded" });
  await expect(dialog.getByTestId("records-counts")).toContainText("1");

  await open(page, "/admin/partners");
  await page.getByTestId("partner-row-paisaplus").getByRole("link").first().click();
  const earned = page.getByTestId("earned");
  await expect(earned.getByRole("heading", { name: "Commission earned" })).toBeVisible();
  await expect(earned).toContainText("₹750");
  await expect(earned).toContainText("festive bonus");
});
