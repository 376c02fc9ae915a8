import type { Page } from "@playwright/test";

/** The profile's forms filled as a consumer types them: valid values, with `overrides` by label. */
export async function fillPersonalDetails(page: Page, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    "First name": "Priya",
    "Last name": "Sharma",
    "Date of birth": "15/08/1990",
    PAN: "ABCPS1234K",
    Email: `priya.${Date.now()}@example.in`,
    "Address line 1": "12 MG Road",
    "Address line 2 (optional)": "Near City Park",
    Pincode: "560001",
    "Loan amount you need": "100000",
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    // A loan that asks its amount in its own step (gold, car, solar…) does not ask it here.
    if (label === "Loan amount you need" && !(await page.getByLabel(label, { exact: true }).count())) continue;
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel("Gender").selectOption({ label: "Female" });
  await page.getByLabel("Residence type").selectOption({ label: "Owned" });
  await page.getByLabel("Education").selectOption({ label: "Graduate" });
  await page.getByLabel("Your credit score").selectOption({ label: "700 to 749" });
}

/** The employment step, salaried. */
export async function fillEmployment(page: Page, income = "45000") {
  await page.getByLabel("Employment").selectOption({ label: "Salaried" });
  await page.getByLabel("Monthly income (₹)").fill(income);
  await page.getByLabel("Your household's yearly income").selectOption({ label: "Up to ₹3,00,000 a year" });
  await page.getByLabel("Employer name").fill("Infosys");
  await page.getByLabel("Office pincode").fill("560100");
  await page.getByLabel("How you are paid").selectOption({ label: "Bank transfer" });
}

/** The business step of /user/business-detail, filled as a business owner types it: valid values, `overrides` by label (text boxes). */
export async function fillBusinessDetails(page: Page, overrides: Record<string, string> = {}) {
  const selects: Record<string, string> = {
    "Business registration": "GST registration",
    "Type of company": "Sole proprietorship",
    "Nature of business": "Retail shop",
    "Yearly turnover": "₹10 lakh to ₹25 lakh a year",
    "Years in business": "3 to 5 years",
    "Yearly gross profit": "₹5 lakh to ₹10 lakh a year",
    "Business bank account": "Current account in the business's name",
    "Your household's yearly income": "Up to ₹3,00,000 a year",
  };
  for (const [label, option] of Object.entries(selects)) await page.getByLabel(label).selectOption({ label: option });
  const texts: Record<string, string> = {
    "Business name": "Patil Traders",
    "Your monthly income from the business (₹)": "90000",
    "Business PAN": "AAAFP1234C",
    "GST number (optional)": "27AAAFP1234C1Z5",
    ...overrides,
  };
  for (const [label, value] of Object.entries(texts)) await page.getByLabel(label).fill(value);
}
