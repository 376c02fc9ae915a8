import { expect, open, test } from "../fixtures";

/**
 * Issue 22, item 7: a change an admin makes (here through the JSON API) is in
 * the audit log of role 1, found by filtering on what changed and who changed
 * it: the GET form works with JavaScript and without (the two projects).
 */
test("an admin's change is in the audit log, filtered by subject and admin, with its value before and after", { tag: "@no-js" }, async ({ page, signIn, adminApi }) => {
  const lender = await adminApi.createLender(`e2e_audit_${Date.now().toString(36)}`);
  await adminApi.updateLender(lender.lender_id, "min_income", 31337);

  await signIn.admin(page, "admin");
  await open(page, "/admin/audit-log");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
  await page.getByLabel("What changed").selectOption({ label: "Lender" });
  await page.getByLabel("Who changed it").selectOption({ label: "admin" });
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/subject=lender/);

  const rows = page.getByTestId("audit-row").filter({ has: page.getByRole("cell", { name: String(lender.lender_id), exact: true }) });
  // Newest first: the update, then the creation.
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Lender: changed");
  await expect(rows.first()).toContainText("min_income: — → 31337");
  await expect(rows.first().getByRole("cell").nth(1)).toHaveText("admin");
  await expect(rows.last()).toContainText("Lender: created");
});
