import { createHash } from "node:crypto";
import { appendFileSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { AxeResults } from "axe-core";
import { test as base, expect, type Page } from "@playwright/test";
import {
  adminApi as adminApiFor,
  applyForOffer,
  completeProfile,
  newMobile,
  SESSION_COOKIE,
  signInAdmin,
  signInConsumer,
  signInPartner,
  type AdminApi,
  type AdminSignIn,
  type ConsumerSignIn,
  type CookieJar,
  type InsuranceProduct,
  type LoanProduct,
  type PartnerSignIn,
} from "../support/app-client";
import { TEST_DEMO_PASSWORD } from "../support/demo-password";
import { startNodeServer } from "../support/node-server";
import { createTestDatabase, findPostgres, type TestDatabase } from "../support/test-database";

/** The password of the demo logins on the test servers. */
export const demoPassword = TEST_DEMO_PASSWORD;
/** The key the test servers sign lenders' links with (LINK_SIGNING_SECRET). */
export const linkSigningSecret = "e2e-link-secret-0123456789";

interface AppServer {
  baseURL: string;
  /** The latest OTP the server's log sender printed for a destination (masked but for its last 4 characters). */
  otpFor(destination: string): Promise<string>;
  /** What the server has printed so far (the sandbox lender's messages among it). */
  log(): string;
  databaseUrl: string | null;
  /**
   * Moves the server's business time (docs/decisions/032-test-clock.md) to an
   * instant, ticking on from there; answers the server's time. Only on a
   * server of `atFixedTime` (started with CLOCK_START).
   */
  setClock(at: string | Date): Promise<Date>;
}

/**
 * `app`: one server per worker, on a fresh database of its own (a new
 * PostgreSQL database when a server is there, else a new PGlite directory),
 * seeded with the demo data as `npm start` does.
 */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * axe-core's own script, put into the page as it is and run there. (Its
 * Playwright wrapper opens a blank page per scan to finish the run and brings
 * every result type back: four times the time of the scan itself, measured.)
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * With JavaScript off a page runs no timers, and axe-core waits on
 * `setTimeout` between its rules: in such a page (and only there, where no
 * script of the page's own runs) its timers become promise callbacks, which
 * run when the test's own evaluation ends (`queueMicrotask`, like timers, is
 * refused there), so axe finishes in the page the browser without JavaScript
 * shows.
 */
const TIMERS_AS_MICROTASKS = `window.setTimeout = (fn, _ms, ...args) => { Promise.resolve().then(() => fn(...args)); return 0; }; window.clearTimeout = () => {};`;

/** The serious and critical WCAG 2.2 A/AA violations axe-core finds on a page, one line each. */
export async function axeProblems(page: Page, label: string, options: { dialogOnly?: boolean } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) {
    if (!jsEnabled()) await page.evaluate(TIMERS_AS_MICROTASKS);
    await page.evaluate(AXE_SOURCE);
  }
  const violations = await page.evaluate(
    ([tags, dialogOnly]) => {
      // A dialog's page is its own shape, scanned without it: with the dialog open only the dialog is new.
      const include = dialogOnly && document.querySelector('[role="dialog"]') ? ['[role="dialog"]'] : undefined;
      // Toasts fade out by themselves: caught mid-fade, their colours would read as a contrast failure.
      const context = { ...(include ? { include } : {}), exclude: [".toast-auto-close"] };
      return (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe
        .run(context, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
        .then((r) => r.violations);
    },
    [AXE_TAGS, options.dialogOnly ?? false] as const,
  );
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.html.slice(0, 120)} [${(n.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 160)}]`)
          .join(" | ")}`,
    );
}

/** Fails the test on any serious or critical WCAG 2.2 A/AA violation on the page as it is now (a state no navigation led to, such as an error shown in place). */
export async function expectAccessible(page: Page) {
  expect(await axeProblems(page, page.url())).toEqual([]);
}

/**
 * The pages scanned in this run, by shape: method, path with ids left out,
 * and the query's names with only the values that change what is drawn
 * (a dialog, a step, the language, the brand); a filter, a search or a page
 * number draws the same page with other rows. Many tests pass through the same page;
 * it is scanned once with JavaScript and once without, by whichever worker claims it first.
 */
const scannedShapes = new Set<string>();
/** How long a test's end waits for its pending accessibility scans. */
const SCAN_BUDGET_MS = 20_000;
const ID = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const DRAWING_PARAMS = new Set(["dialog", "step", "edit", "lang", "lng", "partner", "help"]);
/** Query names that only choose which rows a page draws. */
const ROWS_PARAMS = new Set(["page", "q", "filter", "sort", "order", "size", "from", "to", "months", "search", "name", "amount", "rate", "calcAmount", "calcRate", "calcMonths"]);
/**
 * Pages that are one template whatever lender their address names: the Key
 * Fact Statement and the consent page (app/routes/user/apply-kfs.tsx,
 * apply-consent.tsx) show the same rows and boxes for every lender, so any
 * lender's stands for all. (A lender's status page is not among them: what
 * it shows depends on how the lender takes applications.)
 */
const ONE_TEMPLATE = /^\/user\/apply\/[^/]+(?=\/consent$|$)/;
/** A kept Key Fact Statement (/user/kfs/{proposal number}): one template whatever its number. */
const KEPT_STATEMENT = /^\/user\/kfs\/[^/]+$/;
function shapeOf(method: string, address: string): string {
  const url = new URL(address);
  const path = url.pathname
    .replace(ONE_TEMPLATE, "/user/apply/:lender")
    .replace(KEPT_STATEMENT, "/user/kfs/:number")
    .split("/")
    .map((part) => (ID.test(part) ? ":id" : part))
    .join("/");
  const query = [...url.searchParams]
    .filter(([k]) => !ROWS_PARAMS.has(k) && !k.startsWith("utm_"))
    .map(([k, v]) => (DRAWING_PARAMS.has(k) ? `${k}=${v}` : k))
    .sort()
    .join("&");
  return `${method} ${path}?${query}`;
}

/** An address that opens a dialog over its page (`?dialog=…`). */
const namesDialog = (address: string) => new URL(address).searchParams.has("dialog");

/** True for the first worker to claim a shape in this run (a file created exclusively in the run's claims folder). */
function claimShape(key: string): boolean {
  if (scannedShapes.has(key)) return false;
  scannedShapes.add(key);
  const folder = process.env.E2E_SCAN_CLAIMS;
  if (!folder) return true;
  try {
    writeFileSync(path.join(folder, createHash("sha1").update(key).digest("hex")), key, { flag: "wx" });
    return true;
  } catch {
    return false;
  }
}

/**
 * With E2E_AXE_LOG=<file>, each scan's milliseconds, shape and test are
 * appended there (tab-separated): where the suite's accessibility time goes.
 */
function logScan(key: string, ms: number) {
  if (process.env.E2E_AXE_LOG) appendFileSync(process.env.E2E_AXE_LOG, `${ms}\t${key}\t${test.info().titlePath.slice(1).join(" > ")}\n`);
}

/** A scan that could not finish gives its shape back, so the next visit scans it. */
function releaseShape(key: string) {
  scannedShapes.delete(key);
  const folder = process.env.E2E_SCAN_CLAIMS;
  if (folder) rmSync(path.join(folder, createHash("sha1").update(key).digest("hex")), { force: true });
}

/**
 * Scans every page a test visits with axe-core: the live page after each
 * navigation, with JavaScript on or off (axe-core put in by the test runs
 * without the page's own scripts: TIMERS_AS_MICROTASKS), so what is scanned
 * is exactly what the person's browser shows.
 */
function watchAccessibility(page: Page, baseURL: string) {
  const problems: string[] = [];
  const pending: Promise<void>[] = [];
  const jsOn = jsEnabled();
  // Without JavaScript a page is what the server answered, to a GET or to a form's POST (an error shown beside its field).
  let method = "GET";
  let queue: Promise<void> = Promise.resolve();
  // One scan at a time: axe refuses to start while another run is going on the same page.
  const enqueue = (scan: () => Promise<void>) => (queue = queue.then(scan, scan));
  const scan = async (key: string) => {
    const url = page.url();
    if (!url.startsWith(baseURL)) return;
    if (!claimShape(key)) return;
    try {
      const t0 = Date.now();
      await page.waitForLoadState("load");
      problems.push(...(await axeProblems(page, jsOn ? url : `${method} ${url}`, { dialogOnly: namesDialog(url) })));
      logScan(key, Date.now() - t0);
    } catch {
      releaseShape(key); // the test moved on before the scan finished: try again if it comes back
    }
  };
  const shapeNow = () => `${jsOn ? "js-on" : "js-off"} ${shapeOf(jsOn ? "GET" : method, page.url())}`;
  if (!jsOn) {
    page.on("response", (response) => {
      const request = response.request();
      if (request.isNavigationRequest() && request.frame() === page.mainFrame() && response.status() < 300) method = request.method();
    });
  }
  page.on("framenavigated", (frame) => {
    if (frame !== page.mainFrame()) return;
    // The shape as the page arrived: the scan may start after the test has moved on.
    const key = shapeNow();
    pending.push(enqueue(async () => (shapeNow() === key ? scan(key) : undefined)));
  });
  return async () => {
    // A scan that cannot finish (its page gone, stuck) must not hang the test: what finished is judged.
    await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, SCAN_BUDGET_MS))]);
    if (!page.isClosed()) await Promise.race([enqueue(() => scan(shapeNow())), new Promise((resolve) => setTimeout(resolve, SCAN_BUDGET_MS))]);
    expect(problems, "axe-core found serious or critical WCAG 2.2 A/AA violations on pages this test visited").toEqual([]);
  };
}

/** The seeded demo admins, one of each role (SPEC.md 6). */
export type AdminRole = "admin" | "analyst" | "csr";

export interface ConsumerOptions {
  /** The product chosen on /products (business answers YES to the registration question); none stops at the products page. */
  product?: LoanProduct | InsuranceProduct;
  /**
   * The loan product's profile steps posted (a new email left waiting for its
   * code), or only up to the personal or employment step; implies `product` (pl unless given).
   */
  profile?: boolean | "personal" | "employment";
  /** Applied for an offer (KFS acknowledged, required consents given): the redirect lender's when offered, else the first; implies `profile`. */
  apply?: boolean;
  /** Profile fields as the forms name them, over the valid defaults (tests/support/app-client.ts). */
  personal?: Record<string, string>;
  employment?: Record<string, string>;
  mobile?: string;
  /** Logged in on this partner brand's landing (/{partner}), so the consumer and its applications are that partner's. */
  partner?: string;
  /** The query of the partner landing's address, as a referral link carries it (utm_source=partner&…). */
  landingQuery?: string;
}

/** The seeded partner users: `partner` of the default brand cl, `paisaplus` of the brand paisaplus. */
export type PartnerUsername = "partner" | "paisaplus";

export interface SignIn {
  /** Signs an admin in (a demo role, or an account of the test's own) and puts the session cookie into the page's browser context. */
  admin(page: Page, who: AdminRole | { username: string; password: string }): Promise<AdminSignIn>;
  /**
   * A new consumer logged in through the landing and /verification forms (over
   * HTTP, not the page), taken as far as the options say; the page's browser
   * context then carries their cookies, so the test starts there.
   */
  consumer(page: Page, options?: ConsumerOptions): Promise<{ mobile: string; consumer: ConsumerSignIn; lender?: string }>;
  /** Signs a seeded partner user in (through its brand's login post) and puts the p_atkn cookie into the page's browser context. */
  partner(page: Page, who?: PartnerUsername): Promise<PartnerSignIn>;
  /**
   * Waits until a mobile this test signed in may be sent a new code: the
   * server refuses a second send in the same resend window (1 s here), as it
   * would a person pressing Get OTP twice.
   */
  otpCooldown(mobile: string): Promise<void>;
}

/** A page's browser gets the cookies a client collected, as if it had made those requests itself. */
async function giveCookies(page: Page, baseURL: string, jar: CookieJar) {
  await page.context().addCookies(jar.entries().map(([name, value]) => ({ name, value, url: baseURL })));
}

export const test = base.extend<{ signIn: SignIn; adminApi: AdminApi }, { app: AppServer; appEnv: Record<string, string> }>({
  /** More settings of the worker's server: a spec that needs another deployment says `test.use({ appEnv: {…} })` and gets a worker of its own. */
  appEnv: [{}, { scope: "worker", option: true }],
  app: [
    async ({ appEnv }, use, workerInfo) => {
      // A copy of the run's migrated, seeded template (tests/e2e/global-setup.ts) when there is one.
      const database: TestDatabase = await createTestDatabase(await findPostgres(), `e2e${workerInfo.workerIndex}`, process.env.E2E_TEMPLATE_DATABASE);
      // A real deployment (production on a real database) refuses a pinned clock: a pinned server is a test deployment, with production's cookies.
      const pinned: Record<string, string> = appEnv.CLOCK_START ? { NODE_ENV: "test", COOKIE_SECURE: "true" } : {};
      const server = await startNodeServer({
        DATABASE_URL: "",
        PGLITE_DIR: "",
        ...database.env,
        // Production's cookies (Secure: browsers keep them on http://localhost too).
        COOKIE_SECURE: "auto",
        // A real deployment refuses demo secrets; the tests' own, and the demo logins asked for explicitly.
        OTP_SECRET: "e2e-otp-secret-0123456789",
        LINK_SIGNING_SECRET: linkSigningSecret,
        DEMO_PASSWORD: demoPassword,
        LENDER_SANDBOX_SECRET: "e2e-sandbox-secret-0123456789",
        SEED_DEMO_ACCOUNTS: "true",
        OTP_RESEND_COOLDOWN_SECONDS: "1",
        OTP_MAX_PER_IP_PER_HOUR: "10000",
        // Every test signs in from 127.0.0.1; the per-username lockout is what the tests exercise.
        ADMIN_LOGIN_MAX_PER_ADDRESS: "10000",
        USER_IDLE_MINUTES: process.env.E2E_USER_IDLE_MINUTES ?? "15",
        // Lenders without an endpoint go to the sandbox lender in this server; its callbacks come 0.7 s apart
        // (each is kept in the status history, which the tests read, so a short step loses nothing but waiting).
        LENDER_SANDBOX: "on",
        LENDER_SANDBOX_STEP_MS: "700",
        ...pinned,
        ...appEnv,
      });
      // The browser's address for it: localhost, where its Secure cookies are kept.
      const baseURL = server.base.replace("127.0.0.1", "localhost");
      await use({ baseURL, otpFor: server.otpFor, log: server.log, databaseUrl: database.url, setClock: server.setClock });
      await server.stop();
      await database.drop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ app }, use) => use(app.baseURL),
  signIn: async ({ app }, use) => {
    const codeSentBy = new Map<string, number>();
    const otpCooldown = async (mobile: string) => {
      const sentBy = codeSentBy.get(mobile);
      // The server's windows are whole seconds of its clock (this machine's): wait into the next one.
      if (sentBy !== undefined) await new Promise((r) => setTimeout(r, Math.max(0, Math.floor(sentBy / 1000) * 1000 + 1050 - Date.now())));
    };
    await use({
      otpCooldown,
      async admin(page, who) {
        const { username, password } = typeof who === "string" ? { username: who, password: demoPassword } : who;
        // The browser's own user agent, so the session is listed as this browser's.
        const session = await signInAdmin(app.baseURL, username, password, { userAgent: await page.evaluate(() => navigator.userAgent) });
        await page.context().addCookies([{ name: SESSION_COOKIE.admin, value: session.token, url: app.baseURL }]);
        return session;
      },
      async consumer(page, options = {}) {
        const mobile = options.mobile ?? newMobile();
        const product = options.product ?? (options.profile || options.apply ? "pl" : undefined);
        await otpCooldown(mobile);
        const consumer = await signInConsumer(app.baseURL, mobile, app.otpFor, {
          product,
          partner: options.partner,
          landingQuery: options.landingQuery,
          userAgent: await page.evaluate(() => navigator.userAgent),
        });
        codeSentBy.set(mobile, Date.now());
        if (options.profile || options.apply) {
          const until = typeof options.profile === "string" ? options.profile : undefined;
          // The fixture's consumer has confirmed their email before (email-change.spec.ts walks the code asked when applying).
          await completeProfile(consumer, { product: product as LoanProduct, personal: options.personal, employment: options.employment, until, emailConfirmedWith: app.otpFor });
        }
        // The redirect lender when it is offered: the sandbox lender leaves its status alone until the consumer continues at its journey.
        const lender = options.apply ? (await applyForOffer(consumer, undefined, { prefer: "chanakya-finance" })).lender : undefined;
        await giveCookies(page, app.baseURL, consumer.browser.jar);
        return { mobile, consumer, lender };
      },
      async partner(page, who = "partner") {
        const session = await signInPartner(app.baseURL, who, demoPassword, { brand: who === "paisaplus" ? "paisaplus" : undefined, userAgent: await page.evaluate(() => navigator.userAgent) });
        await page.context().addCookies([{ name: SESSION_COOKIE.partner, value: session.token, url: app.baseURL }]);
        return session;
      },
    });
  },
  /** The admin JSON API as role 1, by Bearer token; every lender it creates is deleted after the test. */
  adminApi: async ({ app }, use) => {
    const api = adminApiFor(app.baseURL, (await signInAdmin(app.baseURL, "admin", demoPassword)).token);
    const created: number[] = [];
    await use({
      ...api,
      createLender: async (name) => {
        const lender = await api.createLender(name);
        created.push(lender.lender_id);
        return lender;
      },
    });
    // A lender left switched on would join other tests' offers on this worker's server.
    for (const id of created) await api.deleteLender(id).catch(() => {});
  },
  page: async ({ page, app }, use) => {
    if (process.env.E2E_NO_AXE) return use(page);
    const check = watchAccessibility(page, app.baseURL);
    await use(page);
    await check();
  },
});

/**
 * Business time on the servers of `atFixedTime`: noon in India on Tuesday
 * 10 March 2026 (06:30 UTC), far from either midnight.
 */
export const FIXED_TIME = "2026-03-10T06:30:00Z";

/**
 * Tests that depend on what day it is in India (dashboards' presets, "not
 * after today", ages): their worker's server runs on a clock pinned to
 * FIXED_TIME (CLOCK_START), set back to it before each test, so they pass
 * alike at any hour of any day. A test may move it with `app.setClock`
 * (e.g. across midnight in India); tests of one worker share its server, so
 * one that counts a day's figures chooses a day no other test uses.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: Playwright's type for an automatic fixture that gives no value.
export const atFixedTime = test.extend<{ clockAtStart: void }>({
  appEnv: [{ CLOCK_START: FIXED_TIME }, { scope: "worker" }],
  clockAtStart: [
    async ({ app }, use) => {
      await app.setClock(FIXED_TIME);
      await use();
    },
    { auto: true },
  ],
});

export const jsEnabled = () => test.info().project.use.javaScriptEnabled !== false;

/** Opens a page; with JavaScript on, waits until the app has loaded its code and taken the page over, as a person would before tapping. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  if (jsEnabled()) await hydrated(page);
}

/**
 * Chooses a language in the header's switcher, as a visitor does: opens the
 * disclosure, then presses the language named in its own script ("हिन्दी").
 * The same two steps with or without JavaScript.
 */
export async function chooseLanguage(page: Page, name: string) {
  const switcher = page.getByTestId("language-switcher");
  await switcher.locator("summary").click();
  await switcher.getByRole("button", { name, exact: true }).click();
}

/** With JavaScript on, waits until the page's code has loaded and React has taken the page over (app/root.tsx marks it). */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * A merchant who applied for a business loan (logged in, profile and
 * application posted as the pages post them); the page carries their session
 * on the application's status page, where it waits, applied, for the lender's
 * merchant form. Answers its lender and reference.
 */
export async function applyForBusinessLoan(page: Page, signIn: SignIn) {
  const { lender, consumer } = await signIn.consumer(page, {
    product: "bl",
    apply: true,
    personal: { firstName: "Meena", lastName: "Patil", birthDate: "05/06/1985", pan: "ABCPM1234Q", address1: "22 Station Road", postalCode: "411038", desiredLoanAmount: "300000" },
  });
  // Applying sent the merchant to the lender's form first.
  expect(consumer.location).toMatch(new RegExp(`^/user/lender-intake/${lender}/[0-9a-f-]{36}$`));
  await open(page, `/user/lenders-transaction/${lender!}`);
  await expect(page.getByTestId("application-status")).toHaveText("Applied");
  const reference = (await page.locator("dd.font-mono").textContent())!.trim();
  return { lender: lender!, reference };
}

/** The status page, looked at again until it shows the status (a consumer pressing reload; with JavaScript it also refreshes itself while sending). */
export async function waitForStatus(page: Page, lender: string, status: string) {
  await expect(async () => {
    if (!new URL(page.url()).pathname.endsWith(`/user/lenders-transaction/${lender}`)) await open(page, `/user/lenders-transaction/${lender}`);
    else await page.reload();
    await expect(page.getByTestId("application-status")).toHaveText(status, { timeout: 1000 });
  }).toPass({ timeout: 30_000, intervals: [500, 1000] });
}

export { expect };
