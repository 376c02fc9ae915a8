import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditApplications, lenders, prospectApplications, users } from "../../db/schema";
import { keyFacts } from "~/domain/kfs";
import { pricingOf } from "~/domain/pricing";
import { acknowledgedKfs, createCreditApplication, recordKfsAcknowledgement } from "~/server/applications.server";
import { getDb } from "~/server/db.server";

/**
 * One Key Fact Statement acknowledged, one application (docs/decisions/040).
 * bench/faults.ts found an application made twice: its consent post was saved,
 * then the database went away before the answer (the journey's session
 * update), the consumer was shown the 503 page and sent the form again.
 */
const LENDER = "kaveri-finserv";

async function consumerWithAcknowledgedKfs() {
  const db = await getDb();
  const [user] = await db
    .insert(users)
    .values({ mobilePhoneNumber: `95${Math.floor(Math.random() * 1e8).toString().padStart(8, "0")}`, firstName: "Asha", lastName: "Verma", monthlyIncome: 60_000 })
    .returning();
  const [prospect] = await db.insert(prospectApplications).values({ userId: user.id, productType: "pl" }).returning();
  const [lender] = await db.select().from(lenders).where(eq(lenders.name, LENDER));
  const facts = keyFacts(pricingOf(lender), { monthlyIncome: 60_000, employment: "salaried", creditBand: "700_749" }, null, { amount: 100_000, months: 24 }, { year: 2026, month: 11, day: 27 });
  await recordKfsAcknowledgement(user.id, LENDER, facts, { ip: null, userAgent: null });
  const kfs = await acknowledgedKfs(user.id, LENDER);
  const consent = () =>
    createCreditApplication({
      userId: user.id,
      prospectApplicationId: prospect.id,
      lenderId: lender.id,
      facts,
      kfs: kfs!,
      choices: [{ purpose: "lender_terms", granted: true }],
      meta: { ip: null, userAgent: null },
    });
  const made = async () => db.select().from(creditApplications).where(and(eq(creditApplications.userId, user.id), eq(creditApplications.lenderId, lender.id)));
  return { user, lender, facts, consent, made };
}

describe("the consent post", () => {
  it("sent again for the same Key Fact Statement answers the application it made, and makes no second", async () => {
    const { consent, made } = await consumerWithAcknowledgedKfs();
    const first = await consent();
    const again = await consent();
    expect(again).toEqual(first);
    expect(await made()).toHaveLength(1);
  });

  it("sent twice at once (a double tap) makes one application", async () => {
    const { consent, made } = await consumerWithAcknowledgedKfs();
    const [a, b] = await Promise.all([consent(), consent()]);
    expect(a.uuid).toBe(b.uuid);
    expect(await made()).toHaveLength(1);
  });

  it("after the Key Fact Statement is acknowledged again, applying again is a new application", async () => {
    const { user, facts, consent, made } = await consumerWithAcknowledgedKfs();
    const first = await consent();
    await new Promise((r) => setTimeout(r, 5));
    await recordKfsAcknowledgement(user.id, LENDER, facts, { ip: null, userAgent: null });
    const kfs = await acknowledgedKfs(user.id, LENDER);
    const db = await getDb();
    const [lender] = await db.select().from(lenders).where(eq(lenders.name, LENDER));
    const [prospect] = await db.select().from(prospectApplications).where(eq(prospectApplications.userId, user.id));
    const second = await createCreditApplication({
      userId: user.id,
      prospectApplicationId: prospect.id,
      lenderId: lender.id,
      facts,
      kfs: kfs!,
      choices: [{ purpose: "lender_terms", granted: true }],
      meta: { ip: null, userAgent: null },
    });
    expect(second.uuid).not.toBe(first.uuid);
    expect(await made()).toHaveLength(2);
  });
});
