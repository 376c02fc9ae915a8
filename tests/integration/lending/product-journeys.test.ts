import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditApplications, eligibilityCheckEvents, users } from "../../../db/schema";
import { getDb } from "~/server/platform/db/db.server";
import { personalDetails, productStepDetails, employmentDetails, insuranceQuote } from "../../support/app-client";
import { consumerWith, logInByOtp, type CookieJar } from "../../support/consumer-session";
import { callUserPage } from "../../support/route-call";

/** A loader or action's answer: a thrown redirect is an answer too. */
const answer = async (fn: () => Promise<unknown>): Promise<Response | { data: unknown; init: ResponseInit | null } | unknown> =>
  fn().catch((e: unknown) => (e instanceof Response ? e : Promise.reject(e)));

async function post(jar: CookieJar, module: { action: (args: never) => unknown }, path: string, form: Record<string, string>, params: Record<string, string> = {}) {
  const res = await answer(() => callUserPage(module.action as never, jar.request(path, { form }), params));
  if (res instanceof Response) jar.take(res);
  return res;
}

const locationOf = (res: unknown) => (res instanceof Response ? res.headers.get("location") : null);
/** The field errors of a failed submission (data({ result }, 400)). */
const errorsOf = (res: unknown) => (res as { data: { result: { error: Record<string, string[]> } } }).data.result.error;

async function consumerRow(mobile: string) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.mobilePhoneNumber, mobile));
  return row;
}

describe("the profile's steps", () => {
  // Found by the write fuzz (2,000 calls a route): the employment step posted first completed a profile with no name.
  it("a later step posted before the steps it follows is not saved: the consumer is sent to the first step not saved", async () => {
    const detail = await import("~/routes/user/user-detail");
    const { jar } = await logInByOtp("9813500099", "pl");
    const early = await post(jar, detail, "/user/user-detail", { intent: "employment", ...employmentDetails() });
    expect(locationOf(early)).toBe("/user/user-detail?step=personal");
    const row = await consumerRow("9813500099");
    expect(row.plCompleted).toBe(0);
    expect(row.employmentStatusCode).toBeNull();
  });
});

describe("business loans", () => {
  it("stores the registration question's answer: NO is a personal loan, YES asks the business on /user/business-detail", async () => {
    const products = await import("~/routes/public/products");
    const { jar } = await logInByOtp("9813500001", "pl");
    const no = (await products.action({ request: jar.request("/products", { form: { intent: "business-answer", hasRegistration: "no" } }), context: { get: () => "en" } } as never)) as Response;
    jar.take(no);
    expect(no.headers.get("location")).toBe("/user/user-detail");
    expect((await consumerRow("9813500001")).businessRegistrationType).toBe("none");
    const yes = (await products.action({ request: jar.request("/products", { form: { intent: "business-answer", hasRegistration: "yes" } }), context: { get: () => "en" } } as never)) as Response;
    expect(yes.headers.get("location")).toBe("/user/business-detail");
    expect((await consumerRow("9813500001")).businessRegistrationType).toBeNull();
  });

  it("asks the business step after the personal one, keeps each field's message, and completes into the business offers", async () => {
    const detail = await import("~/routes/user/user-detail");
    const { jar, location } = await logInByOtp("9813500002", "bl");
    expect(location).toBe("/user/business-detail");
    expect(locationOf(await post(jar, detail, "/user/business-detail", { intent: "personal", ...personalDetails() }))).toMatch(/^\/user\/(business-detail\?step=business|confirm-email)/);

    const bad = await post(jar, detail, "/user/business-detail?step=business", {
      intent: "business",
      ...productStepDetails.business,
      businessRegistrationType: "none",
      companyName: "AB",
      businessPan: "ABCPS1234K",
      gstin: "27AAAFP1234C1Z",
    });
    expect(errorsOf(bad)).toMatchObject({
      businessRegistrationType: ["validation.required"],
      companyName: ["validation.companyName"],
      businessPan: ["validation.businessPan"],
      gstin: ["validation.gstin"],
    });

    const done = await post(jar, detail, "/user/business-detail?step=business", { intent: "business", ...productStepDetails.business });
    expect(locationOf(done)).toBe("/user/business-offers");
    expect(await consumerRow("9813500002")).toMatchObject({
      blCompleted: 1,
      employmentStatusCode: "business",
      businessName: "Patil Traders",
      businessPan: "AAAFP1234C",
      gstin: "27AAAFP1234C1Z5",
      businessGrossProfit: "5l_10l",
      businessAccount: "current_account",
      householdIncome: "5l_10l",
      householdIncomeDeclaredAt: expect.any(Date),
    });
    const offers = await import("~/routes/user/offers");
    const page = (await callUserPage(offers.loader, jar.request("/user/business-offers"))) as { offers: unknown[] };
    expect(page.offers.length).toBeGreaterThan(0);
  });
});

describe("gold loans", () => {
  it("asks the gold after employment and goes to the best gold lender's Key Fact Statement (the application is made from it)", async () => {
    const detail = await import("~/routes/user/user-detail");
    const { jar } = await logInByOtp("9813500003", "gl");
    await post(jar, detail, "/user/user-detail/gold-loan", { intent: "personal", ...personalDetails() });
    expect(locationOf(await post(jar, detail, "/user/user-detail/gold-loan?step=employment", { intent: "employment", ...employmentDetails() }))).toBe("/user/user-detail/gold-loan?step=gold");
    const tooMuch = await post(jar, detail, "/user/user-detail/gold-loan?step=gold", { intent: "gold", ...productStepDetails.gold, goldLoanAmount: "20000000", goldWeightGrams: "abc" });
    expect(errorsOf(tooMuch)).toMatchObject({ goldLoanAmount: ["validation.goldLoanAmount"], goldWeightGrams: ["validation.goldWeight"] });

    const started = locationOf(await post(jar, detail, "/user/user-detail/gold-loan?step=gold", { intent: "gold", ...productStepDetails.gold }));
    expect(started).toMatch(/^\/user\/apply\/[\w-]+$/);
    const lender = started!.split("/").pop()!;
    const consumer = await consumerRow("9813500003");
    expect(consumer).toMatchObject({ glCompleted: 1, goldWeightGrams: 40, goldPurity: "22", goldLoanAmount: 150000 });

    // POST /api/gold-loans/{appId} answers the same path; no application exists before the KFS and consents.
    const api = await import("~/routes/api/gold-loans");
    const appId = jar.get("appId")!;
    const viaApi = (await api.action({ request: jar.request(`/api/gold-loans/${appId}`, { method: "POST" }), params: { appId }, context: {} } as never)) as Response;
    expect(await viaApi.json()).toEqual({ success: true, redirect: `apply/${lender}` });
    const db = await getDb();
    expect(await db.select().from(creditApplications).where(eq(creditApplications.userId, consumer.id))).toHaveLength(0);
    const stranger = (await api.action({ request: new Request(`http://localhost/api/gold-loans/${appId}`, { method: "POST" }), params: { appId }, context: {} } as never)) as Response;
    expect(stranger.status).toBe(401);
    const other = await logInByOtp("9813500004", "gl");
    const notTheirs = (await api.action({ request: other.jar.request(`/api/gold-loans/${appId}`, { method: "POST" }), params: { appId }, context: {} } as never)) as Response;
    expect(notTheirs.status).toBe(404);
    // The gold lender's page is for an application already made.
    const visit = await import("~/routes/user/gold-visit");
    expect(locationOf(await answer(() => callUserPage(visit.loader, jar.request(`/user/gold-loan/${lender}`), { lender })))).toBe("/user/offers");
  });

  it("sends a gold consumer who completed the profile before it asked the gold to the gold step, not round in circles", async () => {
    const mobile = "9813500009";
    await consumerWith(mobile, {
      firstName: "Priya",
      lastName: "Sharma",
      birthDate: "1990-08-15",
      tin: "ABCPS1234K",
      address1: "12 MG Road",
      postalCode: "560001",
      seLoanAmount: 100000,
      creditScoreBand: "700_749",
      employmentStatusCode: "salaried",
      monthlyIncome: 45000,
      glCompleted: 1,
    });
    const { jar } = await logInByOtp(mobile, "gl");
    const welcome = await import("~/routes/user/welcome-back");
    await post(jar, welcome, "/user/housing-welcome-back", { intent: "continue", birthDate: "15/08/1990", pan: "ABCPS1234K" });
    const offers = await import("~/routes/user/offers");
    const to = locationOf(await answer(() => callUserPage(offers.loader, jar.request("/user/offers"))));
    expect(to).toBe("/user/user-detail/gold-loan?edit=1&step=gold");
    const detail = await import("~/routes/user/user-detail");
    expect(((await callUserPage(detail.loader, jar.request(to!))) as { step: string }).step).toBe("gold");
  });
});

describe("affordable housing", () => {
  it("asks the property after employment, completes into the housing offers, and a returning consumer goes there at once with the event recorded", async () => {
    const detail = await import("~/routes/user/user-detail");
    const mobile = "9813500005";
    const { jar } = await logInByOtp(mobile, "hl");
    await post(jar, detail, "/user/affordable-housing-loan-detail", { intent: "personal", ...personalDetails() });
    await post(jar, detail, "/user/affordable-housing-loan-detail?step=employment", { intent: "employment", ...employmentDetails() });
    const above = await post(jar, detail, "/user/affordable-housing-loan-detail?step=housing", { intent: "housing", ...productStepDetails.housing, housingLoanAmount: "3000000" });
    expect(errorsOf(above)).toMatchObject({ housingLoanAmount: ["validation.loanAboveValue"] });
    const done = await post(jar, detail, "/user/affordable-housing-loan-detail?step=housing", { intent: "housing", ...productStepDetails.housing, coApplicantIncome: "20000" });
    expect(locationOf(done)).toBe("/user/housing-offers");
    expect(await consumerRow(mobile)).toMatchObject({ hlCompleted: 1, housingLoanAmount: 1500000, propertyValue: 2500000, propertyPincode: "411001", coApplicantIncome: 20000 });
  });

  it("sends a returning housing consumer from housing-welcome-back to the housing offers at once, recording the eligibility check", async () => {
    const mobile = "9813500008";
    await consumerWith(mobile, {
      firstName: "Priya",
      lastName: "Sharma",
      birthDate: "1990-08-15",
      tin: "ABCPS1234K",
      address1: "12 MG Road",
      postalCode: "560001",
      seLoanAmount: 100000,
      creditScoreBand: "700_749",
      employmentStatusCode: "salaried",
      monthlyIncome: 45000,
      hlCompleted: 1,
      propertyType: "ready_flat",
      housingLoanAmount: 1500000,
      propertyValue: 2500000,
      propertyPincode: "411001",
    });
    const back = await logInByOtp(mobile, "hl");
    expect(back.location).toBe("/user/housing-welcome-back");
    const welcome = await import("~/routes/user/welcome-back");
    const went = await post(back.jar, welcome, "/user/housing-welcome-back", { intent: "continue", birthDate: "15/08/1990", pan: "ABCPS1234K" });
    expect(locationOf(went)).toBe("/user/housing-offers");
    // Verified now: the page goes on at once.
    expect(locationOf(await answer(() => callUserPage(welcome.loader, back.jar.request("/user/housing-welcome-back"))))).toBe("/user/housing-offers");
    const db = await getDb();
    const events = await db
      .select()
      .from(eligibilityCheckEvents)
      .where(and(eq(eligibilityCheckEvents.phone, mobile), eq(eligibilityCheckEvents.category, "hl")));
    expect(events.map((e) => e.goal)).toEqual(["1500000", "1500000"]);
  });
});

describe("insurance", () => {
  it("asks what the insurer needs, records the choice and shows it with its status", async () => {
    const insurance = await import("~/routes/user/insurance");
    const { jar, location } = await logInByOtp("9813500006", "ins_health");
    expect(location).toBe("/user/insurance");
    const bad = await post(jar, insurance, "/user/insurance", { coveredAges: "34, 130", sumInsured: "7", city: "P1" });
    expect(errorsOf(bad)).toMatchObject({ coveredAges: ["validation.coveredAges"], city: ["validation.city"] });
    expect(locationOf(await post(jar, insurance, "/user/insurance", insuranceQuote.ins_health))).toBe("/user/insurance/transaction");
    const transaction = await import("~/routes/user/insurance-transaction");
    const page = (await callUserPage(transaction.loader, jar.request("/user/insurance/transaction"))) as {
      requests: { productKey: string; status: string; details: { name: string; value: string }[] }[];
    };
    expect(page.requests).toMatchObject([
      {
        uuid: expect.any(String),
        productKey: "healthInsurance",
        status: "quote_requested",
        createdAt: expect.any(String),
        details: [
          { name: "coveredAges", value: "34, 31, 6" },
          { name: "sumInsured", value: "₹5 lakh" },
          { name: "city", value: "Pune" },
        ],
      },
    ]);
  });
});

describe("product-group guards", () => {
  it("send a consumer whose product is another group's back to /products", async () => {
    const { jar } = await logInByOtp("9813500007", "pl");
    const pages: [string, () => Promise<unknown>][] = [
      ["business-detail", async () => callUserPage((await import("~/routes/user/user-detail")).loader, jar.request("/user/business-detail"))],
      ["housing-offers", async () => callUserPage((await import("~/routes/user/offers")).loader, jar.request("/user/housing-offers"))],
      ["housing-welcome-back", async () => callUserPage((await import("~/routes/user/welcome-back")).loader, jar.request("/user/housing-welcome-back"))],
      ["insurance", async () => callUserPage((await import("~/routes/user/insurance")).loader, jar.request("/user/insurance"))],
      ["insurance/transaction", async () => callUserPage((await import("~/routes/user/insurance-transaction")).loader, jar.request("/user/insurance/transaction"))],
      ["gold-loan", async () => callUserPage((await import("~/routes/user/gold-visit")).loader, jar.request("/user/gold-loan/swarna-gold-finance"), { lender: "swarna-gold-finance" })],
      ["credit-card", async () => callUserPage((await import("~/routes/user/credit-card")).loader, jar.request("/user/credit-card"))],
    ];
    for (const [name, page] of pages) expect([name, locationOf(await answer(page))]).toEqual([name, "/products"]);
  });
});
