import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditApplications, creditApplicationStatusHistory, lenders, users } from "../../../db/schema";
import { intakeSchema } from "~/forms/partner/intake";
import { setClock } from "~/server/platform/db/clock.server";
import { getConfig } from "~/server/platform/db/config.server";
import { getDb } from "~/server/platform/db/db.server";
import { INTAKE_MAX_PER_ADDRESS, INTAKE_MAX_PER_ADDRESS_AND_APPLICATION, INTAKE_RATE_WINDOW_SECONDS } from "~/server/partner/intake-access.server";
import { getIntakeContext, submitIntake, type IntakeAccess } from "~/server/partner/intake.server";
import { hitRateLimit } from "~/server/platform/http/rate-limit.server";
import { createSession } from "~/server/platform/http/session.server";
import { signIntakeLink, verifyIntakeLink } from "~/server/platform/http/signed-links.server";

let lenderName = "";
let appUuid = "";
let appOwner: IntakeAccess;

/** Business time in this file: noon in India on 22 November 2026 (docs/decisions/032); links and rate limits keep the machine's time. */
const formFilledAt = new Date("2026-11-22T06:30:00Z");
beforeAll(() => setClock(formFilledAt));
afterAll(() => setClock(null));

const answers = {
  loanAmount: "250000",
  purposeOfLoan: "working_capital",
  gender: "female",
  maritalStatus: "married",
  fathersName: "Ramesh Kumar",
  mothersName: "Sita Devi",
  annualSalesTurnOver: "2500000",
  uan: "UDYAM-MH-12-1234567",
  name: "Devi Stores",
  dateOfIncorporation: "2019-04-01",
  category: "Retail",
  subCategory: "Apparel",
  nature: "retailer",
  businessAddressLine1: "Shop 4, Main Bazaar",
  businessAddressLine2: "Near Bus Stand",
  businessAddressPincode: "411001",
  consent: "on",
};

/** A consumer, and a business-loan application of theirs with the lender whose form is tested. */
async function newApplication(): Promise<{ uuid: string; userId: number; owner: IntakeAccess }> {
  const db = await getDb();
  const [lender] = await db
    .select()
    .from(lenders)
    .where(and(eq(lenders.productType, "bl"), eq(lenders.name, lenderName)));
  const [user] = await db
    .insert(users)
    .values({
      mobilePhoneNumber: `98${Math.floor(Math.random() * 1e8)
        .toString()
        .padStart(8, "0")}`,
    })
    .returning();
  const [app] = await db.insert(creditApplications).values({ userId: user.id, lenderId: lender.id, amount: 250000 }).returning();
  return { uuid: app.uuid, userId: user.id, owner: { via: "owner", userId: user.id } };
}

beforeAll(async () => {
  const db = await getDb();
  const rows = await db.select().from(lenders).where(eq(lenders.productType, "bl"));
  lenderName = rows.find((l) => l.intakeOptions)!.name;
  ({ uuid: appUuid, owner: appOwner } = await newApplication());
});

describe("merchant intake", () => {
  it("answers missing for an unknown application or the wrong lender", async () => {
    expect(await getIntakeContext(lenderName, "00000000-0000-0000-0000-000000000000", appOwner)).toEqual({ kind: "missing" });
    expect(await getIntakeContext("no-such-lender", appUuid, appOwner)).toEqual({ kind: "missing" });
    expect(await getIntakeContext(lenderName, "not-a-uuid", appOwner)).toEqual({ kind: "missing" });
  });

  it("checks each rule: UAN format, a future date, the postal code, consent, a sub-category when the category has some", async () => {
    const ctx = await getIntakeContext(lenderName, appUuid, appOwner);
    if (ctx.kind !== "open") throw new Error("expected an open form");
    const schema = intakeSchema(ctx.options, formFilledAt);
    const errorsOf = (overrides: Record<string, string>) => {
      const parsed = schema.safeParse({ ...answers, ...overrides });
      return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
    };
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ uan: "" })).toEqual({});
    expect(errorsOf({ uan: "UDYAM-M-12-1234567" })).toEqual({ uan: "intake:errors.uan" });
    expect(errorsOf({ dateOfIncorporation: "2026-11-23" })).toEqual({ dateOfIncorporation: "intake:errors.futureDate" });
    expect(errorsOf({ businessAddressPincode: "1234567" })).toEqual({ businessAddressPincode: "intake:errors.pincode" });
    expect(errorsOf({ businessAddressPincode: "41100" })).toEqual({ businessAddressPincode: "intake:errors.pincode" });
    expect(errorsOf({ businessAddressPincode: "011001" })).toEqual({ businessAddressPincode: "intake:errors.pincode" });
    expect(errorsOf({ consent: "" })).toHaveProperty("consent");
    expect(errorsOf({ loanAmount: "lots" })).toEqual({ loanAmount: "intake:errors.number" });
    expect(errorsOf({ subCategory: "" })).toEqual({ subCategory: "validation.required" });
    expect(errorsOf({ category: "Services", subCategory: "" })).toEqual({});
  });

  it("stores one submission when the same form arrives several times at once, and moves the application on", async () => {
    const { uuid, owner } = await newApplication();
    const ctx = await getIntakeContext(lenderName, uuid, owner);
    if (ctx.kind !== "open") throw new Error("expected an open form");
    const value = intakeSchema(ctx.options, formFilledAt).parse(answers);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => submitIntake(ctx, value)));
    expect(outcomes.filter((o) => !o.duplicate)).toHaveLength(1);
    expect(new Set(outcomes.map((o) => o.redirectionUrl)).size).toBe(1);
    const db = await getDb();
    const [app] = await db.select().from(creditApplications).where(eq(creditApplications.uuid, uuid));
    expect(app.status).toBe("in_progress");
    expect(app.intakeSubmission).toMatchObject({ name: "Devi Stores", subCategory: "Apparel" });
    const history = await db.select().from(creditApplicationStatusHistory).where(eq(creditApplicationStatusHistory.creditApplicationId, app.id));
    expect(history.map((h) => h.status)).toEqual(["in_progress"]);
    expect(await getIntakeContext(lenderName, uuid, owner)).toEqual({ kind: "decided", redirectionUrl: app.redirectionUrl });
  });

  it("rejects a merchant below the lender's rules", async () => {
    const { uuid, owner } = await newApplication();
    const ctx = await getIntakeContext(lenderName, uuid, owner);
    if (ctx.kind !== "open") throw new Error("expected an open form");
    const outcome = await submitIntake(ctx, intakeSchema(ctx.options, formFilledAt).parse({ ...answers, annualSalesTurnOver: "50000" }));
    expect(outcome.result).toBe("rejected");
    const db = await getDb();
    const [app] = await db.select().from(creditApplications).where(eq(creditApplications.uuid, uuid));
    expect(app.status).toBe("rejected");
  });
});

/** A request from its own address, as the server passes it on: each test starts its rate-limit counts afresh. */
const newAddress = () => `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

const filledForm = () => {
  const form = new FormData();
  for (const [k, v] of Object.entries(answers)) form.set(k, v);
  return form;
};

/** Calls a JSON twin as the server would route it: "fields" is GET {lender}-intake-fields, "submit" POST {lender}-intake. */
async function callApi(call: "fields" | "submit", uuid: string, options: { lender?: string; query?: string; headers?: Record<string, string>; body?: FormData } = {}): Promise<Response> {
  const mod = await import("~/routes/api/intake");
  const segment = `${options.lender ?? lenderName}-intake${call === "fields" ? "-fields" : ""}`;
  const url = `http://localhost/api/${segment}/${uuid}${options.query ? `?${options.query}` : ""}`;
  const method = call === "fields" ? "GET" : "POST";
  const body = call === "submit" ? (options.body ?? filledForm()) : undefined;
  const request = new Request(url, { method, body, headers: { "x-client-ip": newAddress(), ...options.headers } });
  const args = { request, params: { intakePath: segment, creditappUuid: uuid }, context: {} } as never;
  return (call === "fields" ? mod.loader(args) : mod.action(args)) as Promise<Response>;
}

/** Rate limits count in fixed windows: a test that counts up to one starts well inside a window, so it never straddles two. */
async function awayFromWindowEdge() {
  const into = (Date.now() / 1000) % INTAKE_RATE_WINDOW_SECONDS;
  if (into > INTAKE_RATE_WINDOW_SECONDS - 20) await new Promise((r) => setTimeout(r, (INTAKE_RATE_WINDOW_SECONDS - into + 1) * 1000));
}

/** Calls the merchant form's page (loader or action) through the language middleware, as the server does; a thrown answer is returned. */
async function callPage(kind: "loader" | "action", uuid: string, options: { query?: string; headers?: Record<string, string>; body?: FormData } = {}) {
  const mod = await import("~/routes/public/lender-intake");
  const { i18nextMiddleware } = await import("~/middleware/i18next");
  const url = `http://localhost/user/lender-intake/${lenderName}/${uuid}${options.query ? `?${options.query}` : ""}`;
  const request = new Request(url, { method: kind === "loader" ? "GET" : "POST", body: options.body, headers: { "x-client-ip": newAddress(), ...options.headers } });
  const context = new RouterContextProvider();
  const args = { request, params: { lender: lenderName, creditappUuid: uuid }, context } as never;
  let result: unknown;
  await i18nextMiddleware(args, async () => {
    result = await (kind === "loader" ? mod.loader(args) : mod.action(args)).catch((thrown: unknown) => thrown);
    return new Response();
  });
  return result as { init?: { status?: number; headers?: Record<string, string> }; data?: unknown; status?: number; headers?: Headers } & Record<string, unknown>;
}

const bearer = async (userId: number) => ({ authorization: `Bearer ${(await createSession("user", userId)).token}` });
const cookie = async (userId: number) => ({ cookie: (await createSession("user", userId)).setCookie.split(";")[0] });
const queryOf = (link: string) => link.split("?")[1];

describe("the intake JSON twins", () => {
  it("GET {lender}-intake-fields answers the owner the option lists, and 404 for an unknown application", async () => {
    const { uuid, userId } = await newApplication();
    const res = await callApi("fields", uuid, { headers: await bearer(userId) });
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual(["category", "gender", "maritalStatus", "nature", "purposeOfLoan"]);
    expect((await callApi("fields", "00000000-0000-0000-0000-000000000000", { headers: await bearer(userId) })).status).toBe(404);
  });

  it("POST {lender}-intake answers 422 with the errors of each field, then success and the redirection URL, then success 'false'", async () => {
    const { uuid, userId } = await newApplication();
    const headers = await cookie(userId);
    const bad = new FormData();
    bad.set("uan", "UDYAM-1");
    bad.set("businessAddressPincode", "1234567");
    const invalid = await callApi("submit", uuid, { headers, body: bad });
    expect(invalid.status).toBe(422);
    const errors = (await invalid.json()).errors;
    expect(errors.uan).toEqual(["Please enter a valid UAN"]);
    expect(errors.businessAddressPincode).toEqual(["Please enter a valid 6 digit pincode"]);
    expect(errors.loanAmount).toEqual(["This field is required"]);

    const ok = await callApi("submit", uuid, { headers });
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body).toEqual({ success: true, redirectionUrl: `/user/lenders-transaction/${lenderName}` });

    const again = await callApi("fields", uuid, { headers });
    expect(await again.json()).toEqual({ success: "false", redirectionUrl: body.redirectionUrl });
  });
});

async function submittedAtOf(uuid: string) {
  const db = await getDb();
  const [app] = await db.select().from(creditApplications).where(eq(creditApplications.uuid, uuid));
  return app.intakeSubmittedAt;
}

describe("who may open a merchant form", () => {
  const submittedAt = submittedAtOf;

  it("the owner, by session cookie or Bearer token", async () => {
    const { uuid, userId } = await newApplication();
    expect((await callApi("fields", uuid, { headers: await cookie(userId) })).status).toBe(200);
    expect((await callApi("fields", uuid, { headers: await bearer(userId) })).status).toBe(200);
    expect((await callApi("submit", uuid, { headers: await bearer(userId) })).status).toBe(200);
    expect(await submittedAt(uuid)).not.toBeNull();
  });

  it("not another consumer: 404, exactly as for an application that does not exist", async () => {
    const { uuid } = await newApplication();
    const other = await newApplication();
    const headers = await bearer(other.userId);
    const read = await callApi("fields", uuid, { headers });
    const missing = await callApi("fields", "00000000-0000-0000-0000-000000000000", { headers });
    expect(read.status).toBe(404);
    expect(await read.json()).toEqual(await missing.json());
    expect((await callApi("submit", uuid, { headers })).status).toBe(404);
    expect(await submittedAt(uuid)).toBeNull();
  });

  it("not a stranger: 401 without credentials, the same for an application that exists and one that does not", async () => {
    const { uuid } = await newApplication();
    const read = await callApi("fields", uuid);
    const missing = await callApi("fields", "00000000-0000-0000-0000-000000000000");
    expect(read.status).toBe(401);
    expect(missing.status).toBe(401);
    expect(await read.json()).toEqual(await missing.json());
    expect((await callApi("submit", uuid)).status).toBe(401);
    // A session that has ended is no credential either.
    expect((await callApi("submit", uuid, { headers: { authorization: "Bearer no-such-token" } })).status).toBe(401);
    expect(await submittedAt(uuid)).toBeNull();
  });

  it("a signed link the lender was given opens and submits the form without a session, until it expires", async () => {
    const { uuid } = await newApplication();
    const link = signIntakeLink(lenderName, uuid);
    expect(link).toMatch(new RegExp(`^/user/lender-intake/${lenderName}/${uuid}\\?exp=\\d+&sig=[\\w-]{43}$`));
    const exp = Number(new URLSearchParams(queryOf(link)).get("exp"));
    const hours = (exp - Date.now() / 1000) / 3600;
    expect(hours).toBeGreaterThan(getConfig().SIGNED_LINK_HOURS - 0.01);
    expect(hours).toBeLessThanOrEqual(getConfig().SIGNED_LINK_HOURS);

    expect((await callApi("fields", uuid, { query: queryOf(link) })).status).toBe(200);
    // A consumer who is not the owner, holding the lender's link, may use the link.
    expect((await callApi("fields", uuid, { query: queryOf(link), headers: await bearer((await newApplication()).userId) })).status).toBe(200);
    const ok = await callApi("submit", uuid, { query: queryOf(link) });
    expect(await ok.json()).toEqual({ success: true, redirectionUrl: `/user/lenders-transaction/${lenderName}` });
    expect(await submittedAt(uuid)).not.toBeNull();
  });

  it("refuses a signed link that is tampered with, made for another form, or expired: 403, and the form stays unsent", async () => {
    const { uuid } = await newApplication();
    const other = await newApplication();
    const good = new URLSearchParams(queryOf(signIntakeLink(lenderName, uuid)));
    const sig = good.get("sig")!;
    const flipped = `${sig.slice(0, 10)}${sig[10] === "A" ? "B" : "A"}${sig.slice(11)}`;
    const bad = [
      `exp=${good.get("exp")}&sig=${flipped}`,
      `exp=${Number(good.get("exp")) + 3600}&sig=${sig}`,
      `exp=${good.get("exp")}`,
      `sig=${sig}`,
      queryOf(signIntakeLink(lenderName, other.uuid)),
      queryOf(signIntakeLink("another-lender", uuid)),
      queryOf(signIntakeLink(lenderName, uuid, new Date(Date.now() - (getConfig().SIGNED_LINK_HOURS * 3600 + 1) * 1000))),
    ];
    for (const query of bad) {
      expect((await callApi("fields", uuid, { query })).status, query).toBe(403);
      expect((await callApi("submit", uuid, { query })).status, query).toBe(403);
    }
    expect(await submittedAt(uuid)).toBeNull();

    expect(verifyIntakeLink(lenderName, uuid, new URLSearchParams())).toEqual({ status: "absent" });
    expect(verifyIntakeLink(lenderName, uuid, new URLSearchParams(`exp=${good.get("exp")}&sig=${flipped}`))).toEqual({ status: "invalid" });
    const expired = new URLSearchParams(queryOf(signIntakeLink(lenderName, uuid, new Date("2020-01-01"))));
    expect(verifyIntakeLink(lenderName, uuid, expired)).toEqual({ status: "expired" });
    // A verified link reaches only its own form, even when a caller hands it to another.
    const check = verifyIntakeLink(lenderName, other.uuid, new URLSearchParams(queryOf(signIntakeLink(lenderName, other.uuid))));
    if (check.status !== "valid") throw new Error("expected a valid link");
    expect(await getIntakeContext(lenderName, uuid, { via: "signed-link", link: check.link })).toEqual({ kind: "missing" });
  });

  it("its owner's session opens the form even beside a stale link", async () => {
    const { uuid, userId } = await newApplication();
    const stale = queryOf(signIntakeLink(lenderName, uuid, new Date("2020-01-01")));
    expect((await callApi("fields", uuid, { query: stale, headers: await bearer(userId) })).status).toBe(200);
  });

  it("answers 429 past the limit from one address to one application, whoever asks, and says when to try again", async () => {
    await awayFromWindowEdge();
    const { uuid, userId } = await newApplication();
    const address = newAddress();
    const headers = { "x-client-ip": address, ...(await bearer(userId)) };
    for (let i = 0; i < INTAKE_MAX_PER_ADDRESS_AND_APPLICATION; i++) {
      expect((await callApi("fields", uuid, { headers })).status).toBe(200);
    }
    const limited = await callApi("submit", uuid, { headers });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(INTAKE_RATE_WINDOW_SECONDS);
    expect((await limited.json()).message).toMatch(/too many times\. Please try again in \d+ min\./);
    expect(await submittedAt(uuid)).toBeNull();
    // A stranger from that address is counted and limited too; the owner from another address is not.
    expect((await callApi("fields", uuid, { headers: { "x-client-ip": address } })).status).toBe(429);
    expect((await callApi("fields", uuid, { headers: await bearer(userId) })).status).toBe(200);
  });

  it("limits one address across every application too", async () => {
    await awayFromWindowEdge();
    const address = newAddress();
    const now = new Date();
    // Spend the address's allowance directly, as a sweep of guessed links would.
    for (let i = 0; i < INTAKE_MAX_PER_ADDRESS; i++) await hitRateLimit(`intake:addr:${address}`, INTAKE_MAX_PER_ADDRESS, INTAKE_RATE_WINDOW_SECONDS, now);
    const { uuid, userId } = await newApplication();
    expect((await callApi("fields", uuid, { headers: { "x-client-ip": address, ...(await bearer(userId)) } })).status).toBe(429);
  });
});

describe("the merchant form's page", () => {
  it("shows the form to the owner, and to a signed link with the link kept in the form's own post", async () => {
    const { uuid, userId } = await newApplication();
    const owner = await callPage("loader", uuid, { headers: await cookie(userId) });
    expect(owner).toMatchObject({ loggedIn: true, formAction: undefined });
    const link = signIntakeLink(lenderName, uuid);
    const linked = await callPage("loader", uuid, { query: queryOf(link) });
    expect(linked).toMatchObject({ loggedIn: false, formAction: link });
  });

  it("answers a stranger, another consumer and a bad link with the 404 of an unknown application", async () => {
    const { uuid } = await newApplication();
    const other = await newApplication();
    const expired = queryOf(signIntakeLink(lenderName, uuid, new Date("2020-01-01")));
    const attempts = [
      await callPage("loader", uuid),
      await callPage("loader", uuid, { headers: await cookie(other.userId) }),
      await callPage("loader", uuid, { query: expired }),
      await callPage("action", uuid, { body: filledForm() }),
      await callPage("action", uuid, { body: filledForm(), headers: await cookie(other.userId) }),
      await callPage("loader", "00000000-0000-0000-0000-000000000000"),
    ];
    for (const answer of attempts) expect(answer).toMatchObject({ data: null, init: { status: 404 } });
    expect(await submittedAtOf(uuid)).toBeNull();
  });

  it("submits through a signed link and goes where the lender sends the merchant", async () => {
    const { uuid } = await newApplication();
    const answer = await callPage("action", uuid, { query: queryOf(signIntakeLink(lenderName, uuid)), body: filledForm() });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as unknown as Response).headers.get("location")).toBe(`/user/lenders-transaction/${lenderName}`);
    expect(await submittedAtOf(uuid)).not.toBeNull();
  });

  it("answers 429 in the visitor's language past the limit", async () => {
    await awayFromWindowEdge();
    const { uuid, userId } = await newApplication();
    const headers = { "x-client-ip": newAddress(), ...(await cookie(userId)) };
    for (let i = 0; i < INTAKE_MAX_PER_ADDRESS_AND_APPLICATION; i++) await callPage("loader", uuid, { headers });
    const limited = await callPage("loader", uuid, { headers, query: "lng=hi" });
    expect(limited.init?.status).toBe(429);
    expect(limited.data).toEqual({ title: "कृपया कुछ मिनट रुकें", message: expect.stringMatching(/^यह फ़ॉर्म बहुत बार खोला या भेजा गया है। कृपया \d+ मिनट बाद फिर से कोशिश करें।$/) });
  });
});
