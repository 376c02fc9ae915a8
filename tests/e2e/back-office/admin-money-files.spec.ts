import type { Page } from "@playwright/test";
import { atFixedTime, expect, FIXED_TIME, open } from "../fixtures";

async function upload(page: Page, path: string, label: string, name: string, csv: string) {
  await open(page, path);
  await page.getByLabel(label).setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Upload" }).click();
}

// The files are dated today in India, on the server's pinned clock (noon IST on 10 March 2026): a day not yet come is refused.
const today = FIXED_TIME.slice(0, 10);

atFixedTime("an MIS file marks an application disbursed: the records dialog counts it and the lender's edit screen shows the revenue", { tag: "@no-js" }, async ({ page, signIn }) => {
  const { lender } = await signIn.consumer(page, { apply: true });
  await open(page, `/user/lenders-transaction/${lender}`);
  const reference = (await page.locator("dd.font-mono").textContent())!.trim();

  await signIn.admin(page, "admin");
  await upload(page, "/admin/mis-upload", "MIS file", "mis.csv", `creditapp_uuid,disbursed_amount,disbursal_date\n${reference},250000,${today}\n`);
  const dialog = page.getByRole("dialog", { name: "Disbursals recorded" });
  await expect(dialog.getByTestId("records-counts")).toContainText("Updated");
  await expect(dialog.getByTestId("records-uuids")).toContainText(reference);
  await expect(page.getByTestId("upload-history").getByRole("row").nth(1)).toContainText("mis.csv");

  await open(page, "/admin/lenders");
  await page.getByTestId(`lender-row-${lender}`).getByRole("link").first().click();
  await expect(page.getByTestId("earned")).toContainText(reference);
});

atFixedTime("a commission file adjusts a partner's earnings, shown on the partner's page; a bad row changes nothing", async ({ page, signIn }) => {
  await signIn.admin(page, "admin");
  await upload(page, "/admin/commission-upload-file", "Commission file", "bad.csv", `partner,amount,reason,date\nno-such-partner,500,bonus,${today}\n`);
  await expect(page.getByRole("dialog", { name: "Upload errors" })).toContainText("Line 2");
  // Tomorrow in India has not come yet.
  await upload(page, "/admin/commission-upload-file", "Commission file", "early.csv", "partner,amount,reason,date\npaisaplus,500,advance,2026-03-11\n");
  await expect(page.getByRole("dialog", { name: "Upload errors" })).toContainText("Line 2: date: cannot be after today");

  await upload(page, "/admin/commission-upload-file", "Commission file", "bonus.csv", `partner,amount,reason,date\npaisaplus,750,festive bonus,${today}\n`);
  const dialog = page.getByRole("dialog", { name: "Commission adjustments recorded" });
  await expect(dialog.getByTestId("records-counts")).toContainText("1");

  await open(page, "/admin/partners");
  await page.getByTestId("partner-row-paisaplus").getByRole("link").first().click();
  const earned = page.getByTestId("earned");
  await expect(earned.getByRole("heading", { name: "Commission earned" })).toBeVisible();
  await expect(earned).toContainText("₹750");
  await expect(earned).toContainText("festive bonus");
});
