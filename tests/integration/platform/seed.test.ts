import { TEST_DEMO_PASSWORD } from "../../support/demo-password";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../../db/schema";
import { seedDemoData } from "../../../db/seed";
import { getDb } from "~/server/platform/db/db.server";
import { hashPassword, verifyPassword } from "~/server/admin/password.server";

async function counts() {
  const db = await getDb();
  const [[partners], [lenders], [cards], [lists], [admins]] = await Promise.all([
    db.select({ n: count() }).from(schema.partners),
    db.select({ n: count() }).from(schema.lenders),
    db.select({ n: count() }).from(schema.creditCardCategories),
    db.select({ n: count() }).from(schema.selectListItems),
    db.select({ n: count() }).from(schema.adminUsers),
  ]);
  return { partners: partners.n, lenders: lenders.n, cards: cards.n, lists: lists.n, admins: admins.n };
}

describe("migrations and the demo seed", () => {
  it("seeds an empty database at start-up with the brands, lenders, cards and logins", async () => {
    const before = await counts();
    expect(before.partners).toBeGreaterThanOrEqual(33);
    expect(before.lenders).toBeGreaterThanOrEqual(40);
    expect(before.cards).toBe(12);
    const db = await getDb();
    const defaults = await db.select().from(schema.partners).where(eq(schema.partners.isDefault, true));
    expect(defaults.map((p) => p.name)).toEqual(["cl"]);
    const products = await db.selectDistinct({ p: schema.lenders.productType }).from(schema.lenders);
    expect(products.map((r) => r.p).sort()).toEqual(["bl", "car", "gl", "hl", "ins", "pl", "sl", "solar", "tw"]);
  });

  it("is idempotent: seeding again adds nothing", async () => {
    const before = await counts();
    await seedDemoData(await getDb(), { demoPassword: TEST_DEMO_PASSWORD, hashPassword });
    expect(await counts()).toEqual(before);
  });

  it("creates one admin per role and a partner user, all with the demo password", async () => {
    const db = await getDb();
    const admins = await db.select().from(schema.adminUsers);
    expect(Object.fromEntries(admins.map((a) => [a.username, a.roleId]))).toEqual({ admin: 1, analyst: 2, csr: 3 });
    for (const admin of admins) expect(await verifyPassword(TEST_DEMO_PASSWORD, admin.passwordHash)).toBe(true);
    const [partner] = await db.select().from(schema.partnerUsers).where(eq(schema.partnerUsers.username, "partner"));
    expect(await verifyPassword(TEST_DEMO_PASSWORD, partner.passwordHash)).toBe(true);
  });
});
