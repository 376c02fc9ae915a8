import { expect, open, test } from "../fixtures";

test("a partner raises a tech-support ticket, an admin answers it from the admin side, and the partner reads the answer in its thread", { tag: "@no-js" }, async ({ page, signIn }) => {
  const subject = `Cannot download banners ${Date.now().toString(36)}`;
  await signIn.partner(page, "paisaplus");
  await open(page, "/partner/communication/tech-support");
  // Refused beside the field, what was typed kept.
  await page.getByLabel("Subject").fill("ab");
  await page.getByLabel("Your message").fill("The square banner does not download.");
  await page.getByRole("button", { name: "Send ticket" }).click();
  await expect(page.locator("[data-field-error]").getByText("Use at least 3 characters")).toBeVisible();
  await expect(page.getByLabel("Your message")).toHaveValue("The square banner does not download.");
  await page.getByLabel("Subject").fill(subject);
  await page.getByRole("button", { name: "Send ticket" }).click();
  await expect(page.getByText("Ticket sent. Our team will answer here.")).toBeVisible();
  // The new ticket's own page, with its thread.
  await expect(page.getByRole("heading", { name: subject, level: 1 })).toBeVisible();
  await expect(page.getByText("The square banner does not download.")).toBeVisible();

  await signIn.admin(page, "admin");
  await open(page, "/admin/partner-tickets");
  await expect(page.getByRole("heading", { name: "Partner tickets", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: subject }).click();
  await expect(page.getByTestId("ticket-status")).toContainText("Waiting for our answer");
  await page.getByLabel("Reply").fill("Fixed: please try again.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByTestId("ticket-status")).toContainText("Answered");

  await open(page, "/partner/communication/tech-support");
  await page.getByRole("link", { name: subject }).click();
  await expect(page.getByText("Fixed: please try again.")).toBeVisible();
});
