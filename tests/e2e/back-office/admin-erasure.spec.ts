import { expect, open, test } from "../fixtures";

test("a consumer asks on their status page for their data to be erased; the admin finds the request first, sees what is held, erases it, and the mobile finds no one", { tag: "@no-js" }, async ({
  page,
  signIn,
}) => {
  const { mobile, lender } = await signIn.consumer(page, { apply: true, personal: { firstName: "Eshani", lastName: "Varma" } });
  await open(page, `/user/lenders-transaction/${lender!}`);
  await page.getByRole("button", { name: "Ask to erase my data" }).click();
  await expect(page.getByTestId("erasure-asked")).toContainText("You asked on");

  await signIn.admin(page, "admin");
  await open(page, "/admin/customer-info-deletion");
  await expect(page.getByTestId("kept-notice")).toContainText("RBI");
  await page.getByTestId("erasure-requests").getByRole("link", { name: "Eshani Varma" }).click();
  const holdings = page.getByTestId("erasure-holdings");
  await expect(holdings.getByRole("row").filter({ hasText: "Loan applications" })).toContainText("1");
  await page.getByRole("button", { name: "Erase personal data" }).click();
  await expect(page.getByText("Tick the box to confirm the erasure.").first()).toBeVisible();
  await page.getByLabel("I confirm that Eshani Varma asked for their personal data to be erased").check();
  await page.getByRole("button", { name: "Erase personal data" }).click();
  await expect(page.getByText("The consumer's personal data was erased.")).toBeVisible();
  await expect(page.getByTestId("erasure-requests")).toHaveCount(0);

  await open(page, `/admin/customer-info-deletion?q=${mobile}`);
  await expect(page.getByText("No consumer has that mobile, email or PAN.")).toBeVisible();
});
