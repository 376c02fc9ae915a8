import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { partners, prospectApplications, rateLimits, transferLinks } from "../../../db/schema";
import { newMobile } from "../../support/app-client";
import { CookieJar, lastLoggedCode, logInByOtp } from "../../support/consumer-session";
import { captureServerLog } from "../../support/log-capture";
import { signHandoffToken } from "~/domain/partner/handoff-token";
import { redirectTarget } from "~/domain/partner/partner-handoff";
import { getDb } from "~/server/platform/db/db.server";
import { acceptHandoffToken, rotateHandoffSecret, saveRedirectHosts } from "~/server/partner/partner-handoff.server";
import { getProspect } from "~/server/consumer/prospects.server";
import { sendOwnTransferLink, spendTransferLink } from "~/server/consumer/transfer-links.server";

let auth: typeof import("~/routes/public/partner-auth");
let redirectPage: typeof import("~/routes/public/partner-redirect");
let transfer: typeof import("~/routes/public/transfer");
let paisaplus: { id: number; secret: string };

const nonce = () => randomBytes(16).toString("base64url");
const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s;
const context = { get: () => "en" } as never;

/** A browser opening an address: the route's loader as React Router calls it (a thrown answer is the answer). */
async function open(loader: (args: never) => unknown, path: string, jar = new CookieJar(), params: Record<string, string> = {}): Promise<Response | { status: number; body: unknown }> {
  const request = jar.request(path);
  try {
    const answer = await loader({ request, params, context } as never);
    if (answer instanceof Response) {
      jar.take(answer);
      return answer;
    }
    const d = answer as { data?: unknown; init?: { status?: number } };
    return { status: d.init?.status ?? 200, body: "data" in (answer as object) ? d.data : answer };
  } catch (thrown) {
    if (thrown instanceof Response) {
      jar.take(thrown);
      return thrown;
    }
    throw thrown;
  }
}
const statusOf = (a: Response | { status: number }) => a.status;
const bodyOf = (a: Response | { status: number; body?: unknown }) => (a as { body?: unknown }).body as Record<string, unknown>;

beforeAll(async () => {
  auth = await import("~/routes/public/partner-auth");
  redirectPage = await import("~/routes/public/partner-redirect");
  transfer = await import("~/routes/public/transfer");
  const [row] = await (await getDb()).select({ id: partners.id }).from(partners).where(eq(partners.name, "paisaplus"));
  paisaplus = { id: row.id, secret: await rotateHandoffSecret(row.id) };
});

describe("/auth: a partner's signed hand-off", () => {
  const authPath = (token: string, partner = "paisaplus") => `/auth?partner=${partner}&token=${encodeURIComponent(token)}`;

  it("a good token signs the consumer in on a journey of the partner's, on its brand, at the product's first step; the same token again is refused", async () => {
    const mobile = newMobile();
    const token = signHandoffToken(paisaplus.secret, "paisaplus", { mobile, product: "pl", exp: inSeconds(300), nonce: nonce() });
    const jar = new CookieJar();
    const answer = (await open(auth.loader, authPath(token), jar)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location"), "a new consumer starts their profile").toBe("/user/user-detail");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(jar.get("atkn"), "signed in").toBeTruthy();
    expect(jar.get("urlSegment"), "on the partner's brand").toBe("paisaplus");
    const journey = await getProspect(jar.get("prospectAppId"));
    expect(journey).toMatchObject({ partnerId: paisaplus.id, productType: "pl", step: "verified" });
    expect(journey!.utm.utm_source).toBe("partner_handoff");

    const again = await open(auth.loader, authPath(token), new CookieJar());
    expect(statusOf(again)).toBe(410);
    expect(bodyOf(again)).toEqual({ refused: "used" });
  });

  it("refuses a forged, an expired, a too-long-lived, a malformed token and an unknown partner with a page, signing nobody in", async () => {
    const mobile = newMobile();
    const cases: [string, string, string, number][] = [
      [signHandoffToken("hs_someone-elses-secret", "paisaplus", { mobile, exp: inSeconds(300), nonce: nonce() }), "paisaplus", "forged", 400],
      // A token made for paisaplus, shown as another partner's: the partner's name is signed.
      [signHandoffToken(paisaplus.secret, "paisaplus", { mobile, exp: inSeconds(300), nonce: nonce() }), "cl", "unknown", 400],
      [signHandoffToken(paisaplus.secret, "paisaplus", { mobile, exp: inSeconds(-1), nonce: nonce() }), "paisaplus", "expired", 410],
      [signHandoffToken(paisaplus.secret, "paisaplus", { mobile, exp: inSeconds(3600), nonce: nonce() }), "paisaplus", "malformed", 400],
      ["v1.not-a-token", "paisaplus", "malformed", 400],
      [signHandoffToken(paisaplus.secret, "no-such-partner", { mobile, exp: inSeconds(300), nonce: nonce() }), "no-such-partner", "unknown", 400],
    ];
    for (const [token, partner, reason, status] of cases) {
      const jar = new CookieJar();
      const answer = await open(auth.loader, authPath(token, partner), jar);
      expect({ reason, status: statusOf(answer), body: bodyOf(answer) }).toEqual({ reason, status, body: { refused: reason } });
      expect(jar.get("atkn"), `${reason}: nobody signed in`).toBeNull();
    }
    // A changed byte of a good token's mobile breaks its signature.
    const good = signHandoffToken(paisaplus.secret, "paisaplus", { mobile, exp: inSeconds(300), nonce: nonce() });
    const tampered = good.replace(mobile, mobile.slice(0, 9) + ((Number(mobile[9]) + 1) % 10));
    expect(await acceptHandoffToken("paisaplus", tampered)).toEqual({ ok: false, reason: "forged" });
  });

  it("uses a token once even when it arrives twice at the same instant", async () => {
    const token = signHandoffToken(paisaplus.secret, "paisaplus", { mobile: newMobile(), exp: inSeconds(300), nonce: nonce() });
    const results = await Promise.all([acceptHandoffToken("paisaplus", token), acceptHandoffToken("paisaplus", token), acceptHandoffToken("paisaplus", token)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(["used", "used"]);
  });

  it("a new secret replaces the old one at once: a token signed with the old one is refused", async () => {
    const old = paisaplus.secret;
    paisaplus.secret = await rotateHandoffSecret(paisaplus.id);
    expect(paisaplus.secret).not.toBe(old);
    const stale = signHandoffToken(old, "paisaplus", { mobile: newMobile(), exp: inSeconds(300), nonce: nonce() });
    expect(await acceptHandoffToken("paisaplus", stale)).toEqual({ ok: false, reason: "forged" });
    const fresh = signHandoffToken(paisaplus.secret, "paisaplus", { mobile: newMobile(), exp: inSeconds(300), nonce: nonce() });
    expect((await acceptHandoffToken("paisaplus", fresh)).ok).toBe(true);
  });
});

describe("/redirect: only our own paths and the partner's registered hosts", () => {
  it("judges addresses by the allow-list", () => {
    const hosts = ["www.paisaplus.in"];
    expect(redirectTarget("/user/offers?x=1", hosts)).toBe("/user/offers?x=1");
    expect(redirectTarget("https://www.paisaplus.in/thanks?a=b", hosts)).toBe("https://www.paisaplus.in/thanks?a=b");
    for (const bad of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "http://www.paisaplus.in/",
      "https://www.paisaplus.in.evil.example/",
      "https://user@www.paisaplus.in/",
      "https://www.paisaplus.in:8443/",
      "javascript:alert(1)",
      "",
      "paisaplus.in",
    ]) {
      expect(redirectTarget(bad, hosts), bad).toBeNull();
    }
  });

  it("sends on to the partner's saved host on its brand, refuses another host plainly, and the default brand goes nowhere outside", async () => {
    await saveRedirectHosts(paisaplus.id, ["www.paisaplus.in"]);
    const ok = (await open(redirectPage.loader, `/redirect?partner=paisaplus&to=${encodeURIComponent("https://www.paisaplus.in/thanks")}`)) as Response;
    expect([ok.status, ok.headers.get("location")]).toEqual([302, "https://www.paisaplus.in/thanks"]);
    const own = (await open(redirectPage.loader, "/redirect?to=/products")) as Response;
    expect([own.status, own.headers.get("location")]).toEqual([302, "/products"]);
    for (const path of [
      `/redirect?partner=paisaplus&to=${encodeURIComponent("https://evil.example/")}`,
      `/redirect?to=${encodeURIComponent("https://www.paisaplus.in/thanks")}`,
      "/redirect?to=//evil.example",
      "/redirect",
    ]) {
      const refused = await open(redirectPage.loader, path);
      expect(statusOf(refused), path).toBe(400);
      expect(bodyOf(refused), path).toEqual({ refused: true });
    }
  });
});

describe("/transfer/{journey}: continuing on another device", () => {
  /** A consumer's journey and the link sent to their number, read from the demo sender's log line. */
  async function sentLink() {
    const mobile = newMobile();
    const { jar } = await logInByOtp(mobile);
    const journey = (await getProspect(jar.get("prospectAppId")))!;
    const log = captureServerLog();
    try {
      expect(await sendOwnTransferLink({ prospectId: journey.id, userId: journey.userId! })).toEqual({ ok: true, sentTo: `XXXXXX${mobile.slice(-4)}` });
      const line = log
        .entries()
        .map((e) => String(e.msg))
        .find((msg) => msg.includes("transfer link "))!;
      const link = /transfer link (\S+)$/.exec(line)![1];
      return { mobile, journey, url: new URL(link) };
    } finally {
      log.stop();
    }
  }
  const path = (url: URL) => url.pathname + url.search;
  const params = (url: URL) => ({ prospectId: url.pathname.split("/")[2] });
  const post = (url: URL, form: Record<string, string>, jar = new CookieJar()) =>
    transfer.action({ request: jar.request(path(url), { form }), params: params(url), context } as never).then((a) => {
      if (a instanceof Response) jar.take(a);
      return a;
    });

  it("a second device asks for the code, gets it on the journey's number, and resumes signed in; the link then says it was used", async () => {
    const { mobile, journey, url } = await sentLink();
    expect(url.searchParams.get("t")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await (await getDb()).select().from(transferLinks).where(eq(transferLinks.prospectApplicationId, journey.id));
    expect(row.tokenHash, "only the token's hash is kept").not.toContain(url.searchParams.get("t"));
    const opened = await open(transfer.loader, path(url), new CookieJar(), params(url));
    expect(bodyOf(opened)).toMatchObject({ refused: null, sent: false, sentTo: `XXXXXX${mobile.slice(-4)}` });

    const other = new CookieJar();
    // The login code went to this number a moment ago: the resend cooldown has passed by the time a person picks up another device.
    await (await getDb()).delete(rateLimits).where(eq(rateLimits.key, `otp:cooldown:${mobile}`));
    const log = captureServerLog();
    try {
      await post(url, { intent: "resend" }, other);
      const wrong = (await post(url, { intent: "verify", otp: "000000" === lastLoggedCode(log, mobile) ? "111111" : "000000" }, other)) as { init?: { status?: number } };
      expect(wrong.init?.status, "a wrong code stays on the page").toBe(400);
      const answer = (await post(url, { intent: "verify", otp: lastLoggedCode(log, mobile) }, other)) as Response;
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location"), "back on the step they were on: the personal loan profile").toBe("/user/user-detail");
      expect(other.get("atkn")).toBeTruthy();
      expect(other.get("prospectAppId")).toBe(journey.uuid);
    } finally {
      log.stop();
    }
    const again = await open(transfer.loader, path(url), new CookieJar(), params(url));
    expect([statusOf(again), bodyOf(again).refused]).toEqual([410, "used"]);
  });

  it("an expired link, another journey's link and a made-up token each say so; a link is used once even twice at once", async () => {
    const first = await sentLink();
    const second = await sentLink();
    // The first journey's token on the second journey's address: not a key to it.
    const foreign = new URL(second.url);
    foreign.searchParams.set("t", first.url.searchParams.get("t")!);
    const foreignAnswer = await open(transfer.loader, path(foreign), new CookieJar(), params(foreign));
    expect([statusOf(foreignAnswer), bodyOf(foreignAnswer).refused]).toEqual([404, "unknown"]);
    const madeUp = new URL(second.url);
    madeUp.searchParams.set("t", randomBytes(32).toString("base64url"));
    expect(bodyOf(await open(transfer.loader, path(madeUp), new CookieJar(), params(madeUp))).refused).toBe("unknown");
    // Posting to a refused link refuses too, and sends no code.
    expect(bodyOf({ status: 0, body: ((await post(foreign, { intent: "resend" })) as { data: unknown }).data }).refused).toBe("unknown");

    const db = await getDb();
    await db
      .update(transferLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(transferLinks.prospectApplicationId, first.journey.id));
    const expired = await open(transfer.loader, path(first.url), new CookieJar(), params(first.url));
    expect([statusOf(expired), bodyOf(expired).refused]).toEqual([410, "expired"]);

    const [live] = await db.select().from(transferLinks).where(eq(transferLinks.prospectApplicationId, second.journey.id));
    const uses = await Promise.all([spendTransferLink(live.id), spendTransferLink(live.id), spendTransferLink(live.id)]);
    expect(uses.filter(Boolean)).toHaveLength(1);
    const [journeyRow] = await db.select().from(prospectApplications).where(eq(prospectApplications.id, second.journey.id));
    expect(journeyRow.userId).toBe(second.journey.userId);
  });
});

describe("/admin/csr-portal/{id}/{pid}: a CSR sends the link", () => {
  it("a CSR (role 3) sends the consumer a link to their own number, in the care log and the audit log; an analyst (role 2) cannot", async () => {
    const { asAdmin, walkJourney } = await import("../../support/people-fixtures");
    const page = await import("~/routes/admin/csr-case");
    const mobile = newMobile();
    const person = await walkJourney(mobile);
    const casePath = `/admin/csr-portal/${person.userId}/${person.prospectId}`;
    const call = async (role: 2 | 3) =>
      (await asAdmin(role)).call(page.action, casePath, "/admin/csr-portal/:id/:pid", { params: { id: String(person.userId), pid: String(person.prospectId) }, form: { intent: "transfer" } });
    const log = captureServerLog();
    let sent: Response;
    try {
      sent = (await call(3)) as Response;
      expect(log.text()).toMatch(/transfer link http:\/\/\S+\/transfer\/[0-9a-f-]{36}\?t=[A-Za-z0-9_-]{43}/);
    } finally {
      log.stop();
    }
    expect(sent.status).toBe(302);
    const db = await getDb();
    const { adminAudit, careLog, outbox } = await import("../../../db/schema");
    const [link] = await db.select().from(transferLinks).where(eq(transferLinks.prospectApplicationId, person.prospectId));
    expect(link).toMatchObject({ sentBy: "csr", userId: person.userId });
    expect(link.adminUserId).not.toBeNull();
    expect((await db.select().from(careLog).where(eq(careLog.userId, person.userId))).map((c) => c.kind)).toContain("transfer_sent");
    const audit = await db.select().from(adminAudit).where(eq(adminAudit.subject, "transfer-link"));
    expect(audit.some((a) => a.subjectId === String(person.prospectId) && a.action === "send")).toBe(true);
    const messages = await db.select().from(outbox).where(eq(outbox.destination, mobile));
    expect(
      messages.some((m) => m.body.includes("/transfer/") && m.body.includes("t=******")),
      "the outbox keeps the message without its token",
    ).toBe(true);

    const refused = await call(2).catch((e: unknown) => e);
    expect(refused instanceof Response ? refused.status : (refused as { status?: number }).status).not.toBe(302);
    expect(await db.select().from(transferLinks).where(eq(transferLinks.prospectApplicationId, person.prospectId))).toHaveLength(1);
  });
});
