import { TEST_DEMO_PASSWORD } from "../../support/demo-password";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditApplications, dataFiles, earnings, leads, lenders, partners, partnerUsers, prospectApplications, users } from "../../../db/schema";
import { getDb } from "~/server/platform/db/db.server";
import { recordDisbursalEarnings } from "~/server/partner/earnings.server";
import { partnerEligibilityCriteria } from "~/server/partner/eligibility-criteria.server";
import { partnerApiGuard, partnerPageGuard } from "~/middleware/partner-guard.server";
import { currentPartner } from "~/server/partner/partner-auth.server";
import { partnerDashboard } from "~/server/partner/partner-dashboard.server";
import { loginPartner } from "~/server/partner/partner-login.server";
import { changeOwnPasswordCommand } from "~/server/admin/password-commands.server";
import { hashPassword } from "~/server/admin/password.server";
import { createSession, getSession } from "~/server/platform/http/session.server";
import { callRoute } from "../../support/route-call";
import { adminBearer } from "../../support/admin-token";

const unique = () => Math.random().toString(36).slice(2, 8);
const PASSWORD = "right-password-1";

/** A new partner brand (with commission terms) and one partner user of it. */
async function newPartner(terms: { revenuePercent?: number; revenueFlatFee?: number } = {}) {
  const db = await getDb();
  const name = `it-${unique()}`;
  const [partner] = await db
    .insert(partners)
    .values({ name, displayName: `IT ${name}`, logoUrl: "/brands/cl.svg", fontFamily: "system-ui", primaryColor: "#123456", secondaryColor: "#654321", ...terms })
    .returning();
  const [user] = await db
    .insert(partnerUsers)
    .values({ username: `p_${unique()}`, passwordHash: await hashPassword(PASSWORD), partnerId: partner.id })
    .returning();
  return { partner, user };
}

const bearer = (token: string, path = "/partner") => new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } });

/** What a partner guard answers for a route: "open", or where it redirects, or its status. */
async function guardAnswer(request: Request, pattern: string, guard = partnerPageGuard): Promise<string> {
  try {
    await callRoute(() => null, { request, pattern, guards: [guard] });
    return "open";
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("location") ?? String(thrown.status);
    throw thrown;
  }
}

describe("partner sign-in", () => {
  it("signs the seeded demo partner in with the demo password, on its plain login and not on another brand's", async () => {
    expect(await loginPartner({ username: "partner", password: TEST_DEMO_PASSWORD, ip: "10.20.0.1", brand: "paisaplus" })).toEqual({ ok: false, reason: "invalid" });
    const login = await loginPartner({ username: " Partner ", password: TEST_DEMO_PASSWORD, ip: "10.20.0.1" });
    expect(login.ok).toBe(true);
    if (!login.ok) return;
    expect(login.setCookie).toMatch(/^p_atkn=.+HttpOnly/i);
    expect((await currentPartner(bearer(login.token)))?.user).toMatchObject({ username: "partner", partner: { name: "cl" } });
    expect(await getSession(bearer(login.token), "admin")).toBeNull();
  });

  it("on a brand's login page signs in only that brand's users", async () => {
    expect((await loginPartner({ username: "paisaplus", password: TEST_DEMO_PASSWORD, ip: "10.20.0.2", brand: "paisaplus" })).ok).toBe(true);
  });

  it("locks a username after ten wrong passwords for 15 minutes, the right password included", async () => {
    const { user } = await newPartner();
    for (let i = 0; i < 10; i++) {
      expect(await loginPartner({ username: user.username, password: "wrong", ip: `10.21.0.${i}` })).toEqual({ ok: false, reason: "invalid" });
    }
    expect(await loginPartner({ username: user.username, password: "wrong", ip: "10.21.1.1" })).toEqual({ ok: false, reason: "locked", retryAfterMinutes: 15 });
    expect(await loginPartner({ username: user.username, password: PASSWORD, ip: "10.21.1.2" })).toEqual({ ok: false, reason: "locked", retryAfterMinutes: 15 });
  });

  it("throttles one address whatever the usernames", async () => {
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await loginPartner({ username: `nobody_${unique()}`, password: "x", ip: "10.22.0.1" }));
    expect(answers.at(-1)).toEqual({ ok: false, reason: "throttled" });
  });

  it("refuses a disabled partner user, and ends its live session at the next request", async () => {
    const { user } = await newPartner();
    const login = await loginPartner({ username: user.username, password: PASSWORD, ip: "10.23.0.1" });
    if (!login.ok) throw new Error("login failed");
    await (await getDb()).update(partnerUsers).set({ status: 0 }).where(eq(partnerUsers.id, user.id));
    expect(await guardAnswer(bearer(login.token), "/partner")).toBe("/partner/login");
    expect(await getSession(bearer(login.token), "partner")).toBeNull();
    expect(await loginPartner({ username: user.username, password: PASSWORD, ip: "10.23.0.2" })).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("the partner guards", () => {
  it("open the partner's pages, send everyone else to /partner/login, and refuse a route not in the table", async () => {
    const { user } = await newPartner();
    const { token } = await createSession("partner", user.id);
    expect(await guardAnswer(bearer(token), "/partner/training-material/eligibility-criteria")).toBe("open");
    expect(await guardAnswer(bearer(token), "/partner/something-not-built")).toBe("/partner");
    expect(await guardAnswer(new Request("http://localhost/partner/settings"), "/partner/settings")).toBe("/partner/login");
    expect(await guardAnswer(bearer("stale-token"), "/partner")).toBe("/partner/login");
    // An admin's token is no partner's.
    expect(await guardAnswer(bearer(await adminBearer(1)), "/partner")).toBe("/partner/login");
    expect(await guardAnswer(new Request("http://localhost/partner", { headers: { cookie: `p_atkn=${token}` } }), "/partner")).toBe("open");
  });

  it("answer the JSON API with 401 JSON without a partner session", async () => {
    const answer = await callRoute(() => null, { request: bearer("nope", "/api/partner/get-eligibility-criteria"), pattern: "/api/partner/get-eligibility-criteria", guards: [partnerApiGuard] }).catch(
      (e: unknown) => e,
    );
    expect((answer as Response).status).toBe(401);
    expect(await (answer as Response).json()).toEqual({ success: false, status: 401, code: "unauthorized", message: "Unauthorized" });
  });
});

describe("eligibility criteria (SPEC.md 2.7)", () => {
  it("lists each lender switched on with its partner-visible texts, null for an empty one; the API answers the same rows", async () => {
    const db = await getDb();
    const [shown] = await db
      .insert(lenders)
      .values({
        name: `it-shown-${unique()}`,
        displayName: "AAA IT Finance",
        lenderStatus: 1,
        ageText: "21 to 58 years",
        employmentText: "Salaried only",
        incomeText: "  ",
        cibilText: "700+",
        lenderJourneyText: "Video KYC, then money in 24 hours",
      })
      .returning();
    const [off] = await db
      .insert(lenders)
      .values({ name: `it-off-${unique()}`, displayName: "AAA IT Off", lenderStatus: 0, ageText: "x" })
      .returning();
    const rows = await partnerEligibilityCriteria("en");
    expect(rows.find((r) => r.name === "AAA IT Finance")).toEqual({
      name: "AAA IT Finance",
      age: "21 to 58 years",
      employment: "Salaried only",
      income: null,
      min_loan: null,
      max_loan: null,
      cibil: "700+",
      lender_journey: "Video KYC, then money in 24 hours",
    });
    expect(rows.find((r) => r.name === off.displayName)).toBeUndefined();
    expect(shown.id).toBeGreaterThan(0);

    const { user } = await newPartner();
    const { token } = await createSession("partner", user.id);
    const route = await import("~/routes/api/partner-eligibility-criteria");
    const answer = (await callRoute(route.loader as never, {
      request: bearer(token, "/api/partner/get-eligibility-criteria"),
      pattern: "/api/partner/get-eligibility-criteria",
      guards: [partnerApiGuard],
    })) as Response;
    expect(await answer.json()).toEqual({ success: true, data: rows });
  });

  it("says a text the admin left empty from the lender's criteria, in the partner's language; the lender's screen flags a written one that says otherwise", async () => {
    const db = await getDb();
    const criteria = { lenderStatus: 1, minAge: 23, maxAge: 60, salaried: 1, business: 1, minIncome: 30_000, creditScoreClass: 1, minLoanAmount: 25_000, loanAmountUpto: 300_000 };
    const [said] = await db
      .insert(lenders)
      .values({ name: `it-said-${unique()}`, displayName: "AAB IT Criteria", ...criteria, ageText: "21 to 58 years", cibilText: "" })
      .returning();
    const rowOf = async (language: "en" | "hi") => (await partnerEligibilityCriteria(language)).find((r) => r.name === "AAB IT Criteria");
    expect(await rowOf("en")).toMatchObject({
      age: "21 to 58 years",
      employment: "Salaried and business owners",
      income: "Net monthly income of ₹30,000 or more",
      min_loan: "₹25,000",
      max_loan: "₹3,00,000",
      cibil: "CIBIL score of 750 or more",
    });
    expect(await rowOf("hi")).toMatchObject({ age: "21 to 58 years", employment: "नौकरीपेशा और बिज़नेस के मालिक", cibil: "CIBIL स्कोर 750 या अधिक" });

    const screen = await import("~/routes/admin/lender-edit");
    const request = new Request(`http://localhost/admin/lenders/${said.id}`);
    const loaded = (await callRoute(screen.loader as never, { request, pattern: "/admin/lenders/:lenderId", params: { lenderId: String(said.id) } })) as Awaited<ReturnType<typeof screen.loader>>;
    expect(loaded.criteriaTexts).toMatchObject({
      age_text: { said: "23 to 60 years", differs: true },
      cibil_text: { said: "CIBIL score of 750 or more", differs: false },
      employment_text: { said: "Salaried and business owners", differs: false },
    });
  });
});

describe("the partner dashboard", () => {
  it("counts only this partner's leads, applications, disbursals and commission, on the chosen days", async () => {
    const db = await getDb();
    const mine = await newPartner({ revenuePercent: 1.5, revenueFlatFee: 200 });
    const other = await newPartner({ revenuePercent: 2 });
    const [pl] = await db.select().from(lenders).where(eq(lenders.productType, "pl")).limit(1);
    const [bl] = await db.select().from(lenders).where(eq(lenders.productType, "bl")).limit(1);
    const day = (iso: string, hhmm = "12:00") => new Date(`${iso}T${hhmm}:00+05:30`);

    async function application(partnerId: number, lenderId: number, createdAt: Date, status: "applied" | "approved" | "disbursed" | "rejected" = "applied") {
      const [user] = await db
        .insert(users)
        .values({ mobilePhoneNumber: `7${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}` })
        .returning();
      const [prospect] = await db.insert(prospectApplications).values({ userId: user.id, partnerId, productType: "pl" }).returning();
      const [app] = await db.insert(creditApplications).values({ userId: user.id, lenderId, prospectApplicationId: prospect.id, status, createdAt }).returning();
      return app;
    }
    // Mine, in the range (1–3 Nov): two on 1 Nov (one just after midnight IST), one business loan on 3 Nov.
    const a1 = await application(mine.partner.id, pl.id, day("2026-11-01", "00:10"), "disbursed");
    await application(mine.partner.id, pl.id, day("2026-11-01"), "rejected");
    await application(mine.partner.id, bl.id, day("2026-11-03"), "approved");
    // Mine, out of range: 31 Oct 23:50 IST is before it.
    await application(mine.partner.id, pl.id, day("2026-10-31", "23:50"));
    // Another partner's, in range.
    const b1 = await application(other.partner.id, pl.id, day("2026-11-02"), "disbursed");

    await db.update(creditApplications).set({ disbursedAmount: 100000, disbursedOn: "2026-11-02" }).where(eq(creditApplications.id, a1.id));
    await db.update(creditApplications).set({ disbursedAmount: 50000, disbursedOn: "2026-11-02" }).where(eq(creditApplications.id, b1.id));
    const [file] = await db.insert(dataFiles).values({ kind: "mis", fileName: "it.xlsx", status: "done" }).returning();
    await recordDisbursalEarnings(
      db,
      [
        { creditApplicationId: a1.id, lenderId: pl.id, partnerId: mine.partner.id, amount: 100000, day: "2026-11-02" },
        { creditApplicationId: b1.id, lenderId: pl.id, partnerId: other.partner.id, amount: 50000, day: "2026-11-02" },
      ],
      file.id,
    );
    // A commission adjustment: taken back, inside the range; and one outside it.
    await db.insert(earnings).values([
      { kind: "commission_adjustment", partnerId: mine.partner.id, amount: -250.5, reason: "clawback", earnedOn: "2026-11-03" },
      { kind: "commission_adjustment", partnerId: mine.partner.id, amount: 999, reason: "old", earnedOn: "2026-10-01" },
    ]);
    await db.insert(leads).values([
      { name: "Asha", email: "asha@example.in", phone: "9876500001", description: "call me", partnerId: mine.partner.id, createdAt: day("2026-11-02") },
      { name: "Other", email: "o@example.in", phone: "9876500002", description: "x", partnerId: other.partner.id, createdAt: day("2026-11-02") },
    ]);

    const d = await partnerDashboard(mine.partner.id, { from: "2026-11-01", to: "2026-11-03" });
    expect(d.leads.count).toBe(1);
    expect(d.leads.latest.map((l) => l.name)).toEqual(["Asha"]);
    expect(d.applications.count).toBe(3);
    expect(d.applications.byStatus).toEqual([
      { status: "applied", count: 0 },
      { status: "in_progress", count: 0 },
      { status: "approved", count: 1 },
      { status: "disbursed", count: 1 },
      { status: "rejected", count: 1 },
    ]);
    expect(d.applications.byProduct).toEqual([
      { product: "pl", count: 2 },
      { product: "bl", count: 1 },
    ]);
    expect(d.applications.perDay).toEqual([
      { day: "2026-11-01", count: 2 },
      { day: "2026-11-02", count: 0 },
      { day: "2026-11-03", count: 1 },
    ]);
    expect(d.disbursals).toEqual({ count: 1, amount: 100000 });
    // ₹200 flat + 1.5% of ₹1,00,000 = ₹1,700; less the ₹250.50 taken back = ₹1,449.50.
    expect(d.commission.total).toBe(1449.5);
    expect(d.commission.count).toBe(2);
    expect(d.commission.recent.map((e) => e.amount).sort()).toEqual([-250.5, 1700]);

    const before = await partnerDashboard(mine.partner.id, { from: "2026-10-01", to: "2026-10-31" });
    expect(before.applications.count).toBe(1);
    expect(before.commission.total).toBe(999);
    expect(before.disbursals.count).toBe(0);
  });
});

describe("partner settings", () => {
  it("changes the password only with the current one, ends the other sessions and keeps this one", async () => {
    const { user } = await newPartner();
    const here = await createSession("partner", user.id);
    const elsewhere = await createSession("partner", user.id);
    const hereSession = (await getSession(bearer(here.token), "partner"))!;
    const fields = (currentPassword: string) => ({ currentPassword, newPassword: "a-brand-new-password", confirmPassword: "a-brand-new-password" });
    const form = (currentPassword: string) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields(currentPassword))) body.append(name, value);
      return body;
    };
    const change = (currentPassword: string) => changeOwnPasswordCommand("partner", user.id, hereSession.id, form(currentPassword));
    // The admin account page's command, with the partner's table and toast.
    expect(await change("not-it")).toMatchObject({ ok: false, errors: { currentPassword: ["validation.passwordWrong"] } });
    expect(await change(PASSWORD)).toEqual({ ok: true, message: "partner:settings.done.passwordChanged", data: { endedSessions: 1 } });
    expect(await getSession(bearer(elsewhere.token), "partner")).toBeNull();
    expect(await getSession(bearer(here.token), "partner")).not.toBeNull();
    expect((await loginPartner({ username: user.username, password: "a-brand-new-password", ip: "10.24.0.1" })).ok).toBe(true);
    expect((await loginPartner({ username: user.username, password: PASSWORD, ip: "10.24.0.1" })).ok).toBe(false);
  });

  it("the settings form refuses a short or mismatched password beside its field, with the messages of every password form", async () => {
    const { user } = await newPartner();
    const { token } = await createSession("partner", user.id);
    const settings = await import("~/routes/partner/settings");
    const post = (form: Record<string, string>) =>
      callRoute(settings.action as never, {
        request: new Request("http://localhost/partner/settings", { method: "POST", headers: { authorization: `Bearer ${token}` }, body: new URLSearchParams(form) }),
        pattern: "/partner/settings",
        guards: [partnerPageGuard],
      }) as Promise<{ data: { result: { error: Record<string, string[]> } }; init: { status: number } }>;
    const short = await post({ currentPassword: PASSWORD, newPassword: "short", confirmPassword: "short" });
    expect(short.init.status).toBe(422);
    expect(short.data.result.error.newPassword).toEqual(["validation.passwordShort"]);
    const mismatch = await post({ currentPassword: PASSWORD, newPassword: "long-enough-password", confirmPassword: "long-enough-passwort" });
    expect(mismatch.data.result.error.confirmPassword).toEqual(["validation.passwordConfirm"]);
    const wrong = await post({ currentPassword: "not-it", newPassword: "long-enough-password", confirmPassword: "long-enough-password" });
    expect(wrong.data.result.error.currentPassword).toEqual(["validation.passwordWrong"]);
  });
});
