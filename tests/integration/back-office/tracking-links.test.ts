import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAudit, creditApplications, partners, prospectApplications, trackingLinks, users } from "../../../db/schema";
import { istToday } from "~/domain/back-office/date-range";
import { now } from "~/server/platform/db/clock.server";
import { getDb } from "~/server/platform/db/db.server";
import { landingLoader } from "~/routes/public/landing.server";
import { CookieJar } from "../../support/consumer-session";
import { asAdmin, walkJourney } from "../../support/people-fixtures";

const PAGE = "/admin/tracking-links";
const PERSON = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

type Admin = Awaited<ReturnType<typeof asAdmin>>;
type PageData = Awaited<ReturnType<typeof import("~/routes/admin/tracking-links").loader>>;
type Row = PageData["links"][number];

let admin: Admin;
let page: typeof import("~/routes/admin/tracking-links");
let short: typeof import("~/routes/public/tracking-link");

const form = (values: Record<string, string>) => ({ intent: "create", label: "Diwali WhatsApp", utm_source: "whatsapp", utm_medium: "social", utm_campaign: "diwali-2026", ...values });

/** Creates a link through the page's form and answers its row on the list. */
async function createLink(values: Record<string, string> = {}): Promise<Row> {
  const answer = (await admin.call(page.action, PAGE, PAGE, { form: form(values) })) as Response;
  expect(answer.status, "a created link goes back to the list").toBe(302);
  const id = Number(/#link-(\d+)$/.exec(answer.headers.get("location")!)![1]);
  return (await rows()).find((r) => r.id === id)!;
}

async function rows(query = ""): Promise<Row[]> {
  return ((await admin.call(page.loader, `${PAGE}${query}`, PAGE)) as PageData).links;
}

/** A browser following /l/{code}: the short route's answer, its cookies taken into the jar. */
async function visit(code: string, jar = new CookieJar(), agent = PERSON): Promise<Response> {
  const request = new Request(`http://localhost/l/${code}`, { headers: { "user-agent": agent, cookie: jar.header() } });
  const answer = (await short.loader({ request, params: { code }, context: {} } as never)) as Response;
  jar.take(answer);
  return answer;
}

beforeAll(async () => {
  admin = await asAdmin(1);
  page = await import("~/routes/admin/tracking-links");
  short = await import("~/routes/public/tracking-link");
});

describe("/admin/tracking-links and /l/{code}", () => {
  it("a link made on the default brand counts a person's visit, not a bot's, and lands on / with its UTM values and code, never cached", async () => {
    const link = await createLink();
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(link.address).toBe(`http://localhost/l/${link.code}`);
    const answer = await visit(link.code);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const target = new URL(answer.headers.get("location")!, "http://localhost");
    expect(target.pathname).toBe("/");
    expect(Object.fromEntries(target.searchParams)).toEqual({ utm_source: "whatsapp", utm_medium: "social", utm_campaign: "diwali-2026", utm_id: link.code });
    await visit(link.code, new CookieJar(), GOOGLEBOT);
    const head = new Request(`http://localhost/l/${link.code}`, { method: "HEAD", headers: { "user-agent": PERSON } });
    await short.loader({ request: head, params: { code: link.code }, context: {} } as never);
    expect((await rows()).find((r) => r.id === link.id)!.counts).toEqual({ visits: 1, signUps: 0, applications: 0, disbursals: 0 });
    const [audit] = await (await getDb())
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "tracking-link"), eq(adminAudit.subjectId, String(link.id))));
    expect(audit).toMatchObject({ action: "create", after: expect.objectContaining({ code: link.code, utmSource: "whatsapp" }) });
  });

  it("a consumer who signs up and applies through a partner's link moves its sign-ups, applications and disbursals", async () => {
    const db = await getDb();
    const [partner] = await db.select().from(partners).where(eq(partners.name, "paisaplus"));
    const link = await createLink({ label: "PaisaPlus SMS", partnerId: String(partner.id), utm_source: "sms", utm_content: "hero_banner" });
    expect(link.brand).toBe("paisaplus");
    expect(link.address, "shared on the brand's own host").toBe(`http://loans.paisaplus.in/l/${link.code}`);
    const jar = new CookieJar();
    const answer = await visit(link.code, jar);
    const landing = answer.headers.get("location")!;
    expect(new URL(landing, "http://localhost").pathname, "lands on the partner's brand").toBe("/paisaplus");
    const brandHome = await import("~/routes/public/brand-home");
    const landed = (await brandHome.loader({ request: jar.request(landing), params: { urlSegment: "paisaplus" }, context: {} } as never)) as unknown as { init: ResponseInit };
    jar.take(new Response(null, landed.init));
    expect(jar.get("urlSegment")).toBe("paisaplus");
    const walked = await walkJourney("9812377001", { apply: true, jar });
    const [journey] = await db.select().from(prospectApplications).where(eq(prospectApplications.id, walked.prospectId));
    expect(journey.utm).toMatchObject({ utm_id: link.code, utm_source: "sms", utm_content: "hero_banner" });
    expect(journey.partnerId).toBe(partner.id);
    expect((await rows()).find((r) => r.id === link.id)!.counts).toEqual({ visits: 1, signUps: 1, applications: 1, disbursals: 0 });

    // The lender disburses it (as a status file or its MIS would say), on today's date in India.
    const [application] = await db.select().from(creditApplications).where(eq(creditApplications.prospectApplicationId, journey.id)).orderBy(desc(creditApplications.id)).limit(1);
    await db
      .update(creditApplications)
      .set({ status: "disbursed", disbursedAmount: 50000, disbursedOn: istToday(now()) })
      .where(eq(creditApplications.id, application.id));
    expect((await rows()).find((r) => r.id === link.id)!.counts).toEqual({ visits: 1, signUps: 1, applications: 1, disbursals: 1 });
    // Days before the link existed show nothing of it.
    expect((await rows("?range=custom_range&from=2025-01-01&to=2025-01-31")).find((r) => r.id === link.id)!.counts).toEqual({ visits: 0, signUps: 0, applications: 0, disbursals: 0 });
    const [user] = await db.select().from(users).where(eq(users.id, walked.userId));
    expect(user).toBeDefined();
  });

  it("a link choosing a product picks it for the visitor's sign-in", async () => {
    const link = await createLink({ label: "Business loans", product: "bl" });
    const jar = new CookieJar();
    await visit(link.code, jar);
    expect(jar.get("productType")).toBe("bl");
    const landed = (await landingLoader(jar.request("/"), [])) as unknown as { data: { product: string } };
    expect(landed.data.product).toBe("bl");
  });

  it("a switched-off link, an unknown code and a code that is no code land on a landing plainly, counting nothing", async () => {
    const db = await getDb();
    const [partner] = await db.select().from(partners).where(eq(partners.name, "paisaplus"));
    const link = await createLink({ partnerId: String(partner.id) });
    const off = (await admin.call(page.action, PAGE, PAGE, { form: { intent: "switch-off", linkId: String(link.id) } })) as Response;
    expect(off.status).toBe(302);
    expect((await rows()).find((r) => r.id === link.id)!.active).toBe(false);
    expect((await visit(link.code)).headers.get("location")).toBe("/paisaplus");
    expect((await visit("AAAAAAAAAAAA")).headers.get("location")).toBe("/");
    for (const code of ["..%2F%2Fevil.example", "//evil.example", "x".repeat(500)]) {
      const answer = await visit(code);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe("/");
    }
    expect((await rows()).find((r) => r.id === link.id)!.counts.visits).toBe(0);
    await admin.call(page.action, PAGE, PAGE, { form: { intent: "switch-on", linkId: String(link.id) } });
    expect((await visit(link.code)).headers.get("location")).toMatch(/^\/paisaplus\?/);
    const audit = await db
      .select({ action: adminAudit.action, before: adminAudit.before, after: adminAudit.after })
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "tracking-link"), eq(adminAudit.subjectId, String(link.id))))
      .orderBy(adminAudit.id);
    expect(audit.map((a) => a.action)).toEqual(["create", "switch-off", "switch-on"]);
    expect(audit[1]).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it("the form refuses what it must, each error beside its field, keeping what was typed, and saves nothing", async () => {
    const db = await getDb();
    const before = await db.$count(trackingLinks);
    const refused = (await admin.call(page.action, PAGE, PAGE, {
      form: form({ label: "", utm_source: "what's app", utm_campaign: "", utm_term: "a/b", partnerId: "99999999", product: "mortgage" }),
    })) as unknown as { data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }; init: { status: number } };
    expect(refused.init.status).toBe(422);
    expect(refused.data.result.error).toMatchObject({
      label: ["admin:trackingLinks.errors.labelRequired"],
      utm_source: ["admin:trackingLinks.errors.utm"],
      utm_campaign: ["admin:trackingLinks.errors.utmRequired"],
      utm_term: ["admin:trackingLinks.errors.utm"],
      product: ["admin:trackingLinks.errors.product"],
    });
    expect(refused.data.result.initialValue).toMatchObject({ utm_source: "what's app", utm_medium: "social" });
    const defaultBrand = (await db.select().from(partners).where(eq(partners.isDefault, true)))[0];
    if (defaultBrand) {
      const asDefault = (await admin.call(page.action, PAGE, PAGE, { form: form({ partnerId: String(defaultBrand.id) }) })) as unknown as { init: { status: number } };
      expect(asDefault.init.status).toBe(422);
    }
    const switchMissing = (await admin.call(page.action, PAGE, PAGE, { form: { intent: "switch-off", linkId: "99999999" } })) as Response;
    expect(switchMissing.status).toBe(302);
    expect(await db.$count(trackingLinks)).toBe(before);
  });

  it("is role 1's page only: an analyst and a CSR are sent away, their posts refused", async () => {
    for (const role of [2, 3] as const) {
      const other = await asAdmin(role);
      const seen = (await other.call(page.loader, PAGE, PAGE)) as Response;
      expect(seen.status, `role ${role} GET`).toBe(302);
      expect(seen.headers.get("location")).toBe("/admin/dashboard");
      const posted = (await other.call(page.action, PAGE, PAGE, { form: form({}) })) as Response;
      expect([302, 403], `role ${role} POST`).toContain(posted.status);
    }
  });
});
