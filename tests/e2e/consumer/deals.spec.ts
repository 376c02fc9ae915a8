import postgres from "postgres";
import { atFixedTime as test, expect, jsEnabled, open } from "../fixtures";

/**
 * Deals and discount vouchers (docs/decisions/059), with JavaScript on and
 * off, on a server whose business day is 10 March 2026 in India: an admin's
 * new deal shows on the public page; two consumers claim one code each and
 * get two different codes, the first signing in from the deal's Claim (one
 * tap: the code is there when they come back) and copying it.
 */

const tag = () => `${jsEnabled() ? "js" : "nojs"} ${Date.now().toString(36)}`;

/** A running deal with three codes, written as SQL (the admin's form is the other test's). */
async function runningDeal(databaseUrl: string | null, title: string): Promise<{ id: number; codes: string[] }> {
  test.skip(!databaseUrl, "the deal is written to the server's PostgreSQL database");
  const sql = postgres(databaseUrl!, { max: 1, onnotice: () => {} });
  try {
    const [deal] =
      await sql`insert into deals (merchant, title, description, discount, starts_on, ends_on) values ('Chai Point', ${title}, 'Two chais for the price of one.', 'Buy 1 get 1', '2026-03-01', '2026-03-31') returning id`;
    const codes = [1, 2, 3].map((n) => `E2E-${deal.id}-${n}`);
    for (const code of codes) await sql`insert into deal_codes (deal_id, code) values (${deal.id}, ${code})`;
    return { id: deal.id, codes };
  } finally {
    await sql.end();
  }
}

test("an admin creates a deal with codes, and it shows on the public deals page in English and Hindi", async ({ page, signIn }) => {
  const title = `Flat 20% off ${tag()}`;
  await signIn.admin(page, "admin");
  await open(page, "/admin/deals");
  await page.getByLabel("Merchant or brand").fill("Bata");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Discount", { exact: true }).fill("20% off");
  await page.getByLabel("Description").fill("On shoes and sandals in any Bata store.");
  await page.getByLabel("First day").fill("2026-03-10");
  await page.getByLabel("Last day").fill("2026-03-05");
  await page.getByRole("button", { name: "Create deal" }).click();
  // A mistake is said beside its field, and what was typed stays.
  await expect(page.getByLabel("Last day")).toHaveAccessibleDescription(/The last day cannot be before the first day/);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await page.getByLabel("Last day").fill("2026-03-31");
  await page.getByRole("button", { name: "Create deal" }).click();
  await expect(page).toHaveURL(/\/admin\/deals\/\d+$/);
  await expect(page.getByText("Deal created. Add its voucher codes.").first()).toBeVisible();
  await page.getByLabel("How many codes to generate").fill("5");
  await page.getByRole("button", { name: "Generate codes" }).click();
  await expect(page.getByTestId("codes-left")).toHaveText("5 of 5 codes left");
  await expect(page.getByTestId("deal-state")).toHaveText("Live");

  await open(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Deals and vouchers" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deals and discount vouchers");
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByTestId("deal-discount")).toHaveText("20% off");
  await page.getByRole("button", { name: "हिन्दी" }).click();
  await expect(page.getByRole("button", { name: "अपना कोड लें" })).toBeVisible();
  await expect(page.getByText("ऑफ़र 10 मार्च 2026 से 31 मार्च 2026 तक")).toBeVisible();
});

test("two consumers each claim a voucher once and get two different codes; the first signs in from the deal's Claim and comes back to it", async ({ page, browser, app, baseURL, signIn }) => {
  const title = `Two chais ${tag()}`;
  const deal = await runningDeal(app.databaseUrl, title);

  await open(page, "/deals");
  await page.getByRole("link", { name: title }).click();
  await page.getByRole("button", { name: "Claim your code" }).click();
  // Signed out: the login first, then back to the deal.
  await expect(page.getByText("Sign in to claim your code. You will come back to the deal with your code.")).toBeVisible();
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  await page.getByLabel("Mobile number or email").fill(mobile);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.getByLabel("OTP").fill(await app.otpFor(mobile));
  await page.getByRole("button", { name: "Verify" }).click();
  // The one Claim tapped before signing in is made: the code is there, no second tap.
  await expect(page).toHaveURL(new RegExp(`/deals/${deal.id}(#your-code)?$`));
  await expect(page.getByTestId("voucher-code")).toHaveText(deal.codes[0]);
  await expect(page.getByText("Your voucher code is ready.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Claim your code" })).toHaveCount(0);
  if (jsEnabled()) {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy code" }).click();
    await expect(page.getByText("Code copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(deal.codes[0]);
  } else {
    // Without JavaScript no button that could do nothing; the code is selectable as a whole.
    await expect(page.getByRole("button", { name: "Copy code" })).toHaveCount(0);
    await expect(page.getByTestId("voucher-code")).toHaveCSS("user-select", "all");
  }
  // Later visits show the same code, and no second Claim.
  await open(page, `/deals/${deal.id}`);
  await expect(page.getByTestId("voucher-code")).toHaveText(deal.codes[0]);
  await expect(page.getByRole("button", { name: "Claim your code" })).toHaveCount(0);

  const other = await browser.newContext({ baseURL, javaScriptEnabled: jsEnabled() });
  try {
    const second = await other.newPage();
    await signIn.consumer(second);
    await second.goto(`/deals/${deal.id}`);
    await second.getByRole("button", { name: "Claim your code" }).click();
    await expect(second.getByTestId("voucher-code")).toHaveText(deal.codes[1]);
  } finally {
    await other.close();
  }
});
