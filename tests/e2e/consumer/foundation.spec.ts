import { BRANDS } from "../../../db/seed/brands";
import { expect, open, test } from "../fixtures";

const partnerWithTerms = BRANDS.find((b) => !b.isDefault && b.partnerTerms)!;
const partnerWithoutTerms = BRANDS.find((b) => !b.isDefault && !b.partnerTerms)!;

const hexToRgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

test.describe("the white-label shell", () => {
  test("the landing page of the default brand, in English", async ({ page }) => {
    await open(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Loans, credit cards and insurance, matched to you");
    await expect(page.getByTestId("brand-logo")).toHaveAttribute("src", "/brands/cl.svg");
    await expect(page).toHaveTitle("CL Marketplace");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms-of-use");
    await expect(footer.getByRole("link", { name: "Privacy Policy", exact: true })).toHaveAttribute("href", "/privacy-policy");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("switches to Hindi and back, and remembers the choice on the next page", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: "हिन्दी" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("आपके लिए चुने गए लोन, क्रेडिट कार्ड और बीमा");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await open(page, "/terms-of-use");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "गोपनीयता नीति", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy", exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/terms-of-use$/);
  });

  test("?lng=hi switches the language from a link", async ({ page }) => {
    await open(page, "/?lng=hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("आपके लिए चुने गए लोन, क्रेडिट कार्ड और बीमा");
    await open(page, "/privacy-policy");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  });

  test("a partner's URL segment shows its co-brand logo and colours", async ({ page }) => {
    await open(page, `/${partnerWithTerms.name}`);
    await expect(page.getByTestId("cobrand-logo")).toHaveAttribute("src", `/brands/${partnerWithTerms.name}.svg`);
    await expect(page.getByRole("banner")).toHaveCSS("background-color", hexToRgb(partnerWithTerms.primaryColor));
    await expect(page.getByRole("button", { name: "Get OTP" })).toBeVisible();
  });

  test("an unknown path is a real 404 page", async ({ page }) => {
    for (const path of ["/no-such-page-xyz", "/a/b/c", "/404"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    }
  });
});

test.describe("legal pages", () => {
  test("privacy policy and terms of use, under the default brand", async ({ page }) => {
    await open(page, "/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByRole("heading", { level: 2 }).nth(3)).toBeVisible();
    await expect(page.getByTestId("partner-clause")).toHaveCount(0);
    await open(page, "/terms-of-use");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Use");
  });

  test("?partner= shows the partner's brand and, when its terms apply, its clause", async ({ page }) => {
    await open(page, `/privacy-policy?partner=${partnerWithTerms.name}`);
    await expect(page.getByTestId("cobrand-logo")).toHaveAttribute("src", `/brands/${partnerWithTerms.name}.svg`);
    await expect(page.getByTestId("partner-clause")).toContainText(partnerWithTerms.displayName);
    await open(page, `/terms-of-use?partner=${partnerWithoutTerms.name}`);
    await expect(page.getByTestId("cobrand-logo")).toHaveAttribute("src", `/brands/${partnerWithoutTerms.name}.svg`);
    await expect(page.getByTestId("partner-clause")).toHaveCount(0);
  });

  test("the lender terms cover loan terms, data, credit report, Video KYC, UPI and communication", async ({ page }) => {
    await open(page, "/lender-terms-conditions");
    const headings = (await page.getByRole("heading", { level: 2 }).allTextContents()).join(" | ");
    for (const topic of [/loan/i, /data/i, /credit (report|information)/i, /video kyc/i, /upi/i, /communication/i]) {
      expect(headings).toMatch(topic);
    }
    await open(page, "/lender-privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lender Privacy Policy");
  });
});

test.describe("security baseline", () => {
  test("pages carry a nonce-based CSP and every inline script has the nonce", async ({ page }) => {
    const response = await page.goto("/");
    const csp = response!.headers()["content-security-policy"];
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(response!.headers()["x-content-type-options"]).toBe("nosniff");
    const html = await response!.text();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
  });

  test("a form posted from another site is refused; the same form from this site works", async ({ request, baseURL }) => {
    const evil = await request.post("/set-language", { form: { language: "hi", redirectTo: "/" }, headers: { origin: "https://evil.example" }, maxRedirects: 0 });
    expect(evil.status()).toBe(403);
    const same = await request.post("/set-language", { form: { language: "hi", redirectTo: "/" }, headers: { origin: baseURL! }, maxRedirects: 0 });
    expect(same.status()).toBe(302);
  });
});

test("a first visit carries its stylesheet inside the page; the pages after link the file the browser kept", async ({ page }) => {
  // On 3G each extra file before the first paint costs a round trip of about two seconds.
  await open(page, "/");
  await expect(page.locator('meta[name="app-css-inline"] + style')).toHaveCount(1);
  await expect(page.locator('link[rel="stylesheet"][href^="/assets/"]')).toHaveAttribute("media", "print");
  await expect(page.getByRole("button", { name: "Get OTP" })).toHaveCSS("color", "rgb(255, 255, 255)");

  await open(page, "/privacy-policy");
  await expect(page.locator('meta[name="app-css-inline"]')).toHaveCount(0);
  const link = page.locator('link[rel="stylesheet"][href^="/assets/"]');
  await expect(link).toHaveCount(1);
  expect(await link.getAttribute("media")).toBeNull();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-weight", "700");
});
