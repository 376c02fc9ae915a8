import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { adminAudit, creditCardCategories, leads, lenders, partnerUsers, partners } from "../../../db/schema";
import { getDb } from "~/server/platform/db/db.server";
import { createSession } from "~/server/platform/http/session.server";
import { adminBearer } from "../../support/admin-token";
import { createInProcessApp, type InProcessApp } from "../../support/in-process-app";
import { decodeEntities } from "../../support/page-html";

/**
 * Issue 23's smaller gaps, each as a visitor meets it on the page the server
 * renders: the help form (its configured phone length, its limit, the brand
 * an enquiry keeps), the client cookies, the partners' training texts and
 * the card catalogue's pictures.
 */

// This file's own settings, before any module reads them: a phone of 8 digits and 3 enquiries an hour per address.
vi.hoisted(() => {
  process.env.HELP_PHONE_LENGTH = "8";
  process.env.HELP_MAX_PER_ADDRESS_PER_HOUR = "3";
});

const BASE = "http://localhost";
let app: InProcessApp;

beforeAll(async () => {
  app = await createInProcessApp();
});

/** A page as a browser gets it: status, headers and the HTML's text. */
async function open(path: string, init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}) {
  const headers = new Headers({ origin: BASE, ...init.headers });
  if (init.form) headers.set("content-type", "application/x-www-form-urlencoded");
  const response = await app.handle(new Request(`${BASE}${path}`, { method: init.method ?? (init.form ? "POST" : "GET"), headers, body: init.form ? new URLSearchParams(init.form) : null }));
  return { status: response.status, headers: response.headers, html: decodeEntities(await response.text()) };
}

describe("the help form", () => {
  const enquiry = (n: number, phone = "98765432") => ({
    name: "Farah Khan",
    email: "farah.small-gaps@example.in",
    phone,
    company: "",
    description: `Which documents do I need? (${n})`,
    redirectTo: "/",
    name__confirm: "",
  });

  it("takes a phone of the configured length: the field says so, and another length is refused with that length in the message", async () => {
    const page = await open("/help");
    expect(page.html).toMatch(/<input[^>]*name="phone"[^>]*maxLength="8"|<input[^>]*maxLength="8"[^>]*name="phone"/i);
    const tenDigits = await open("/help", { form: enquiry(0, "9876543210"), headers: { "x-client-ip": "10.23.11.1" } });
    expect(tenDigits.status).toBe(400);
    expect(tenDigits.html).toContain("Please enter a valid 8 digit phone number");
    const inHindi = await open("/help?lng=hi", { form: enquiry(0, "12"), headers: { "x-client-ip": "10.23.11.1" } });
    expect(inHindi.html).toContain("कृपया 8 अंकों का सही फ़ोन नंबर दर्ज करें");
  });

  it("is limited by the configured count per address: past it a clear message in English or Hindi, never an error page, nothing stored", async () => {
    const ip = { "x-client-ip": "10.23.11.2" };
    for (let n = 1; n <= 3; n++) expect((await open("/help", { form: enquiry(n), headers: ip })).status).toBe(302);
    const refused = await open("/help", { form: enquiry(4), headers: ip });
    expect(refused.status).toBe(429);
    expect(refused.html).toMatch(/Too many requests have been sent in a short time\. Please try again in \d+ minutes?\./);
    // What was typed stays in the form.
    expect(refused.html).toContain("Which documents do I need? (4)");
    const inHindi = await open("/help?lng=hi", { form: enquiry(5), headers: ip });
    expect(inHindi.status).toBe(429);
    expect(inHindi.html).toMatch(/थोड़े समय में बहुत ज़्यादा अनुरोध भेजे गए हैं। कृपया \d+ मिनट बाद फिर से कोशिश करें।/);
    const stored = await (await getDb()).select().from(leads).where(eq(leads.email, "farah.small-gaps@example.in"));
    expect(stored.map((l) => l.description).sort()).toEqual([1, 2, 3].map((n) => `Which documents do I need? (${n})`));
  });

  it("keeps the brand it was sent from: the partner's portal has it, and the admins' list names the brand", async () => {
    const db = await getDb();
    const [brand] = await db.select().from(partners).where(eq(partners.name, "paisaplus"));
    const sent = await open("/help", { form: { ...enquiry(0), email: "brand.small-gaps@example.in" }, headers: { "x-client-ip": "10.23.11.3", cookie: "urlSegment=paisaplus" } });
    expect(sent.status).toBe(302);
    const [lead] = await db.select().from(leads).where(eq(leads.email, "brand.small-gaps@example.in"));
    expect(lead.partnerId).toBe(brand.id);
    // Sent on the default brand, it is nobody's.
    await open("/help", { form: { ...enquiry(0), email: "default.small-gaps@example.in" }, headers: { "x-client-ip": "10.23.11.4" } });
    const [plain] = await db.select().from(leads).where(eq(leads.email, "default.small-gaps@example.in"));
    expect(plain.partnerId).toBeNull();

    const { partnerDashboard } = await import("~/server/partner/partner-dashboard.server");
    const { presetRange } = await import("~/domain/back-office/date-range");
    const { now } = await import("~/server/platform/db/clock.server");
    const theirs = await partnerDashboard(brand.id, presetRange("last_7_days", now()));
    expect(theirs.leads.latest.map((l) => l.email)).toContain("brand.small-gaps@example.in");
    expect(theirs.leads.latest.map((l) => l.email)).not.toContain("default.small-gaps@example.in");

    const dashboard = await open("/admin/dashboard?preset=last_7_days", { headers: { authorization: `Bearer ${await adminBearer(1)}` } });
    expect(dashboard.status).toBe(200);
    const row = (email: string) => dashboard.html.match(new RegExp(`<tr[^>]*>(?:(?!</tr>).)*${email.replace(/\./g, "\\.")}(?:(?!</tr>).)*</tr>`, "s"))?.[0] ?? "";
    expect(row("brand.small-gaps@example.in")).toContain(`>${brand.displayName}<`);
    expect(row("default.small-gaps@example.in")).toContain(">Default brand<");
  });
});

describe("the client cookies (SPEC.md 3 and 7)", () => {
  const save = (form: Record<string, string>) => open("/api/cookies/save", { form });
  const attributes = (setCookie: string | null) =>
    (setCookie ?? "")
      .split(";")
      .slice(1)
      .map((a) => a.trim().toLowerCase())
      .sort();

  it("the lead cookie is set for path /, SameSite=None and Secure, readable by the page, for the minutes asked (60 unless told)", async () => {
    const saved = await save({ name: "lead", value: "L-42", minutes: "30" });
    expect(saved.status).toBe(200);
    const cookie = saved.headers.get("set-cookie")!;
    expect(cookie.startsWith("lead=L-42;")).toBe(true);
    expect(attributes(cookie)).toEqual(["max-age=1800", "path=/", "samesite=none", "secure"]);
    expect(attributes((await save({ name: "lead", value: "L-43" })).headers.get("set-cookie"))).toContain("max-age=3600");
    const read = await open("/api/cookies/read?name=lead", { headers: { cookie: "lead=L-42" } });
    expect(JSON.parse(read.html)).toEqual({ value: "L-42" });
    // Deleted with the same attributes, so the browser replaces the very cookie.
    const gone = (await open("/api/cookies/delete", { form: { name: "lead" } })).headers.get("set-cookie")!;
    expect(gone.startsWith("lead=;")).toBe(true);
    expect(attributes(gone)).toEqual(expect.arrayContaining(["max-age=0", "path=/", "samesite=none", "secure"]));
  });

  it("qr and url are page-readable and sent on this site's own requests (SameSite=Lax); the server's cookies cannot be written through it", async () => {
    for (const name of ["qr", "url"]) {
      const cookie = (await save({ name, value: "x" })).headers.get("set-cookie")!;
      expect(attributes(cookie)).toEqual(["max-age=3600", "path=/", "samesite=lax"]);
    }
    expect((await save({ name: "atkn", value: "forged" })).status).toBe(400);
    expect((await save({ name: "prospectAppId", value: "1" })).status).toBe(400);
  });
});

describe("training material (partner portal)", () => {
  it("shows each lender's video, slides and document texts; an admin's edit (audited) shows there, its address a link", async () => {
    const db = await getDb();
    const [brand] = await db.select().from(partners).where(eq(partners.name, "paisaplus"));
    const [user] = await db
      .insert(partnerUsers)
      .values({ username: `sg_${Date.now().toString(36)}`, passwordHash: "x", partnerId: brand.id })
      .returning();
    const { token } = await createSession("partner", user.id);
    const [kaveri] = await db.select().from(lenders).where(eq(lenders.name, "kaveri-finserv"));
    const partnerPage = async () => open("/partner/training-material", { headers: { authorization: `Bearer ${token}` } });

    const seeded = await partnerPage();
    expect(seeded.status).toBe(200);
    const card = (html: string) => html.match(new RegExp(`<li[^>]*data-testid="training-${kaveri.id}"[^>]*>[\\s\\S]*?</li>`))?.[0] ?? "";
    for (const text of [kaveri.mp4Text, kaveri.pptxText, kaveri.pdfText]) expect(card(seeded.html)).toContain(text);
    expect(card(seeded.html)).toMatch(/Video[\s\S]*Slides[\s\S]*Document \(PDF\)/);

    const { updateLenderCommand } = await import("~/server/catalogue/lender-commands.server");
    const video = "Onboarding video, 6 min: https://training.example.in/kaveri.mp4";
    expect(await updateLenderCommand({ lender_id: String(kaveri.id), property: "mp4_text", value: video })).toMatchObject({ ok: true });
    const [audit] = await db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "lender"), eq(adminAudit.subjectId, String(kaveri.id))))
      .orderBy(desc(adminAudit.id))
      .limit(1);
    expect(audit.after).toMatchObject({ mp4_text: video });

    const edited = card((await partnerPage()).html);
    expect(edited).toContain("Onboarding video, 6 min:");
    expect(edited).toMatch(/<a [^>]*href="https:\/\/training\.example\.in\/kaveri\.mp4"[^>]*>https:\/\/training\.example\.in\/kaveri\.mp4<\/a>/);
    // A text taken away shows as not given.
    await updateLenderCommand({ lender_id: String(kaveri.id), property: "pdf_text", value: "" });
    expect(card((await partnerPage()).html)).toContain("Not given");
  });
});

describe("the card catalogue shows a picture of each card", () => {
  const articles = (html: string) => [...html.matchAll(/<article[^>]*data-testid="card-(\d+)"[^>]*>([\s\S]*?)<\/article>/g)].map((m) => ({ id: Number(m[1]), html: m[2] }));

  it("on each card page every card has its art (a small file of ours) or its face drawn, named by the card's name; never a blank box", async () => {
    const { existsSync, statSync } = await import("node:fs");
    const path = await import("node:path");
    const db = await getDb();
    const [bare] = await db.insert(creditCardCategories).values({ categoryName: "Small Gaps Platinum", sortOrder: 0, status: 1, secured: 0, marketingBullets: [] }).returning();
    let drawn = 0;
    for (const page of ["/credit-cards", "/cards-unsecured", "/cards-secured"]) {
      const { status, html } = await open(page);
      expect(status, page).toBe(200);
      const cards = articles(html);
      expect(cards.length, page).toBeGreaterThan(0);
      for (const card of cards) {
        const name = card.html.match(/<h[23][^>]*>([^<]+)<\/h[23]>/)![1];
        const img = card.html.match(/<img[^>]*src="([^"]+)"[^>]*alt="([^"]+)"/);
        const face = card.html.match(/<svg[^>]*role="img"[^>]*aria-label="([^"]+)"[^>]*data-testid="card-face"/);
        expect(img || face, `${page}: ${name}`).toBeTruthy();
        expect(img?.[2] ?? face?.[1]).toBe(`${name} card`);
        if (img) {
          // The demo's art: a file of this site's, small enough for a cheap phone on 3G.
          const file = path.join(process.cwd(), "public", img[1]);
          expect(existsSync(file), img[1]).toBe(true);
          expect(statSync(file).size).toBeLessThan(2048);
        } else {
          drawn++;
          expect(card.html).toContain(">Small Gaps<");
          expect(card.id).toBe(bare.categoryId);
        }
        expect(card.html).not.toContain("▭");
      }
    }
    // The bare card is on /credit-cards and /cards-unsecured, drawn on both; the seeded ones all have their art.
    expect(drawn).toBe(2);
  });
});
