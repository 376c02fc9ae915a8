import type { Page } from "@playwright/test";
import { partnerApi, signInPartner } from "../../support/app-client";
import { demoPassword, expect, open, test } from "../fixtures";

const partnerMenu = (page: Page) => page.getByRole("navigation", { name: "Partner menu" });
const REFERRAL_QUERY = "utm_source=partner&utm_medium=referral&utm_id=paisaplus";

// Every page of the partner menu, each real (its own heading), a few per test so none waits for the others.
const MENU_PAGES = [
  ["Product Offering", "Reports", "Referral"],
  ["Marketing Support", "Lender Journey", "Training Material"],
  ["FAQs", "Communication"],
  ["Custom Funnel", "Digital Integration"],
];
for (const pages of MENU_PAGES) {
  test(`a partner opens ${pages.join(", ")} from the partner menu, each a real page`, async ({ page, signIn }) => {
    await signIn.partner(page, "paisaplus");
    await open(page, "/partner");
    for (const name of pages) {
      await partnerMenu(page).getByRole("link", { name, exact: true }).click();
      await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    }
  });
}

test("product offering leads to a product's page; marketing support's messages carry the brand's referral link in English and Hindi, and its banners download as safe SVG", async ({
  page,
  signIn,
}) => {
  await signIn.partner(page, "paisaplus");
  await open(page, "/partner/product-offering");
  await page.getByRole("link", { name: "Personal Loans" }).click();
  await expect(page.getByRole("heading", { name: "Personal Loans", level: 1 })).toBeVisible();
  await open(page, "/partner/marketing-support");
  await page.getByRole("link", { name: "Messaging Content" }).click();
  await expect(page.getByTestId("message-en-whatsapp")).toHaveValue(/\/paisaplus\?utm_source=partner&utm_medium=referral&utm_id=paisaplus/);
  await expect(page.getByTestId("message-hi-sms")).toHaveValue(/ऋणदाताओं.*\/paisaplus\?utm_source=partner/);
  await open(page, "/partner/marketing-support/banners-and-creatives");
  const download = await page.request.get((await page.getByTestId("download-square-hi").getAttribute("href")) ?? "");
  expect(download.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="paisaplus-square-hi\.svg"/);
  const svg = await download.text();
  expect(svg).toContain("लोन अब आसान");
  expect(svg).not.toMatch(/<script|on\w+=/i);
});

test("the FAQs, the referral link with its QR code, the custom funnel's segment and a communication page are the brand's; the reports switch to Hindi and back", async ({ page, signIn }) => {
  await signIn.partner(page, "paisaplus");
  await open(page, "/partner/faqs/customer-queries");
  await expect(page.getByTestId("faq-list").locator("details")).toHaveCount(5);
  await open(page, "/partner/faqs/dsa-queries");
  await expect(page.getByRole("heading", { name: "DSA Queries", level: 1 })).toBeVisible();
  await open(page, "/partner/referral");
  await expect(page.getByTestId("referral-link")).toHaveValue(/\/paisaplus\?utm_source=partner&utm_medium=referral&utm_id=paisaplus$/);
  await expect(page.getByRole("img", { name: "QR code of your referral link" })).toBeVisible();
  await open(page, "/partner/customFunnel");
  await expect(page.getByTestId("funnel-segment")).toHaveText("/paisaplus");
  await open(page, "/partner/communication/general-query");
  await expect(page.getByRole("heading", { name: "General Query", level: 1 })).toBeVisible();

  await open(page, "/partner/reports");
  await page.getByRole("button", { name: "हिन्दी" }).click();
  await expect(page.getByRole("heading", { name: "रिपोर्ट", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
});

test("a consumer through the referral link keeps the brand to the status page, is in the reports and CSV, and a second partner's link does not take them", { tag: "@no-js" }, async ({
  page,
  signIn,
  baseURL,
}) => {
  const { mobile, lender } = await signIn.consumer(page, { partner: "paisaplus", landingQuery: REFERRAL_QUERY, apply: true });
  await open(page, `/user/lenders-transaction/${lender}`);
  await expect(page).toHaveURL(/\/user\/lenders-transaction\//);
  await expect(page.getByTestId("cobrand-logo")).toHaveAttribute("src", /paisaplus/);

  // The same consumer later comes through another brand's link: they stay PaisaPlus's.
  await page.context().clearCookies();
  await signIn.consumer(page, { partner: "rupeeraah", mobile });

  await page.context().clearCookies();
  const session = await signIn.partner(page, "paisaplus");
  const api = partnerApi(baseURL!, session.token);
  const leads = await api.reports("kind=leads&range=last_7_days");
  const theirs = leads.rows.filter((r) => r.mobile?.endsWith(mobile.slice(-4)));
  expect(theirs.length).toBe(2);
  expect(theirs.some((r) => r.byReferral)).toBe(true);

  await open(page, "/partner/reports");
  await expect(
    page
      .getByTestId("report-table")
      .getByRole("row", { name: new RegExp(`X+${mobile.slice(-4)}`) })
      .first(),
  ).toBeVisible();
  const csv = await page.request.get("/partner/reports/export?range=last_7_days");
  expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
  expect(await csv.text()).toContain(`XXXXXX${mobile.slice(-4)}`);
});

test("a partner cannot read another partner's application by its id", async ({ page, signIn, baseURL }) => {
  await signIn.consumer(page, { partner: "paisaplus", apply: true });
  await page.context().clearCookies();
  const paisaplus = partnerApi(baseURL!, (await signInPartner(baseURL!, "paisaplus", demoPassword, { brand: "paisaplus" })).token);
  const [row] = (await paisaplus.reports("kind=applications&range=last_7_days")).rows;
  await signIn.partner(page, "partner");
  const response = await page.goto(`/partner/reports/${row.id}`);
  expect(response?.status()).toBe(404);
  expect((await page.request.get(`/api/partner/applications/${row.id}`)).status()).toBe(404);
});

test("an admin logs in as a partner, sees the masquerade banner on every page, and Exit brings them to merchant management with their admin session", async ({ page, signIn }) => {
  await signIn.admin(page, "admin");
  await open(page, "/admin/partners");
  await page
    .getByRole("link", { name: /PaisaPlus/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/partners\/\d+$/);
  const partnerId = new URL(page.url()).pathname.split("/").at(-1);
  await page.getByRole("button", { name: "Log in as this partner" }).click();
  await expect(page).toHaveURL(/\/partner$/);
  const banner = page.getByTestId("masquerade-banner");
  await expect(banner).toContainText("You (admin) are acting as PaisaPlus");
  await partnerMenu(page).getByRole("link", { name: "Reports" }).click();
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Exit" }).click();
  // SPEC.md 4: Exit restores the admin and goes to merchant management (here, the partner's merchants).
  await expect(page).toHaveURL(new RegExp(`/admin/merchant-management\\?partner=${partnerId}$`));
  await expect(page.getByRole("heading", { name: "Merchant management", level: 1 })).toBeVisible();
  await open(page, "/partner");
  await expect(page).toHaveURL(/\/partner\/login$/);
});
