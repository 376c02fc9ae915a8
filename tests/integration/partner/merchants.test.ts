import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAudit, merchants, partners, partnerUsers } from "../../../db/schema";
import { getDb } from "~/server/platform/db/db.server";
import { announceChange } from "~/server/platform/db/cache-invalidation.server";
import { createSession } from "~/server/platform/http/session.server";
import { partnerPageGuard } from "~/middleware/partner-guard.server";
import { merchantDetails } from "../../support/app-client";
import { CookieJar, lastLoggedCode } from "../../support/consumer-session";
import { captureServerLog } from "../../support/log-capture";
import { asAdmin } from "../../support/people-fixtures";
import { callRoute } from "../../support/route-call";

// A corrected sign-up sends its code again to the same mobile: the resend cooldown need not be 30 s here.
process.env.OTP_RESEND_COOLDOWN_SECONDS = "1";

type Form = typeof import("~/routes/public/create-merchant-form");
let form: Form;
let success: typeof import("~/routes/public/create-merchant-success");
let partnerPage: typeof import("~/routes/partner/merchants");
let list: typeof import("~/routes/admin/merchant-management");
let detail: typeof import("~/routes/admin/merchant");
let admin: Awaited<ReturnType<typeof asAdmin>>;

const unique = () => Math.random().toString(36).slice(2, 8);
let ipCounter = 0;

/** A browser on the merchant form: its cookies, its own address (the OTP limits count per address). */
function browser(host = "localhost") {
  const jar = new CookieJar();
  const ip = `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const request = (path: string, formValues?: Record<string, string>) =>
    new Request(`http://${host}${path}`, {
      method: formValues ? "POST" : "GET",
      headers: { cookie: jar.header(), "x-client-ip": ip, ...(formValues ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
      body: formValues ? new URLSearchParams(formValues) : undefined,
    });
  return { jar, request };
}

/** The handler's answer as React Router gives it: a thrown redirect or not-found is the answer too; a `data()` its data and status. */
async function call(handler: unknown, request: Request, pattern: string, params: Record<string, string> = {}, guards: never[] = []) {
  let out: unknown;
  try {
    out = await callRoute(handler as never, { request, pattern, params, guards });
  } catch (thrown) {
    out = thrown;
  }
  if (out instanceof Response) return { status: out.status, location: out.headers.get("location"), response: out, data: undefined as never };
  const value = out as { type?: string; data?: unknown; init?: { status?: number } };
  if (value?.type === "DataWithResponseInit") return { status: value.init?.status ?? 200, location: null, response: null, data: value.data as never };
  if (out instanceof Error) throw out;
  return { status: 200, location: null, response: null, data: out as never };
}

const good = merchantDetails;

const pathOf = (partner?: string) => (partner ? `/create-merchant-form/${partner}` : "/create-merchant-form");
const patternOf = (partner?: string) => (partner ? "/create-merchant-form/:partnerName" : "/create-merchant-form");
const paramsOf = (partner?: string): Record<string, string> => (partner ? { partnerName: partner } : {});

/** A business signs up on a form and types the code it was sent: answers the merchant row. */
async function signUp(partner?: string, values: Record<string, string> = {}, b = browser()) {
  const log = captureServerLog();
  try {
    const details = good(values);
    const sent = await call(form.action, b.request(pathOf(partner), details), patternOf(partner), paramsOf(partner));
    expect(sent.status, JSON.stringify(sent.data)).toBe(302);
    b.jar.take(sent.response!);
    const confirmed = await call(form.action, b.request(pathOf(partner), { intent: "verify", otp: lastLoggedCode(log, details.mobile) }), patternOf(partner), paramsOf(partner));
    expect(confirmed.status).toBe(302);
    b.jar.take(confirmed.response!);
    const [row] = await (await getDb()).select().from(merchants).where(eq(merchants.mobile, details.mobile));
    return { row, confirmed, browser: b };
  } finally {
    log.stop();
  }
}

async function newPartner() {
  const db = await getDb();
  const name = `mp-${unique()}`;
  const [partner] = await db
    .insert(partners)
    .values({ name, displayName: `MP ${name}`, logoUrl: "/brands/cl.svg", fontFamily: "system-ui", primaryColor: "#123456", secondaryColor: "#654321" })
    .returning();
  const [user] = await db
    .insert(partnerUsers)
    .values({ username: `mp_${unique()}`, passwordHash: "x", partnerId: partner.id })
    .returning();
  const { token } = await createSession("partner", user.id);
  // The brands are kept in memory: a new one is announced, as the admin's partner screens do.
  await announceChange("brands");
  return { partner, token };
}

async function partnerRows(token: string, query = "") {
  const request = new Request(`http://localhost/partner/merchants${query}`, { headers: { authorization: `Bearer ${token}` } });
  const answer = await call(partnerPage.loader, request, "/partner/merchants", {}, [partnerPageGuard as never]);
  return (answer.data as { list: { total: number; rows: { business: string; mobile: string; status: string }[] } }).list;
}

beforeAll(async () => {
  form = await import("~/routes/public/create-merchant-form");
  success = await import("~/routes/public/create-merchant-success");
  partnerPage = await import("~/routes/partner/merchants");
  list = await import("~/routes/admin/merchant-management");
  detail = await import("~/routes/admin/merchant");
  admin = await asAdmin(1);
});

describe("the create-merchant form's rules (SPEC.md 5)", () => {
  it("gives each bad field its own message beside it, keeps what was typed, and stores nothing", async () => {
    const bad = good({
      businessName: "ab",
      businessType: "shop",
      gstin: "27ABCDE1234",
      udyam: "UDYAM-1234",
      ownerName: "Ravi",
      mobile: "12345",
      address: "Shop <4>",
      locality: "Near @ market",
      city: "Pune 411",
      pincode: "011001",
      accountNumber: "12ab",
      ifsc: "hdfc1001234",
      consent: "",
    });
    const answer = await call(form.action, browser().request("/create-merchant-form", bad), "/create-merchant-form");
    expect(answer.status).toBe(400);
    const result = (answer.data as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }).result;
    expect(result.error).toEqual({
      businessName: ["validation.companyName"],
      businessType: ["merchantForm.errors.businessType"],
      gstin: ["validation.gstin"],
      udyam: ["intake:errors.uan"],
      ownerName: ["validation.userName"],
      mobile: ["validation.mobileInvalid"],
      address: ["validation.address1"],
      locality: ["validation.locality"],
      city: ["validation.city"],
      pincode: ["validation.pincode"],
      accountNumber: ["merchantForm.errors.accountNumber"],
      ifsc: ["validation.ifsc"],
      consent: ["merchantForm.errors.consent"],
    });
    expect(result.initialValue).toMatchObject({ businessName: "ab", ifsc: "hdfc1001234", locality: "Near @ market" });
    const stored = await (await getDb()).select().from(merchants).where(eq(merchants.mobile, "12345"));
    expect(stored).toEqual([]);
  });

  it("takes the optional GSTIN and Udyam out, a good GSTIN and an IFSC typed in lower case stored upper-case", async () => {
    const { row } = await signUp(undefined, { gstin: "27abcde1234f1z5", udyam: "", ifsc: "hdfc0001234" });
    expect(row).toMatchObject({ gstin: "27ABCDE1234F1Z5", udyam: null, ifsc: "HDFC0001234", status: "pending" });
  });
});

describe("confirming the contact mobile with the login's OTP", () => {
  it("sends a code, refuses a wrong one beside the field, and a right one lands on the success page as a merchant awaiting review", async () => {
    const { partner } = await newPartner();
    const b = browser();
    const log = captureServerLog();
    try {
      const details = good();
      const sent = await call(form.action, b.request(`/create-merchant-form/${partner.name}`, details), patternOf("x"), { partnerName: partner.name });
      expect(sent.status).toBe(302);
      expect(sent.location).toBe(`/create-merchant-form/${partner.name}`);
      b.jar.take(sent.response!);
      const [waiting] = await (await getDb()).select().from(merchants).where(eq(merchants.mobile, details.mobile));
      expect(waiting).toMatchObject({ status: "unconfirmed", partnerId: partner.id });
      expect(await partnerRows((await createSession("partner", (await (await getDb()).select().from(partnerUsers).where(eq(partnerUsers.partnerId, partner.id)))[0].id)).token)).toMatchObject({
        total: 0,
      });

      const page = await call(form.loader, b.request(`/create-merchant-form/${partner.name}`), patternOf("x"), { partnerName: partner.name });
      expect(page.data).toMatchObject({ step: "code", maskedMobile: `XXXXXX${details.mobile.slice(-4)}`, partner: partner.displayName });

      const code = lastLoggedCode(log, details.mobile);
      const wrong = code === "000000" ? "111111" : "000000";
      const refused = await call(form.action, b.request(`/create-merchant-form/${partner.name}`, { intent: "verify", otp: wrong }), patternOf("x"), { partnerName: partner.name });
      expect(refused.status).toBe(400);
      expect((refused.data as { result: { error: Record<string, string[]> } }).result.error).toEqual({ otp: ["validation.otpWrong"] });
      const badShape = await call(form.action, b.request(`/create-merchant-form/${partner.name}`, { intent: "verify", otp: "12" }), patternOf("x"), { partnerName: partner.name });
      expect((badShape.data as { result: { error: Record<string, string[]> } }).result.error).toEqual({ otp: ["validation.otp"] });

      const confirmed = await call(form.action, b.request(`/create-merchant-form/${partner.name}`, { intent: "verify", otp: code }), patternOf("x"), { partnerName: partner.name });
      expect(confirmed.status).toBe(302);
      expect(confirmed.location).toBe(`/create-merchant-form/success?partner=${partner.name}`);
      b.jar.take(confirmed.response!);
      const [row] = await (await getDb()).select().from(merchants).where(eq(merchants.mobile, details.mobile));
      expect(row).toMatchObject({ status: "pending", partnerId: partner.id, signupTokenHash: null, businessName: "Sharma Kirana Store", ownerName: "Ravi Sharma" });
      expect(row.confirmedAt).toBeInstanceOf(Date);

      const landed = await call(success.loader, b.request(confirmed.location!), "/create-merchant-form/success");
      expect(landed.data).toMatchObject({ merchant: { businessName: "Sharma Kirana Store", partner: partner.displayName, reference: row.uuid } });
      // Another browser sees the plain thanks only.
      expect((await call(success.loader, browser().request(confirmed.location!), "/create-merchant-form/success")).data).toMatchObject({ merchant: null });
      // The same code again finds nothing waiting: back to an empty form.
      const again = await call(form.action, b.request(`/create-merchant-form/${partner.name}`, { intent: "verify", otp: code }), patternOf("x"), { partnerName: partner.name });
      expect(again.location).toBe(`/create-merchant-form/${partner.name}`);
      expect((await call(form.loader, b.request(`/create-merchant-form/${partner.name}`), patternOf("x"), { partnerName: partner.name })).data).toMatchObject({ step: "details" });
    } finally {
      log.stop();
    }
  });

  it("lets the owner go back and correct the details, the same sign-up changed rather than a second one", async () => {
    const b = browser();
    const log = captureServerLog();
    try {
      const first = good();
      b.jar.take((await call(form.action, b.request("/create-merchant-form", first), "/create-merchant-form")).response!);
      const back = await call(form.loader, b.request("/create-merchant-form?change"), "/create-merchant-form");
      expect(back.data).toMatchObject({ step: "details", saved: { businessName: "Sharma Kirana Store", mobile: first.mobile } });
      const corrected = { ...first, businessName: "Sharma General Store" };
      await new Promise((r) => setTimeout(r, 1100)); // the code's resend cooldown (1 s in tests)
      const sent = await call(form.action, b.request("/create-merchant-form", corrected), "/create-merchant-form");
      expect(sent.status).toBe(302);
      const rows = await (await getDb()).select().from(merchants).where(eq(merchants.mobile, first.mobile));
      expect(rows.map((r) => [r.businessName, r.status])).toEqual([["Sharma General Store", "unconfirmed"]]);
      expect(lastLoggedCode(log, first.mobile)).toMatch(/^\d{6}$/);
    } finally {
      log.stop();
    }
  });

  it("does not take a login code for a merchant's mobile", async () => {
    const { requestOtp } = await import("~/server/consumer/otp.server");
    const b = browser();
    const log = captureServerLog();
    try {
      const details = good();
      b.jar.take((await call(form.action, b.request("/create-merchant-form", details), "/create-merchant-form")).response!);
      await new Promise((r) => setTimeout(r, 1100));
      await requestOtp({ destination: details.mobile, channel: "sms", ip: null });
      const loginCode = lastLoggedCode(log, details.mobile);
      const refused = await call(form.action, b.request("/create-merchant-form", { intent: "verify", otp: loginCode }), "/create-merchant-form");
      expect(refused.status).toBe(400);
    } finally {
      log.stop();
    }
  });

  it("forgets a sign-up whose code was never typed after a day, and keeps confirmed merchants", async () => {
    const { purgeExpired } = await import("~/server/platform/db/housekeeping.server");
    const details = good();
    await call(form.action, browser().request("/create-merchant-form", details), "/create-merchant-form");
    const { row: kept } = await signUp();
    const db = await getDb();
    const dayAndMore = new Date(Date.now() - 25 * 3_600_000);
    await db.update(merchants).set({ createdAt: dayAndMore }).where(eq(merchants.id, kept.id));
    await db.update(merchants).set({ createdAt: dayAndMore }).where(eq(merchants.mobile, details.mobile));
    expect((await purgeExpired()).unconfirmedMerchants).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(merchants).where(eq(merchants.mobile, details.mobile))).toEqual([]);
    expect(await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, kept.id))).toEqual([{ id: kept.id }]);
  });
});

describe("whose merchant a sign-up is", () => {
  it("answers an unknown partner name with a plain not-found page", async () => {
    const answer = await call(form.loader, browser().request("/create-merchant-form/no-such-partner"), patternOf("x"), { partnerName: "no-such-partner" });
    expect(answer.status).toBe(404);
    const posted = await call(form.action, browser().request("/create-merchant-form/no-such-partner", good()), patternOf("x"), { partnerName: "no-such-partner" });
    expect(posted.status).toBe(404);
  });

  it("makes a sign-up without a partner name nobody's on the default brand, and the host's partner's on a partner's own host", async () => {
    const { row } = await signUp();
    expect(row.partnerId).toBeNull();
    const db = await getDb();
    const [hosted] = await db.select().from(partners).where(eq(partners.name, "paisaplus"));
    expect(hosted.host).toBeTruthy();
    const { row: onHost } = await signUp(undefined, {}, browser(hosted.host!));
    expect(onHost.partnerId).toBe(hosted.id);
  });
});

describe("a partner's merchants", () => {
  it("lists a partner's own confirmed merchants only, whatever the address asks", async () => {
    const mine = await newPartner();
    const theirs = await newPartner();
    await signUp(mine.partner.name, { businessName: "Mine Traders" });
    await signUp(theirs.partner.name, { businessName: "Their Traders" });
    // A sign-up whose code was never typed is nobody's merchant yet.
    await call(form.action, browser().request(`/create-merchant-form/${mine.partner.name}`, good({ businessName: "Unconfirmed Traders" })), patternOf("x"), { partnerName: mine.partner.name });
    const rows = await partnerRows(mine.token, `?partner=${theirs.partner.id}&page=1`);
    expect(rows.total).toBe(1);
    expect(rows.rows.map((r) => r.business)).toEqual(["Mine Traders"]);
    expect(rows.rows[0].mobile).toMatch(/^X{6}\d{4}$/);
    expect(rows.rows[0].status).toBe("pending");
    expect((await partnerRows(theirs.token)).rows.map((r) => r.business)).toEqual(["Their Traders"]);
  });
});

describe("/admin/merchant-management (role 1)", () => {
  const PAGE = "/admin/merchant-management";
  type ListData = { list: { total: number; rows: { id: number; business: string; status: string }[] } };
  const rows = async (query: string) => ((await admin.call(list.loader, `${PAGE}${query}`, PAGE)) as ListData).list;

  it("searches and filters the merchants, and decides on one, each decision with its audit row", async () => {
    const { partner } = await newPartner();
    const name = `Audit Traders ${unique().replace(/\d/g, "x")}`;
    const { row } = await signUp(partner.name, { businessName: name.slice(0, 40) });
    expect((await rows(`?q=${encodeURIComponent(name)}`)).rows.map((r) => r.id)).toEqual([row.id]);
    expect((await rows(`?q=${row.mobile}`)).rows.map((r) => r.id)).toEqual([row.id]);
    expect((await rows(`?q=${row.uuid}`)).rows.map((r) => r.id)).toEqual([row.id]);
    expect((await rows(`?partner=${partner.id}&status=pending`)).rows.map((r) => r.id)).toEqual([row.id]);
    expect((await rows(`?partner=${partner.id}&status=approved`)).total).toBe(0);
    expect((await rows(`?partner=none&q=${row.uuid}`)).total).toBe(0);
    // Anything odd in the address is a filter not chosen, never a refusal.
    expect((await rows(`?partner=${partner.id}&status=nonsense&page=-4`)).rows.map((r) => r.id)).toEqual([row.id]);

    const MERCHANT = `${PAGE}/:merchantId`;
    const here = `${PAGE}/${row.id}`;
    const decide = (intent: string) => admin.call(detail.action, here, MERCHANT, { params: { merchantId: String(row.id) }, form: { intent } }) as Promise<Response>;
    const audits = async () =>
      (await getDb())
        .select()
        .from(adminAudit)
        .where(and(eq(adminAudit.subject, "merchant"), eq(adminAudit.subjectId, String(row.id))));

    const approved = await decide("approve");
    expect(approved.status).toBe(302);
    expect(approved.headers.get("location")).toBe(here);
    expect((await audits()).map((a) => [a.action, a.before, a.after])).toEqual([["approve", { status: "pending" }, { status: "approved" }]]);
    // A second click applies no more: refused, nothing recorded.
    await decide("approve");
    await decide("reject");
    expect(await audits()).toHaveLength(1);
    await decide("deactivate");
    const shown = (await admin.call(detail.loader, here, MERCHANT, { params: { merchantId: String(row.id) } })) as { status: string; actions: string[]; fields: Record<string, string> };
    expect(shown).toMatchObject({ status: "deactivated", actions: ["reactivate"], fields: { mobile: row.mobile, account: "123456789012", ifsc: "HDFC0001234" } });
    expect((await audits()).map((a) => a.action)).toEqual(["approve", "deactivate"]);
    const [admins] = await audits();
    expect(admins.adminUserId).toBeTypeOf("number");
    expect((await rows(`?partner=${partner.id}&status=deactivated`)).rows.map((r) => r.id)).toEqual([row.id]);
  });

  it("answers an unknown or unconfirmed merchant with not found, and refuses roles 2 and 3", async () => {
    const b = browser();
    const details = good();
    await call(form.action, b.request("/create-merchant-form", details), "/create-merchant-form");
    const [waiting] = await (await getDb()).select().from(merchants).where(eq(merchants.mobile, details.mobile));
    for (const id of [String(waiting.id), "999999999", "abc"]) {
      const answer = (await admin.call(detail.loader, `${PAGE}/${id}`, `${PAGE}/:merchantId`, { params: { merchantId: id } }).catch((e: unknown) => e)) as { init?: { status?: number } };
      expect(answer.init?.status, id).toBe(404);
    }
    for (const role of [2, 3] as const) {
      const other = await asAdmin(role);
      const answer = (await other.call(list.loader, PAGE, PAGE)) as Response;
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe("/admin/dashboard");
    }
  });

  it("opens the merchant's partner's portal, and Exit comes back to merchant management for that partner", async () => {
    const { partner } = await newPartner();
    const { row } = await signUp(partner.name);
    const MERCHANT = `${PAGE}/:merchantId`;
    const entered = (await admin.call(detail.action, `${PAGE}/${row.id}`, MERCHANT, { params: { merchantId: String(row.id) }, form: { intent: "masquerade" } })) as Response;
    expect(entered.headers.get("location")).toBe("/partner");
    const token = /p_atkn=([^;]+)/.exec(entered.headers.getSetCookie().join(";"))![1];
    const { action } = await import("~/routes/partner/exit-masquerade");
    const exit = new Request("http://localhost/partner/exit-masquerade", { method: "POST", headers: { authorization: `Bearer ${token}` } });
    const out = (await callRoute(action, { request: exit, pattern: "/partner/exit-masquerade", guards: [partnerPageGuard] })) as Response;
    expect(out.headers.get("location")).toBe(`${PAGE}?partner=${partner.id}`);
    const [started] = await (await getDb())
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "masquerade"), eq(adminAudit.subjectId, String(partner.id)), eq(adminAudit.action, "start")));
    expect(started).toBeDefined();
  });
});
