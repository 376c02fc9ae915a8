import type { Page } from "@playwright/test";
import type { AdminApi } from "../../support/app-client";
import { expect, open, test } from "../fixtures";

/** The bank's site of every test card: answered here, so Apply is seen landing there. */
const BANK = "https://apply.example-bank.in";
const BANK_PAGE = `<!doctype html><html lang="en"><head><title>Example Bank</title></head><body><main><h1>Example Bank card application</h1></main></body></html>`;

async function interceptBank(page: Page) {
  await page.context().route(`${BANK}/**`, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: BANK_PAGE }));
}

/** A card of the test's own through the admin JSON API (create-credit-card, update-credit-card-data), as an admin makes one. */
async function makeCard(adminApi: AdminApi, name: string, values: Record<string, unknown>) {
  const created = await adminApi.call<{ data: { category_id: number } }>("POST", "/api/create-credit-card", { category_name: name });
  const id = created.data.category_id;
  for (const [property, value] of Object.entries(values)) await adminApi.call("POST", "/api/update-credit-card-data", { category_id: id, property, value });
  return id;
}

const cardNames = async (page: Page, prefix: string) => (await page.getByRole("article").locator("h2, h3").allTextContents()).filter((n) => n.startsWith(prefix));

test("the card pages list active cards by sort order; the secured page only secured ones", async ({ page, adminApi }) => {
  const tag = `E2E ${Date.now()}`;
  // Made out of order: the pages follow the sort order.
  await makeCard(adminApi, `${tag} secured late`, { sort_order: 902, secured: 1, status: 1, annual_fee: "2999", utm_link: `${BANK}/late?uid={unique_id}` });
  await makeCard(adminApi, `${tag} secured early`, {
    sort_order: 901,
    secured: 1,
    status: 1,
    key_feature: "Backed by your fixed deposit",
    marketing_bullets: ["FD from ₹10,000", "No income proof"],
    utm_link: `${BANK}/early?uid={unique_id}`,
  });
  await makeCard(adminApi, `${tag} unsecured`, { sort_order: 900, secured: 0, status: 1, utm_link: `${BANK}/u?uid={unique_id}` });
  await makeCard(adminApi, `${tag} switched off`, { sort_order: 903, secured: 1, status: 0, utm_link: `${BANK}/off?uid={unique_id}` });

  await open(page, "/cards-secured");
  await expect(page.getByRole("heading", { level: 1, name: "Secured credit cards" })).toBeVisible();
  await expect.poll(() => cardNames(page, tag)).toEqual([`${tag} secured early`, `${tag} secured late`]);
  const late = page.getByRole("article", { name: `${tag} secured late` });
  await expect(late.getByText("₹2,999")).toBeVisible();
  const early = page.getByRole("article", { name: `${tag} secured early` });
  await expect(early.getByText("Backed by your fixed deposit")).toBeVisible();
  await expect(early.getByRole("listitem")).toHaveText(["FD from ₹10,000", "No income proof"]);

  await page.getByRole("navigation", { name: "Card type" }).getByRole("link", { name: "All cards" }).click();
  await expect(page).toHaveURL(/\/credit-cards$/);
  await expect.poll(() => cardNames(page, tag)).toEqual([`${tag} unsecured`, `${tag} secured early`, `${tag} secured late`]);

  await page.getByRole("navigation", { name: "Card type" }).getByRole("link", { name: "Unsecured" }).click();
  await expect(page).toHaveURL(/\/cards-unsecured$/);
  await expect.poll(() => cardNames(page, tag)).toEqual([`${tag} unsecured`]);

  // In Hindi too.
  await open(page, "/cards-secured?lng=hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("सिक्योर्ड क्रेडिट कार्ड");
  await expect(page).toHaveTitle("सिक्योर्ड क्रेडिट कार्ड");
  await expect(page.getByRole("article", { name: `${tag} secured late` }).getByRole("button", { name: `${tag} secured late के लिए आवेदन करें` })).toBeVisible();
});

test("from the landing, a visitor chooses a card, signs in, and Apply lands on the bank's link with their unique id", async ({ page, app, adminApi }) => {
  const tag = `E2E apply ${Date.now()}`;
  await makeCard(adminApi, `${tag} card`, { sort_order: 910, secured: 1, status: 1, annual_fee: "Lifetime free", utm_link: `${BANK}/cards/fd?utm_source=cl&uid={unique_id}` });
  await interceptBank(page);

  await open(page, "/");
  await page.getByRole("link", { name: "Credit Cards", exact: true }).click();
  await expect(page).toHaveURL(/\/credit-cards$/);
  await page.getByRole("navigation", { name: "Card type" }).getByRole("link", { name: "Secured", exact: true }).click();
  await page.getByRole("button", { name: `Apply for ${tag} card` }).click();

  // Signed out: the login first, the chosen card kept.
  await expect(page.getByText("Sign in to apply for the card you chose.")).toBeVisible();
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  await page.getByLabel("Mobile number or email").fill(mobile);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.getByLabel("OTP").fill(await app.otpFor(mobile));
  await page.getByRole("button", { name: "Verify" }).click();

  await expect(page).toHaveURL(/\/user\/credit-card$/);
  await expect(page.getByRole("heading", { level: 1, name: "Secured credit cards for you" })).toBeVisible();
  const chosen = page.getByRole("region", { name: "Your chosen card" });
  await expect(chosen.getByRole("heading", { name: `${tag} card` })).toBeVisible();
  await chosen.getByRole("button", { name: `Apply for ${tag} card` }).click();

  await page.waitForURL(`${BANK}/**`);
  const landed = new URL(page.url());
  expect(landed.pathname).toBe("/cards/fd");
  expect(landed.searchParams.get("utm_source")).toBe("cl");
  const uid = landed.searchParams.get("uid");
  expect(uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  await expect(page.getByRole("heading", { name: "Example Bank card application" })).toBeVisible();

  // Back from the bank, the card says the application went through.
  await open(page, "/user/credit-card");
  await expect(page.getByRole("region", { name: "Your chosen card" }).getByText(/^You applied for this card on /)).toBeVisible();

  // The id is this consumer's: the same one the user API answers for them.
  const token = (await page.context().cookies()).find((c) => c.name === "atkn")!.value;
  const me = await fetch(`${app.baseURL}/api/user/${uid}`, { headers: { authorization: `Bearer ${token}` } });
  expect(me.status).toBe(200);
});

test("from /products, a signed-in consumer sees the unsecured cards; a card without a link says it cannot be applied for", async ({ page, signIn, adminApi }) => {
  const tag = `E2E products ${Date.now()}`;
  await makeCard(adminApi, `${tag} no link`, { sort_order: 920, secured: 0, status: 1 });
  await makeCard(adminApi, `${tag} secured`, { sort_order: 921, secured: 1, status: 1, utm_link: `${BANK}/s?uid={unique_id}` });
  await signIn.consumer(page);

  await open(page, "/products");
  await page.getByRole("button", { name: /^Credit Cards Unsecured/ }).click();
  await expect(page).toHaveURL(/\/user\/credit-card$/);
  await expect(page.getByRole("heading", { level: 1, name: "Credit cards for you" })).toBeVisible();
  await expect.poll(() => cardNames(page, tag)).toEqual([`${tag} no link`]);
  const noLink = page.getByRole("article", { name: `${tag} no link` });
  await expect(noLink.getByText("This card cannot be applied for online yet. Please choose another card.")).toBeVisible();
  await expect(noLink.getByRole("button")).toHaveCount(0);

  // Back on the products page, the secured cards.
  await open(page, "/products");
  await page.getByRole("button", { name: /^Secured Credit Cards/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Secured credit cards for you" })).toBeVisible();
  await expect.poll(() => cardNames(page, tag)).toEqual([`${tag} secured`]);
});
