import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { partners, prospectApplications, users } from "../../../db/schema";
import { eligibilityProfileOf, type SavedEligibility } from "~/domain/lending/eligibility";
import { fromIso } from "~/domain/platform/dates";
import { getDb } from "~/server/platform/db/db.server";
import { matchProfile } from "~/server/lending/offers.server";
import { employmentDetails, personalDetails, productStepDetails } from "../../support/app-client";
import { type CookieJar, logInByOtp } from "../../support/consumer-session";
import { callUserPage } from "../../support/route-call";

/**
 * Student, car, two-wheeler and solar-panel loans (issue 23 items 6 and 7,
 * docs/decisions/053 and 054): each asks its own step after employment,
 * checks it beside each field, completes into its own offers from its own
 * lenders through the one eligibility engine; a solar host's empty path is
 * the solar loan's landing, and its login starts a solar journey.
 */

const answer = async (fn: () => Promise<unknown>): Promise<unknown> => fn().catch((e: unknown) => (e instanceof Response ? e : Promise.reject(e)));
const locationOf = (res: unknown) => (res instanceof Response ? res.headers.get("location") : null);
const errorsOf = (res: unknown) => (res as { data: { result: { error: Record<string, string[]> } } }).data.result.error;

async function post(jar: CookieJar, path: string, form: Record<string, string>) {
  const detail = await import("~/routes/user/user-detail");
  const res = await answer(() => callUserPage(detail.action as never, jar.request(path, { form })));
  if (res instanceof Response) jar.take(res);
  return res;
}

async function consumerRow(mobile: string) {
  const [row] = await (await getDb()).select().from(users).where(eq(users.mobilePhoneNumber, mobile));
  return row;
}

async function offersOn(jar: CookieJar, path: string) {
  const offers = await import("~/routes/user/offers");
  return (await callUserPage(offers.loader, jar.request(path))) as { desiredAmount: number; offers: { name: string }[]; notMatched: { lenders: string[]; reasons: string[] }[] };
}

const PRODUCTS = [
  {
    code: "sl",
    step: "student",
    path: "/user/student-loan-detail",
    offers: "/user/student-offers",
    mobile: "9813560001",
    bad: { studentInstitution: "X", studentLoanAmount: "5000", studentCoApplicantIncome: "" },
    errors: { studentInstitution: ["validation.studentInstitution"], studentLoanAmount: ["validation.studentLoanAmount"], studentCoApplicantIncome: ["validation.coApplicantIncome"] },
    saved: {
      slCompleted: 1,
      studentCourse: "engineering",
      studentInstitution: "College of Engineering Pune",
      admissionStatus: "confirmed",
      studentLoanAmount: 400000,
      studentCoApplicant: "parent",
      studentCoApplicantIncome: 60000,
    },
    amount: 400000,
    lenders: ["gyanpath-education-loans", "vidyadhan-education-finance"],
  },
  {
    code: "car",
    step: "car",
    path: "/user/car-loan-detail",
    offers: "/user/car-offers",
    mobile: "9813560002",
    bad: { carOnRoadPrice: "650000", carDownPayment: "700000" },
    errors: { carDownPayment: ["validation.downPaymentAbovePrice"] },
    saved: { carCompleted: 1, carCondition: "new", carOnRoadPrice: 650000, carDownPayment: 150000 },
    amount: 500000,
    lenders: ["rajpath-car-loans", "saarthi-auto-finance"],
  },
  {
    code: "tw",
    step: "twoWheeler",
    path: "/user/two-wheeler-loan-detail",
    offers: "/user/two-wheeler-offers",
    mobile: "9813560003",
    bad: { twModelPrice: "5000", twDownPayment: "-1" },
    errors: { twModelPrice: ["validation.twModelPrice"], twDownPayment: ["validation.downPayment"] },
    saved: { twCompleted: 1, twModelPrice: 95000, twDownPayment: 15000 },
    amount: 80000,
    lenders: ["raftaar-bike-loans", "sawari-two-wheeler-finance"],
  },
  {
    code: "solar",
    step: "solar",
    path: "/user/solar-loan-detail",
    offers: "/user/solar-offers",
    mobile: "9813560004",
    bad: { solarRoofType: "thatch" },
    errors: { solarRoofType: ["validation.required"] },
    saved: { solarCompleted: 1, solarRoofType: "rcc", solarSystemKw: 3, solarInstallerQuote: 180000 },
    amount: 180000,
    lenders: ["suryakiran-green-finance", "ujala-solar-loans"],
  },
] as const;

describe.each(PRODUCTS)("$code", (p) => {
  it("asks its own step after employment, says each mistake beside its field, and completes into its offers from its own lenders", async () => {
    const { jar, location } = await logInByOtp(p.mobile, p.code);
    expect(location).toBe(p.path);
    expect(locationOf(await post(jar, p.path, { intent: "personal", ...personalDetails() }))).toMatch(new RegExp(`^(${p.path}\\?step=employment|/user/confirm-email)`));
    expect(locationOf(await post(jar, `${p.path}?step=employment`, { intent: "employment", ...employmentDetails() }))).toBe(`${p.path}?step=${p.step}`);
    const own = productStepDetails[p.step];
    const bad = await post(jar, `${p.path}?step=${p.step}`, { intent: p.step, ...own, ...p.bad });
    expect(errorsOf(bad)).toMatchObject(p.errors);
    expect((await consumerRow(p.mobile))[`${p.code}Completed` as "slCompleted"], "nothing is complete after a refused step").toBe(0);

    expect(locationOf(await post(jar, `${p.path}?step=${p.step}`, { intent: p.step, ...own }))).toBe(p.offers);
    expect(await consumerRow(p.mobile)).toMatchObject(p.saved);
    const page = await offersOn(jar, p.offers);
    expect(page.desiredAmount, "matched on this loan's own amount, not the personal step's").toBe(p.amount);
    const shown = [...page.offers.map((o) => o.name)].sort();
    expect(shown).toEqual(p.lenders);
  });
});

/** A consumer as the matching reads them: 35 years old, salaried, a 700–749 score, with this loan's answers. */
const saved = (answers: Partial<SavedEligibility> & Record<string, unknown>): SavedEligibility =>
  ({ birthDate: "1990-08-15", monthlyIncome: 45000, seLoanAmount: 100000, employmentStatusCode: "salaried", creditScoreBand: "700_749", ...answers }) as SavedEligibility;
const ON = fromIso("2026-03-10")!;

describe("matching through the one eligibility engine", () => {
  it("a car loan is the price less the down payment; a used car's lenders finance at most 80% of its price", async () => {
    const newCar = eligibilityProfileOf(saved({ carCondition: "new", carOnRoadPrice: 800000, carDownPayment: 100000 }), ON, "car")!;
    expect(newCar).toMatchObject({ desiredAmount: 700000, secured: { withinCollateral: true } });
    const used = eligibilityProfileOf(saved({ carCondition: "used", carOnRoadPrice: 800000, carDownPayment: 100000 }), ON, "car")!;
    expect(used.secured).toEqual({ withinCollateral: false });
    const match = await matchProfile(used, "car", ON);
    expect(match.offers).toEqual([]);
    expect(match.notMatched.map((n) => n.reasons)).toEqual(expect.arrayContaining([expect.arrayContaining(["amount_above_collateral"])]));
    // A fifth down keeps a used car within its lenders' share.
    const fifth = eligibilityProfileOf(saved({ carCondition: "used", carOnRoadPrice: 800000, carDownPayment: 160000 }), ON, "car")!;
    expect((await matchProfile(fifth, "car", ON)).offers.map((o) => o.lender.name)).toContain("saarthi-auto-finance");
  });

  it("a two-wheeler is financed up to 95% of its price; nothing to finance is no profile to match", async () => {
    expect(eligibilityProfileOf(saved({ twModelPrice: 100000, twDownPayment: 4000 }), ON, "tw")!.secured).toEqual({ withinCollateral: false });
    expect(eligibilityProfileOf(saved({ twModelPrice: 100000, twDownPayment: 5000 }), ON, "tw")).toMatchObject({ desiredAmount: 95000, secured: { withinCollateral: true } });
    expect(eligibilityProfileOf(saved({ twModelPrice: 100000, twDownPayment: null }), ON, "tw")).toBeNull();
  });

  it("a student's co-applicant's income is added to the student's, so a lender's minimum can be met together", async () => {
    const alone = eligibilityProfileOf(saved({ monthlyIncome: 5000, studentLoanAmount: 300000, studentCoApplicantIncome: 0 }), ON, "sl")!;
    const together = eligibilityProfileOf(saved({ monthlyIncome: 5000, studentLoanAmount: 300000, studentCoApplicantIncome: 30000 }), ON, "sl")!;
    expect(together).toMatchObject({ monthlyIncome: 35000, desiredAmount: 300000 });
    expect((await matchProfile(alone, "sl", ON)).offers.map((o) => o.lender.name)).not.toContain("gyanpath-education-loans");
    expect((await matchProfile(together, "sl", ON)).offers.map((o) => o.lender.name)).toContain("gyanpath-education-loans");
  });

  it("a solar loan is the installer's quote, which must be a rooftop price for the system's size", async () => {
    const { jar } = await logInByOtp("9813560005", "solar");
    await post(jar, "/user/solar-loan-detail", { intent: "personal", ...personalDetails() });
    await post(jar, "/user/solar-loan-detail?step=employment", { intent: "employment", ...employmentDetails() });
    const cheap = await post(jar, "/user/solar-loan-detail?step=solar", { intent: "solar", ...productStepDetails.solar, solarSystemKw: "10", solarInstallerQuote: "90000" });
    expect(errorsOf(cheap)).toEqual({ solarInstallerQuote: ["validation.solarQuotePerKw"] });
    const fraction = await post(jar, "/user/solar-loan-detail?step=solar", { intent: "solar", ...productStepDetails.solar, solarSystemKw: "3.25" });
    expect(errorsOf(fraction)).toEqual({ solarSystemKw: ["validation.solarSystemKw"] });
    const big = eligibilityProfileOf(saved({ solarRoofType: "rcc", solarSystemKw: 10, solarInstallerQuote: 600000 }), ON, "solar")!;
    expect(big.desiredAmount).toBe(600000);
    expect((await matchProfile(big, "solar", ON)).offers.map((o) => o.lender.name)).toEqual(["ujala-solar-loans", "suryakiran-green-finance"]);
  });
});

describe("the admin's eligibility tester", () => {
  it("tests the new loans with its one amount: a car bought with a fifth down is offered, a student's co-applicant's income counts", async () => {
    const { eligibilityTest } = await import("~/server/admin/eligibility-tester.server");
    const ask = (fields: Record<string, string>) =>
      eligibilityTest(new URLSearchParams({ who: "profile", monthlyIncome: "45000", age: "29", employmentStatusCode: "salaried", creditScoreBand: "700_749", ...fields }), "en");
    const car = await ask({ product: "car", loanAmount: "500000" });
    expect(car.outcome!.offers.map((o) => o.name).sort()).toEqual(["rajpath-car-loans", "saarthi-auto-finance"]);
    const student = await ask({ product: "sl", loanAmount: "300000", monthlyIncome: "5000", coApplicantIncome: "30000" });
    expect(student.outcome!.offers.map((o) => o.name)).toContain("gyanpath-education-loans");
    expect((await ask({ product: "solar", loanAmount: "180000" })).outcome!.offers.map((o) => o.name)).toContain("suryakiran-green-finance");
  });
});

describe("the solar host", () => {
  const request = (url: string, init?: RequestInit) => new Request(url, init);
  it("shows the solar loan's landing on its empty path, and only there: the same brand on another host keeps the marketplace's", async () => {
    const home = await import("~/routes/public/home");
    const landing = async (url: string) => ((await home.loader({ request: request(url), params: {}, context: {} } as never)) as unknown as { data: { ownLanding: string | null } }).data.ownLanding;
    expect(await landing("http://solar.localhost/")).toBe("solar");
    expect(await landing("http://localhost/")).toBeNull();
    expect(await landing("http://localhost/?partner=roshni-solar")).toBeNull();
    expect(await landing("http://loans.paisaplus.in/"), "a partner's host without a landing product").toBeNull();
  });

  it("its login starts a solar journey on the solar brand (after the code, at the solar profile: see each product above)", async () => {
    const home = await import("~/routes/public/home");
    const body = new URLSearchParams({ contact: "9813560006", productType: "solar", name__confirm: "" });
    const post = request("http://solar.localhost/", { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } });
    // The action reads the request's language from the context the i18n middleware fills (English when unset).
    const context = { get: () => undefined };
    expect(locationOf(await answer(() => home.action({ request: post, params: {}, context } as never)))).toMatch(/^\/verification/);
    const db = await getDb();
    const [journey] = await db.select().from(prospectApplications).where(eq(prospectApplications.contact, "9813560006"));
    const [brand] = await db.select().from(partners).where(eq(partners.name, "roshni-solar"));
    expect(journey).toMatchObject({ productType: "solar", partnerId: brand.id });
  });
});
