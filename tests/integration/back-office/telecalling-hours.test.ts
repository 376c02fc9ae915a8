import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consents, journeyEvents, prospectApplications, telecallingCalls, telecallingCases, users } from "../../../db/schema";
import { setClock } from "~/server/platform/db/clock.server";
import { getDb } from "~/server/platform/db/db.server";
import { claimCase } from "~/server/back-office/telecalling-claims.server";
import { callQueue, syncDropOffs } from "~/server/back-office/telecalling-queue.server";
import { asAdmin } from "../../support/people-fixtures";

/**
 * Telecalling's calling hours and contact consent (issue 39, item 2;
 * COMPLIANCE.md): no one is shown or handed out outside 09:00–21:00 India
 * time, on the app's clock, nor anyone whose latest word was to withdraw
 * their consent to be contacted; a call records who made it and when.
 */

/** Noon in India, 10 March 2026; 21:30 and 08:00 in India that day and the next. */
const NOON = new Date("2026-03-10T06:30:00Z");
const NIGHT = new Date("2026-03-10T16:00:00Z");
const EARLY = new Date("2026-03-11T02:30:00Z");
const MORNING = new Date("2026-03-11T03:45:00Z");

/** A consumer who completed a profile and stopped three hours before noon, agreeing to SMS. */
async function droppedOff(mobile: string) {
  const db = await getDb();
  const at = new Date(NOON.getTime() - 3 * 3_600_000);
  const [user] = await db.insert(users).values({ mobilePhoneNumber: mobile, firstName: "Lata", allowSms: 1, plCompleted: 1 }).returning();
  const [journey] = await db.insert(prospectApplications).values({ userId: user.id, productType: "pl", step: "verified", createdAt: at }).returning();
  await db.insert(journeyEvents).values({ userId: user.id, prospectApplicationId: journey.id, kind: "profile_complete", createdAt: at });
  return user.id;
}

const listed = async (at: Date) => {
  await syncDropOffs(at);
  return (await callQueue({ order: "oldest", product: null, at })).rows.map((r) => r.userId);
};

let page: typeof import("~/routes/admin/telecalling");
const ids: Record<string, number> = {};

beforeAll(async () => {
  page = await import("~/routes/admin/telecalling");
  ids.lata = await droppedOff("9813950001");
  ids.withdrew = await droppedOff("9813950002");
  setClock(NOON);
});

afterAll(() => setClock(null));

describe("calling hours", () => {
  it("show and hand out no one outside 09:00–21:00 India time, and the page says when calling opens", async () => {
    expect(await listed(NOON)).toContain(ids.lata);
    for (const closed of [NIGHT, EARLY]) expect(await callQueue({ order: "oldest", product: null, at: closed })).toEqual({ total: 0, rows: [] });
    expect(await listed(MORNING)).toContain(ids.lata);

    const csr = await asAdmin(3);
    setClock(NIGHT);
    try {
      const refused = (await csr.call(page.action, "/admin/telecalling", "/admin/telecalling", { form: { intent: "claim-next" } })) as Response;
      expect(refused.status).toBe(302);
      const toast = /toast=([^;]+)/.exec(refused.headers.get("set-cookie") ?? "")?.[1] ?? "";
      expect(Buffer.from(decodeURIComponent(toast), "base64").toString()).toContain("admin:telecalling.errors.closed");
      const d = (await csr.call(page.loader, "/admin/telecalling", "/admin/telecalling")) as Exclude<Awaited<ReturnType<typeof page.loader>>, Response>;
      expect(d.closed).toEqual({ opensAt: "11 Mar 2026, 9:00 am" });
      expect(d.rows).toEqual([]);
      expect(d.call).toBeNull();
    } finally {
      setClock(NOON);
    }
  });

  it("let a call taken before 21:00 be recorded after it, its number no longer shown; the call says who made it and when", async () => {
    const csr = await asAdmin(3);
    const db = await getDb();
    const [held] = await db.select().from(telecallingCases).where(eq(telecallingCases.userId, ids.lata));
    setClock(new Date("2026-03-10T15:25:00Z"));
    try {
      // 20:55 in India: taken and dialled.
      const taken = (await csr.call(page.action, "/admin/telecalling", "/admin/telecalling", { form: { intent: "claim", caseId: String(held.id) } })) as Response;
      expect(taken.status).toBe(302);
      // 21:01: the page keeps the consumer for the outcome, without their number.
      setClock(new Date("2026-03-10T15:31:00Z"));
      const d = (await csr.call(page.loader, "/admin/telecalling", "/admin/telecalling")) as Exclude<Awaited<ReturnType<typeof page.loader>>, Response>;
      expect(d.closed).not.toBeNull();
      expect(d.call).toMatchObject({ id: held.id, mobile: null });
      const recorded = (await csr.call(page.action, "/admin/telecalling", "/admin/telecalling", {
        form: { intent: "record", caseId: String(held.id), outcome: "reached", note: "Will apply tomorrow" },
      })) as Response;
      expect(recorded.status).toBe(302);
      const [call] = await db.select().from(telecallingCalls).where(eq(telecallingCalls.caseId, held.id));
      expect(call).toMatchObject({ outcome: "reached", note: "Will apply tomorrow", adminUserId: await adminIdOf(csr.token) });
      // When: business time, 21:01 India time, within the few seconds the test takes.
      expect(call.createdAt.getTime() - new Date("2026-03-10T15:31:00Z").getTime()).toBeGreaterThanOrEqual(0);
      expect(call.createdAt.getTime() - new Date("2026-03-10T15:31:00Z").getTime()).toBeLessThan(60_000);
      const history = (await csr.call(page.loader, "/admin/telecalling", "/admin/telecalling")) as Exclude<Awaited<ReturnType<typeof page.loader>>, Response>;
      expect(history.call).toBeNull();
    } finally {
      setClock(NOON);
    }
  });
});

describe("contact consent", () => {
  it("keeps off the queue anyone whose latest word was to withdraw it; once they agree again, their next stop brings them back", async () => {
    const db = await getDb();
    expect(await listed(NOON)).toContain(ids.withdrew);
    // Withdrawn from an application's consents ("contacted by call, SMS, WhatsApp and email"), the SMS switch left on.
    await db.insert(consents).values({ userId: ids.withdrew, purpose: "communication", granted: false, textVersion: "2026-11-01" });
    expect(await listed(NOON)).not.toContain(ids.withdrew);
    const [held] = await db.select().from(telecallingCases).where(eq(telecallingCases.userId, ids.withdrew));
    expect(await claimCase(await adminIdOf((await asAdmin(3)).token), held.id)).toBeNull();
    // They tick "Send me SMS and WhatsApp messages" again in their profile (the latest word is consent), start again and stop.
    await db.insert(consents).values({ userId: ids.withdrew, purpose: "communication_sms", granted: true, textVersion: "2026-11-01" });
    await db.insert(prospectApplications).values({ userId: ids.withdrew, productType: "pl", step: "verified", createdAt: new Date(NOON.getTime() + 3_600_000) });
    expect(await listed(new Date(NOON.getTime() + 2.5 * 3_600_000))).toContain(ids.withdrew);
  });
});

/** The admin behind a Bearer token: its session's subject. */
async function adminIdOf(token: string): Promise<number> {
  const { getSession } = await import("~/server/platform/http/session.server");
  const session = await getSession(new Request("http://localhost/admin", { headers: { authorization: `Bearer ${token}` } }), "admin");
  return session!.subjectId;
}
