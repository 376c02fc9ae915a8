import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { merchants, partners, partnerUsers, prospectApplications, rateLimits, trackingLinks, users } from "../../../db/schema";
import { CHANNELS, CONSUMER_ROLE_ID } from "~/domain/consumer/arrival";
import { referralLink, referralQrLink } from "~/domain/partner/referral";
import { partnerPageGuard } from "~/middleware/partner-guard.server";
import { getDb } from "~/server/platform/db/db.server";
import { createSession } from "~/server/platform/http/session.server";
import { referralQrSvg } from "~/server/partner/partner-referral.server";
import { newMobile } from "../../support/app-client";
import { CookieJar, logInByOtp } from "../../support/consumer-session";
import { callRoute } from "../../support/route-call";

/**
 * Issue 37 item 10: the client cookies lead, qr and url are written by the
 * pages they describe (a tracking link, a QR code's landing, a brand's
 * landing address) and read by the login that starts a journey, for its
 * channel and merchant; the consumer keeps their first journey's, and GET
 * /api/user/{id} answers them with the consumer's role.
 */

const BROWSER = { "user-agent": "Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36" };
let paisaplus: { id: number; utmId: string | null; name: string };
let shop: { id: number; uuid: string; businessName: string };
let linkCode: string;

/** What a page answered, its cookies taken into the jar: a redirect, or a loader's data with its headers. */
function take(jar: CookieJar, answer: unknown): Headers {
  const headers = answer instanceof Response ? answer.headers : new Headers((answer as { init?: ResponseInit }).init?.headers);
  jar.take(new Response(null, { headers }));
  return headers;
}

/** A GET of a page as the browser makes it, with the jar's cookies. */
const visit = (jar: CookieJar, path: string) => new Request(`http://localhost${path}`, { headers: { cookie: jar.header(), ...BROWSER } });

async function landOn(jar: CookieJar, path: string): Promise<Headers> {
  const url = new URL(path, "http://localhost");
  const segment = url.pathname.slice(1);
  if (segment) {
    const { loader } = await import("~/routes/public/brand-home");
    return take(jar, await loader({ request: visit(jar, path), params: { urlSegment: segment }, context: {} } as never));
  }
  const { loader } = await import("~/routes/public/home");
  return take(jar, await loader({ request: visit(jar, path), params: {}, context: {} } as never));
}

async function journeyOf(mobile: string) {
  const db = await getDb();
  const [consumer] = await db.select().from(users).where(eq(users.mobilePhoneNumber, mobile));
  const journeys = await db.select().from(prospectApplications).where(eq(prospectApplications.userId, consumer.id)).orderBy(prospectApplications.id);
  return { consumer, journey: journeys.at(-1)!, journeys };
}

async function apiUser(jar: CookieJar, id: number) {
  const { loader } = await import("~/routes/api/user");
  const res = (await loader({ request: jar.request(`/api/user/${id}`), params: { id: String(id) }, context: {} } as never)) as Response;
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

beforeAll(async () => {
  const db = await getDb();
  [paisaplus] = await db.select({ id: partners.id, utmId: partners.utmId, name: partners.name }).from(partners).where(eq(partners.name, "paisaplus"));
  [shop] = await db
    .insert(merchants)
    .values({
      partnerId: paisaplus.id,
      businessName: "Sharma Mobile Point",
      businessType: "proprietorship",
      ownerName: "Ravi Sharma",
      mobile: "9812345670",
      address: "Shop 4, Station Road",
      locality: "Shivaji Nagar",
      city: "Pune",
      pincode: "411005",
      accountNumber: "123456789012",
      ifsc: "HDFC0001234",
      status: "approved",
    })
    .returning({ id: merchants.id, uuid: merchants.uuid, businessName: merchants.businessName });
  linkCode = `arrival${randomUUID().replace(/-/g, "").slice(0, 5)}`;
  await db.insert(trackingLinks).values({ code: linkCode, label: "Diwali posters", utmSource: "poster", utmMedium: "offline", utmCampaign: "diwali", product: "pl" });
});

describe("a tracking link", () => {
  it("sets the lead cookie (SameSite=None, Secure); a login through it is a tracking-link journey, and the consumer came by it", async () => {
    const jar = new CookieJar();
    const { loader } = await import("~/routes/public/tracking-link");
    const redirect = (await loader({ request: visit(jar, `/l/${linkCode}`), params: { code: linkCode }, context: {} } as never)) as Response;
    const lead = redirect.headers.getSetCookie().find((c) => c.startsWith("lead="))!;
    expect(lead).toMatch(new RegExp(`^lead=${linkCode};`));
    expect(lead).toMatch(/SameSite=None/i);
    expect(lead).toMatch(/Secure/);
    expect(lead).not.toMatch(/HttpOnly/i);
    take(jar, redirect);
    // The landing the link sends to keeps the link's lead: its utm_id is the link's code.
    await landOn(jar, redirect.headers.get("location")!);
    expect(jar.get("lead")).toBe(linkCode);

    const mobile = newMobile();
    const { jar: signedIn } = await logInByOtp(mobile, "pl", { jar });
    const { consumer, journey } = await journeyOf(mobile);
    expect(journey).toMatchObject({ channelId: CHANNELS.trackingLink, merchantId: null });
    expect(journey.utm).toMatchObject({ utm_source: "poster", utm_id: linkCode });
    expect(consumer).toMatchObject({ channelId: CHANNELS.trackingLink, merchantLocationId: null });
    expect(await apiUser(signedIn, consumer.id)).toMatchObject({ channel_id: CHANNELS.trackingLink, merchant_location_id: null, role_id: CONSUMER_ROLE_ID });
  });

  it("is forgotten when another campaign's address brings the visitor back before they sign in", async () => {
    const jar = new CookieJar();
    const { loader } = await import("~/routes/public/tracking-link");
    take(jar, await loader({ request: visit(jar, `/l/${linkCode}`), params: { code: linkCode }, context: {} } as never));
    await landOn(jar, "/?utm_source=newsletter&utm_medium=email");
    expect(jar.get("lead")).toBeNull();
    const mobile = newMobile();
    await logInByOtp(mobile, "pl", { jar });
    expect((await journeyOf(mobile)).journey.channelId).toBe(CHANNELS.direct);
  });
});

describe("a QR code", () => {
  it("sets qr on its landing; a merchant's QR makes the journey that merchant's, and the consumer's merchant_location_id", async () => {
    const jar = new CookieJar();
    const qrAddress = new URL(referralQrLink("http://localhost", { ...paisaplus, isDefault: false }, shop.uuid));
    const headers = await landOn(jar, `${qrAddress.pathname}${qrAddress.search}`);
    expect(headers.getSetCookie().find((c) => c.startsWith("qr="))).toMatch(new RegExp(`^qr=${shop.uuid};`));
    expect(jar.get("url")).toBe("paisaplus");

    const mobile = newMobile();
    const { jar: signedIn } = await logInByOtp(mobile, "pl", { jar, landing: "/paisaplus" });
    const { consumer, journey } = await journeyOf(mobile);
    expect(journey).toMatchObject({ channelId: CHANNELS.qr, merchantId: shop.id, partnerId: paisaplus.id });
    expect(consumer).toMatchObject({ channelId: CHANNELS.qr, merchantLocationId: shop.id });
    expect(await apiUser(signedIn, consumer.id)).toMatchObject({ channel_id: CHANNELS.qr, merchant_location_id: shop.id, role_id: CONSUMER_ROLE_ID });

    // A later journey through another way is that journey's channel; how the consumer first came stays.
    const again = new CookieJar();
    await landOn(again, "/paisaplus");
    // A new login of the same number: the last code's resend cooldown is over.
    await (await getDb()).delete(rateLimits).where(like(rateLimits.key, `otp:%${mobile}`));
    await logInByOtp(mobile, "pl", { jar: again, landing: "/paisaplus" });
    const after = await journeyOf(mobile);
    expect(after.journeys).toHaveLength(2);
    expect(after.journey).toMatchObject({ channelId: CHANNELS.brandLanding, merchantId: null });
    expect(after.consumer).toMatchObject({ channelId: CHANNELS.qr, merchantLocationId: shop.id });
  });

  it("names no merchant when the cookie's merchant is not the journey's partner's (the cookie is the client's to write)", async () => {
    const jar = new CookieJar().set("qr", shop.uuid);
    const mobile = newMobile();
    await logInByOtp(mobile, "pl", { jar, landing: "/" });
    const { consumer, journey } = await journeyOf(mobile);
    expect(journey).toMatchObject({ channelId: CHANNELS.qr, merchantId: null, partnerId: null });
    expect(consumer.merchantLocationId).toBeNull();
  });

  it("is drawn per approved merchant on the partner's referral page, and the partner's own carries qr=partner", async () => {
    const db = await getDb();
    const [user] = await db
      .insert(partnerUsers)
      .values({ username: `arrival_${Date.now()}`, passwordHash: "x", partnerId: paisaplus.id })
      .returning();
    const { token } = await createSession("partner", user.id);
    const { loader } = await import("~/routes/partner/referral");
    const open = (path: string) =>
      callRoute(loader as never, {
        request: new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } }),
        pattern: "/partner/referral",
        guards: [partnerPageGuard],
      }) as Promise<{
        qr: string;
        merchant: { business: string } | null;
        merchantUnknown: boolean;
      }>;
    const svgOf = (uri: string) => Buffer.from(uri.split(",")[1], "base64").toString();
    const brand = { ...paisaplus, isDefault: false };

    // The Merchants page offers each approved merchant's QR code.
    const merchantsPage = await import("~/routes/partner/merchants");
    const listed = (await callRoute(merchantsPage.loader as never, {
      request: new Request("http://localhost/partner/merchants", { headers: { authorization: `Bearer ${token}` } }),
      pattern: "/partner/merchants",
      guards: [partnerPageGuard],
    })) as { list: { rows: { business: string; qrReference: string | null }[] } };
    expect(listed.list.rows.find((r) => r.business === "Sharma Mobile Point")?.qrReference).toBe(shop.uuid);

    const own = await open("/partner/referral");
    expect(own.merchant).toBeNull();
    expect(svgOf(own.qr)).toBe(await referralQrSvg(referralQrLink("http://localhost", brand)));
    expect(new URL(referralQrLink("http://localhost", brand)).searchParams.get("qr")).toBe("partner");
    expect(referralQrLink("http://localhost", brand).startsWith(referralLink("http://localhost", brand))).toBe(true);

    const ofShop = await open(`/partner/referral?merchant=${shop.uuid}`);
    expect(ofShop).toMatchObject({ merchant: { business: "Sharma Mobile Point" }, merchantUnknown: false });
    expect(svgOf(ofShop.qr)).toBe(await referralQrSvg(referralQrLink("http://localhost", brand, shop.uuid)));

    // Not this partner's approved merchant: the partner's own QR, and the page says so.
    await db.update(merchants).set({ status: "deactivated" }).where(eq(merchants.id, shop.id));
    try {
      const refused = await open(`/partner/referral?merchant=${shop.uuid}`);
      expect(refused).toMatchObject({ merchant: null, merchantUnknown: true });
      expect(svgOf(refused.qr)).toBe(svgOf(own.qr));
    } finally {
      await db.update(merchants).set({ status: "approved" }).where(eq(merchants.id, shop.id));
    }
  });
});

describe("a brand's landing address", () => {
  it("sets url; a login after it is a brand-landing journey, on the brand's site without it a brand-site one, on the marketplace's own a direct one", async () => {
    const byAddress = new CookieJar();
    await landOn(byAddress, "/paisaplus");
    expect(byAddress.get("url")).toBe("paisaplus");
    const first = newMobile();
    await logInByOtp(first, "pl", { jar: byAddress, landing: "/paisaplus" });
    expect((await journeyOf(first)).journey).toMatchObject({ channelId: CHANNELS.brandLanding, partnerId: paisaplus.id });

    // The brand remembered (its server cookie) without the page's url cookie: the partner's site, not its landing address.
    const remembered = new CookieJar().set("urlSegment", "paisaplus");
    const second = newMobile();
    await logInByOtp(second, "pl", { jar: remembered, landing: "/" });
    expect((await journeyOf(second)).journey).toMatchObject({ channelId: CHANNELS.brandSite, partnerId: paisaplus.id });

    const third = newMobile();
    await logInByOtp(third, "pl", { landing: "/" });
    const direct = await journeyOf(third);
    expect(direct.journey.channelId).toBe(CHANNELS.direct);
    expect(direct.consumer.channelId).toBe(CHANNELS.direct);
  });
});
