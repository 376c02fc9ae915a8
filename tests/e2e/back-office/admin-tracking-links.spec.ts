import { expect, jsEnabled, open, test } from "../fixtures";

/** A phone's browser: Playwright's headless Chromium says HeadlessChrome, which is rightly not counted as a person. */
const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

test("role 1 makes a partner's tracking link, sees its address, and a visit through it is counted and lands on the partner's brand", { tag: "@no-js" }, async ({ page, browser, baseURL, signIn }) => {
  await signIn.admin(page, "admin");
  await open(page, "/admin/tracking-links");
  // A mistake is said beside its field, and what was typed stays.
  await page.getByLabel("Name").fill("PaisaPlus Diwali SMS");
  await page.getByLabel("utm_source").fill("sms blast");
  await page.getByRole("button", { name: "Create link" }).click();
  await expect(page.getByLabel("utm_source")).toHaveAccessibleDescription(/Use only letters, digits, underscore and hyphen/);
  await expect(page.getByLabel("Name")).toHaveValue("PaisaPlus Diwali SMS");

  await page.getByLabel("utm_source").fill("sms");
  await page.getByLabel("utm_medium").fill("partner");
  await page.getByLabel("utm_campaign").fill("diwali-2026");
  await page.getByLabel("Lands on the brand of").selectOption({ label: "PaisaPlus" });
  await page.getByRole("button", { name: "Create link" }).click();
  await expect(page.getByText("Tracking link created").first()).toBeVisible();
  await expect(page.getByLabel("Name"), "the form starts empty for the next link").toHaveValue("");
  const row = page.getByTestId("tracking-link-row").filter({ hasText: "PaisaPlus Diwali SMS" });
  const address = await row.getByTestId("tracking-link-address").inputValue();
  // On the partner's own host: a brand with a host of its own is shared there.
  expect(address).toMatch(/^http:\/\/loans\.paisaplus\.in(:\d+)?\/l\/[A-Za-z0-9_-]{12}$/);
  const path = new URL(address).pathname;
  await expect(row.getByTestId("link-visits")).toHaveText("0");

  const visitor = await browser.newContext({ userAgent: PHONE, javaScriptEnabled: jsEnabled() });
  const phone = await visitor.newPage();
  // That host is this server: the test's browser reaches it at the server's own address.
  await phone.goto(new URL(path, baseURL).toString());
  expect(new URL(phone.url()).pathname).toBe("/paisaplus");
  expect(new URL(phone.url()).searchParams.get("utm_id")).toBe(path.split("/").pop());
  await visitor.close();

  await page.reload();
  await expect(page.getByTestId("tracking-link-row").filter({ hasText: "PaisaPlus Diwali SMS" }).getByTestId("link-visits")).toHaveText("1");
});
