import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditApplications, prospectApplications, users } from "../../../db/schema";
import { createCreditApplication } from "~/server/lending/applications.server";
import { getDb } from "~/server/platform/db/db.server";
import { statementFor } from "../../support/kfs-fixtures";

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
    .values({
      mobilePhoneNumber: `95${Math.floor(Math.random() * 1e8)
        .toString()
        .padStart(8, "0")}`,
      firstName: "Asha",
      lastName: "Verma",
      monthlyIncome: 60_000,
    })
    .returning();
  const [prospect] = await db.insert(prospectApplications).values({ userId: user.id, productType: "pl" }).returning();
  const { lender, acknowledged } = await statementFor(user.id, LENDER, { prospectApplicationId: prospect.id });
  const consent = () =>
    createCreditApplication({
      userId: user.id,
      prospectApplicationId: prospect.id,
      lenderId: lender.id,
      proposal: acknowledged,
      choices: [{ purpose: "lender_terms", granted: true }],
      meta: { ip: null, userAgent: null },
    });
  const made = async () =>
    db
      .select()
      .from(creditApplications)
      .where(and(eq(creditApplications.userId, user.id), eq(creditApplications.lenderId, lender.id)));
  return { user, lender, consent, made };
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
    const { user, consent, made } = await consumerWithAcknowledgedKfs();
    const first = await consent();
    const db = await getDb();
    const [prospect] = await db.select().from(prospectApplications).where(eq(prospectApplications.userId, user.id));
    // The same terms shown again: the proposal made into an application is not offered again, a new one is issued.
    const again = await statementFor(user.id, LENDER, { prospectApplicationId: prospect.id });
    const second = await createCreditApplication({
      userId: user.id,
      prospectApplicationId: prospect.id,
      lenderId: again.lender.id,
      proposal: again.acknowledged,
      choices: [{ purpose: "lender_terms", granted: true }],
      meta: { ip: null, userAgent: null },
    });
    expect(second.uuid).not.toBe(first.uuid);
    const apps = await made();
    expect(apps).toHaveLength(2);
    expect(new Set(apps.map((a) => a.kfsProposalId)).size).toBe(2);
  });
});
