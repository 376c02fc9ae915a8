import type { Page } from "@playwright/test";
import { atFixedTime, expect, FIXED_TIME, open, test } from "../fixtures";

/**
 * The admin pages have no language switcher of their own: the site's
 * header's form (POST /set-language) sets the language cookie they read,
 * posted here in the page's own cookie jar.
 */
async function switchTo(page: Page, baseURL: string, language: "hi" | "en") {
  const res = await page.request.post("/set-language", { form: { language, redirectTo: "/help" }, headers: { origin: baseURL }, maxRedirects: 0 });
  expect(res.status()).toBe(302);
}

test("an admin finds a consumer by mobile and reads their journey on one time line; in Hindi too", async ({ page, signIn, baseURL }) => {
  const { mobile, lender } = await signIn.consumer(page, { apply: true });
  await signIn.admin(page, "admin");
  await open(page, "/admin/customers-journey");
  await page.getByLabel("Mobile number, email or application reference").fill(`+91 ${mobile}`);
  await page.getByRole("button", { name: "Search" }).click();
  const timeline = page.getByTestId("timeline");
  await expect(timeline).toContainText("Signed in with the code sent by SMS");
  await expect(timeline).toContainText(/Saw \d+ offers? for Personal Loans/);
  await expect(timeline).toContainText("Completed the profile for Personal Loans");
  await expect(timeline).toContainText("Acknowledged the Key Fact Statement of");
  await expect(timeline.locator('[data-kind="applied"]')).toHaveCount(1);
  await expect(page.getByTestId("person")).toContainText(mobile);
  expect(lender).toBeTruthy();

  await switchTo(page, baseURL!, "hi");
  await open(page, `/admin/customers-journey?q=${mobile}`);
  await expect(page.getByRole("heading", { name: "ग्राहक की जर्नी", level: 1 })).toBeVisible();
  await expect(page.getByTestId("timeline")).toContainText("SMS से आए कोड से साइन इन किया");
  await switchTo(page, baseURL!, "en");
});

test("a CSR finds the caller by mobile, sees them masked, and notes the call; a refused note keeps what was typed; in Hindi too", { tag: "@no-js" }, async ({ page, signIn, baseURL }) => {
  const { mobile } = await signIn.consumer(page, { profile: true, personal: { firstName: "Meera" } });
  await signIn.admin(page, "csr");
  await open(page, "/admin/csr-portal");
  await page.getByLabel("Mobile number, email or application reference").fill(mobile);
  await page.getByRole("button", { name: "Search" }).click();
  // One journey found: its case opens at once, contact and PAN masked.
  await expect(page.getByRole("heading", { name: "Meera Sharma", level: 1 })).toBeVisible();
  await expect(page.getByTestId("person")).toContainText(`XXXXXX${mobile.slice(-4)}`);
  await expect(page.getByTestId("person")).toContainText("XXXXXX234K");
  await expect(page.getByTestId("person")).not.toContainText(mobile);

  await page.getByLabel("What was asked and what you said").fill("   ");
  await page.getByRole("button", { name: "Save the note" }).click();
  await expect(page.locator("[data-field-error]").getByText("Write the note")).toBeVisible();
  await page.getByLabel("What was asked and what you said").fill("Asked which documents the lender needs.");
  await page.getByRole("button", { name: "Save the note" }).click();
  await expect(page.getByTestId("care-log")).toContainText("csr noted a call");
  await expect(page.getByTestId("care-log")).toContainText("Asked which documents the lender needs.");
  await expect(page.getByLabel("What was asked and what you said")).toHaveValue("");

  await switchTo(page, baseURL!, "hi");
  await open(page, `/admin/csr-portal?q=${mobile}`);
  await page.getByLabel("क्या पूछा गया और आपने क्या बताया").fill("दस्तावेज़ों की सूची SMS से भेजने को कहा।");
  await page.getByRole("button", { name: "नोट सेव करें" }).click();
  await expect(page.getByTestId("care-log")).toContainText("csr ने कॉल का नोट लिखा");
  await expect(page.getByTestId("care-log")).toContainText("दस्तावेज़ों की सूची SMS से भेजने को कहा।");
  await switchTo(page, baseURL!, "en");
});

/** A consumer who signed in and completed their profile (agreeing to be contacted) at business time FIXED_TIME, and dropped off: two hours later. */
async function droppedOff(
  app: { setClock(at: Date): Promise<Date> },
  create: () => Promise<{ mobile: string; consumer: { browser: { get(path: string): Promise<Response> } } }>,
  options: { sawOffers: boolean },
) {
  const who = await create();
  if (options.sawOffers) await (await who.consumer.browser.get("/user/offers")).arrayBuffer();
  await app.setClock(new Date(new Date(FIXED_TIME).getTime() + 2 * 3_600_000));
  return who;
}

atFixedTime("a CSR takes a consumer who stopped at the offers from the telecalling queue, dials them, and records a call back", async ({ page, signIn, app }) => {
  const kavya = await droppedOff(app, () => signIn.consumer(page, { profile: true, personal: { firstName: "Kavya", allowSms: "on" } }), { sawOffers: true });
  await signIn.admin(page, "csr");
  await open(page, "/admin/telecalling");
  const row = page
    .getByTestId("call-queue")
    .getByRole("row")
    .filter({ hasText: `XXXXXX${kavya.mobile.slice(-4)}` });
  await expect(row).toContainText("Kavya");
  await expect(row).toContainText("saw offers, did not apply");
  await row.getByRole("button", { name: "Take" }).click();
  const panel = page.getByTestId("call-panel");
  await expect(panel.getByTestId("call-mobile")).toHaveText(kavya.mobile);
  await panel.getByLabel("Outcome").selectOption("call_back");
  await panel.getByLabel("Note", { exact: true }).fill("Busy at work");
  await panel.getByRole("button", { name: "Record the call" }).click();
  await expect(page.locator("[data-field-error]").getByText("Say when to call back")).toBeVisible();
  await expect(page.getByTestId("call-panel").getByLabel("Note", { exact: true })).toHaveValue("Busy at work");
  await page.getByTestId("call-panel").getByLabel("Next call (India time)").fill("2026-03-11T18:30");
  await page.getByTestId("call-panel").getByRole("button", { name: "Record the call" }).click();
  await expect(page.getByText("Call recorded: the consumer stays on the queue for the next call")).toBeVisible();
  await expect(page.getByTestId("call-panel")).toHaveCount(0);
  // Not due again until tomorrow evening: off the list (which may now be empty).
  await expect(
    page
      .getByTestId("call-queue")
      .getByRole("row")
      .filter({ hasText: `XXXXXX${kavya.mobile.slice(-4)}` }),
  ).toHaveCount(0);
});

atFixedTime("in Hindi, a CSR takes a consumer who stopped after the profile and records that they were reached", async ({ page, signIn, app, baseURL }) => {
  const ritu = await droppedOff(app, () => signIn.consumer(page, { profile: true, personal: { firstName: "Ritu", allowSms: "on" } }), { sawOffers: false });
  await signIn.admin(page, "csr");
  await switchTo(page, baseURL!, "hi");
  await open(page, "/admin/telecalling");
  await expect(page.getByRole("heading", { name: "टेलीकॉलिंग", level: 1 })).toBeVisible();
  const row = page
    .getByTestId("call-queue")
    .getByRole("row")
    .filter({ hasText: `XXXXXX${ritu.mobile.slice(-4)}` });
  await expect(row).toContainText("प्रोफ़ाइल पूरी की, आवेदन नहीं किया");
  await row.getByRole("button", { name: "लें" }).click();
  await expect(page.getByTestId("call-mobile")).toHaveText(ritu.mobile);
  await page.getByTestId("call-panel").getByLabel("नतीजा").selectOption("reached");
  await page.getByTestId("call-panel").getByRole("button", { name: "कॉल दर्ज करें" }).click();
  await expect(page.getByText("कॉल दर्ज हुई: ग्राहक सूची से हट गए")).toBeVisible();
  await switchTo(page, baseURL!, "en");
});
