import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { otpChallenges, outbox, users } from "../../../db/schema";
import { findOrCreateConsumer, getConsumer } from "~/server/consumer/consumers.server";
import { getDb } from "~/server/platform/db/db.server";
import { consumerWith, lastLoggedCode, logInByOtp, type CookieJar } from "../../support/consumer-session";
import { captureServerLog, type CapturedLog } from "../../support/log-capture";
import { callUserPage } from "../../support/route-call";

let log: CapturedLog;
beforeEach(() => {
  log = captureServerLog();
});
afterEach(() => log.stop());

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: { get: () => "en" } }) as never;
const call = async <T>(fn: () => Promise<T>): Promise<T | Response> => fn().catch((e: unknown) => (e instanceof Response ? e : Promise.reject(e)));

const personal = (email: string) => ({
  intent: "personal",
  firstName: "Priya",
  lastName: "Sharma",
  birthDate: "15/08/1990",
  pan: "ABCPS1234K",
  email,
  gender: "female",
  address1: "12 MG Road",
  postalCode: "560001",
  residenceType: "owned",
  educationalLevel: "graduate",
  desiredLoanAmount: "100000",
  creditScoreBand: "700_749",
});

async function saveProfileEmail(jar: CookieJar, email: string) {
  const detail = await import("~/routes/user/user-detail");
  return (await call(() => callUserPage(detail.action, jar.request("/user/user-detail", { form: personal(email) })))) as Response;
}

/**
 * The profile saved with a new email, then its code asked for as applying
 * does (docs/decisions/103: the email is confirmed when applying, not before
 * the offers; the consent step's way there sends it with sendEmailCode, as the confirm page's "send a new code" does).
 */
async function saveAndAskCode(jar: CookieJar, email: string) {
  const saved = await saveProfileEmail(jar, email);
  await confirm(jar, { intent: "resend" });
  return saved;
}

async function confirm(jar: CookieJar, form: Record<string, string>, next = "/user/user-detail?step=employment") {
  const page = await import("~/routes/user/confirm-email");
  return call(() => callUserPage(page.action, jar.request(`/user/confirm-email?${new URLSearchParams({ next })}`, { form }))) as Promise<
    Response | { data: { result: { error: Record<string, string[]> }; attemptsLeft?: number; locked?: boolean }; init: { status: number } }
  >;
}

async function apiUser(jar: CookieJar, id: number) {
  const { loader } = await import("~/routes/api/user");
  return (await (loader(args(jar.request(`/api/user/${id}`), { id: String(id) })) as Promise<Response>)).json() as Promise<{ data: Record<string, unknown> }>;
}

async function freshConsumer(mobile: string) {
  const { jar } = await logInByOtp(mobile);
  const consumer = (await findOrCreateConsumer({ kind: "mobile", value: mobile }, "en"))!;
  return { jar, id: consumer.id };
}

describe("a new email on the profile", () => {
  it("waits as pending with a code sent to it, is neither used nor shown as verified, and counts once confirmed", async () => {
    const { jar, id } = await freshConsumer("9812500001");
    const saved = await saveProfileEmail(jar, "Priya.New@Example.in");
    expect(saved.status).toBe(302);
    // The profile goes on to the next step: no code is asked before the offers.
    expect(saved.headers.get("location")).toBe("/user/user-detail?step=employment");
    const db = await getDb();
    const emailCodes = () =>
      db
        .select()
        .from(otpChallenges)
        .where(and(eq(otpChallenges.destination, "priya.new@example.in"), eq(otpChallenges.purpose, "email_change")));
    expect(await emailCodes()).toHaveLength(0);
    await confirm(jar, { intent: "resend" });
    const [challenge] = await db
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.destination, "priya.new@example.in"), eq(otpChallenges.purpose, "email_change")));
    expect(challenge).toBeTruthy();

    let consumer = (await getConsumer(id))!;
    expect(consumer).toMatchObject({ email: null, emailVerified: 0, pendingEmail: "priya.new@example.in", firstName: "Priya" });
    expect((await apiUser(jar, id)).data).toMatchObject({ email: null, email_verified: 0, pending_email: "priya.new@example.in" });

    const code = lastLoggedCode(log, "priya.new@example.in");
    const badShape = (await confirm(jar, { intent: "confirm", code: "12" })) as { data: { result: { error: Record<string, string[]> } } };
    expect(badShape.data.result.error.code).toEqual(["validation.otp"]);
    const wrong = (await confirm(jar, { intent: "confirm", code: code === "000000" ? "111111" : "000000" })) as {
      data: { result: { error: Record<string, string[]> }; attemptsLeft: number };
    };
    expect(wrong.data.result.error.code).toEqual(["emailChange.wrongCode"]);
    expect(wrong.data.attemptsLeft).toBe(4);

    const done = (await confirm(jar, { intent: "confirm", code })) as Response;
    expect(done.headers.get("location")).toBe("/user/user-detail?step=employment");
    consumer = (await getConsumer(id))!;
    expect(consumer).toMatchObject({ email: "priya.new@example.in", emailVerified: 1, pendingEmail: null });
    expect((await apiUser(jar, id)).data).toMatchObject({ email: "priya.new@example.in", email_verified: 1, pending_email: null });
  });

  it("is not used for login while pending: logging in with it finds nobody, and whoever takes it first keeps it", async () => {
    const { jar, id } = await freshConsumer("9812500002");
    await saveAndAskCode(jar, "race@example.in");
    const code = lastLoggedCode(log, "race@example.in");
    const other = await findOrCreateConsumer({ kind: "email", value: "race@example.in" }, "en");
    expect(other.id).not.toBe(id);
    // The code is right, but the address is someone else's now: it fails like a wrong code, and nothing changes.
    const refused = (await confirm(jar, { intent: "confirm", code })) as { data: { result: { error: Record<string, string[]> } } };
    expect(refused.data.result.error.code).toEqual(["emailChange.wrongCode"]);
    expect((await getConsumer(id))!.email).toBeNull();
  });

  it("answers an email used by another consumer exactly like a free one, but sends it no code and never attaches it", async () => {
    await consumerWith("9812500099", { email: "owner@example.in", emailVerified: 1 });
    const { jar, id } = await freshConsumer("9812500003");
    const { jar: jar2 } = await freshConsumer("9812500004");

    const taken = await saveAndAskCode(jar, "Owner@example.in");
    const free = await saveAndAskCode(jar2, "free-one@example.in");
    expect(taken.status).toBe(free.status);
    expect(taken.headers.get("location")).toBe(free.headers.get("location"));
    expect([...taken.headers.keys()]).toEqual([...free.headers.keys()]);

    const db = await getDb();
    expect(
      await db
        .select()
        .from(otpChallenges)
        .where(and(eq(otpChallenges.destination, "owner@example.in"), eq(otpChallenges.purpose, "email_change"))),
    ).toHaveLength(0);
    const notices = await db.select().from(outbox).where(eq(outbox.destination, "owner@example.in"));
    expect(notices).toHaveLength(1);
    expect(notices[0].body).toContain("nothing was changed");

    // Asking again at once meets the same cooldown a free address does.
    const again = (await confirm(jar, { intent: "resend" })) as { init: { status: number } };
    const againFree = (await confirm(jar2, { intent: "resend" })) as { init: { status: number } };
    expect(again.init.status).toBe(429);
    expect(againFree.init.status).toBe(429);

    const freeCode = lastLoggedCode(log, "free-one@example.in");
    const guess = freeCode === "000000" ? "111111" : "000000";
    const answers = [];
    const answersFree = [];
    for (let i = 0; i < 5; i++) {
      answers.push(((await confirm(jar, { intent: "confirm", code: guess })) as { data: unknown }).data);
      answersFree.push(((await confirm(jar2, { intent: "confirm", code: guess })) as { data: unknown }).data);
    }
    expect(answers).toEqual(answersFree);
    expect(answers.at(-1)).toMatchObject({ locked: true, result: { error: { "": ["emailChange.locked"] } } });
    expect((await getConsumer(id))!).toMatchObject({ email: null, emailVerified: 0, pendingEmail: "owner@example.in" });
    const [owner] = await db.select().from(users).where(eq(users.email, "owner@example.in"));
    expect(owner.mobilePhoneNumber).toBe("9812500099");
  });

  it("keeps the current email when the change is dropped or the same email is typed back", async () => {
    const { jar, id } = await freshConsumer("9812500005");
    await getDb().then((db) => db.update(users).set({ email: "kept@example.in", emailVerified: 1 }).where(eq(users.id, id)));
    await saveProfileEmail(jar, "other@example.in");
    expect((await getConsumer(id))!.pendingEmail).toBe("other@example.in");
    const dropped = (await confirm(jar, { intent: "cancel" })) as Response;
    expect(dropped.headers.get("location")).toBe("/user/user-detail?step=employment");
    expect((await getConsumer(id))!).toMatchObject({ email: "kept@example.in", pendingEmail: null, emailVerified: 1 });

    await saveProfileEmail(jar, "other2@example.in");
    const back = await saveProfileEmail(jar, "KEPT@example.in");
    expect(back.headers.get("location")).toBe("/user/user-detail?step=employment");
    expect((await getConsumer(id))!).toMatchObject({ email: "kept@example.in", pendingEmail: null });
  });

  it("never sends the consumer on to another site after confirming", async () => {
    const { jar } = await freshConsumer("9812500006");
    await saveProfileEmail(jar, "next@example.in");
    const dropped = (await confirm(jar, { intent: "cancel" }, "https://evil.example/user/")) as Response;
    expect(dropped.headers.get("location")).toBe("/user/user-detail?step=employment");
  });
});
