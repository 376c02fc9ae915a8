import { desc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { merchants, outbox, prospectApplications, users } from "../../../db/schema";
import { getDb } from "~/server/platform/db/db.server";
import { merchantLink, type SignedInMerchant } from "~/server/partner/merchant-area.server";
import { newMobile } from "../../support/app-client";
import { CookieJar, lastLoggedCode, logInByOtp } from "../../support/consumer-session";
import { captureServerLog } from "../../support/log-capture";
import { answer, newPartner } from "../../support/payout-fixtures";
import { asAdmin } from "../../support/people-fixtures";

/**
 * Issue 39 item 6: an admin's approval or rejection is told to the merchant by
 * SMS and email in its language; an approved merchant's link brings consumers
 * credited to it and to its partner (whose leads name it); the merchant signs
 * in by a code to its mobile and sees only its own leads, masked; deactivated,
 * its link stops crediting it and its page closes.
 */
let admin: Awaited<ReturnType<typeof asAdmin>>;
let detail: typeof import("~/routes/admin/merchant");
let login: typeof import("~/routes/merchant/login");
let home: typeof import("~/routes/merchant/home");

beforeAll(async () => {
  admin = await asAdmin(1);
  detail = await import("~/routes/admin/merchant");
  login = await import("~/routes/merchant/login");
  home = await import("~/routes/merchant/home");
});

const ctx = { get: () => "en" } as never;

async function pendingMerchant(partnerId: number, values: Partial<typeof merchants.$inferInsert> = {}) {
  const [row] = await (await getDb())
    .insert(merchants)
    .values({
      partnerId,
      businessName: "Kiran General Store",
      businessType: "proprietorship",
      ownerName: "Kiran Patil",
      mobile: newMobile(),
      address: "12 Market Road",
      locality: "Kothrud",
      city: "Pune",
      pincode: "411038",
      accountNumber: "123456789012",
      ifsc: "HDFC0001234",
      status: "pending",
      ...values,
    })
    .returning();
  return row;
}

const decide = (id: number, intent: string) =>
  admin.call(detail.action, `/admin/merchant-management/${id}`, "/admin/merchant-management/:merchantId", { params: { merchantId: String(id) }, form: { intent } });

/** The merchant's browser signs in by the code sent to its mobile; answers its cookies. */
async function signIn(mobile: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const log = captureServerLog();
  try {
    const sent = await login.action({ request: jar.request("/merchant/login", { form: { intent: "send-code", mobile } }), context: ctx, params: {} } as never);
    expect(sent).toMatchObject({ step: "code" });
    const code = lastLoggedCode(log, mobile);
    const done = (await login.action({ request: jar.request("/merchant/login", { form: { intent: "verify-code", mobile, otp: code } }), context: ctx, params: {} } as never)) as Response;
    expect(done.status).toBe(302);
    jar.take(done);
    return jar;
  } finally {
    log.stop();
  }
}

const page = (jar: CookieJar) => answer(() => home.loader({ request: jar.request("/merchant"), context: ctx, params: {} } as never));
type Page = { business: string; link: string; leads: { total: number; rows: { initial: string; mobile: string; status: string | null }[] } };

describe("a merchant that takes part", () => {
  it("is told of its approval by SMS and email in its language, and of a rejection by SMS", async () => {
    const { partner } = await newPartner();
    const shop = await pendingMerchant(partner.id, { language: "hi", email: "kiran@example.in" });
    expect(await decide(shop.id, "approve")).toMatchObject({ status: 302 });
    const told = await (await getDb())
      .select()
      .from(outbox)
      .where(inArray(outbox.destination, [shop.mobile, "kiran@example.in"]))
      .orderBy(outbox.id);
    expect(told.map((m) => m.channel)).toEqual(["sms", "email"]);
    expect(told[0].body).toContain("Kiran General Store");
    expect(told[0].body).toContain("मंज़ूरी");
    expect(told[0].body).toContain("/merchant/login");
    expect(told[1].subject).toBe("आपके बिज़नेस को मर्चेंट के रूप में मंज़ूरी मिल गई है");

    const other = await pendingMerchant(partner.id);
    expect(await decide(other.id, "reject")).toMatchObject({ status: 302 });
    const [rejected] = await (await getDb()).select().from(outbox).where(eq(outbox.destination, other.mobile)).orderBy(desc(outbox.id)).limit(1);
    expect(rejected).toMatchObject({ channel: "sms" });
    expect(rejected.body).toContain("was not approved");
  });

  it("brings consumers through its link credited to it and its partner; it signs in by a code and sees only its own leads, masked", async () => {
    const { partner, call } = await newPartner();
    const shop = await pendingMerchant(partner.id);
    const neighbour = await pendingMerchant(partner.id, { businessName: "Neighbour Traders" });
    await decide(shop.id, "approve");
    await decide(neighbour.id, "approve");

    // A page of its own only after signing in.
    expect((await page(new CookieJar())).location).toBe("/merchant/login");
    const jar = await signIn(shop.mobile);
    const own = (await page(jar)).data as Page;
    expect(own.business).toBe("Kiran General Store");
    const link = new URL(own.link);
    expect(link.pathname).toBe(`/${partner.name}`);
    expect(link.searchParams.get("qr")).toBe(shop.uuid);
    expect(own.link).toBe(merchantLink("http://localhost", { uuid: shop.uuid, partner: { ...partner, isDefault: false } } as unknown as SignedInMerchant));

    // A consumer scans the QR code and signs in on the partner's landing.
    const consumerJar = new CookieJar();
    const { loader } = await import("~/routes/public/brand-home");
    consumerJar.take(
      new Response(null, {
        headers: new Headers(
          ((await loader({ request: consumerJar.request(`${link.pathname}${link.search}`), params: { urlSegment: partner.name }, context: {} } as never)) as { init?: ResponseInit }).init?.headers,
        ),
      }),
    );
    const mobile = newMobile();
    await logInByOtp(mobile, "pl", { jar: consumerJar, landing: `/${partner.name}` });
    const db = await getDb();
    const [consumer] = await db.select().from(users).where(eq(users.mobilePhoneNumber, mobile));
    await db.update(users).set({ firstName: "Meena", lastName: "Kulkarni" }).where(eq(users.id, consumer.id));
    const [journey] = await db.select().from(prospectApplications).where(eq(prospectApplications.userId, consumer.id));
    expect(journey).toMatchObject({ merchantId: shop.id, partnerId: partner.id });

    // The partner's leads name the merchant.
    const reports = await import("~/routes/partner/reports");
    const leads = (await call(reports.loader, "/partner/reports?kind=leads", "/partner/reports")).data as { report: { kind: string; rows: { consumer: string; merchant: string | null }[] } };
    expect(leads.report.rows.find((r) => r.consumer === "Meena Kulkarni")?.merchant).toBe("Kiran General Store");

    // The merchant sees the lead, its name to the initial and its mobile masked; the neighbour sees none of it.
    const seen = (await page(jar)).data as Page;
    expect(seen.leads.total).toBe(1);
    expect(seen.leads.rows[0]).toMatchObject({ initial: "M.", mobile: `XXXXXX${mobile.slice(-4)}`, status: null });
    expect(JSON.stringify(seen)).not.toContain("Kulkarni");
    const neighbourPage = (await page(await signIn(neighbour.mobile))).data as Page;
    expect(neighbourPage.leads.total).toBe(0);
  });

  it("deactivated, stops: its link credits only the partner, and its page closes", async () => {
    const { partner } = await newPartner();
    const shop = await pendingMerchant(partner.id);
    await decide(shop.id, "approve");
    const jar = await signIn(shop.mobile);
    const link = new URL(((await page(jar)).data as Page).link);
    await decide(shop.id, "deactivate");
    expect((await page(jar)).location).toBe("/merchant/login");

    const consumerJar = new CookieJar();
    const { loader } = await import("~/routes/public/brand-home");
    const landed = await answer(() => loader({ request: consumerJar.request(`${link.pathname}${link.search}`), params: { urlSegment: partner.name }, context: {} } as never));
    expect(landed.status, "the partner's plain landing, not an error").toBe(200);
    consumerJar.set("qr", shop.uuid);
    const mobile = newMobile();
    await logInByOtp(mobile, "pl", { jar: consumerJar, landing: `/${partner.name}` });
    const db = await getDb();
    const [consumer] = await db.select().from(users).where(eq(users.mobilePhoneNumber, mobile));
    const [journey] = await db.select().from(prospectApplications).where(eq(prospectApplications.userId, consumer.id));
    expect(journey).toMatchObject({ merchantId: null, partnerId: partner.id });

    // A deactivated merchant's mobile gets no code: the form answers as for anyone, and no session starts.
    const log = captureServerLog();
    try {
      await login.action({ request: new CookieJar().request("/merchant/login", { form: { intent: "send-code", mobile: shop.mobile } }), context: ctx, params: {} } as never);
      expect(() => lastLoggedCode(log, shop.mobile)).toThrow();
    } finally {
      log.stop();
    }
  });
});
