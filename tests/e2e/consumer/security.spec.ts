import { spawn } from "node:child_process";
import { request as playwrightRequest, type APIRequestContext, type APIResponse } from "@playwright/test";
import { canUseAdminRoute, canWriteAdminRoute, tablePages } from "../../../app/server/platform/http/pages.server";
import { SESSION_COOKIE, signInAdmin } from "../../support/app-client";
import { demoPassword, expect, jsEnabled, test } from "../fixtures";

// These tests speak HTTP only: the browser's JavaScript setting changes nothing, so they run once.
test.beforeEach(() => test.skip(!jsEnabled(), "HTTP only: runs in the js-on project"));

const ROLES = [
  { username: "admin", roleId: 1 },
  { username: "analyst", roleId: 2 },
  { username: "csr", roleId: 3 },
] as const;

/** A concrete path for a route pattern: each parameter gets a value that exists in the demo data. */
function pathOf(pattern: string): string {
  return pattern
    .replace(":lenderId", "1")
    .replace(":dealId", "1")
    .replace(":filter?", "pl")
    .replace(":op", "get-all")
    .replace(":id", "999999")
    .replace(":pid", "999999")
    .replace(":merchantId", "999999");
}

/** The same route written as React Router still matches it: upper case, and a percent-encoded letter. */
function variantsOf(path: string): string[] {
  const upper = path.toUpperCase();
  const encoded = path.replace(/^(\/(?:admin|api)\/)([a-z])/, (_m, prefix: string, letter: string) => `${prefix}%${letter.charCodeAt(0).toString(16)}`);
  return [path, upper, encoded];
}

/** An HTTP client carrying an admin's session cookie, as their browser would. */
async function signedInClient(baseURL: string, username: string): Promise<APIRequestContext> {
  const { token } = await signInAdmin(baseURL, username, demoPassword);
  const url = new URL(baseURL);
  const cookie = { name: SESSION_COOKIE.admin, value: token, domain: url.hostname, path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" as const };
  return playwrightRequest.newContext({ baseURL, storageState: { cookies: [cookie], origins: [] } });
}

/** Runs `check` on every item, `width` at a time: the server answers several requests at once, as it would several browsers. */
async function eachAtOnce<T>(items: T[], width: number, check: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await check(item);
    }),
  );
}

// One test per role: each signs in and asks for every admin page and API in three spellings.
for (const role of ROLES) {
  test(`every admin page and API is opened by ${role.username} only if its matched route allows role ${role.roleId}, however the path is written`, async ({ baseURL, adminApi }) => {
    const ctx = await signedInClient(baseURL!, role.username);
    const paths = tablePages.filter((p) => !p.isLayout && p.facts.admin !== undefined).flatMap(({ pattern }) => variantsOf(pathOf(pattern)).map((path) => ({ pattern, path })));
    await eachAtOnce(paths, 6, async ({ pattern, path }) => {
      const allowed = canUseAdminRoute(role.roleId, pattern);
      const isApi = pattern.startsWith("/api/");
      const res = await ctx.get(path, { maxRedirects: 0 });
      const where = `${role.username} GET ${path}`;
      if (allowed) {
        expect(res.status(), where).not.toBe(403);
        expect(res.headers().location ?? "", where).not.toContain("/admin/dashboard");
      } else if (isApi) {
        expect(res.status(), where).toBe(403);
        expect(await res.json(), where).toMatchObject({ success: false });
      } else {
        expect(res.status(), where).toBe(302);
        expect(res.headers().location, where).toMatch(/\/admin\/dashboard$/);
      }
      if (!allowed) {
        const post = await ctx.post(path, { form: { intent: "delete", lender_id: "1", name: "x" }, maxRedirects: 0 });
        expect([302, 403], `${role.username} POST ${path}`).toContain(post.status());
        if (post.status() === 302) expect(post.headers().location, `${role.username} POST ${path}`).toMatch(/\/admin\/dashboard$/);
      } else if (!canWriteAdminRoute(role.roleId, pattern)) {
        // A page the role may only read (the CSR portal for an analyst): any post is refused before it is read.
        const post = await ctx.post(path, { form: { intent: "note", body: "x" }, maxRedirects: 0 });
        expect(post.status(), `${role.username} POST ${path}`).toBe(403);
      }
    });
    await ctx.dispose();
    // Nothing the refused posts aimed at was touched: lender 1 is still there.
    expect((await adminApi.getLender(1)).lender_id).toBe(1);
  });
}

test("an admin API call without a session answers 401 JSON; a route missing from the role table is refused", async ({ request }) => {
  const res = await request.get("/API/GET-LENDERS-DATA");
  expect(res.status()).toBe(401);
  expect(await res.json()).toEqual({ success: false, status: 401, code: "unauthorized", message: "Unauthorized" });
  expect(canUseAdminRoute(1, "/admin/not-in-the-table")).toBe(false);
});

test("bodies over the limit answer 413 before they are read, and the server keeps answering", async ({ request, baseURL }) => {
  const big = "a".repeat(20 * 1024 * 1024);
  const form = await fetch(`${baseURL}/help`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: `name=${big}` });
  expect(form.status).toBe(413);
  const boundary = "----limit";
  const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n${big}\r\n--${boundary}--\r\n`;
  const upload = await fetch(`${baseURL}/help`, { method: "POST", headers: { "content-type": `multipart/form-data; boundary=${boundary}` }, body: multipart });
  expect(upload.status).toBe(413);
  // A streamed body without Content-Length is counted as it arrives.
  const chunks = (async function* () {
    for (let i = 0; i < 40; i++) yield new TextEncoder().encode("a".repeat(512 * 1024));
  })();
  const streamed = await fetch(`${baseURL}/api/set-language`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: new ReadableStream({
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
    }),
    duplex: "half",
  } as RequestInit);
  expect(streamed.status).toBe(413);
  expect(await streamed.json()).toEqual({ success: false, status: 413, code: "payload_too_large", message: "Request body too large" });
  // A small post still works, and so does the rest of the site.
  const small = await request.post("/set-language", { form: { language: "en", redirectTo: "/" }, maxRedirects: 0 });
  expect(small.status()).toBe(302);
  expect((await request.get("/privacy-policy")).status()).toBe(200);
});

test("redirects stay on the site, however the target is written", async ({ request }) => {
  for (const target of ["/.//evil.example", "//evil.example", "/\\evil.example", "https://evil.example/", "/%2F/evil.example", "/\t/evil.example"]) {
    const res = await request.post("/set-language", { form: { language: "en", redirectTo: target }, maxRedirects: 0 });
    expect(res.status(), target).toBe(302);
    const location = res.headers().location;
    expect(location, target).toMatch(/^\/(?!\/)/);
    expect(new URL(location, "http://site.test").host, target).toBe("site.test");
  }
  const login = await request.post("/admin/login", { form: { username: "admin", password: demoPassword, callback: "/admin/..//evil.example" }, maxRedirects: 0 });
  expect(login.status()).toBe(302);
  expect(new URL(login.headers().location, "http://site.test").host).toBe("site.test");
});

test("every answer carries the security headers; the API and signed-in pages are never cached; Origin null is cross-site", async ({ request }) => {
  for (const path of ["/", "/api/get-client-ip", "/healthz", "/favicon.ico", "/admin/login", "/user/offers"]) {
    const res = await request.get(path, { maxRedirects: 0 });
    const headers = res.headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["referrer-policy"], path).toBeTruthy();
  }
  for (const path of ["/api/get-client-ip", "/api/get-lenders-data", "/user/offers", "/admin/dashboard", "/verification"]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.headers()["cache-control"], path).toContain("no-store");
  }
  const nullOrigin = await request.post("/set-language", { form: { language: "hi", redirectTo: "/" }, headers: { origin: "null" }, maxRedirects: 0 });
  expect(nullOrigin.status()).toBe(403);
});

test("admin sign-in is throttled per username: wrong passwords lock the account, and an unknown username answers the same", async ({ baseURL, adminApi }) => {
  // An account of its own, so locking it never disturbs the other tests on this server.
  await adminApi.createAdminAccount({ username: "lock-me", roleId: 2, password: demoPassword });
  const ctx = await playwrightRequest.newContext({ baseURL });
  const attempt = (username: string, password: string) => ctx.post("/admin/login", { form: { username, password }, maxRedirects: 0 });
  for (let i = 0; i < 10; i++) expect((await attempt("lock-me", "wrong-password")).status()).toBe(401);
  // The message in the page's error summary (the page's translations hold every message, so only the summary counts).
  const alert = async (res: APIResponse) => /<section[^>]*data-error-summary[^>]*>(.*?)<\/ul>/s.exec(await res.text())?.[1] ?? "";
  const locked = await attempt("lock-me", "wrong-password");
  expect(locked.status()).toBe(429);
  // The lock lifts by itself, and the page says when (docs/decisions/037).
  expect(await alert(locked)).toContain("This account is locked");
  expect(await alert(locked)).toContain("Try again in 15 minutes");
  // Now even the right password is refused until the lock is lifted.
  expect((await attempt("lock-me", demoPassword)).status()).toBe(429);
  for (let i = 0; i < 10; i++) expect((await attempt("nobody-here", "wrong-password")).status()).toBe(401);
  const unknown = await attempt("nobody-here", "wrong-password");
  expect(unknown.status()).toBe(429);
  expect(await alert(unknown)).toContain("Try again in 15 minutes");
  await ctx.dispose();
});

test("a real deployment refuses to start on demo secrets and says which, in one line", async ({ app }) => {
  test.skip(!app.databaseUrl, "needs a real PostgreSQL server");
  const child = spawn(process.execPath, ["host/server.js"], {
    env: { ...process.env, NODE_ENV: "production", DATABASE_URL: app.databaseUrl!, PORT: "39998", OTP_SECRET: "", LINK_SIGNING_SECRET: "", DEMO_PASSWORD: "demo-pass-123", SEED_DEMO_ACCOUNTS: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  expect(code).toBe(1);
  const lines = output.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain("OTP_SECRET");
  expect(lines[0]).toContain("LINK_SIGNING_SECRET");
  expect(lines[0]).toContain("DEMO_PASSWORD");
});

test("a real deployment refuses to start without an SMS/email gateway, rather than print login codes to its log", async ({ app }) => {
  test.skip(!app.databaseUrl, "needs a real PostgreSQL server");
  const child = spawn(process.execPath, ["host/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: app.databaseUrl!,
      PORT: "39997",
      OTP_SECRET: "e2e-otp-secret-0123456789",
      LINK_SIGNING_SECRET: "e2e-link-secret-0123456789",
      SEED_DEMO_ACCOUNTS: "",
      DEMO_PASSWORD: "",
      MESSAGE_WEBHOOK_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  // A server that starts anyway is stopped after 20 s: the test then fails on its exit code.
  const timer = setTimeout(() => child.kill("SIGTERM"), 20_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(timer);
  expect(code).toBe(1);
  const lines = output.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain("MESSAGE_WEBHOOK_URL");
  expect(lines[0]).not.toContain("OTP_SECRET");
});
