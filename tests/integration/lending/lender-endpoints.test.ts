import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminUsers, creditApplications, lenders, lenderSubmissionAttempts, users } from "../../../db/schema";
import { post } from "../../support/screen-answer";
import { callRoute } from "../../support/route-call";

/**
 * Security review M3 (issue 20): a lender's API address must not let an admin
 * reach, and read, a service inside our own network. Refused when saved,
 * checked again before every send (the host's every address), redirects not
 * followed, and no lender answer's raw body kept or shown.
 */

/** What the "internal service" answers: it must never reach the database or a page. */
const SECRET = `INTERNAL-ONLY-${Math.random().toString(36).slice(2)}`;

/** Names this test resolves itself (node:dns is replaced for them only): a public host, and hosts that resolve into our network. */
const RESOLVES: Record<string, { address: string; family: number }[]> = {
  "public.lender.test": [{ address: "93.184.215.14", family: 4 }],
  "mapped.lender.test": [{ address: "::ffff:127.0.0.1", family: 6 }],
  "mixed.lender.test": [
    { address: "93.184.215.14", family: 4 },
    { address: "10.0.0.7", family: 4 },
  ],
};
vi.mock("node:dns", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:dns")>();
  const lookup = ((hostname: string, options: unknown, callback?: unknown) => {
    const cb = (typeof options === "function" ? options : callback) as (err: NodeJS.ErrnoException | null, address?: unknown, family?: number) => void;
    const opts = (typeof options === "object" && options !== null ? options : {}) as { all?: boolean };
    const fixed = RESOLVES[hostname];
    if (!fixed) return (real.lookup as (...args: unknown[]) => void)(hostname, options, callback);
    setImmediate(() => (opts.all ? cb(null, fixed) : cb(null, fixed[0].address, fixed[0].family)));
  }) as typeof real.lookup;
  return { ...real, default: { ...real, lookup }, lookup };
});

let internal: Server;
let internalPort = 0;
let internalHits = 0;
let redirector: Server;

const unique = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  // A service only this machine should reach: it answers anything with its secret.
  internal = createServer((req, res) => {
    internalHits++;
    req.resume();
    res.writeHead(200, { "content-type": "text/plain" }).end(`${SECRET} (you asked for ${req.method} ${req.url})`);
  });
  internal.on("connection", () => internalHits++);
  await new Promise<void>((r) => internal.listen(0, "127.0.0.1", r));
  internalPort = (internal.address() as AddressInfo).port;
  // The configured sandbox lender of this test: it answers every submission with a redirect into our network.
  redirector = createServer((req, res) => {
    req.resume();
    res.writeHead(307, { location: `http://127.0.0.1:${internalPort}/private` }).end();
  });
  await new Promise<void>((r) => redirector.listen(0, "127.0.0.1", r));
  process.env.LENDER_SANDBOX_URL = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/sandbox-lender`;
  delete process.env.LENDER_URLS_ALLOW_LOCAL;
});

afterAll(() => {
  internal.close();
  redirector.close();
});

async function newLender() {
  const { createLender } = await import("~/server/catalogue/admin-lenders.server");
  return (await createLender(`ssrf-${unique()}`, "pl")).lender_id;
}

async function newApplication(lenderId: number) {
  const { getDb } = await import("~/server/platform/db/db.server");
  const db = await getDb();
  const [user] = await db
    .insert(users)
    .values({
      mobilePhoneNumber: `96${Math.floor(Math.random() * 1e8)
        .toString()
        .padStart(8, "0")}`,
      firstName: "Asha",
      monthlyIncome: 60_000,
    })
    .returning();
  const [app] = await db.insert(creditApplications).values({ userId: user.id, lenderId, amount: 100_000, tenureMonths: 24, submissionState: "queued" }).returning();
  return app;
}

async function newAdmin() {
  const { getDb } = await import("~/server/platform/db/db.server");
  const { createSession } = await import("~/server/platform/http/session.server");
  const [admin] = await (await getDb())
    .insert(adminUsers)
    .values({ username: `it_ssrf_${unique()}`, passwordHash: "x", roleId: 1 })
    .returning();
  return (await createSession("admin", admin.id, { roleId: 1 })).token;
}

/** The lender's address as an admin saves it on the edit screen, answered in place (JavaScript on). */
async function saveApiUrl(token: string, lenderId: number, value: string) {
  const { adminPageGuard } = await import("~/middleware/admin-guard.server");
  const screen = await import("~/routes/admin/lender-edit");
  return post(screen.action, {
    path: `/admin/lenders/${lenderId}`,
    pattern: "/admin/lenders/:lenderId",
    params: { lenderId: String(lenderId) },
    token,
    guard: adminPageGuard,
    form: { intent: "update-property", property: "api_url", value, _answer: "in-place" },
  });
}

/** What the admin's submissions page is given for one application (its loader's data, as JSON). */
async function submissionsPage(token: string, lenderId: number, uuid: string) {
  const { adminPageGuard } = await import("~/middleware/admin-guard.server");
  const screen = await import("~/routes/admin/lender-submissions");
  const request = new Request(`http://localhost/admin/lenders/${lenderId}/submissions?app=${uuid}`, { headers: { authorization: `Bearer ${token}` } });
  const data = await callRoute(screen.loader as never, { request, pattern: "/admin/lenders/:lenderId/submissions", params: { lenderId: String(lenderId) }, guards: [adminPageGuard] });
  return JSON.stringify(data);
}

async function attemptsOf(applicationId: number) {
  const { getDb } = await import("~/server/platform/db/db.server");
  return (await getDb()).select().from(lenderSubmissionAttempts).where(eq(lenderSubmissionAttempts.creditApplicationId, applicationId));
}

describe("a lender's API address, when an admin saves it", () => {
  it("refuses a local service, plain http and every spelling of a loopback or private address, with the reason beside the field", async () => {
    const token = await newAdmin();
    const lenderId = await newLender();
    const refusals: [string, string][] = [
      [`http://127.0.0.1:${internalPort}`, "admin:validation.lenderApiPrivate"],
      [`https://127.0.0.1:${internalPort}/applications`, "admin:validation.lenderApiPrivate"],
      [`https://2130706433:${internalPort}/`, "admin:validation.lenderApiPrivate"],
      [`https://[::ffff:127.0.0.1]:${internalPort}/`, "admin:validation.lenderApiPrivate"],
      [`https://[::1]/`, "admin:validation.lenderApiPrivate"],
      [`https://localhost:${internalPort}/`, "admin:validation.lenderApiPrivate"],
      ["https://169.254.169.254/latest/meta-data", "admin:validation.lenderApiPrivate"],
      ["https://192.168.1.20/", "admin:validation.lenderApiPrivate"],
      ["https://mapped.lender.test/api", "admin:validation.lenderApiPrivate"],
      ["https://mixed.lender.test/api", "admin:validation.lenderApiPrivate"],
      ["http://public.lender.test/api", "admin:validation.lenderApiHttps"],
      ["https://user:pass@public.lender.test/api", "admin:validation.lenderApiCredentials"],
    ];
    for (const [value, message] of refusals) {
      const answer = await saveApiUrl(token, lenderId, value);
      expect(answer.status, value).toBe(422);
      expect(answer.result?.error?.value, value).toEqual([message]);
    }
    const { getDb } = await import("~/server/platform/db/db.server");
    const [saved] = await (await getDb()).select({ apiUrl: lenders.apiUrl }).from(lenders).where(eq(lenders.id, lenderId));
    expect(saved.apiUrl).toBeNull();
    expect(internalHits).toBe(0);
  });

  it("takes a public https address, and the sandbox lender's own address", async () => {
    const token = await newAdmin();
    const lenderId = await newLender();
    expect((await saveApiUrl(token, lenderId, "https://public.lender.test/api")).status).toBe(200);
    expect((await saveApiUrl(token, lenderId, `${process.env.LENDER_SANDBOX_URL}/${"kaveri-finserv"}`)).status).toBe(200);
    // Beside the sandbox's path is not the sandbox.
    const beside = await saveApiUrl(token, lenderId, `${new URL(process.env.LENDER_SANDBOX_URL!).origin}/sandbox-lender/../admin`);
    expect(beside.result?.error?.value).toEqual(["admin:validation.lenderApiPrivate"]);
  });
});

describe("sending to a lender", () => {
  it("refuses an address saved before the rule (a local service): nothing is sent, and its answer reaches neither the database nor the page", async () => {
    const { getDb } = await import("~/server/platform/db/db.server");
    const { submitApplication } = await import("~/server/lending/lender-submission.server");
    const db = await getDb();
    const token = await newAdmin();
    const lenderId = await newLender();
    await db
      .update(lenders)
      .set({ apiUrl: `http://127.0.0.1:${internalPort}`, apiSecret: "a-secret-of-the-lender-0123" })
      .where(eq(lenders.id, lenderId));
    const app = await newApplication(lenderId);
    const hitsBefore = internalHits;
    expect(await submitApplication(app.id).catch((e: unknown) => e)).toBe("refused");
    expect(internalHits).toBe(hitsBefore);
    const attempts = await attemptsOf(app.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ outcome: "refused", httpStatus: null, detail: "address" });
    expect(JSON.stringify(attempts)).not.toContain(SECRET);
    expect(await submissionsPage(token, lenderId, app.uuid)).not.toContain(SECRET);
  });

  it("checks every address of the host when sending (IPv4-mapped IPv6 too), so a name that now points inside is refused", async () => {
    const { getDb } = await import("~/server/platform/db/db.server");
    const { submitApplication } = await import("~/server/lending/lender-submission.server");
    const db = await getDb();
    for (const host of ["mapped.lender.test", "mixed.lender.test"]) {
      const lenderId = await newLender();
      await db
        .update(lenders)
        .set({ apiUrl: `https://${host}:${internalPort}`, apiSecret: "a-secret-of-the-lender-0123" })
        .where(eq(lenders.id, lenderId));
      const app = await newApplication(lenderId);
      const hitsBefore = internalHits;
      expect(await submitApplication(app.id).catch((e: unknown) => e)).toBe("refused");
      expect(internalHits, host).toBe(hitsBefore);
      expect((await attemptsOf(app.id))[0], host).toMatchObject({ outcome: "refused", detail: "address" });
    }
  });

  it("does not follow a lender's redirect (here into our network): the attempt is refused with its status and our own reason", async () => {
    const { submitApplication } = await import("~/server/lending/lender-submission.server");
    const token = await newAdmin();
    // No address of its own: it goes to this test's sandbox lender, which redirects.
    const lenderId = await newLender();
    const app = await newApplication(lenderId);
    const hitsBefore = internalHits;
    expect(await submitApplication(app.id).catch((e: unknown) => e)).toBe("refused");
    expect(internalHits).toBe(hitsBefore);
    const attempts = await attemptsOf(app.id);
    expect(attempts[0]).toMatchObject({ outcome: "refused", httpStatus: 307, detail: "redirect" });
    expect(JSON.stringify(attempts)).not.toContain(SECRET);
    expect(await submissionsPage(token, lenderId, app.uuid)).not.toContain(SECRET);
  });
});
