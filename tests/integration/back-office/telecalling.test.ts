import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsers, cardApplications, creditApplications, creditCardCategories, journeyEvents, lenders, prospectApplications, telecallingCalls, telecallingCases, users } from "../../../db/schema";
import { setClock } from "~/server/platform/db/clock.server";
import { getDb } from "~/server/platform/db/db.server";
import { claimCase, recordCall } from "~/server/back-office/telecalling-claims.server";
import { recordCallCommand } from "~/server/back-office/telecalling-commands.server";
import { callQueue, syncDropOffs } from "~/server/back-office/telecalling-queue.server";
import { asAdmin } from "../../support/people-fixtures";

/** Business time of the test: noon in India, 10 March 2026. */
const T0 = new Date("2026-03-10T06:30:00Z");
const hours = (n: number) => new Date(T0.getTime() + n * 3_600_000);

type Did = "otp" | "profile" | "offers" | "declined" | "applied" | "card";

/**
 * A consumer whose journey stopped at `at` (business time), having done what
 * `did` says, as the product's own rows record it: their journey, its steps,
 * the offers seen, an application or a card.
 */
async function consumerWho(mobile: string, did: Did, at: Date, options: { allowSms?: 0 | 1; erased?: boolean; product?: "pl" | "bl" | "hl"; name?: string } = {}) {
  const db = await getDb();
  const product = options.product ?? "pl";
  const completed = did === "otp" ? {} : { [`${product}Completed`]: 1 };
  const [user] = await db
    .insert(users)
    .values({ mobilePhoneNumber: mobile, firstName: options.name ?? "Asha", allowSms: options.allowSms ?? 1, erasedAt: options.erased ? T0 : null, ...completed })
    .returning();
  const [journey] = await db
    .insert(prospectApplications)
    .values({ userId: user.id, productType: product, step: "verified", createdAt: new Date(at.getTime() - 10 * 60_000) })
    .returning();
  const event = (kind: string, minutesBefore: number) =>
    db.insert(journeyEvents).values({ userId: user.id, prospectApplicationId: journey.id, kind, createdAt: new Date(at.getTime() - minutesBefore * 60_000) });
  await event("verified", did === "otp" ? 0 : 9);
  if (did !== "otp") await event("profile_complete", did === "profile" ? 0 : 5);
  if (["offers", "declined", "applied"].includes(did)) await event("offers_seen", did === "offers" ? 0 : 2);
  if (did === "declined" || did === "applied") {
    const [lender] = await db.select({ id: lenders.id }).from(lenders).limit(1);
    await db.insert(creditApplications).values({ userId: user.id, prospectApplicationId: journey.id, lenderId: lender.id, status: did === "declined" ? "rejected" : "applied", createdAt: at });
  }
  if (did === "card") {
    const [card] = await db.select({ id: creditCardCategories.categoryId }).from(creditCardCategories).limit(1);
    await db.insert(cardApplications).values({ userId: user.id, prospectApplicationId: journey.id, categoryId: card.id, redirectUrl: "https://bank.example/apply" });
  }
  return user.id;
}

/** A new admin of a role, as user management would make them. */
async function adminId(roleId: 1 | 3) {
  const db = await getDb();
  const [admin] = await db
    .insert(adminUsers)
    .values({ username: `tc_${roleId}_${Math.random().toString(36).slice(2, 10)}`, passwordHash: "x", roleId })
    .returning({ id: adminUsers.id });
  return admin.id;
}

const listed = async (at = T0, view: { order?: "oldest" | "product"; product?: string | null } = {}) => {
  await syncDropOffs(at);
  return (await callQueue({ order: view.order ?? "oldest", product: view.product ?? null, at })).rows;
};

const ids: Record<string, number> = {};

beforeAll(async () => {
  setClock(T0);
  // Dropped off, oldest first: a refused application (7 h ago), offers seen (6 h), a profile (5 h, business), a code only (4 h, housing).
  ids.declined = await consumerWho("9813900001", "declined", hours(-7));
  ids.offers = await consumerWho("9813900002", "offers", hours(-6));
  ids.profile = await consumerWho("9813900003", "profile", hours(-5), { product: "bl" });
  ids.otp = await consumerWho("9813900004", "otp", hours(-4), { product: "hl" });
  // Never listed: no consent to be contacted (DND), erased, applied, a card applied for, still active, too long ago.
  ids.dnd = await consumerWho("9813900005", "otp", hours(-4), { allowSms: 0 });
  ids.erased = await consumerWho("9813900006", "otp", hours(-4), { erased: true });
  ids.applied = await consumerWho("9813900007", "applied", hours(-4));
  ids.card = await consumerWho("9813900008", "card", hours(-4));
  ids.active = await consumerWho("9813900009", "profile", new Date(T0.getTime() - 30 * 60_000));
  ids.stale = await consumerWho("9813900010", "profile", hours(-24 * 40));
});

afterAll(() => setClock(null));

describe("the telecalling queue", () => {
  it("lists the consumers who dropped off and agreed to be contacted, each with their furthest step, oldest first", async () => {
    const rows = await listed();
    expect(rows.map((r) => [r.userId, r.reason])).toEqual([
      [ids.declined, "declined"],
      [ids.offers, "offers_no_apply"],
      [ids.profile, "profile_no_application"],
      [ids.otp, "otp_no_profile"],
    ]);
  });

  it("sorts by product, and shows one product alone", async () => {
    expect((await listed(T0, { order: "product" })).map((r) => r.product)).toEqual(["bl", "hl", "pl", "pl"]);
    expect((await listed(T0, { product: "hl" })).map((r) => r.userId)).toEqual([ids.otp]);
  });

  it("gives CSRs claiming at once a consumer each, never the same one twice", async () => {
    const csrs = await Promise.all(Array.from({ length: 7 }, () => adminId(3)));
    const claimed = await Promise.all(csrs.map((csr) => claimCase(csr, null)));
    const got = claimed.filter((id): id is number => id !== null);
    expect(got).toHaveLength(4);
    expect(new Set(got).size).toBe(4);
    expect(claimed.filter((id) => id === null)).toHaveLength(3);
    // Each holder lets go; then five CSRs ask for the same consumer at once: one gets them.
    const db = await getDb();
    await db.update(telecallingCases).set({ claimedBy: null, leaseUntil: null });
    const target = got[0];
    const same = await Promise.all(csrs.slice(0, 5).map((csr) => claimCase(csr, target)));
    expect(same.filter((id) => id === target)).toHaveLength(1);
    expect(same.filter((id) => id === null)).toHaveLength(4);
    await db.update(telecallingCases).set({ claimedBy: null, leaseUntil: null });
  });

  it("lets another CSR take a consumer once the first one's lease has run out, and then refuses the first one's call", async () => {
    const [a, b] = [await adminId(3), await adminId(3)];
    const db = await getDb();
    const [{ id: caseId }] = await db.select({ id: telecallingCases.id }).from(telecallingCases).where(eq(telecallingCases.userId, ids.otp));
    expect(await claimCase(a, caseId)).toBe(caseId);
    expect(await claimCase(b, caseId)).toBeNull();
    await db
      .update(telecallingCases)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(telecallingCases.id, caseId));
    expect(await claimCase(b, caseId)).toBe(caseId);
    expect(await recordCall(a, caseId, { outcome: "reached", note: null, nextCallAt: null })).toBeNull();
    await db.update(telecallingCases).set({ claimedBy: null, leaseUntil: null }).where(eq(telecallingCases.id, caseId));
  });

  it("brings an unanswered consumer back four hours later, and a call back at the time asked for, which it needs", async () => {
    const csr = await adminId(3);
    const db = await getDb();
    const caseOf = async (userId: number) => (await db.select().from(telecallingCases).where(eq(telecallingCases.userId, userId)))[0];
    const offers = await caseOf(ids.offers);
    expect(await claimCase(csr, offers.id)).toBe(offers.id);
    expect(await recordCall(csr, offers.id, { outcome: "no_answer", note: "Rang out", nextCallAt: null })).toEqual({ state: "open" });
    const unanswered = await caseOf(ids.offers);
    expect(unanswered).toMatchObject({ state: "open", attempts: 1, lastOutcome: "no_answer", claimedBy: null });
    // Four hours after the call; business time ticks on from T0 while the test runs.
    expect(unanswered.nextCallAt!.getTime() - hours(4).getTime()).toBeGreaterThanOrEqual(0);
    expect(unanswered.nextCallAt!.getTime() - hours(4).getTime()).toBeLessThan(60_000);
    expect((await listed(T0)).map((r) => r.userId)).not.toContain(ids.offers);
    expect((await listed(hours(4.5))).map((r) => r.userId)).toContain(ids.offers);

    const profile = await caseOf(ids.profile);
    expect(await claimCase(csr, profile.id)).toBe(profile.id);
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries({ intent: "record", caseId: String(profile.id), ...fields })) data.set(k, v);
      return data;
    };
    expect(await recordCallCommand(form({ outcome: "call_back" }), csr)).toMatchObject({ ok: false, status: 422, errors: { nextCallAt: ["admin:telecalling.errors.nextCallNeeded"] } });
    expect(await recordCallCommand(form({ outcome: "call_back", nextCallAt: "2026-03-10T09:00" }), csr)).toMatchObject({
      ok: false,
      errors: { nextCallAt: ["admin:telecalling.errors.nextCallRange"] },
    });
    expect(await recordCallCommand(form({ outcome: "maybe" }), csr)).toMatchObject({ ok: false, errors: { outcome: ["admin:telecalling.errors.outcome"] } });
    // 18:30 in India that day is 13:00 UTC.
    expect(await recordCallCommand(form({ outcome: "call_back", nextCallAt: "2026-03-10T18:30", note: "After work" }), csr)).toMatchObject({ ok: true, message: "admin:telecalling.recordedOpen" });
    expect(await caseOf(ids.profile)).toMatchObject({ state: "open", nextCallAt: new Date("2026-03-10T13:00:00Z"), lastOutcome: "call_back" });
    expect((await listed(hours(6))).map((r) => r.userId)).not.toContain(ids.profile);
    expect((await listed(hours(6.6))).map((r) => r.userId)).toContain(ids.profile);
    const [call] = await db.select().from(telecallingCalls).where(eq(telecallingCalls.caseId, profile.id));
    expect(call).toMatchObject({ adminUserId: csr, outcome: "call_back", note: "After work" });
  });

  it("never calls a wrong number again, but a consumer reached who drops off again later comes back", async () => {
    const csr = await adminId(3);
    const db = await getDb();
    const caseOf = async (userId: number) => (await db.select().from(telecallingCases).where(eq(telecallingCases.userId, userId)))[0];
    for (const [userId, outcome] of [
      [ids.declined, "wrong_number"],
      [ids.otp, "reached"],
    ] as const) {
      const held = await caseOf(userId);
      expect(await claimCase(csr, held.id)).toBe(held.id);
      expect(await recordCall(csr, held.id, { outcome, note: null, nextCallAt: null })).toEqual({ state: "closed" });
    }
    expect((await listed(hours(1))).map((r) => r.userId)).not.toEqual(expect.arrayContaining([ids.declined]));
    // A day later both start a new journey and stop again.
    for (const userId of [ids.declined, ids.otp]) await db.insert(prospectApplications).values({ userId, productType: "pl", step: "verified", createdAt: hours(24) });
    const later = await listed(hours(27));
    expect(later.map((r) => r.userId)).toContain(ids.otp);
    expect(later.map((r) => r.userId)).not.toContain(ids.declined);
    expect(await caseOf(ids.otp)).toMatchObject({ state: "open", attempts: 0, lastOutcome: null });
  });

  it("drops a consumer who withdrew consent at once, and one who went on to apply at the next sync", async () => {
    const db = await getDb();
    expect((await listed(hours(27))).map((r) => r.userId)).toContain(ids.otp);
    await db.update(users).set({ allowSms: 0 }).where(eq(users.id, ids.otp));
    const [held] = await db.select().from(telecallingCases).where(eq(telecallingCases.userId, ids.otp));
    expect(await claimCase(await adminId(3), held.id)).toBeNull();
    expect((await callQueue({ order: "oldest", product: null, at: hours(27) })).rows.map((r) => r.userId)).not.toContain(ids.otp);
    await db.update(users).set({ allowSms: 1 }).where(eq(users.id, ids.otp));
    const [lender] = await db.select({ id: lenders.id }).from(lenders).limit(1);
    await db.insert(creditApplications).values({ userId: ids.otp, lenderId: lender.id, status: "applied", createdAt: hours(26) });
    expect((await listed(hours(28))).map((r) => r.userId)).not.toContain(ids.otp);
    expect((await db.select().from(telecallingCases).where(eq(telecallingCases.userId, ids.otp)))[0]).toMatchObject({ state: "closed", lastOutcome: "moved_on" });
  });

  it("is the page of roles 1 and 3: a CSR takes the next consumer and sees their mobile in full to dial it; an analyst is sent to the dashboard", async () => {
    const db = await getDb();
    await db.update(telecallingCases).set({ claimedBy: null, leaseUntil: null });
    setClock(hours(28));
    try {
      const page = await import("~/routes/admin/telecalling");
      const csr = await asAdmin(3);
      const taken = (await csr.call(page.action, "/admin/telecalling", "/admin/telecalling", { form: { intent: "claim-next" } })) as Response;
      expect(taken.status).toBe(302);
      const d = (await csr.call(page.loader, "/admin/telecalling", "/admin/telecalling")) as Exclude<Awaited<ReturnType<typeof page.loader>>, Response>;
      expect(d.call).not.toBeNull();
      const [user] = await db.select().from(users).where(eq(users.id, d.call!.userId));
      expect(d.call!.mobile).toBe(user.mobilePhoneNumber);
      expect(d.rows.find((r) => r.id === d.call!.id)?.mine).toBe(true);
      // The rest of the queue shows only the last 4 digits.
      for (const r of d.rows) expect(r.mobile).toMatch(/^X{6}\d{4}$/);
      const analyst = await asAdmin(2);
      const refused = (await analyst.call(page.loader, "/admin/telecalling", "/admin/telecalling")) as Response;
      expect(refused.headers.get("location")).toBe("/admin/dashboard");
    } finally {
      setClock(T0);
    }
  });
});
