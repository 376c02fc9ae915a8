import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { partners, partnerUsers } from "../../../db/schema";
import { BRANDS } from "../../../db/seed/brands";
import { maskTail } from "~/domain/back-office/masking";
import { getDb } from "~/server/platform/db/db.server";
import { createSession } from "~/server/platform/http/session.server";
import { CookieJar, merchantDetails, newMobile } from "../../support/app-client";
import { createInProcessApp, type InProcessApp } from "../../support/in-process-app";
import { captureServerLog } from "../../support/log-capture";
import { decodeEntities } from "../../support/page-html";

/**
 * Issue 36, point 9: every brand's partner is credited with the consumers its
 * referral link brings and the merchants its form brings, the default brand's
 * (`cl`) too, which was credited nothing. Each brand is walked as a browser
 * walks it: the link as the partner's referral page shows it, the landing's
 * login and its code; the partner's merchant form and its code; then the
 * partner's own pages.
 */

const BASE = "http://localhost";
let app: InProcessApp;
let ipCounter = 0;

beforeAll(async () => {
  app = await createInProcessApp();
});

/** A browser: its cookies and its own address (the code limits count per address). */
function browser() {
  const jar = new CookieJar();
  const ip = `10.36.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  return async (path: string, form?: Record<string, string>, headers: Record<string, string> = {}) => {
    const h = new Headers({ origin: BASE, cookie: jar.header(), "x-client-ip": ip, ...headers });
    if (form) h.set("content-type", "application/x-www-form-urlencoded");
    const response = await app.handle(new Request(new URL(path, BASE), { method: form ? "POST" : "GET", headers: h, body: form ? new URLSearchParams(form) : null }));
    jar.take(response);
    return { status: response.status, location: response.headers.get("location"), html: decodeEntities(await response.text()) };
  };
}

/** The brand's partner-portal account: the seeded one, else one made for this test. */
async function partnerToken(brandName: string): Promise<string> {
  const db = await getDb();
  const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.name, brandName));
  let [user] = await db.select({ id: partnerUsers.id }).from(partnerUsers).where(eq(partnerUsers.partnerId, partner.id)).limit(1);
  if (!user)
    [user] = await db
      .insert(partnerUsers)
      .values({ username: `credit_${brandName}`, passwordHash: "x", partnerId: partner.id })
      .returning({ id: partnerUsers.id });
  return (await createSession("partner", user.id)).token;
}

const portal = (token: string, path: string) => browser()(path, undefined, { authorization: `Bearer ${token}` });

/** A consumer follows the link, types their mobile and the code: answers the mobile. */
async function signInThrough(link: string): Promise<string> {
  const visit = browser();
  const log = captureServerLog();
  try {
    const mobile = newMobile();
    const landing = new URL(link);
    expect((await visit(landing.pathname + landing.search)).status).toBe(200);
    // The landing's own form posts to its index route.
    const sent = await visit(landing.pathname === "/" ? "/?index" : landing.pathname, { contact: mobile, name__confirm: "" });
    expect(sent.location).toBe("/verification");
    const verified = await visit("/verification", { intent: "verify", otp: log.codeFor(`XXXXXX${mobile.slice(-4)}`) });
    expect(verified.status).toBe(302);
    return mobile;
  } finally {
    log.stop();
  }
}

/** A business signs up on the form at this path and confirms its mobile. */
async function signUpMerchant(path: string, businessName: string): Promise<void> {
  const visit = browser();
  const log = captureServerLog();
  try {
    const details = merchantDetails({ businessName });
    expect((await visit(path, details)).location).toBe(path);
    const confirmed = await visit(path, { intent: "verify", otp: log.codeFor(`XXXXXX${details.mobile.slice(-4)}`) });
    expect(confirmed.location).toMatch(/^\/create-merchant-form\/success/);
  } finally {
    log.stop();
  }
}

describe("every brand's partner is credited with what its own links bring", () => {
  it.each(BRANDS.map((b) => b.name))("%s: the referral link's consumer and the merchant form's business are on the partner's pages", async (name) => {
    const token = await partnerToken(name);
    const referral = await portal(token, "/partner/referral");
    expect(referral.status).toBe(200);
    const link = /data-testid="referral-link"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*data-testid="referral-link"/.exec(referral.html);
    expect(link, "the referral page shows the link").not.toBeNull();
    const mobile = await signInThrough(link![1] ?? link![2]);

    const after = await portal(token, "/partner/referral");
    expect(after.html).toContain(maskTail(mobile));
    const leads = await portal(token, "/partner/reports?kind=leads");
    expect(leads.html).toContain(maskTail(mobile));

    const merchants = await portal(token, "/partner/merchants");
    const formPath = new URL(/\/create-merchant-form\/[a-z0-9_-]+/.exec(merchants.html)![0], BASE).pathname;
    expect(formPath).toBe(`/create-merchant-form/${name}`);
    const business = `Credit Check ${name.replace(/[^a-z0-9]/g, " ").slice(0, 20)}`;
    await signUpMerchant(formPath, business);
    expect((await portal(token, "/partner/merchants")).html).toContain(business);
  });

  it("leaves a plain visit to the default brand's landing and its plain merchant form the marketplace's own", async () => {
    const token = await partnerToken("cl");
    const mobile = await signInThrough(`${BASE}/?utm_source=partner&utm_medium=referral&utm_id=someone-else`);
    expect((await portal(token, "/partner/reports?kind=leads")).html).not.toContain(maskTail(mobile));
    await signUpMerchant("/create-merchant-form", "Nobodys Own Store");
    expect((await portal(token, "/partner/merchants")).html).not.toContain("Nobodys Own Store");
  });
});
