import type { Page } from "@playwright/test";
import { expect, open, test } from "../fixtures";
import { fillEmployment } from "../profile-forms";
/** Four random letters end the address, so the server log's masked line for it is this test's alone. */
const newEmail = () => `priya.sharma@example.${Array.from({ length: 4 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

async function savePersonalDetails(page: Page, email: string) {
  const values: Record<string, string> = {
    "First name": "Priya",
    "Last name": "Sharma",
    "Date of birth": "15/08/1990",
    PAN: "ABCPS1234K",
    Email: email,
    "Address line 1": "12 MG Road",
    Pincode: "560001",
    "Loan amount you need": "100000",
  };
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel("Gender").selectOption({ label: "Female" });
  await page.getByLabel("Residence type").selectOption({ label: "Owned" });
  await page.getByLabel("Education").selectOption({ label: "Graduate" });
  await page.getByLabel("Your credit score").selectOption({ label: "700 to 749" });
  await page.getByRole("button", { name: "Save and continue" }).click();
}

test("a new email counts only after the code sent to it is confirmed", async ({ page, app, signIn }) => {
  await signIn.consumer(page, { product: "pl" });
  await open(page, "/user/user-detail");
  await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
  // Left empty, the email is asked for, not called invalid.
  await savePersonalDetails(page, "");
  await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(/Enter your email address/);
  const email = newEmail();
  await savePersonalDetails(page, email);

  // No code is asked before the offers: the profile goes on, and shows the email as waiting.
  await expect(page.getByRole("heading", { name: "Your work and income" })).toBeVisible();
  await open(page, "/user/user-detail?step=personal");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expect(page.getByTestId("email-pending")).toContainText("Not confirmed yet");
  await open(page, "/user/user-detail?step=employment");
  await fillEmployment(page);
  await page.getByRole("button", { name: "See my offers" }).click();

  // Applying asks it: after the Key Fact Statement, before the consents.
  await page.getByTestId("offer").first().getByRole("link", { name: "Apply" }).click();
  await page.getByLabel("I have read and understood this Key Fact Statement").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Confirm your email" })).toBeVisible();
  // This consumer signed in by mobile and has no email yet: it is added, not changed, so no "current" one is spoken of.
  await expect(page.getByRole("button", { name: "Don't add this email" })).toBeVisible();
  await expect(page.getByText(/current email/i)).toHaveCount(0);
  await expect(page.getByTestId("email-sent-to")).toContainText(email);
  const first = await app.otpFor(email);
  const code = page.getByLabel("Code", { exact: true });
  await code.fill("12");
  await page.getByRole("button", { name: "Confirm email" }).click();
  await expect(code).toHaveAccessibleDescription(/Enter 6 digits OTP/);
  await code.fill(first === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Confirm email" }).click();
  await expect(code).toHaveAccessibleDescription(/Incorrect code/);
  await expect(page.getByText("4 attempts left")).toBeVisible();

  // The code was sent as this page opened: within the resend cooldown (1 s on this server) the page says to wait,
  // and a person asks again.
  await expect(async () => {
    await page.getByRole("button", { name: "Send a new code" }).click();
    await expect(page.getByText("We sent a new code")).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 15_000, intervals: [1000] });
  let fresh = await app.otpFor(email);
  for (let i = 0; fresh === first && i < 50; i++) fresh = await new Promise((r) => setTimeout(r, 100)).then(() => app.otpFor(email));
  await page.getByLabel("Code", { exact: true }).fill(fresh);
  await page.getByRole("button", { name: "Confirm email" }).click();

  await expect(page.getByRole("heading", { name: "Your consent" })).toBeVisible();
  await open(page, "/user/user-detail?step=personal&edit=1");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expect(page.getByTestId("email-pending")).toHaveCount(0);
});
