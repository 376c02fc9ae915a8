import { describe, expect, it } from "vitest";
import { getConsumerContext } from "~/server/consumer/consumer-state.server";
import { createSession, getSession, setSessionData } from "~/server/platform/http/session.server";
import { consumerWith, logInByOtp, type CookieJar } from "../../support/consumer-session";
import { callUserPage } from "../../support/route-call";

const PROFILE = {
  firstName: "Priya",
  lastName: "Sharma",
  birthDate: "1990-08-15",
  tin: "ABCPS1234K",
  address1: "12 MG Road",
  address2: "Near City Park",
  postalCode: "560001",
  seLoanAmount: 100000,
  creditScoreBand: "700_749",
  employmentStatusCode: "salaried",
  monthlyIncome: 45000,
  plCompleted: 1,
};

const call = async <T>(fn: () => Promise<T>): Promise<T | Response> => fn().catch((e: unknown) => (e instanceof Response ? e : Promise.reject(e)));
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: { get: () => "en" } }) as never;

async function returningConsumer(mobile: string) {
  const consumer = await consumerWith(mobile, PROFILE);
  const { jar, location } = await logInByOtp(mobile);
  return { consumer, jar, location };
}

async function apiUser(jar: CookieJar, id: number) {
  const { loader } = await import("~/routes/api/user");
  const response = (await loader(args(jar.request(`/api/user/${id}`), { id: String(id) }))) as Response;
  return (await response.json()) as { success: boolean; message?: string; data: Record<string, unknown> };
}

describe("session data", () => {
  it("merges a patch into the session's data and removes the keys set to null", async () => {
    const { token } = await createSession("user", 501, { data: { a: 1 } });
    const request = new Request("http://localhost/", { headers: { authorization: `Bearer ${token}` } });
    const session = (await getSession(request, "user"))!;
    await setSessionData(session, { b: "two", c: true });
    expect(session.data).toEqual({ a: 1, b: "two", c: true });
    await setSessionData(session, { a: null, c: false });
    expect((await getSession(request, "user"))!.data).toEqual({ b: "two", c: false });
  });
});

describe("the returning-user identity check", () => {
  it("verifies a brand-new consumer at login, and a returning one with PAN and birth date on file only after the check", async () => {
    const fresh = await logInByOtp("9812400001");
    expect(fresh.location).toBe("/user/user-detail");
    expect((await getConsumerContext(fresh.jar.request("/user/user-detail"))).state.identityVerified).toBe(true);

    const { jar, location } = await returningConsumer("9812400002");
    expect(location).toBe("/user/welcome-back");
    const ctx = await getConsumerContext(jar.request("/user/offers"));
    expect(ctx.state.identityVerified).toBe(false);
    expect(ctx.session!.data).toEqual({ identityVerified: false });
  });

  it("sends an unverified consumer from the profile, offers and apply pages to welcome-back, reading and posting alike", async () => {
    const { jar } = await returningConsumer("9812400003");
    const detail = await import("~/routes/user/user-detail");
    const offers = await import("~/routes/user/offers");
    const kfs = await import("~/routes/user/apply-kfs");
    const consent = await import("~/routes/user/apply-consent");
    const attempts = [
      () => callUserPage(detail.loader, jar.request("/user/user-detail?edit=1")),
      () => callUserPage(detail.action, jar.request("/user/user-detail?edit=1", { form: { intent: "personal", pan: "ZZZPZ9999Z" } })),
      () => callUserPage(offers.loader, jar.request("/user/offers")),
      () => callUserPage(offers.action, jar.request("/user/offers", { form: { intent: "remind", lender: "x" } })),
      () => callUserPage(kfs.loader, jar.request("/user/apply/moneyview"), { lender: "moneyview" }),
      () => callUserPage(consent.action, jar.request("/user/apply/moneyview/consent", { form: {} }), { lender: "moneyview" }),
    ];
    for (const attempt of attempts) {
      const answer = (await call(attempt as () => Promise<unknown>)) as Response;
      expect(answer).toBeInstanceOf(Response);
      expect(answer.headers.get("location")).toBe("/user/welcome-back");
    }
  });

  it("trusts no appId cookie: the app id of the visit is the session's", async () => {
    const { jar } = await returningConsumer("9812400004");
    jar.set("appId", jar.get("prospectAppId")!);
    const ctx = await getConsumerContext(jar.request("/user/offers"));
    expect(ctx.state.hasAppId).toBe(false);
    const offers = await import("~/routes/user/offers");
    const answer = (await call(() => callUserPage(offers.loader, jar.request("/user/offers")))) as Response;
    expect(answer.headers.get("location")).toBe("/user/welcome-back");
  });

  it("masks PAN and birth date in GET /api/user/{id} and leaves the address out until the check passes, then shows them", async () => {
    const { consumer, jar } = await returningConsumer("9812400005");
    const before = await apiUser(jar, consumer.id);
    expect(before.data).toMatchObject({
      identity_verified: false,
      tin: "XXXXXX234K",
      birth_date: "XX/XX/1990",
      first_name: "Priya",
    });
    expect(JSON.stringify(before)).not.toContain("ABCPS1234K");
    expect(JSON.stringify(before)).not.toContain("MG Road");
    expect(JSON.stringify(before)).not.toContain("560001");

    const welcome = await import("~/routes/user/welcome-back");
    const wrong = (await callUserPage(welcome.action, jar.request("/user/welcome-back", { form: { intent: "continue", birthDate: "15/08/1991", pan: "ABCPS1234K" } }))) as {
      init: { status: number };
    };
    expect(wrong.init.status).toBe(400);
    expect((await apiUser(jar, consumer.id)).data.tin).toBe("XXXXXX234K");

    const passed = (await call(() => callUserPage(welcome.action, jar.request("/user/welcome-back", { form: { intent: "continue", birthDate: "15/08/1990", pan: "abcps1234k" } })))) as Response;
    expect(passed.headers.get("location")).toBe("/user/offers");
    const after = await apiUser(jar, consumer.id);
    expect(after.data).toMatchObject({ identity_verified: true, tin: "ABCPS1234K", birth_date: "1990-08-15", address1: "12 MG Road", postal_code: "560001" });
    const ctx = await getConsumerContext(jar.request("/user/offers"));
    expect(ctx.state).toMatchObject({ identityVerified: true, hasAppId: true });
  });

  it("GET /api/user/{id} answers before the check only what the pages show then (name, masked PAN and birth date), the whole profile after it", async () => {
    const consumer = await consumerWith("9812400007", { ...PROFILE, email: "priya.sharma@example.in", employerName: "Infosys", housingLoanAmount: 1500000 });
    const { jar } = await logInByOtp("9812400007");
    const before = await apiUser(jar, consumer.id);
    // What welcome-back and the user drawer show before the check, and no more.
    expect(before.data).toEqual({
      user_id: consumer.id,
      first_name: "Priya",
      last_name: "Sharma",
      tin: "XXXXXX234K",
      birth_date: "XX/XX/1990",
      identity_verified: false,
    });
    expect(before).toMatchObject({ success: true, message: expect.stringContaining("/user/welcome-back") });
    const text = JSON.stringify(before);
    for (const secret of ["priya.sharma@example.in", "Infosys", "45000", "700_749", "100000", "1500000", "salaried", "MG Road", "560001", "ABCPS1234K"]) {
      expect(text, secret).not.toContain(secret);
    }

    const welcome = await import("~/routes/user/welcome-back");
    await call(() => callUserPage(welcome.action, jar.request("/user/welcome-back", { form: { intent: "continue", birthDate: "15/08/1990", pan: "ABCPS1234K" } })));
    const after = await apiUser(jar, consumer.id);
    expect(after.data).toMatchObject({
      identity_verified: true,
      email: "priya.sharma@example.in",
      employer_name: "Infosys",
      monthly_income: 45000,
      credit_score_band: "700_749",
      se_loan_amount: 100000,
      housing_loan_amount: 1500000,
      tin: "ABCPS1234K",
    });
  });

  it("compares at most ten tries of the check an hour, so PAN and birth date cannot be guessed", async () => {
    const { jar } = await returningConsumer("9812400006");
    const welcome = await import("~/routes/user/welcome-back");
    const attempt = (birthDate: string) => call(() => callUserPage(welcome.action, jar.request("/user/welcome-back", { form: { intent: "continue", birthDate, pan: "ABCPS1234K" } })));
    for (let i = 0; i < 10; i++) expect(((await attempt("01/01/1990")) as { init: { status: number } }).init.status).toBe(400);
    const refused = (await attempt("15/08/1990")) as { init: { status: number }; data: { result: { error: Record<string, string[]> } } };
    expect(refused.init.status).toBe(429);
    expect(refused.data.result.error[""]).toEqual(["identity.tooManyAttempts"]);
    expect((await getConsumerContext(jar.request("/user/offers"))).state.identityVerified).toBe(false);
  });
});

describe("POST /api/cookies/save", () => {
  const cookiesApi = () => import("~/routes/api/cookies");
  const post = (op: string, json: unknown) => new Request(`http://localhost/api/cookies/${op}`, { method: "POST", body: JSON.stringify(json), headers: { "content-type": "application/json" } });

  it("refuses the journey cookies the server sets itself, so no client can pick an app id", async () => {
    const { action, loader } = await cookiesApi();
    for (const name of ["appId", "prospectAppId", "productId", "productType", "utms", "urlSegment", "atkn"]) {
      const saved = (await action(args(post("save", { name, value: "x" }), { op: "save" }))) as Response;
      expect(saved.status, name).toBe(400);
      const deleted = (await action(args(post("delete", { name }), { op: "delete" }))) as Response;
      expect(deleted.status, name).toBe(400);
      const read = (await loader(args(new Request(`http://localhost/api/cookies/read?name=${name}`, { headers: { cookie: `${name}=x` } }), { op: "read" }))) as Response;
      expect(read.status, name).toBe(400);
    }
  });

  it("saves, reads and deletes the client cookies of SPEC.md 3", async () => {
    const { action, loader } = await cookiesApi();
    for (const name of ["lead", "qr", "url", "CCDetailssecured", "CCDetailsunsecured", "isMasqueradeMode"]) {
      const saved = (await action(args(post("save", { name, value: "[1]" }), { op: "save" }))) as { init: { headers: Record<string, string> } };
      expect(new Headers(saved.init.headers).get("set-cookie")).toMatch(new RegExp(`^${name}=`));
      expect(await loader(args(new Request(`http://localhost/api/cookies/read?name=${name}`, { headers: { cookie: `${name}=v` } }), { op: "read" }))).toEqual({
        value: "v",
      });
    }
  });
});
