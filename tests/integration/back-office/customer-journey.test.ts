import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { creditApplications, journeyEvents, personalDataViews } from "../../../db/schema";
import { setApplicationStatus } from "~/server/lending/application-status.server";
import { getDb } from "~/server/platform/db/db.server";
import { logInByOtp } from "../../support/consumer-session";
import { asAdmin, walkJourney } from "../../support/people-fixtures";
import { callUserPage } from "../../support/route-call";

type JourneyPage = Awaited<ReturnType<typeof import("~/routes/admin/customers-journey").loader>>;
type Entry = NonNullable<JourneyPage["journey"]>["timeline"][number];

const MOBILE = "9813700001";
const PATTERN = "/admin/customers-journey";
let seeded: Awaited<ReturnType<typeof walkJourney>>;
let reference: string;

/** The journey page's data for an admin of a role. */
async function journeyPage(roleId: 1 | 2, query: string, admin?: Awaited<ReturnType<typeof asAdmin>>) {
  const page = await import("~/routes/admin/customers-journey");
  const as = admin ?? (await asAdmin(roleId));
  return (await as.call(page.loader, `${PATTERN}?${query}`, PATTERN)) as JourneyPage;
}

beforeAll(async () => {
  // Priya signs in, fills in both steps (agreeing to SMS), sees her offers, applies to the first, and the lender refuses.
  seeded = await walkJourney(MOBILE, { personal: { email: "priya.journey@example.in", allowSms: "on" }, apply: true });
  const db = await getDb();
  const [app] = await db.select().from(creditApplications).where(eq(creditApplications.userId, seeded.userId));
  reference = app.uuid;
  await db.transaction((tx) => setApplicationStatus(tx, app.id, "rejected", "lender", "Income below our minimum"));
});

describe("the journey's steps are recorded as the product passes them", () => {
  it("keeps the sign-in, each profile step and the offers seen, and the same offers seen again only once", async () => {
    const db = await getDb();
    const kinds = async () => (await db.select().from(journeyEvents).where(eq(journeyEvents.userId, seeded.userId)).orderBy(journeyEvents.id)).map((e) => e.kind);
    expect(await kinds()).toEqual(["verified", "personal", "profile_complete", "offers_seen"]);
    const offers = await import("~/routes/user/offers");
    await callUserPage(offers.loader, seeded.jar.request("/user/offers"));
    expect(await kinds()).toEqual(["verified", "personal", "profile_complete", "offers_seen"]);
    const [seen] = await db
      .select()
      .from(journeyEvents)
      .where(and(eq(journeyEvents.userId, seeded.userId), eq(journeyEvents.kind, "offers_seen")));
    expect((seen.detail as { offers: unknown[] }).offers).toHaveLength(seeded.offers.offers.length);
    expect((seen.detail as { notMatched: unknown[] }).notMatched).toHaveLength(seeded.offers.notMatched.length);
  });
});

describe("/admin/customers-journey", () => {
  it("shows a super admin the whole journey on one time line, oldest first, with every code hidden", async () => {
    const { journey, search } = await journeyPage(1, `q=${encodeURIComponent("+91 98137 00001")}`);
    expect(search.error).toBeNull();
    expect(journey!.person).toMatchObject({ firstName: "Priya", lastName: "Sharma", mobile: MOBILE, email: "priya.journey@example.in", pan: "ABCPS1234K", allowSms: true });
    const timeline = journey!.timeline;
    const order = (entry: (e: Entry) => boolean) => timeline.findIndex(entry);
    const steps = [
      (e: Entry) => e.kind === "journey",
      (e: Entry) => e.kind === "step" && e.step === "verified" && e.channel === "mobile",
      (e: Entry) => e.kind === "step" && e.step === "personal",
      (e: Entry) => e.kind === "step" && e.step === "profile_complete",
      (e: Entry) => e.kind === "offers",
      (e: Entry) => e.kind === "kfs" && e.lender === seeded.offers.offers[0].displayName,
      (e: Entry) => e.kind === "applied" && e.reference === reference,
      (e: Entry) => e.kind === "status" && e.status === "rejected" && e.note === "Income below our minimum",
    ];
    const at = steps.map(order);
    expect(
      at.every((i) => i >= 0),
      JSON.stringify(timeline.map((e) => e.kind)),
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(timeline.map((e) => e.at)).toEqual([...timeline.map((e) => e.at)].sort());
    // The consents were given with the application, after the KFS; a refused one is on the line too (Video KYC was not ticked).
    expect(order((e) => e.kind === "consent" && e.purpose === "lender_terms" && e.granted)).toBeGreaterThan(at[5]);
    expect(timeline.some((e) => e.kind === "consent" && e.purpose === "video_kyc" && !e.granted)).toBe(true);
    const offers = timeline.find((e): e is Extract<Entry, { kind: "offers" }> => e.kind === "offers")!;
    expect(offers.offers.map((o) => o.lender)).toEqual(seeded.offers.offers.map((o) => o.displayName));
    expect(offers.notMatched.flatMap((g) => g.lenders)).toEqual(seeded.offers.notMatched.flatMap((g) => g.lenders));
    // The login code went by SMS: kept, its code masked, to the full number for role 1.
    const codes = timeline.filter((e): e is Extract<Entry, { kind: "message" }> => e.kind === "message" && e.to === MOBILE);
    expect(codes.length).toBeGreaterThan(0);
    for (const m of codes) expect(m.body).not.toMatch(/\d{6}/);
    expect(JSON.stringify(timeline)).not.toMatch(/\b\d{6}\b is your/);
  });

  it("shows an analyst initials and masked contacts, and the data once they record a reason (kept for audit)", async () => {
    const analyst = await asAdmin(2);
    const masked = await journeyPage(2, `user=${seeded.userId}`, analyst);
    expect(masked.journey!.masked).toBe(true);
    expect(masked.journey!.person).toMatchObject({
      firstName: "P. S.",
      lastName: null,
      mobile: "XXXXXX0001",
      email: "p***********y@e*****e.in",
      pan: "XXXXXX234K",
      birthDate: "XX/XX/1990",
      postalCode: "XXXX",
    });
    const page = JSON.stringify(masked);
    for (const secret of [MOBILE, "priya.journey@example.in", "ABCPS1234K", "Sharma"]) expect(page).not.toContain(secret);
    // The login code to the mobile and the code to the new email, both masked.
    const sentTo = masked.journey!.timeline.flatMap((e) => (e.kind === "message" ? [e.to] : []));
    expect(new Set(sentTo)).toEqual(new Set(["XXXXXX0001", "p***********y@e*****e.in"]));

    const module = await import("~/routes/admin/customers-journey");
    const tooShort = (await analyst.call(module.action, `${PATTERN}?user=${seeded.userId}`, PATTERN, { form: { intent: "reveal", reason: "audit" } })) as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
      init: { status: number };
    };
    expect(tooShort.init.status).toBe(422);
    expect(tooShort.data.result.error.reason).toEqual(["admin:customersJourney.errors.reasonShort"]);
    expect(tooShort.data.result.initialValue.reason).toBe("audit");

    const reason = "Complaint 482 of 12 March: the consumer disputes the refusal";
    const done = (await analyst.call(module.action, `${PATTERN}?user=${seeded.userId}`, PATTERN, { form: { intent: "reveal", reason } })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(`${PATTERN}?user=${seeded.userId}`);
    const shown = await journeyPage(2, `user=${seeded.userId}`, analyst);
    expect(shown.journey!.masked).toBe(false);
    expect(shown.journey!.person.mobile).toBe(MOBILE);
    const db = await getDb();
    expect(await db.select({ reason: personalDataViews.reason }).from(personalDataViews).where(eq(personalDataViews.userId, seeded.userId))).toEqual([{ reason }]);
    // Another analyst has given no reason: still masked.
    expect((await journeyPage(2, `user=${seeded.userId}`)).journey!.masked).toBe(true);
  });

  it("finds a consumer by email and by the first 8 characters of an application's reference, and says what is not a query", async () => {
    expect((await journeyPage(1, "q=Priya.Journey%40example.in")).journey!.userId).toBe(seeded.userId);
    const byReference = await journeyPage(1, `q=${reference.slice(0, 8).toUpperCase()}`);
    expect(byReference.search.found!.consumers.map((c) => c.userId)).toEqual([seeded.userId]);
    expect(byReference.journey!.userId).toBe(seeded.userId);
    const bad = await journeyPage(1, "q=12345");
    expect(bad).toMatchObject({ search: { error: "admin:people.search.invalid", found: null }, journey: null });
  });

  it("says when a contact asked for codes but never signed in, and answers 404 for a consumer that does not exist", async () => {
    const { jar } = await logInByOtp("9813700002");
    expect(jar.get("atkn")).toBeTruthy();
    const { landingAction } = await import("~/routes/public/landing.server");
    const request = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-client-ip": "10.9.9.8" },
      body: new URLSearchParams({ contact: "9813700003", name__confirm: "" }),
    });
    await landingAction(request).catch((e: unknown) => e);
    const page = await journeyPage(1, "q=9813700003");
    expect(page.journey).toBeNull();
    expect(page.search.found).toMatchObject({ consumers: [], unsigned: { journeys: 1 } });
    const missing = (await (await asAdmin(1)).call((await import("~/routes/admin/customers-journey")).loader, `${PATTERN}?user=99999999`, PATTERN)) as unknown as { init: { status: number } };
    expect(missing.init.status).toBe(404);
  });
});
