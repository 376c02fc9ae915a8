import { and, asc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditApplications, duplicateHits, partners, prospectApplications, rateLimits, users } from "../../../db/schema";
import type { ProductTypeCode } from "~/domain/products";
import { loader } from "~/routes/admin/de-dupe";
import { createCreditApplication } from "~/server/lending/applications.server";
import { getDb } from "~/server/platform/db/db.server";
import { consumerWith, logInByOtp } from "../../support/consumer-session";
import { statementFor } from "../../support/kfs-fixtures";
import { asAdmin, walkJourney } from "../../support/people-fixtures";

/**
 * De-dupe (docs/decisions/051): each check logs exactly the hit and decision
 * it should, a consumer who is no duplicate logs none, the first partner
 * keeps the lead, and the log's page narrows by its filters.
 */
const PAGE = "/admin/de-dupe";

/** A sign-in through a landing (a partner's: /{segment}); this file's own database, so the login codes' limits are lifted between sign-ins. */
async function signIn(mobile: string, productType: ProductTypeCode, landing = "/") {
  await (await getDb()).delete(rateLimits).where(like(rateLimits.key, "otp:%"));
  await logInByOtp(mobile, productType, { landing });
}

async function hitsOf(userId: number) {
  const db = await getDb();
  return db.select().from(duplicateHits).where(eq(duplicateHits.userId, userId)).orderBy(asc(duplicateHits.id));
}

async function idOf(mobile: string) {
  const db = await getDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.mobilePhoneNumber, mobile));
  return user.id;
}

async function partnerId(name: string) {
  const db = await getDb();
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.name, name));
  return row.id;
}

async function latestJourney(userId: number) {
  const db = await getDb();
  const rows = await db.select().from(prospectApplications).where(eq(prospectApplications.userId, userId)).orderBy(asc(prospectApplications.id));
  return rows[rows.length - 1];
}

/** A second application to the lender of an earlier one, as the consent post makes it (a new Key Fact Statement acknowledged). */
async function applyAgain(userId: number, lenderName: string) {
  const journey = await latestJourney(userId);
  const { lender, acknowledged } = await statementFor(userId, lenderName, { prospectApplicationId: journey.id });
  await createCreditApplication({
    userId,
    prospectApplicationId: journey.id,
    lenderId: lender.id,
    proposal: acknowledged,
    choices: [{ purpose: "lender_terms", granted: true }],
    meta: { ip: null, userAgent: null },
  });
}

describe("a lead checked at sign-in", () => {
  it("stays with the partner who registered it first, and each later partner or new product is one logged hit", async () => {
    const mobile = "9711000001";
    const [paisaplus, rupeeraah] = [await partnerId("paisaplus"), await partnerId("rupeeraah")];

    await signIn(mobile, "pl", "/paisaplus");
    const userId = await idOf(mobile);
    expect(await hitsOf(userId)).toEqual([]);

    await signIn(mobile, "pl", "/rupeeraah");
    const taken = await latestJourney(userId);
    expect(taken.partnerId).toBe(paisaplus);
    const [hit, ...more] = await hitsOf(userId);
    expect(more).toEqual([]);
    expect(hit).toMatchObject({
      kind: "lead",
      matchedOn: "mobile",
      decision: "owner-kept",
      prospectApplicationId: taken.id,
      productType: "pl",
      arrivingPartnerId: rupeeraah,
      owningPartnerId: paisaplus,
      otherUserId: null,
    });

    // A plain return through its owner for the same product is no duplicate.
    await signIn(mobile, "pl", "/paisaplus");
    expect(await hitsOf(userId)).toHaveLength(1);

    await signIn(mobile, "bl");
    const joined = (await hitsOf(userId))[1];
    expect(joined).toMatchObject({ kind: "lead", matchedOn: "mobile", decision: "joined-existing", productType: "bl", arrivingPartnerId: null, owningPartnerId: paisaplus });
    expect((await latestJourney(userId)).partnerId).toBe(paisaplus);
  });
});

describe("a PAN saved on the profile", () => {
  it("that another account holds is flagged once per account; a PAN nobody else has, or the same one saved again, is not", async () => {
    const holder = await consumerWith("9711000011", { tin: "DDPPK4321M" });
    const { userId, jar } = await walkJourney("9711000012", { personal: { pan: "ddppk4321m" } });
    const hits = await hitsOf(userId);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ kind: "lead", matchedOn: "pan", decision: "pan-flagged", otherUserId: holder.id, productType: "pl" });

    const detail = await import("~/routes/user/user-detail");
    const { callUserPage } = await import("../../support/route-call");
    const { personalDetails } = await import("../../support/app-client");
    const saved = await callUserPage(detail.action as never, jar.request("/user/user-detail", { form: { intent: "personal", ...personalDetails({ pan: "DDPPK4321M" }) } })).catch((e: unknown) => e);
    expect((saved as Response).status).toBe(302);
    expect(await hitsOf(userId)).toHaveLength(1);

    const alone = await walkJourney("9711000013", { personal: { pan: "EEPPK4321N" } });
    expect(await hitsOf(alone.userId)).toEqual([]);
  });
});

describe("a credit application", () => {
  it("to a lender the same PAN or consumer already has an open application with is flagged and still made; a closed one is no duplicate", async () => {
    const first = await walkJourney("9711000021", { personal: { pan: "FFPPK4321P" }, apply: true });
    expect(await hitsOf(first.userId)).toEqual([]);
    const lender = first.lender!;

    const second = await walkJourney("9711000022", { personal: { pan: "FFPPK4321P" }, apply: lender });
    const db = await getDb();
    const [firstApp] = await db.select().from(creditApplications).where(eq(creditApplications.userId, first.userId));
    const [secondApp] = await db.select().from(creditApplications).where(eq(creditApplications.userId, second.userId));
    expect(secondApp).toBeDefined();
    const hits = await hitsOf(second.userId);
    expect(hits.map((h) => h.decision)).toEqual(["pan-flagged", "application-flagged"]);
    expect(hits[1]).toMatchObject({
      kind: "application",
      matchedOn: "pan",
      otherUserId: first.userId,
      creditApplicationId: secondApp.id,
      matchedCreditApplicationId: firstApp.id,
      lenderId: firstApp.lenderId,
      productType: "pl",
    });

    await applyAgain(first.userId, lender);
    const own = (await hitsOf(first.userId)).filter((h) => h.kind === "application");
    // The second account's open application with their PAN (the newer), and the first consumer's own: one hit each.
    expect(own.map((h) => [h.matchedOn, h.otherUserId])).toEqual([
      ["pan", second.userId],
      ["mobile", null],
    ]);

    await db
      .update(creditApplications)
      .set({ status: "rejected" })
      .where(and(eq(creditApplications.lenderId, firstApp.lenderId), eq(creditApplications.status, "applied")));
    const alone = await walkJourney("9711000023", { personal: { pan: "FFPPK4321P" }, apply: lender });
    expect((await hitsOf(alone.userId)).map((h) => h.decision)).toEqual(["pan-flagged", "pan-flagged"]);
  });
});

describe("the de-dupe page", () => {
  type Log = { log: { total: number; rows: { decision: string; kind: string; matchedOn: string; consumer: { id: number; shown: boolean } }[] } };
  const read = async (query: string) => (await (await asAdmin(1)).call(loader, `${PAGE}?${query}`, PAGE)) as unknown as Log;

  it("narrows the log by kind, match, decision, partner and days, and shows no mobile, email or PAN", async () => {
    await signIn("9711000031", "pl", "/kisan-mitra");
    await signIn("9711000031", "pl", "/gaadi-dost");
    const userId = await idOf("9711000031");
    const gaadi = await partnerId("gaadi-dost");

    const byPartner = await read(`partner=${gaadi}&kind=lead&decision=owner-kept&matched=mobile`);
    expect(byPartner.log.total).toBe(1);
    expect(byPartner.log.rows[0]).toMatchObject({ kind: "lead", matchedOn: "mobile", decision: "owner-kept", consumer: { id: userId, shown: true } });

    const pans = await read("matched=pan");
    expect(pans.log.rows.length).toBeGreaterThan(0);
    expect(pans.log.rows.every((r) => r.matchedOn === "pan")).toBe(true);
    expect((await read("kind=application")).log.rows.every((r) => r.kind === "application")).toBe(true);
    expect((await read("range=custom_range&from=2020-01-01&to=2020-01-07")).log.total).toBe(0);

    const text = JSON.stringify(await read(""));
    for (const value of ["9711000031", "FFPPK4321P", "DDPPK4321M", "@example.in"]) expect(text).not.toContain(value);
  });

  it("is role 1's alone", async () => {
    for (const role of [2, 3] as const) {
      const answer = (await (await asAdmin(role)).call(loader, PAGE, PAGE)) as Response;
      expect(answer.status).toBe(302);
    }
  });
});
