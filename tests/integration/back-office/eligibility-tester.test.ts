import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adminUsers, lenders, users } from "../../../db/schema";
import { groupByReasons } from "~/domain/lending/no-match-reasons";
import { adminPageGuard } from "~/middleware/admin-guard.server";
import { todayInIndia } from "~/server/platform/db/clock.server";
import { getDb } from "~/server/platform/db/db.server";
import { eligibilityTest } from "~/server/admin/eligibility-tester.server";
import { offersFor, tellReasons } from "~/server/lending/offers.server";
import { createSession } from "~/server/platform/http/session.server";
import { callRoute } from "../../support/route-call";

let serial = 0;
const mobile = () => `72${String(Date.now()).slice(-6)}${String(serial++ % 100).padStart(2, "0")}`;

/** A birth date `age` years before today in India: the typed age and the saved birth date say the same. */
const bornYearsAgo = (age: number) => {
  const { year, month, day } = todayInIndia();
  return `${year - age}-${String(month).padStart(2, "0")}-${String(Math.min(day, 28)).padStart(2, "0")}`;
};

const profile = { product: "pl", monthlyIncome: "45000", age: "29", employmentStatusCode: "salaried", loanAmount: "300000", creditScoreBand: "700_749" };
const ask = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("the eligibility tester", () => {
  it("matches a typed profile exactly as the consumer's offers page matches the same saved profile: the same lenders, order and reasons", async () => {
    const db = await getDb();
    // A lender of the test's own that no 29-year-old matches, so both lists have something to compare.
    await db.insert(lenders).values({ name: `it-tester-${Date.now()}`, displayName: "Tester Seniors Finance", productType: "pl", lenderStatus: 1, salaried: 1, minAge: 40 });
    const [person] = await db
      .insert(users)
      .values({
        mobilePhoneNumber: mobile(),
        email: `tester.${serial++}@example.in`,
        firstName: "Lakshmi",
        lastName: "Iyer",
        birthDate: bornYearsAgo(29),
        monthlyIncome: 45_000,
        seLoanAmount: 300_000,
        employmentStatusCode: "salaried",
        creditScoreBand: "700_749",
      })
      .returning();
    const consumerSees = (await offersFor(person, "pl"))!;
    expect(consumerSees.match.offers.length).toBeGreaterThan(0);
    expect(consumerSees.match.notMatched.length).toBeGreaterThan(0);

    const typed = await eligibilityTest(ask({ who: "profile", ...profile }), "en");
    expect(typed.reply?.status).not.toBe("error");
    expect(typed.outcome!.offers.map((o) => o.name)).toEqual(consumerSees.match.offers.map((o) => o.lender.name));
    expect(typed.outcome!.notMatched.map((n) => n.name)).toEqual(consumerSees.match.notMatched.map((n) => n.lender.name));
    const seniors = typed.outcome!.notMatched.find((n) => n.displayName === "Tester Seniors Finance")!;
    expect(seniors.reasons).toEqual(["It lends from the age of 40"]);
    expect(seniors.reasons).toEqual(tellReasons(groupByReasons([consumerSees.match.notMatched.find((n) => n.lender.displayName === "Tester Seniors Finance")!]), "en")[0].reasons);

    // The consumer by mobile: their saved profile, the same answer, their contact masked as the CSR portal masks it.
    const picked = await eligibilityTest(ask({ who: "consumer", contact: person.mobilePhoneNumber!, product: "pl" }), "en");
    expect(picked.outcome!.offers.map((o) => o.name)).toEqual(typed.outcome!.offers.map((o) => o.name));
    expect(picked.outcome!.consumer).toEqual({ name: "Lakshmi", mobile: `XXXXXX${person.mobilePhoneNumber!.slice(-4)}`, email: expect.stringMatching(/^t\*+\d@e\*+e\.in$/) });
    const shown = JSON.stringify(picked.outcome);
    expect(shown).not.toContain(person.mobilePhoneNumber!);
    expect(shown).not.toContain(person.email!);
    expect(shown).not.toContain("Iyer");
    // By email too.
    expect((await eligibilityTest(ask({ who: "consumer", contact: person.email!, product: "pl" }), "en")).outcome!.consumer!.name).toBe("Lakshmi");
  });

  it("a lender switched off is in neither list", async () => {
    const db = await getDb();
    const [off] = await db
      .insert(lenders)
      .values({ name: `it-tester-off-${Date.now()}`, displayName: "Switched Off Finance", productType: "pl", lenderStatus: 0, salaried: 1 })
      .returning();
    const typed = await eligibilityTest(ask({ who: "profile", ...profile }), "en");
    expect(JSON.stringify(typed.outcome)).not.toContain(off.name);
  });

  it("refuses what a form cannot mean, each error beside its field, keeping what was typed", async () => {
    const typed = await eligibilityTest(ask({ who: "profile", product: "hl", monthlyIncome: "lots", age: "12", loanAmount: "300000" }), "en");
    expect(typed.outcome).toBeNull();
    expect(typed.reply!.error).toMatchObject({
      monthlyIncome: ["admin:eligibilityTester.errors.income"],
      age: ["admin:eligibilityTester.errors.age"],
      employmentStatusCode: ["admin:eligibilityTester.errors.employment"],
      creditScoreBand: ["admin:eligibilityTester.errors.band"],
    });
    expect(typed.reply!.initialValue).toMatchObject({ monthlyIncome: "lots", age: "12", loanAmount: "300000", product: "hl" });

    // A secured loan's own answers are asked once the rest is right.
    const housing = await eligibilityTest(ask({ who: "profile", ...profile, product: "hl" }), "en");
    expect(housing.reply!.error).toEqual({ propertyValue: ["admin:eligibilityTester.errors.propertyValue"] });
    const gold = await eligibilityTest(ask({ who: "profile", ...profile, product: "gl", goldPurity: "99" }), "en");
    expect(gold.reply!.error).toMatchObject({ goldWeightGrams: ["admin:eligibilityTester.errors.goldWeight"], goldPurity: ["admin:eligibilityTester.errors.goldPurity"] });

    for (const [contact, field, message] of [
      ["not a contact", "contact", "contact"],
      ["9000000001", "contact", "noConsumer"],
    ]) {
      const picked = await eligibilityTest(ask({ who: "consumer", contact, product: "pl" }), "en");
      expect(picked.reply!.error, contact).toMatchObject({ [field]: [`admin:eligibilityTester.errors.${message}`] });
    }
    // Nothing asked: no reply, no outcome.
    expect(await eligibilityTest(ask({}), "en")).toEqual({ who: null, reply: null, outcome: null });
  });

  it("answers any address without failing: every value of every field is judged, never thrown on (a GET no write fuzz reaches)", async () => {
    const fields = [
      "who",
      "product",
      "monthlyIncome",
      "age",
      "employmentStatusCode",
      "loanAmount",
      "creditScoreBand",
      "propertyValue",
      "coApplicantIncome",
      "goldWeightGrams",
      "goldPurity",
      "contact",
    ];
    const value = fc.oneof(fc.string(), fc.constantFrom("profile", "consumer", "hl", "gl", "pl", "1e400", "-1", "NaN", "\u0000", "9".repeat(40), "a@b.co"));
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...fields), value), async (params) => {
        const answer = await eligibilityTest(ask(params), "en");
        expect(answer.outcome === null || answer.reply?.status !== "error").toBe(true);
      }),
      { numRuns: 60, seed: 48 },
    );
  });

  it("tests a secured loan with its own answers: a housing loan over the property's limit shows why", async () => {
    const typed = await eligibilityTest(ask({ who: "profile", ...profile, product: "hl", loanAmount: "5000000", propertyValue: "5000000" }), "en");
    expect(typed.outcome!.profile.secured).toEqual({ withinCollateral: false });
    expect(typed.outcome!.offers).toEqual([]);
    expect(typed.outcome!.notMatched.every((n) => n.reasons.some((r) => r.includes("pledge")))).toBe(true);
  });

  it("is role 1's only", async () => {
    const { loader } = await import("~/routes/admin/customer-eligibility");
    for (const username of ["analyst", "csr"]) {
      const [who] = await (await getDb()).select().from(adminUsers).where(eq(adminUsers.username, username));
      const { token } = await createSession("admin", who.id, { roleId: who.roleId });
      const request = new Request("http://localhost/admin/customer-eligibility", { headers: { authorization: `Bearer ${token}` } });
      const answer = await callRoute(loader as never, { request, pattern: "/admin/customer-eligibility", guards: [adminPageGuard] }).catch((thrown: unknown) => thrown);
      expect(answer instanceof Response && answer.headers.get("location"), username).toBe("/admin/dashboard");
    }
  });
});
