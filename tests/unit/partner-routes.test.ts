import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { leavesUnder } from "../support/route-tree";
import { canUsePartnerRoute, partnerPages, partnerRoutes } from "~/domain/partner-pages";

describe("the partner route table", () => {
  const guarded = [...leavesUnder(routes, "routes/partner/layout.tsx"), ...leavesUnder(routes, "routes/api/partner-api.ts")];

  it("names every route the partner guards protect, and nothing else", () => {
    expect(guarded.length).toBeGreaterThanOrEqual(5);
    expect([...guarded].sort()).toEqual(Object.keys(partnerRoutes).sort());
  });

  it("refuses a route it does not name, and the admin's", () => {
    expect(canUsePartnerRoute("/partner/something-new")).toBe(false);
    expect(canUsePartnerRoute("/admin/dashboard")).toBe(false);
    expect(canUsePartnerRoute("partner/training-material/eligibility-criteria")).toBe(true);
  });

  it("offers in its menu only pages that exist", () => {
    for (const page of partnerPages) expect(partnerRoutes[page.path]).toBe(page.slug);
  });
});
