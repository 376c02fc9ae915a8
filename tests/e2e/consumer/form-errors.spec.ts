import { expect, expectAccessible, jsEnabled, open, test } from "../fixtures";
import { fillPersonalDetails } from "../profile-forms";

/**
 * Issue 36, point 8: on a phone a refused form says so where the person is
 * looking. The page opens on GOV.UK's error summary, "There is a problem",
 * each mistake a link to its field, the field's own message still beside it;
 * and a birth date is read however a phone's numeric keypad lets it be typed.
 */
test.use({ viewport: { width: 390, height: 844 } });

test("a refused profile step starts with 'There is a problem', linking to the date of birth, which keeps its own message", async ({ page, signIn }) => {
  const { consumer } = await signIn.consumer(page, { product: "pl" });
  await open(page, consumer.location);
  await fillPersonalDetails(page, { "Date of birth": "31/02/1990" });
  await page.getByRole("button", { name: "Save and continue" }).click();

  const summary = page.getByRole("region", { name: "There is a problem" });
  await expect(summary).toBeInViewport();
  // First in <main>, above the step's heading: the page a phone reloads without JavaScript starts with it.
  await expect(page.locator("main > :first-child")).toHaveAttribute("data-error-summary");
  if (jsEnabled()) await expect(summary).toBeFocused();
  await expect(page).toHaveTitle(/^Error: /);

  const birthDate = page.getByLabel("Date of birth", { exact: true });
  const link = summary.getByRole("link", { name: "Invalid date" });
  await expect(link).toHaveAttribute("href", `#${await birthDate.getAttribute("id")}`);
  await expect(summary.getByRole("link")).toHaveCount(1);
  await expect(birthDate).toHaveAccessibleDescription(/Invalid date/);
  await expect(birthDate).toHaveValue("31/02/1990");
  await expectAccessible(page);

  await link.click();
  await expect(birthDate).toBeInViewport();
  if (jsEnabled()) await expect(birthDate).toBeFocused();
});

test("a birth date typed 12041992, 12-04-1992 or 12.04.1992 is read as 12/04/1992", async ({ page, signIn }) => {
  const { consumer } = await signIn.consumer(page, { product: "pl" });
  await open(page, consumer.location);
  const birthDate = page.getByLabel("Date of birth", { exact: true });
  await expect(birthDate).toHaveAccessibleDescription(/DD\/MM\/YYYY/);
  // Each is refused only for its PAN, and shown back as the date it was read as.
  for (const typed of ["12-04-1992", "12.04.1992"]) {
    await fillPersonalDetails(page, { "Date of birth": typed, PAN: "ABCPS1234" });
    await page.getByRole("button", { name: "Save and continue" }).click();
    const summary = page.getByRole("region", { name: "There is a problem" });
    await expect(summary.getByRole("link")).toHaveText(["Invalid PAN"]);
    await expect(birthDate).toHaveValue("12/04/1992");
    await expect(birthDate).not.toHaveAttribute("aria-invalid");
  }
  await fillPersonalDetails(page, { "Date of birth": "12041992" });
  await page.getByRole("button", { name: "Save and continue" }).click();
  // Saved: the next step, and the step shows the date back as DD/MM/YYYY.
  await expect(page.getByRole("heading", { name: "Your work and income" })).toBeVisible();
  await open(page, "/user/user-detail?step=personal");
  await expect(birthDate).toHaveValue("12/04/1992");
});

test("in Hindi the date's hint, the summary, its messages and the page title are Hindi", async ({ page, signIn }) => {
  const { consumer } = await signIn.consumer(page, { product: "pl" });
  await open(page, `${consumer.location}${consumer.location.includes("?") ? "&" : "?"}lng=hi`);
  await expect(page.locator("main")).toContainText("दिन/महीना/साल (DD/MM/YYYY)");
  // Sent empty: each field is asked for, the email too (not called invalid).
  await page.locator("main form button[type=submit]").click();
  const summary = page.getByRole("region", { name: "एक समस्या है" });
  await expect(summary).toBeInViewport();
  await expect(summary.getByRole("link", { name: "अपना ईमेल पता डालें" })).toBeVisible();
  await expect(page).toHaveTitle(/^गड़बड़ी: /);
});
