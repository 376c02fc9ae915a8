import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { outbox, users } from "../../../db/schema";
import { getDb } from "~/server/platform/db/db.server";
import { CookieJar, newMobile } from "../../support/app-client";
import { createInProcessApp, type InProcessApp } from "../../support/in-process-app";
import { captureServerLog } from "../../support/log-capture";
import { decodeEntities } from "../../support/page-html";

/**
 * Issue 36, point 9: a consumer who uses the site in Hindi gets the login
 * code's SMS and the "continue on another device" SMS in Hindi, and the
 * footer's grievance officer is named in Hindi. English stays English.
 */

const BASE = "http://localhost";
let app: InProcessApp;
let ipCounter = 0;

beforeAll(async () => {
  app = await createInProcessApp();
});

/** A browser using the site in a language: it chose it once (`?lng=`, as the language switcher's links do), and its `lng` cookie keeps it. */
function browser(language: "en" | "hi") {
  const jar = new CookieJar();
  const ip = `10.37.0.${++ipCounter}`;
  let chosen = false;
  return async (path: string, form?: Record<string, string>) => {
    if (!chosen) {
      chosen = true;
      const answer = await app.handle(new Request(`${BASE}/help?lng=${language}`, { headers: { "x-client-ip": ip } }));
      jar.take(answer);
      expect(jar.get("lng"), "the language is remembered").not.toBeNull();
    }
    const headers = new Headers({ origin: BASE, cookie: jar.header(), "x-client-ip": ip });
    if (form) headers.set("content-type", "application/x-www-form-urlencoded");
    const response = await app.handle(new Request(new URL(path, BASE), { method: form ? "POST" : "GET", headers, body: form ? new URLSearchParams(form) : null }));
    jar.take(response);
    return { status: response.status, location: response.headers.get("location"), html: decodeEntities(await response.text()) };
  };
}

/** The SMS bodies the outbox holds for a mobile, oldest first (codes and link tokens as stored: masked). */
async function smsTo(mobile: string): Promise<string[]> {
  const rows = await (await getDb()).select({ body: outbox.body, channel: outbox.channel }).from(outbox).where(eq(outbox.destination, mobile)).orderBy(asc(outbox.id));
  return rows.filter((r) => r.channel === "sms").map((r) => r.body);
}

/** Signs a new mobile in from the landing, as the page's form and the code page do, and chooses a personal loan. */
async function signIn(visit: ReturnType<typeof browser>, mobile: string) {
  const log = captureServerLog();
  try {
    expect((await visit("/?index", { contact: mobile, name__confirm: "" })).location).toBe("/verification");
    const verified = await visit("/verification", { intent: "verify", otp: log.codeFor(`XXXXXX${mobile.slice(-4)}`) });
    expect(verified.location).toBe("/products");
    expect((await visit("/products", { intent: "choose", productType: "pl" })).location).toBe("/user/user-detail");
  } finally {
    log.stop();
  }
}

describe("the consumer's SMS in the language they use the site in", () => {
  it("sends the login code and the transfer link in Hindi to a consumer using the site in Hindi", async () => {
    const mobile = newMobile();
    const visit = browser("hi");
    await signIn(visit, mobile);
    expect(await smsTo(mobile)).toEqual(["****** आपका लॉगिन कोड है। यह 5 मिनट तक काम करेगा। इसे किसी के साथ शेयर न करें।"]);
    const [consumer] = await (await getDb()).select({ language: users.language }).from(users).where(eq(users.mobilePhoneNumber, mobile));
    expect(consumer.language).toBe("hi");

    expect((await visit("/user/transfer-link", { back: "/user/user-detail" })).location).toBe("/user/user-detail");
    const transfer = (await smsTo(mobile)).at(-1)!;
    expect(transfer).toMatch(/^इस डिवाइस पर अपना लोन आवेदन जारी रखें: http\S+\/transfer\/[0-9a-f-]+\?t=\*{6} यह लिंक एक ही बार, \d+ मिनट तक काम करेगा। इसे किसी के साथ शेयर न करें।$/);
  });

  it("keeps the English texts for a consumer using the site in English", async () => {
    const mobile = newMobile();
    const visit = browser("en");
    await signIn(visit, mobile);
    await visit("/user/transfer-link", { back: "/user/user-detail" });
    const [login, transfer] = await smsTo(mobile);
    expect(login).toBe("****** is your login code. It is valid for 5 minutes. Do not share it with anyone.");
    expect(transfer).toMatch(/^Continue your loan application on this device: http\S+ The link works once, for \d+ minutes\. Do not share it\.$/);
  });

  it("sends the transfer link in the consumer's stored language, the one they chose last", async () => {
    const mobile = newMobile();
    const visit = browser("en");
    await signIn(visit, mobile);
    // They chose Hindi on another device: their stored preference.
    await (await getDb()).update(users).set({ language: "hi" }).where(eq(users.mobilePhoneNumber, mobile));
    await visit("/user/transfer-link", { back: "/user/user-detail" });
    expect((await smsTo(mobile)).at(-1)).toMatch(/^इस डिवाइस पर अपना लोन आवेदन जारी रखें: /);
  });
});

describe("the footer's grievance officer", () => {
  it("is named in Hindi on a Hindi page and in English on an English one", async () => {
    const hindi = await browser("hi")("/");
    expect(hindi.html).toMatch(/data-testid="footer-grievance">शिकायत अधिकारी: grievance@example\.in</);
    expect(hindi.html).not.toContain("Grievance Officer");
    const english = await browser("en")("/");
    expect(english.html).toMatch(/data-testid="footer-grievance">Grievance Officer: grievance@example\.in</);
  });
});
