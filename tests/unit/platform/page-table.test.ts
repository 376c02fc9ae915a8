import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "../../../app/routes";
import { leavesUnder } from "../../support/route-tree";
import { adminMenuFor, adminPages } from "~/domain/back-office/admin-roles";
import { resources } from "~/i18n/resources.server";
import { isSharedPath, isUploadPath } from "~/middleware/page-paths.server";
import { builtAdminPages, pageAt, pageMessages, sectionEntries, tablePages } from "~/server/platform/http/pages.server";

const appDir = path.resolve(__dirname, "../../../app");
const leaves = (layoutFile: string) => leavesUnder(routes, layoutFile);
const filesUnder = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));

describe("the page table (app/page-table/pages.ts), which app/routes.ts is made from", () => {
  it("names a module that exists for every route, and every route module is in it", () => {
    const named = new Set(tablePages.map((p) => p.file));
    for (const file of named) expect(existsSync(path.join(appDir, file)), file).toBe(true);
    const modules = filesUnder(path.join(appDir, "routes"))
      .filter((f) => /\.tsx?$/.test(f) && !f.includes(".server.") && !f.includes("+types"))
      .map((f) => path.relative(appDir, f));
    expect(modules.filter((m) => !named.has(m))).toEqual([]);
  });

  it("gives each route one pattern, and React Router the same patterns", () => {
    const patterns = tablePages.filter((p) => !p.isLayout).map((p) => p.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(leaves("routes/public/layout.tsx").every((p) => pageAt(p) !== undefined)).toBe(true);
  });

  it("gives a variant to every route of a module that draws several screens, a different one each", () => {
    const byFile = new Map<string, string[]>();
    for (const page of tablePages.filter((p) => !p.isLayout)) byFile.set(page.file, [...(byFile.get(page.file) ?? []), page.pattern]);
    for (const [file, patterns] of byFile) {
      const source = readFileSync(path.join(appDir, file), "utf8");
      if (!source.includes("variantOf(")) continue;
      const variants = patterns.map((p) => pageAt(p)!.facts.variant);
      expect(variants.every(Boolean), file).toBe(true);
      expect(new Set(variants).size, file).toBe(patterns.length);
    }
  });

  it("gives every admin route a page of the role table, and no route outside the admin guards one", () => {
    const guarded = new Set([...leaves("routes/admin/layout.tsx"), ...leaves("routes/api/admin-api.ts")]);
    for (const page of tablePages.filter((p) => !p.isLayout)) expect(page.facts.admin !== undefined, page.pattern).toBe(guarded.has(page.pattern));
  });

  it("offers in the admin menu exactly the role table's pages that exist as a screen", () => {
    const screens = adminPages.map((p) => p.slug).filter((slug) => leaves("routes/admin/layout.tsx").includes(`/admin/${slug}`));
    expect([...builtAdminPages].sort()).toEqual(screens.sort());
    expect(builtAdminPages.has("lenders")).toBe(true);
    expect(builtAdminPages.has("telecalling")).toBe(true);
    // Issue 22's audit log: in the menu of role 1 only.
    expect(builtAdminPages.has("audit-log")).toBe(true);
    expect(adminMenuFor(1)).toContain("audit-log");
    expect(adminMenuFor(2)).not.toContain("audit-log");
    expect(adminMenuFor(3)).not.toContain("audit-log");
    expect(builtAdminPages.has("vendors-on-off")).toBe(true);
    expect(builtAdminPages.has("customer-eligibility")).toBe(true);
    expect(builtAdminPages.has("customer-info-deletion")).toBe(true);
    expect(builtAdminPages.has("tracking-links")).toBe(true);
    expect(builtAdminPages.has("merchant-management")).toBe(true);
    expect(builtAdminPages.has("de-dupe")).toBe(true);
  });

  it("sends each page the groups it says it renders, with its layouts', and only groups that exist", () => {
    for (const page of tablePages) {
      const selection = page.facts.messages;
      if (!selection || Array.isArray(selection)) continue;
      for (const [ns, groups] of Object.entries(selection)) {
        if (groups === true) continue;
        const english = resources.en[ns as keyof typeof resources.en] as Record<string, unknown>;
        for (const group of groups) expect(group in english, `${page.pattern}: ${ns}.${group}`).toBe(true);
      }
    }
    expect(pageMessages("/user/offers")).toMatchObject({ common: expect.arrayContaining(["offers", "drawer", "idle"]) });
    expect(pageMessages("/admin/lenders")).toMatchObject({ admin: expect.arrayContaining(["lenders", "menu"]) });
    expect(pageMessages("/admin/dashboard")).toMatchObject({ admin: true });
    expect(pageMessages("/admin/audit-log")).toMatchObject({ admin: expect.arrayContaining(["auditLog", "reports", "menu"]), common: expect.arrayContaining(["range"]) });
  });

  it("lists a section's sub-pages on its index page, from the routes under it", () => {
    expect(sectionEntries("partner/communication")).toEqual([
      { to: "/partner/communication/tech-support", key: "tech-support" },
      { to: "/partner/communication/general-query", key: "general-query" },
    ]);
    expect(sectionEntries("/partner/faqs").map((e) => e.key)).toEqual(["customer", "dsa"]);
    expect(sectionEntries("/partner/marketing-support").map((e) => e.key)).toEqual(["messaging", "banners"]);
  });
});

describe("what host/server.js asks the table before React Router answers", () => {
  it("gives the routes that take files the larger body limit, however the path is written", () => {
    expect(isUploadPath("/api/s3-upload-file")).toBe(true);
    expect(isUploadPath("/API/S3-Upload-File")).toBe(true);
    expect(isUploadPath("/admin/credit-cards.data")).toBe(true);
    expect(isUploadPath("/admin/%63ommission-upload-file")).toBe(true);
    expect(isUploadPath("/admin/mis-upload/")).toBe(true);
    expect(isUploadPath("/help")).toBe(false);
    expect(isUploadPath("/api/set-language")).toBe(false);
    expect(isUploadPath("/admin/credit-cards/extra")).toBe(false);
  });

  it("lets only the pages marked shared be kept by a cache: never the API or a signed-in area", () => {
    for (const p of ["/", "/privacy-policy", "/TERMS-OF-USE", "/help", "/cards-secured"]) expect(isSharedPath(p), p).toBe(true);
    for (const p of ["/api/user/1", "/user/offers", "/admin/lenders", "/ADMIN/Lenders", "/partner", "/verification", "/user/offers.data", "/products", "/paisaplus"]) {
      expect(isSharedPath(p), p).toBe(false);
    }
  });
});
