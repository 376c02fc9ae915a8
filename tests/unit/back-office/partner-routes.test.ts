import { describe, expect, it } from "vitest";
import routes from "../../../app/routes";
import { leavesUnder } from "../../support/route-tree";
import { canUsePartnerRoute, pageAt, partnerMenu, tablePages } from "~/server/platform/http/pages.server";

describe("the partner route table", () => {
  const guarded = [...leavesUnder(routes, "routes/partner/layout.tsx"), ...leavesUnder(routes, "routes/api/partner-api.ts")];

  it("names every route the partner guards protect, and nothing else", () => {
    expect(guarded.length).toBeGreaterThanOrEqual(5);
    const named = tablePages.filter((p) => p.facts.partner !== undefined).map((p) => p.pattern);
    expect([...guarded].sort()).toEqual(named.sort());
  });

  it("refuses a route it does not name, and the admin's", () => {
    expect(canUsePartnerRoute("/partner/something-new")).toBe(false);
    expect(canUsePartnerRoute("/admin/dashboard")).toBe(false);
    expect(canUsePartnerRoute("partner/training-material/eligibility-criteria")).toBe(true);
  });

  it("offers in its menu only pages that exist", () => {
    const menu = partnerMenu();
    expect(menu.map((m) => m.path)).toContain("/partner/customFunnel");
    for (const item of menu) expect(pageAt(item.path)?.facts.partner, item.path).toBe(item.slug);
    expect(menu.find((m) => m.slug === "dashboard")?.path).toBe("/partner");
  });
});
