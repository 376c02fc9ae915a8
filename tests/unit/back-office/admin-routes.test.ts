import { describe, expect, it } from "vitest";
import routes from "../../../app/routes";
import { leavesUnder } from "../../support/route-tree";
import { canUseAdminRoute, tablePages } from "~/server/platform/http/pages.server";

describe("the admin role table", () => {
  const guarded = [...leavesUnder(routes, "routes/admin/layout.tsx"), ...leavesUnder(routes, "routes/api/admin-api.ts")];

  it("names every route the admin guards protect, and nothing else", () => {
    expect(guarded.length).toBeGreaterThan(5);
    const named = tablePages.filter((p) => p.facts.admin !== undefined).map((p) => p.pattern);
    expect([...guarded].sort()).toEqual(named.sort());
  });

  it("refuses a route it does not name, for every role", () => {
    for (const role of [1, 2, 3]) expect(canUseAdminRoute(role, "/admin/something-new")).toBe(false);
  });

  it("follows SPEC.md 6: lenders are role 1's only; the dashboard is everyone's", () => {
    expect(canUseAdminRoute(1, "/admin/lenders/:lenderId")).toBe(true);
    expect(canUseAdminRoute(2, "/admin/lenders/:lenderId")).toBe(false);
    expect(canUseAdminRoute(3, "/api/update-lender-data")).toBe(false);
    for (const role of [1, 2, 3]) expect(canUseAdminRoute(role, "/admin/dashboard")).toBe(true);
  });
});
