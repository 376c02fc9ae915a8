import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPages, type AdminPageSlug } from "~/domain/back-office/admin-roles";
import { addDays, istToday } from "~/domain/back-office/date-range";
import { canUseAdminRoute, tablePages } from "~/server/platform/http/pages.server";
import { signInAdmin } from "../../support/app-client";
import { builtServerDemoPassword, startBuiltServer, type BuiltServer } from "../../support/built-app";

/**
 * The dashboard and the reports over HTTP on the production build, as each
 * demo role's browser asks: every route the table gives those pages (their
 * CSV exports included) opens for the roles of the role table and sends the
 * others to the dashboard, however the address is written. The routes are
 * read from app/page-table/pages.ts and the roles from app/domain/back-office/admin-roles.ts.
 */
const OURS: readonly AdminPageSlug[] = ["dashboard", "internal-report", "products-report", "vendors-products-report"];
const ROUTES = tablePages.filter((p) => !p.isLayout && OURS.includes(p.facts.admin as AdminPageSlug)).map((p) => p.pattern);
const ROLES = [
  { username: "admin", roleId: 1 },
  { username: "analyst", roleId: 2 },
  { username: "csr", roleId: 3 },
] as const;

/** The same route as React Router still matches it: upper case, and its first letter percent-encoded. */
const variantsOf = (path: string) => [path, path.toUpperCase(), path.replace(/^\/admin\/([a-z])/, (_m, letter: string) => `/admin/%${letter.charCodeAt(0).toString(16)}`)];

let server: BuiltServer;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  server = await startBuiltServer();
  for (const role of ROLES) cookies[role.username] = (await signInAdmin(server.base, role.username, builtServerDemoPassword)).cookie;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe("the dashboard and reports, by role", () => {
  it("names every route of the four pages, their CSVs among them", () => {
    expect(ROUTES.sort()).toEqual(
      [
        "/admin/dashboard",
        "/admin/internal-report",
        "/admin/internal-report/export",
        "/admin/products-report",
        "/admin/products-report/export",
        "/admin/vendors-products-report",
        "/admin/vendors-products-report/export",
      ].sort(),
    );
    // The role table gives the internal report to roles 1 and 2, the others to role 1, the dashboard to all.
    expect(adminPages.filter((p) => OURS.includes(p.slug)).map((p) => [p.slug, [...p.roles]])).toEqual([
      ["dashboard", [1, 2, 3]],
      ["internal-report", [1, 2]],
      ["products-report", [1]],
      ["vendors-products-report", [1]],
    ]);
  });

  it.each(ROLES.map((r) => [r.username, r] as const))("%s opens exactly the routes of its role, however the address is written", async (_name, role) => {
    for (const pattern of ROUTES) {
      for (const path of variantsOf(pattern)) {
        const res = await fetch(`${server.base}${path}`, { headers: { cookie: cookies[role.username] }, redirect: "manual" });
        const where = `${role.username} GET ${path}`;
        if (canUseAdminRoute(role.roleId, pattern)) {
          expect(res.status, where).toBe(200);
          expect(res.headers.get("content-type"), where).toMatch(pattern.endsWith("/export") ? /^text\/csv/ : /^text\/html/);
        } else {
          expect(res.status, where).toBe(302);
          expect(res.headers.get("location"), where).toMatch(/\/admin\/dashboard$/);
        }
        await res.arrayBuffer();
      }
    }
  });

  it("sends a visitor without a session to the login, the address kept as the callback", async () => {
    const res = await fetch(`${server.base}/admin/internal-report/export?range=yesterday`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/admin\/login\?callback=/);
  });
});

describe("a report's CSV over HTTP", () => {
  it("comes as a download, streamed (no length known beforehand), never cached, with its header in the admin's language", async () => {
    const yesterday = addDays(istToday(new Date()), -1);
    const res = await fetch(`${server.base}/admin/internal-report/export?range=custom_range&from=${yesterday}&to=${yesterday}&sort=amount&dir=asc`, {
      headers: { cookie: cookies.analyst, "accept-language": "hi", "accept-encoding": "identity" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="internal-report-${yesterday}-to-${yesterday}.csv"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-length")).toBeNull();
    expect(res.headers.get("transfer-encoding")).toBe("chunked");
    const text = await res.text();
    expect(text.split("\r\n")[0]).toMatch(/^आवेदन की तारीख,रेफ़रेंस,ग्राहक,/);
    // Role 2: amounts, but no revenue or commission column.
    expect(text).toContain("माँगी गई राशि");
    expect(text).not.toContain("रेवेन्यू");
  });

  it("refuses a custom range that ends after today in India beside its field, showing the last 7 days", async () => {
    const tomorrow = addDays(istToday(new Date()), 1);
    const html = await (await fetch(`${server.base}/admin/internal-report?range=custom_range&from=${tomorrow}&to=${tomorrow}`, { headers: { cookie: cookies.admin } })).text();
    expect(html).toContain("This day has not come yet");
    expect(html).toContain('aria-invalid="true"');
  });
});
