import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { partners, prospectApplications, rateLimits, users } from "../../../db/schema";
import { CHANNELS } from "~/domain/consumer/arrival";
import { newMobile } from "../../support/app-client";
import { CookieJar, consumerWith, lastLoggedCode, logInByOtp } from "../../support/consumer-session";
import { captureServerLog } from "../../support/log-capture";
import { signHandoffToken } from "~/domain/partner/handoff-token";
import { getConsumerContext } from "~/server/consumer/consumer-state.server";
import { getDb } from "~/server/platform/db/db.server";
import { rotateHandoffSecret } from "~/server/partner/partner-handoff.server";
import { ownLeads } from "~/server/partner/partner-reports.server";
import { getProspect } from "~/server/consumer/prospects.server";

/**
 * Issue 37, item 1: a partner's hand-off (/auth) hands over a person it
 * brings, never takes over one who exists. An existing consumer proves the
 * number with a login code first, stays with whoever brought them, and a
 * browser signed in as someone else is never switched by a hand-off.
 */

let auth: typeof import("~/routes/public/partner-auth");
let verification: typeof import("~/routes/public/verification");
let paisaplus: { id: number; secret: string };
let rupeeraah: { id: number };

const nonce = () => randomBytes(16).toString("base64url");
const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s;
const context = { get: () => "en" } as never;
const authPath = (mobile: string, product = "pl") =>
  `/auth?partner=paisaplus&token=${encodeURIComponent(signHandoffToken(paisaplus.secret, "paisaplus", { mobile, product, exp: inSeconds(300), nonce: nonce() }))}`;

/** The route as React Router calls it: a thrown or returned Response is the answer, with its cookies kept in the jar. */
async function call(fn: (args: never) => unknown, request: Request, jar: CookieJar): Promise<Response | { status: number; body: Record<string, unknown> }> {
  try {
    const answer = await fn({ request, params: {}, context } as never);
    if (answer instanceof Response) {
      jar.take(answer);
      return answer;
    }
    const d = answer as { data?: unknown; init?: { status?: number } | null };
    return { status: d.init?.status ?? 200, body: ("data" in (answer as object) ? d.data : answer) as Record<string, unknown> };
  } catch (thrown) {
    if (thrown instanceof Response) {
      jar.take(thrown);
      return thrown;
    }
    throw thrown;
  }
}

/** The login code went to this number a moment ago, when the test signed them in: the cooldown is over by the time they come back. */
async function afterCooldown(mobile: string) {
  await (await getDb()).delete(rateLimits).where(eq(rateLimits.key, `otp:cooldown:${mobile}`));
}

/** The consumer's journeys that paisaplus holds as its leads (what its leads report lists). */
async function paisaplusLeadsOf(userId: number) {
  return (await getDb())
    .select({ id: prospectApplications.id })
    .from(prospectApplications)
    .where(and(ownLeads(paisaplus.id), eq(prospectApplications.userId, userId)));
}

async function paisaplusJourneysOf(mobileOrUser: { contact?: string; userId?: number }) {
  const db = await getDb();
  const rows = await db.select().from(prospectApplications).where(eq(prospectApplications.partnerId, paisaplus.id));
  return rows.filter((r) => (mobileOrUser.contact && r.contact === mobileOrUser.contact) || (mobileOrUser.userId && r.userId === mobileOrUser.userId));
}

/** A consumer of the default brand with a name, PAN and birth date on file, signed in once before (their own browser's cookies are dropped). */
async function existingDefaultConsumer() {
  const mobile = newMobile();
  const { jar } = await logInByOtp(mobile, "pl");
  const journey = (await getProspect(jar.get("prospectAppId")))!;
  expect(journey.partnerId, "the default brand's consumer: nobody's lead").toBeNull();
  const consumer = await consumerWith(mobile, { firstName: "Priya", lastName: "Sharma", tin: "ABCPS1234K", birthDate: "1990-08-15" });
  await afterCooldown(mobile);
  return { mobile, consumer };
}

beforeAll(async () => {
  auth = await import("~/routes/public/partner-auth");
  verification = await import("~/routes/public/verification");
  const db = await getDb();
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.name, "paisaplus"));
  paisaplus = { id: row.id, secret: await rotateHandoffSecret(row.id) };
  const [other] = await db.select({ id: partners.id }).from(partners).where(eq(partners.name, "rupeeraah"));
  rupeeraah = { id: other.id };
});

describe("/auth for a consumer who already exists", () => {
  it("signs nobody in: the number gets a login code, the browser the code page; only the right code signs them in, and paisaplus gets no lead", async () => {
    const { mobile, consumer } = await existingDefaultConsumer();
    const jar = new CookieJar();
    const log = captureServerLog();
    let code: string;
    try {
      const answer = (await call(auth.loader, jar.request(authPath(mobile)), jar)) as Response;
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location"), "to the code page, as a login would").toBe("/verification");
      expect(answer.headers.get("cache-control")).toBe("no-store");
      code = lastLoggedCode(log, mobile);
    } finally {
      log.stop();
    }
    expect(code, "a code was sent to the number").toMatch(/^\d{6}$/);
    expect(jar.get("atkn"), "nobody signed in before the code").toBeNull();
    const journey = (await getProspect(jar.get("prospectAppId")))!;
    expect(journey, "a journey waiting for the code").toMatchObject({ contact: mobile, userId: null, step: "login" });
    expect(journey.partnerId, "not a journey of paisaplus's").toBeNull();
    expect(await paisaplusJourneysOf({ contact: mobile }), "no paisaplus prospect for them").toEqual([]);

    // The code page itself shows where the code went, and nothing of the consumer's.
    const page = await call(verification.loader, jar.request("/verification"), jar);
    expect(page).toEqual({ status: 200, body: { maskedContact: `XXXXXX${mobile.slice(-4)}` } });

    const wrong = await call(verification.action, jar.request("/verification", { form: { intent: "verify", otp: code === "000000" ? "111111" : "000000" } }), jar);
    expect(wrong.status).toBe(400);
    expect(jar.get("atkn"), "a wrong code signs nobody in").toBeNull();

    const right = (await call(verification.action, jar.request("/verification", { form: { intent: "verify", otp: code } }), jar)) as Response;
    expect(right.status).toBe(302);
    expect(jar.get("atkn"), "signed in after the right code").toBeTruthy();
    const after = (await getProspect(jar.get("prospectAppId")))!;
    expect(after).toMatchObject({ userId: consumer.id, step: "verified", partnerId: null });
    expect(await paisaplusLeadsOf(consumer.id), "never in paisaplus's leads report").toEqual([]);
  });

  it("a consumer another partner brought stays that partner's after the code", async () => {
    const mobile = newMobile();
    const { jar: first } = await logInByOtp(mobile, "pl", { landing: "/rupeeraah" });
    expect((await getProspect(first.get("prospectAppId")))!.partnerId).toBe(rupeeraah.id);
    await afterCooldown(mobile);
    const jar = new CookieJar();
    const log = captureServerLog();
    let code: string;
    try {
      await call(auth.loader, jar.request(authPath(mobile)), jar);
      code = lastLoggedCode(log, mobile);
    } finally {
      log.stop();
    }
    expect(jar.get("atkn")).toBeNull();
    await call(verification.action, jar.request("/verification", { form: { intent: "verify", otp: code } }), jar);
    expect(jar.get("atkn")).toBeTruthy();
    const after = (await getProspect(jar.get("prospectAppId")))!;
    expect(after.partnerId, "the first partner keeps them").toBe(rupeeraah.id);
    expect(await paisaplusLeadsOf(after.userId!)).toEqual([]);
  });
});

describe("/auth for an existing consumer whose code was sent a moment ago", () => {
  it("still goes to the code page, saying why no new code came, and signs nobody in", async () => {
    const mobile = newMobile();
    await logInByOtp(mobile, "pl");
    const jar = new CookieJar();
    const answer = (await call(auth.loader, jar.request(authPath(mobile)), jar)) as Response;
    expect([answer.status, answer.headers.get("location")]).toEqual([302, "/verification"]);
    const toast = JSON.parse(Buffer.from(jar.get("toast") ?? "", "base64url").toString("utf8"));
    expect(toast, "the cooldown is told on the code page").toEqual([expect.objectContaining({ type: "error", message: "validation.otpCooldown" })]);
    expect(jar.get("atkn")).toBeNull();
  });
});

describe("/auth never switches a browser signed in as someone else (login CSRF)", () => {
  it("a browser signed in as A keeps A's session when a hand-off for B arrives, new or existing, and is shown a page saying so", async () => {
    const a = newMobile();
    const { jar } = await logInByOtp(a, "pl");
    const sessionOfA = jar.get("atkn");
    const journeyOfA = jar.get("prospectAppId");
    const { mobile: existing } = await existingDefaultConsumer();
    for (const b of [newMobile(), existing]) {
      const answer = await call(auth.loader, jar.request(authPath(b)), jar);
      expect(answer.status, "a page, not a redirect").toBe(409);
      expect((answer as { body: unknown }).body).toEqual({ signedInAsAnother: true });
      expect(jar.get("atkn"), "still A's session").toBe(sessionOfA);
      expect(jar.get("prospectAppId"), "still A's journey").toBe(journeyOfA);
      expect(await paisaplusJourneysOf({ contact: b }), "nothing made for B").toEqual([]);
    }
    const after = await getConsumerContext(jar.request("/"));
    expect(after.consumer?.mobilePhoneNumber, "the browser still shows A").toBe(a);
  });

  it("a browser already signed in as the same person just continues: same session, to their step, no new lead", async () => {
    const mobile = newMobile();
    const { jar, location } = await logInByOtp(mobile, "pl");
    const before = jar.get("atkn");
    const answer = (await call(auth.loader, jar.request(authPath(mobile)), jar)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(location);
    expect(jar.get("atkn"), "the same session").toBe(before);
    const journey = (await getProspect(jar.get("prospectAppId")))!;
    expect(await paisaplusLeadsOf(journey.userId!)).toEqual([]);
  });
});

describe("/auth for a new number", () => {
  it("still signs them in at once on paisaplus's journey, which is paisaplus's lead", async () => {
    const mobile = newMobile();
    const jar = new CookieJar();
    const answer = (await call(auth.loader, jar.request(authPath(mobile)), jar)) as Response;
    expect([answer.status, answer.headers.get("location")]).toEqual([302, "/user/user-detail"]);
    expect(jar.get("atkn")).toBeTruthy();
    expect(jar.get("urlSegment")).toBe("paisaplus");
    const journey = (await getProspect(jar.get("prospectAppId")))!;
    expect(journey).toMatchObject({ partnerId: paisaplus.id, step: "verified", channelId: CHANNELS.handoff });
    expect(await paisaplusLeadsOf(journey.userId!)).toHaveLength(1);
    // The hand-off is how this new consumer came (GET /api/user/{id}'s channel_id).
    const [consumer] = await (await getDb()).select().from(users).where(eq(users.id, journey.userId!));
    expect(consumer.channelId).toBe(CHANNELS.handoff);
  });
});
