import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eligibilityCheckEvents, prospectApplications, users } from "../../../db/schema";
import { istToday } from "~/domain/back-office/date-range";
import type { Funnel } from "~/domain/back-office/funnel";
import { now } from "~/server/platform/db/clock.server";
import { getDb } from "~/server/platform/db/db.server";
import { newMobile } from "../../support/app-client";
import { consumerWith, logInByOtp } from "../../support/consumer-session";
import { asAdmin } from "../../support/people-fixtures";
import { callUserPage } from "../../support/route-call";

/**
 * Issue 37 item 10: the eligibility-check events (a returning housing or gold
 * consumer's welcome-back that goes on at once, SPEC.md 2.1) are read: the
 * products report shows per product how many journeys checked eligibility.
 */

const RETURNING = {
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
} as const;

/** A returning housing consumer passes welcome-back, which goes on to the offers at once and checks eligibility; then opens it again. */
async function checkedEligibility(mobile: string) {
  await consumerWith(mobile, RETURNING);
  const { jar } = await logInByOtp(mobile, "hl");
  const welcome = await import("~/routes/user/welcome-back");
  const went = (await callUserPage(welcome.action, jar.request("/user/housing-welcome-back", { form: { intent: "continue", birthDate: "15/08/1990", pan: "ABCPS1234K" } })).catch(
    (e: unknown) => e,
  )) as Response;
  expect(went.headers.get("location")).toBe("/user/housing-offers");
  await callUserPage(welcome.loader, jar.request("/user/housing-welcome-back")).catch((e: unknown) => e);
}

describe("the products report's eligibility checks", () => {
  it("counts, per product, the journeys of the days that checked eligibility: once each, however often they checked", async () => {
    const checked = newMobile();
    await checkedEligibility(checked);
    // A housing journey that never reached the check, and a personal loan's (which never checks).
    await logInByOtp(newMobile(), "hl");
    await logInByOtp(newMobile(), "pl");

    const db = await getDb();
    const [consumer] = await db.select().from(users).where(eq(users.mobilePhoneNumber, checked));
    const [journey] = await db.select().from(prospectApplications).where(eq(prospectApplications.userId, consumer.id));
    const events = await db.select().from(eligibilityCheckEvents).where(eq(eligibilityCheckEvents.userId, consumer.id));
    expect(events.map((e) => e.prospectApplicationId)).toEqual([journey.id, journey.id]);

    const today = istToday(now());
    const admin = await asAdmin(1);
    const { loader } = await import("~/routes/admin/products-report");
    const page = (await admin.call(loader, `/admin/products-report?range=custom_range&from=${today}&to=${today}`, "/admin/products-report")) as { report: { rows: Funnel[] } };
    const byProduct = new Map(page.report.rows.map((f) => [f.product, f]));
    expect(byProduct.get("hl")).toMatchObject({ eligibilityChecks: 1 });
    expect(byProduct.get("hl")!.steps[0].count).toBeGreaterThanOrEqual(2);
    expect(byProduct.get("pl")).toMatchObject({ eligibilityChecks: null });

    // Sorted by it, the products that check come first, those that never do last.
    const sorted = (await admin.call(loader, `/admin/products-report?range=custom_range&from=${today}&to=${today}&sort=eligibilityChecks&dir=desc`, "/admin/products-report")) as {
      report: { rows: Funnel[] };
    };
    expect(sorted.report.rows[0].product).toBe("hl");
    expect(sorted.report.rows.at(-1)!.eligibilityChecks).toBeNull();
  });
});
