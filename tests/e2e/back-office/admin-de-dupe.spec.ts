import { expect, open, test } from "../fixtures";

/**
 * The de-dupe log (docs/decisions/051), its main action with JavaScript on
 * and off: a consumer PaisaPlus registered arrives again through RupeeRaah;
 * the admin narrows the log to RupeeRaah's kept leads and opens the consumer.
 */
test("an admin filters the de-dupe log to a partner's duplicate leads and opens the consumer's journey", { tag: "@no-js" }, async ({ page, signIn }) => {
  const { mobile } = await signIn.consumer(page, { partner: "paisaplus", product: "pl" });
  await signIn.consumer(page, { mobile, partner: "rupeeraah", product: "pl" });
  await signIn.admin(page, "admin");
  await open(page, "/admin/de-dupe");
  await page.getByLabel("Partner (arriving or owning)").selectOption({ label: "RupeeRaah" });
  await page.getByLabel("Decision").selectOption({ label: "Lead kept by its first partner" });
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/decision=owner-kept/);
  // Newest first: this consumer's hit heads the list (the other project's run, on the same server, may have logged one too).
  await expect(page.getByTestId("de-dupe-count")).toHaveText(/^\d+ hits?$/);
  const row = page.getByTestId("de-dupe-row").first();
  await expect(row).toContainText("Mobile");
  await expect(row.getByRole("cell").nth(8)).toHaveText("RupeeRaah");
  await expect(row.getByRole("cell").nth(9)).toHaveText("PaisaPlus");
  await expect(row).not.toContainText(mobile);
  await row.getByRole("link", { name: /^Consumer #\d+$/ }).click();
  await expect(page).toHaveURL(/\/admin\/customers-journey\?user=\d+/);
  await expect(page.getByRole("heading", { name: "Time line" })).toBeVisible();
});
