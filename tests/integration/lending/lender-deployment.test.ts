import { beforeAll, describe, expect, it } from "vitest";
import { consumerWith, logInByOtp } from "../../support/consumer-session";
import { callUserPage } from "../../support/route-call";

/**
 * A lender-type deployment (SPEC.md 2.1): one lender runs the product for
 * its own customers. A completed consumer goes to /user/lender-submit; an
 * incomplete one is sent from it to user-detail.
 */
beforeAll(() => {
  process.env.LENDER_DEPLOYMENT = "kaveri-finserv";
});

const answer = async (fn: () => Promise<unknown>) => fn().catch((e: unknown) => (e instanceof Response ? e : Promise.reject(e)));
const locationOf = (res: unknown) => (res instanceof Response ? res.headers.get("location") : null);

/** A returning consumer proves it is them on welcome-back (their PAN and birth date are on file), then continues. */
async function signInReturning(mobile: string) {
  const { jar, location } = await logInByOtp(mobile);
  expect(location).toBe("/user/welcome-back");
  const welcome = await import("~/routes/user/welcome-back");
  const res = await answer(() => callUserPage(welcome.action as never, jar.request("/user/welcome-back", { form: { intent: "continue", pan: "ABCPV1234K", birthDate: "10/05/1990" } })));
  jar.take(res as Response);
  return { jar, next: locationOf(res) };
}

/** The profile that matches Kaveri Finserv (salaried, ₹45,000 a month, ₹1,00,000 wanted, 700–749). */
const matching = {
  firstName: "Asha",
  lastName: "Verma",
  birthDate: "1990-05-10",
  tin: "ABCPV1234K",
  employmentStatusCode: "salaried",
  monthlyIncome: 45000,
  housingLoanAmount: null,
  seLoanAmount: 100000,
  creditScoreBand: "700_749",
  plCompleted: 1,
};

describe("lender-submit", () => {
  it("is where a completed consumer lands, showing the one lender's offer and the way to apply", async () => {
    const mobile = "9822200001";
    await consumerWith(mobile, matching as never);
    const { jar, next } = await signInReturning(mobile);
    expect(next).toBe("/user/lender-submit");
    const page = await import("~/routes/user/lender-submit");
    const loaded = (await answer(() => callUserPage(page.loader as never, jar.request("/user/lender-submit")))) as { lender: { name: string }; offer: unknown; applied: unknown };
    expect(loaded.lender.name).toBe("kaveri-finserv");
    expect(loaded.offer).toMatchObject({ amountUpto: expect.any(Number) });
    expect(loaded.applied).toBeNull();
  });

  it("sends an incomplete consumer to user-detail", async () => {
    const mobile = "9822200002";
    await consumerWith(mobile, { firstName: "Ravi" } as never);
    const { jar } = await logInByOtp(mobile);
    const page = await import("~/routes/user/lender-submit");
    const res = await answer(() => callUserPage(page.loader as never, jar.request("/user/lender-submit")));
    expect(locationOf(res)).toBe("/user/user-detail");
  });

  it("says why the lender has no offer for a profile it does not serve", async () => {
    const mobile = "9822200003";
    await consumerWith(mobile, { ...matching, monthlyIncome: 12000 } as never);
    const { jar } = await signInReturning(mobile);
    const page = await import("~/routes/user/lender-submit");
    const loaded = (await answer(() => callUserPage(page.loader as never, jar.request("/user/lender-submit")))) as { offer: unknown; reasons: { reason: string }[] };
    expect(loaded.offer).toBeNull();
    expect(loaded.reasons.map((r) => r.reason)).toContain("income_below_min");
  });
});
