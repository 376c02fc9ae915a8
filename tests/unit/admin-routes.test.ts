import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { adminRoutes, canUseAdminRoute } from "~/domain/admin-roles";

/** Every leaf route under a layout file, with its full pattern as React Router builds it. */
function leavesUnder(entries: RouteConfigEntry[], layoutFile: string, prefix = "", inside = false): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    const path = entry.path ? `${prefix}/${entry.path}` : prefix;
    const nowInside = inside || entry.file === layoutFile;
    if (entry.children?.length) out.push(...leavesUnder(entry.children, layoutFile, path, nowInside));
    else if (nowInside) out.push(path.replace(/\/+/g, "/") || "/");
  }
  return out;
}

describe("the admin role table", () => {
  const guarded = [...leavesUnder(routes, "routes/admin/layout.tsx"), ...leavesUnder(routes, "routes/api/admin-api.ts")];

  it("names every route the admin guards protect, and nothing else", () => {
    expect(guarded.length).toBeGreaterThan(5);
    expect([...guarded].sort()).toEqual(Object.keys(adminRoutes).sort());
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
