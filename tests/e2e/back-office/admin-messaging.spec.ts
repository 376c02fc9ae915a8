import { atFixedTime, expect, open, test } from "../fixtures";

// Noon in India (a promotional SMS waits out 21:00–09:00 India time, docs/decisions/099-dlt-sms.md), so it goes at once.
atFixedTime("role 1 counts who would get a message, sends it under a DLT template, and sees each consumer's copy in the outbox", async ({ page, signIn }) => {
  // A consumer who completed a profile, agreed to SMS and has not applied: in the 30-day group.
  await signIn.consumer(page, { product: "pl", profile: true, personal: { firstName: "Kavya", allowSms: "on" } });
  await signIn.admin(page, "admin");
  await open(page, "/admin/messaging");
  await page.getByLabel("Who gets it").selectOption({ label: "Signed up in the last 30 days, profile completed, no application" });
  await page.getByLabel("Send by").selectOption({ label: "SMS" });
  await page.getByLabel("SMS template (DLT)").selectOption("campaign_compare_offers");
  await page.getByRole("button", { name: "Preview recipients" }).click();
  await expect(page.getByTestId("campaign-preview")).toContainText(/\d+ consumers? will get this message/);
  // What was chosen is still there, to send as it is or change.
  await expect(page.getByLabel("SMS template (DLT)")).toHaveValue("campaign_compare_offers");
  await page.getByRole("button", { name: /^Send to \d+ consumers?$/ }).click();
  await expect(page.getByText("Your message is being sent.").first()).toBeVisible();
  const text = "Compare loan and credit card offers from many lenders in one place. Reply STOP to opt out.";
  await expect(page.getByTestId("campaigns")).toContainText(text);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("outbox")).toContainText(text, { timeout: 1000 });
  }).toPass({ timeout: 20_000, intervals: [500, 1000] });
});

test("in Hindi, a message without its texts is refused with each error beside its field", { tag: "@no-js" }, async ({ page, signIn }) => {
  await signIn.admin(page, "admin");
  await open(page, "/admin/messaging?lng=hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("मैसेजिंग");
  await page.getByLabel("किसे भेजें").selectOption({ label: "पिछले 7 दिनों में साइन अप किया, प्रोफ़ाइल पूरी नहीं की" });
  await page.getByLabel("कैसे भेजें").selectOption({ label: "ईमेल" });
  await page.getByRole("button", { name: "किसे मिलेगा, देखें" }).click();
  await expect(page.getByLabel("संदेश (अंग्रेज़ी)")).toHaveAccessibleDescription(/संदेश लिखें।/);
  await expect(page.getByLabel("ईमेल का विषय (हिंदी)")).toHaveAccessibleDescription(/ईमेल का विषय लिखें।/);
  await expect(page.getByRole("button", { name: /ग्राहकों? को भेजें/ })).toHaveCount(0);
});
