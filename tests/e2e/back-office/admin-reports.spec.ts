import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import postgres from "postgres";
import { atFixedTime, expect, open } from "../fixtures";

/**
 * The admin dashboard and reports (docs/decisions/043), each page's main
 * action in Chromium with JavaScript on and off: choose the days and filters
 * (a GET form), sort by a column head (a link), download the CSV. The data is
 * SQL rows on 3 March 2026, a day no other test uses, on a server whose
 * business day is 10 March 2026 in India.
 */
const DAY = "2026-03-03";
const ON_THE_DAY = `range=custom_range&from=${DAY}&to=${DAY}`;

/** Three consumers who applied on 3 March (one of them named like a spreadsheet formula), made once per server. */
async function seedOnce(databaseUrl: string | null) {
  atFixedTime.skip(!databaseUrl, "the reports' data is written to the server's PostgreSQL database");
  const sql = postgres(databaseUrl!, { max: 1, onnotice: () => {} });
  try {
    await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(4303)`;
      if ((await tx`select 1 from lenders where name = 'e2e-rep-alpha'`).length) return;
      const [alpha] = await tx`insert into lenders (name, display_name, product_type, lender_status) values ('e2e-rep-alpha', 'E2E Rep Alpha', 'pl', 0) returning id`;
      const [beta] = await tx`insert into lenders (name, display_name, product_type, lender_status) values ('e2e-rep-beta', 'E2E Rep Beta', 'bl', 0) returning id`;
      const [partner] = await tx`select id from partners where name = 'paisaplus'`;
      const people = [
        { mobile: "6000000301", first: "Asha", last: "Rao", product: "pl", partner: partner.id, lender: alpha.id, amount: 100000, status: "disbursed", at: "10:00" },
        { mobile: "6000000302", first: "=1+2", last: null, product: "pl", partner: null, lender: alpha.id, amount: 300000, status: "approved", at: "11:00" },
        { mobile: "6000000303", first: "Chitra", last: "Iyer", product: "bl", partner: partner.id, lender: beta.id, amount: 50000, status: "rejected", at: "12:00" },
      ];
      for (const p of people) {
        const at = `${DAY}T${p.at}:00+05:30`;
        const [user] = await tx`insert into users (mobile_phone_number, first_name, last_name, created_at) values (${p.mobile}, ${p.first}, ${p.last}, ${at}) returning id`;
        const [journey] =
          await tx`insert into prospect_applications (user_id, product_type, partner_id, created_at, profile_completed_at) values (${user.id}, ${p.product}, ${p.partner}, ${at}, ${at}) returning id`;
        const disbursed = p.status === "disbursed";
        const [application] = await tx`insert into credit_applications (prospect_application_id, user_id, lender_id, amount, status, disbursed_amount, disbursed_on, created_at)
          values (${journey.id}, ${user.id}, ${p.lender}, ${p.amount}, ${p.status}, ${disbursed ? 95000 : null}, ${disbursed ? DAY : null}, ${at}) returning id`;
        if (disbursed)
          await tx`insert into earnings (kind, credit_application_id, lender_id, base_amount, amount, earned_on) values ('lender_revenue', ${application.id}, ${p.lender}, 95000, 1900, ${DAY})`;
      }
    });
  } finally {
    await sql.end();
  }
}

/** Chooses the custom range of 3 March on the page's range form and sends it. */
async function chooseTheDay(page: Page, show = "Show") {
  await page.getByRole("radio", { name: /Custom range|अपनी चुनी अवधि/ }).check();
  await page.getByLabel(/^(From|से)$/).fill(DAY);
  await page.getByLabel(/^(To|तक)$/).fill(DAY);
  await page.getByRole("button", { name: show, exact: true }).click();
}

/** The CSV the page's link downloads, as lines. */
async function downloadCsv(page: Page): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("csv-link").click()]);
  return readFileSync((await download.path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
}

atFixedTime("the dashboard shows the last 7 days, then the chosen day's figures and money", async ({ page, signIn, app }) => {
  await seedOnce(app.databaseUrl);
  await signIn.admin(page, "admin");
  await open(page, "/admin/dashboard");
  await expect(page.getByRole("radio", { name: "Last 7 days" })).toBeChecked();
  await expect(page.getByTestId("range-shown")).toHaveText("Showing 4 Mar 2026 to 10 Mar 2026");

  await chooseTheDay(page);
  await expect(page).toHaveURL(/range=custom_range/);
  await expect(page.getByTestId("range-shown")).toHaveText("Showing 3 Mar 2026 to 3 Mar 2026");
  await expect(page.getByTestId("figure-applications").getByRole("definition")).toHaveText("3");
  await expect(page.getByTestId("figure-signUps").getByRole("definition")).toHaveText("3");
  await expect(page.getByTestId("figure-disbursed-amount").getByRole("definition")).toHaveText("₹95,000.00");
  await expect(page.getByTestId("figure-revenue").getByRole("definition")).toHaveText("₹1,900.00");
  await expect(
    page
      .getByTestId("by-lender")
      .getByRole("row", { name: /E2E Rep Alpha/ })
      .getByRole("cell")
      .nth(1),
  ).toHaveText("2");
  await expect(page.getByRole("img", { name: /Bar chart: applications per day/ })).toBeVisible();
});

atFixedTime("the dashboard in Hindi: the day's figures, then yesterday's by its preset", async ({ page, signIn, app }) => {
  await seedOnce(app.databaseUrl);
  await signIn.admin(page, "admin");
  await open(page, `/admin/dashboard?lng=hi&${ON_THE_DAY}`);
  await expect(page.getByRole("heading", { name: "डैशबोर्ड", level: 1 })).toBeVisible();
  await expect(page.getByTestId("figure-applications")).toContainText("लोन आवेदन");
  await page.getByRole("radio", { name: "कल" }).check();
  await page.getByRole("button", { name: "दिखाएँ", exact: true }).click();
  await expect(page.getByTestId("range-shown")).toContainText("9 मार्च 2026");
});

atFixedTime("customer support sees the dashboard's counts only: no amounts, no one's contact", async ({ page, signIn, app }) => {
  await seedOnce(app.databaseUrl);
  await signIn.admin(page, "csr");
  await open(page, `/admin/dashboard?${ON_THE_DAY}`);
  await expect(page.getByTestId("figure-applications").getByRole("definition")).toHaveText("3");
  await expect(page.getByTestId("counts-only")).toHaveText("Your role sees counts only: no amounts and no one's contact details.");
  await expect(page.getByTestId("figure-disbursed-amount")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Latest help enquiries" })).toHaveCount(0);
});

atFixedTime("the internal report narrows to a lender and sorts by amount, both in its address", { tag: "@no-js" }, async ({ page, signIn, app }) => {
  await seedOnce(app.databaseUrl);
  await signIn.admin(page, "admin");
  await open(page, "/admin/internal-report");
  await page.getByLabel("Lender").selectOption({ label: "E2E Rep Alpha (Personal Loans)" });
  await chooseTheDay(page);
  await expect(page.getByTestId("report-count")).toHaveText("2 applications made 3 Mar 2026 to 3 Mar 2026");
  // Newest first, then largest first by a click on the column head, then smallest first by a second.
  await expect(page.getByTestId("report-row").first()).toContainText("₹3,00,000");
  await page.getByTestId("sort-amount").click();
  await expect(page.getByRole("columnheader", { name: /Amount asked/ })).toHaveAttribute("aria-sort", "descending");
  await page.getByTestId("sort-amount").click();
  await expect(page.getByRole("columnheader", { name: /Amount asked/ })).toHaveAttribute("aria-sort", "ascending");
  await expect(page.getByTestId("report-row").first()).toContainText("Asha Rao");
  await expect(page.getByTestId("report-row").first()).toContainText("XXXXXX0301");
  await expect(page.getByTestId("csv-link")).toHaveAttribute("href", /^\/admin\/internal-report\/export\?.*lender=\d+.*sort=amount&dir=asc/);
});

atFixedTime("the internal report's CSV has the rows its address shows, formulas defused", async ({ page, signIn, app }) => {
  await seedOnce(app.databaseUrl);
  await signIn.admin(page, "admin");
  await open(page, `/admin/internal-report?${ON_THE_DAY}&product=pl&sort=amount&dir=asc`);
  await expect(page.getByTestId("report-count")).toHaveText("2 applications made 3 Mar 2026 to 3 Mar 2026");
  const csv = await downloadCsv(page);
  expect(csv[0]).toBe("Applied on,Reference,Consumer,Mobile,Product,Lender,Partner,Status,Status since,Amount asked,Tenure (months),Amount disbursed,Disbursed on,Revenue,Partner commission");
  expect(csv).toHaveLength(3);
  expect(csv[1]).toMatch(/^2026-03-03 10:00,[0-9a-f-]{36},Asha Rao,XXXXXX0301,pl,E2E Rep Alpha,PaisaPlus,disbursed,,100000,,95000,2026-03-03,1900,$/);
  expect(csv[2]).toContain(",'=1+2,XXXXXX0302,");
});

atFixedTime("the products report shows each product's funnel for the day, sorts by a step and downloads it", async ({ page, signIn, app }) => {
  await seedOnce(app.databaseUrl);
  await signIn.admin(page, "admin");
  await open(page, `/admin/products-report?${ON_THE_DAY}`);
  await expect(page.getByTestId("report-count")).toHaveText("2 products, journeys begun 3 Mar 2026 to 3 Mar 2026");
  const personal = page.getByTestId("report-row").filter({ hasText: "Personal Loans" });
  await expect(personal.getByTestId("step-applied")).toContainText("2");
  await expect(personal.getByTestId("step-disbursed")).toContainText("1");
  await expect(personal.getByTestId("conversion")).toHaveText("50%");
  // Each click is a new address: the next click waits for it, or it would click the link of the page before.
  await page.getByTestId("sort-approved").click();
  await expect(page).toHaveURL((url) => url.searchParams.get("sort") === "approved" && url.searchParams.get("dir") === "desc");
  await expect(page.getByTestId("report-row").first()).toContainText("Personal Loans");
  await page.getByTestId("sort-approved").click();
  await expect(page).toHaveURL((url) => url.searchParams.get("sort") === "approved" && url.searchParams.get("dir") === "asc");
  await expect(page.getByTestId("report-row").first()).toContainText("Business Loans");
  const csv = await downloadCsv(page);
  expect(csv).toEqual([
    "Product,Asked for a code,Signed up (code verified),Profile completed,Applied,Approved,Disbursed,Signed up to last step (%),Checked eligibility",
    "bl,1,1,1,1,0,0,0,",
    "pl,2,2,2,2,2,1,50,",
  ]);
});

atFixedTime("the vendors' products report, in Hindi: each lender's rates for the day, sorted by approval rate, as CSV", async ({ page, signIn, app }) => {
  await seedOnce(app.databaseUrl);
  await signIn.admin(page, "admin");
  await open(page, `/admin/vendors-products-report?lng=hi&${ON_THE_DAY}&partner=`);
  await expect(page.getByRole("heading", { name: "ऋणदाता प्रोडक्ट रिपोर्ट", level: 1 })).toBeVisible();
  await page.getByLabel("प्रोडक्ट", { exact: true }).selectOption({ label: "पर्सनल लोन" });
  await page.getByRole("button", { name: "दिखाएँ", exact: true }).click();
  await expect(page.getByTestId("report-count")).toHaveText("3 मार्च 2026 से 3 मार्च 2026 तक आवेदन वाला 1 ऋणदाता");
  const alpha = page.getByTestId("report-row").filter({ hasText: "E2E Rep Alpha" });
  await expect(alpha.getByRole("cell").nth(5)).toHaveText("100%");
  await page.getByTestId("sort-approvalRate").click();
  await expect(page).toHaveURL(/sort=approvalRate&dir=desc/);
  const csv = await downloadCsv(page);
  expect(csv).toEqual(["ऋणदाता,प्रोडक्ट,आवेदन,मंज़ूर,राशि जारी,अस्वीकार,मंज़ूरी दर (%),राशि जारी होने की दर (%),खाते में भेजी गई राशि,रेवेन्यू", "E2E Rep Alpha,pl,2,2,1,0,100,50,95000,1900"]);
});
