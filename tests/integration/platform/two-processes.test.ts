import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminApi, CookieJar, newMobile, otpFromLog, SESSION_COOKIE, signInAdmin, signInConsumer, type AdminSignIn } from "../../support/app-client";
import { builtServerDemoPassword, startBuiltServer, type BuiltServer } from "../../support/built-app";
import { startTestGateway } from "../../support/node-server";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";

/**
 * Two server processes on one PostgreSQL database (docs/decisions/041), as
 * two machines behind a load balancer would run: whatever one process did,
 * the other sees. Each is the built `node host/server.js`, on its own port.
 */
const realDatabase = inject("postgresAdminUrl") !== null;

let a: BuiltServer;
let b: BuiltServer;
let gatewayLog = "";
let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let admin: AdminSignIn;
/** Empty, not the suite's seeded copy: the two processes must migrate and seed it themselves. */
let database: TestDatabase;
const otpFor = otpFromLog(() => gatewayLog);

/** One browser (one cookie jar) that may speak to either server, as it would behind a load balancer. */
function browser(jar = new CookieJar()) {
  const send = async (base: string, path: string, init: RequestInit = {}) => {
    const res = await fetch(new URL(path, base), { redirect: "manual", ...init, headers: { ...init.headers, cookie: jar.header() } });
    jar.take(res);
    return res;
  };
  return {
    jar,
    get: (base: string, path: string) => send(base, path),
    post: (base: string, path: string, form: Record<string, string>) =>
      send(base, path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: base }, body: new URLSearchParams(form) }),
  };
}

/** A page of `base`, as a first visitor (no cookie) gets it. */
const page = async (base: string, path: string) => (await fetch(new URL(path, base), { redirect: "manual" })).text();

/**
 * Whether `probe` says yes for a request sent within a second of `since` (the
 * moment the other process answered the change). The state is what is
 * asserted; the second is the deadline, not a measure.
 */
async function withinASecond(since: number, probe: () => Promise<boolean>): Promise<boolean> {
  while (Date.now() < since + 1000) if (await probe()) return true;
  return false;
}

beforeAll(async () => {
  if (!realDatabase) return;
  gateway = await startTestGateway((line) => (gatewayLog += line));
  database = await createTestDatabase(inject("postgresAdminUrl"), "empty");
  const env = {
    DATABASE_URL: database.url!,
    MESSAGE_WEBHOOK_URL: gateway.url,
    HELP_MAX_PER_ADDRESS_PER_HOUR: "4",
    DATABASE_POOL_SIZE: "4",
    JOB_POOL_SIZE: "2",
  };
  // Started together on a new database: migrations, the job queue's tables and the seed must not race.
  [a, b] = await Promise.all([startBuiltServer(env), startBuiltServer(env)]);
  admin = await signInAdmin(a.base, "admin", builtServerDemoPassword);
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await gateway?.close();
  await database?.drop();
});

describe.skipIf(!realDatabase)("two server processes on one database", () => {
  it("started together, they migrate and seed the new database once", () => {
    const seeded = (a.log() + b.log()).match(/seeded demo data/g) ?? [];
    expect(seeded).toHaveLength(1);
  });

  it("a session made on A works on B, for an admin and for a consumer", async () => {
    expect((await fetch(new URL("/admin/dashboard", b.base), { redirect: "manual", headers: { cookie: admin.cookie } })).status).toBe(200);
    expect((await fetch(new URL("/admin/dashboard", b.base), { redirect: "manual" })).headers.get("location")).toMatch(/\/admin\/login/);

    const consumer = await signInConsumer(a.base, newMobile(), otpFor, { product: "pl" });
    expect(consumer.location).toMatch(/^\/user\//);
    // The browser's cookies as A set them: the session and the journey's.
    const onB = await fetch(new URL(consumer.location, b.base), { redirect: "manual", headers: { cookie: consumer.browser.jar.header() } });
    expect(onB.status).toBe(200);
    const withoutSession = consumer.browser.jar.entries().filter(([name]) => name !== SESSION_COOKIE.user);
    const signedOut = await fetch(new URL(consumer.location, b.base), { redirect: "manual", headers: { cookie: withoutSession.map(([k, v]) => `${k}=${v}`).join("; ") } });
    expect(signedOut.status).toBe(302);
  });

  it("a rate limit counts the requests of A and B together", async () => {
    const enquiry = { name: "Asha Verma", email: "asha.cluster@example.in", phone: "9876543210", description: "Where is my application?", redirectTo: "/", name__confirm: "" };
    const visitor = browser();
    const statuses = [];
    for (const base of [a.base, b.base, a.base, b.base, a.base, b.base]) statuses.push((await visitor.post(base, "/help", enquiry)).status);
    // HELP_MAX_PER_ADDRESS_PER_HOUR is 4: two on each would never reach it if each process counted its own.
    expect(statuses).toEqual([302, 302, 302, 302, 429, 429]);
  });

  it("wrong OTP attempts count on both: five wrong codes spread over A and B, then the right one is refused", async () => {
    const mobile = newMobile();
    const consumer = browser();
    const started = await consumer.post(a.base, "/?index", { contact: mobile, name__confirm: "" });
    expect(started.headers.get("location")).toMatch(/^\/verification/);
    const code = await otpFor(mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (const base of [a.base, b.base, a.base, b.base, a.base]) {
      expect((await consumer.post(base, "/verification", { intent: "verify", otp: wrong })).status).toBe(400);
    }
    const right = await consumer.post(b.base, "/verification", { intent: "verify", otp: code });
    expect(right.status).toBe(400);
    expect(consumer.jar.get(SESSION_COOKIE.user)).toBeNull();
  });

  it("a job A queued is run once, not once per process: each code reaches the gateway once", async () => {
    const mobiles = [newMobile(), newMobile(), newMobile(), newMobile()];
    for (const mobile of mobiles) {
      const res = await browser().post(a.base, "/?index", { contact: mobile, name__confirm: "" });
      expect(res.status).toBe(302);
    }
    for (const mobile of mobiles) await otpFor(mobile);
    // Both processes ask for work every half second: a second delivery would come within a few of their rounds.
    await new Promise((r) => setTimeout(r, 2_500));
    for (const mobile of mobiles) expect(gatewayLog.split(`sms to ${mobile}:`).length - 1).toBe(1);
  });

  it("a credit card switched off on A leaves B's public card page within a second", async () => {
    const api = adminApi(a.base, admin.token);
    const name = `Cluster card ${Date.now().toString(36)}`;
    const created = await api.call<{ data: { category_id: number } }>("POST", "/api/create-credit-card", { category_name: name });
    const id = created.data.category_id;
    const setStatus = async (value: number) => {
      await api.call("POST", "/api/update-credit-card-data", { category_id: id, property: "status", value });
      return Date.now();
    };
    const listedOnB = async () => (await page(b.base, "/credit-cards")).includes(name);

    expect(await listedOnB()).toBe(false);
    // B now keeps the page as it was (a shared page, SHARED_PAGE_CACHE_SECONDS): only the notice can drop it.
    expect(await withinASecond(await setStatus(1), listedOnB)).toBe(true);
    expect(await withinASecond(await setStatus(0), async () => !(await listedOnB()))).toBe(true);
  });

  it("a lender switched off on A is no longer counted by B within a second", async () => {
    const api = adminApi(a.base, admin.token);
    const lender = await api.createLender(`cluster-lender-${Date.now().toString(36)}`);
    // An APR below every seeded lender's: the landing page's "Interest from 0.37%" is this lender's alone.
    await api.updateLender(lender.lender_id, "apr_min", 0.37);
    await api.updateLender(lender.lender_id, "apr_max", 30);
    const switchTo = async (value: number) => {
      await api.updateLender(lender.lender_id, "lender_status", value);
      return Date.now();
    };
    const countedOnB = async () => (await page(b.base, "/")).includes("0.37%");

    expect(await countedOnB()).toBe(false);
    expect(await withinASecond(await switchTo(1), countedOnB)).toBe(true);
    expect(await withinASecond(await switchTo(0), async () => !(await countedOnB()))).toBe(true);
  });

  it("a partner brand edited on A shows on B's brand page within a second", async () => {
    const sql = postgres(database.url!, { max: 1, onnotice: () => {} });
    const [partner] = await sql<{ id: number }[]>`select id from partners where name = 'paisaplus'`;
    await sql.end();
    const titleOnB = async (title: string) => (await page(b.base, "/paisaplus")).includes(`<title>${title}</title>`);
    const retitle = async (title: string) => {
      const saved = await browser(new CookieJar().set(SESSION_COOKIE.admin, admin.token)).post(a.base, `/admin/partners/${partner.id}`, {
        intent: "update-property",
        property: "title",
        value: title,
      });
      expect(saved.status).toBe(302);
      return Date.now();
    };

    const first = `Paisa Plus ${Date.now().toString(36)}`;
    expect(await withinASecond(await retitle(first), () => titleOnB(first))).toBe(true);
    const second = `${first} loans`;
    expect(await withinASecond(await retitle(second), () => titleOnB(second))).toBe(true);
  });
});
