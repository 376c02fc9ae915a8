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
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel("Gender").selectOption({ label: "Female" });
  await page.getByLabel("Residence type").selectOption({ label: "Owned" });
  await page.getByLabel("Education").selectOption({ label: "Graduate" });
  await page.getByLabel("Your credit score").selectOption({ label: "700 to 749" });
}

/** The employment step, salaried. */
export async function fillEmployment(page: Page, income = "45000") {
  await page.getByLabel("Employment").selectOption({ label: "Salaried" });
  await page.getByLabel("Monthly income (₹)").fill(income);
  await page.getByLabel("Employer name").fill("Infosys");
  await page.getByLabel("Office pincode").fill("560100");
  await page.getByLabel("How you are paid").selectOption({ label: "Bank transfer" });
}
