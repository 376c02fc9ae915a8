import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAudit, partners } from "../../../db/schema";
import { adminPageGuard } from "~/middleware/admin-guard.server";
import { getDb } from "~/server/platform/db/db.server";
import { adminBearer } from "../../support/admin-token";
import { createInProcessApp, type InProcessApp } from "../../support/in-process-app";
import { decodeEntities } from "../../support/page-html";
import { post } from "../../support/screen-answer";

/**
 * A brand's own host and the landing its empty path shows (decisions 054 and
 * 078) are set by role 1 on /admin/partners/{id}, through the edit dialog as
 * every partner setting is: saved with its audit row, refused beside the field.
 */
const partnerEdit = async () => (await import("~/routes/admin/partner-edit")).action;

async function partnerNamed(name: string) {
  const [row] = await (await getDb()).select().from(partners).where(eq(partners.name, name));
  return row;
}

async function edit(partnerId: number, property: string, value: string) {
  const path = `/admin/partners/${partnerId}`;
  const form = { intent: "edit-property", module: "partner", id: String(partnerId), property, value };
  return post(await partnerEdit(), { path, pattern: "/admin/partners/:id", params: { id: String(partnerId) }, token: await adminBearer(1), form, guard: adminPageGuard });
}

const landingOn = async (url: string) => {
  const home = await import("~/routes/public/home");
  const answer = (await home.loader({ request: new Request(url), params: {}, context: {} } as never)) as unknown as { data: { ownLanding: string | null } };
  return answer.data.ownLanding;
};

describe("a partner's own host and landing, on the admin partner screen", () => {
  it("saves a host (kept in lower case) and the solar landing, each with its audit row; the host's empty path then shows the solar landing", async () => {
    const partner = await partnerNamed("paisaplus");
    const host = `Solar-${Date.now()}.PaisaPlus.in`;
    expect(await landingOn(`http://${host.toLowerCase()}/`)).toBeNull();

    const savedHost = await edit(partner.id, "host", ` ${host} `);
    expect(savedHost).toMatchObject({ status: 302, location: `/admin/partners/${partner.id}#host`, toasts: [{ type: "success", message: "admin:partners.updated" }] });
    const savedLanding = await edit(partner.id, "landing_product", "solar");
    expect(savedLanding).toMatchObject({ status: 302, toasts: [{ type: "success" }] });
    expect(await partnerNamed("paisaplus")).toMatchObject({ host: host.toLowerCase(), landingProduct: "solar" });

    const audit = await (await getDb())
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "partner"), eq(adminAudit.subjectId, String(partner.id))))
      .orderBy(desc(adminAudit.id))
      .limit(2);
    expect(audit.map((a) => a.after)).toEqual([{ landing_product: "solar" }, { host: host.toLowerCase() }]);
    expect(audit.every((a) => a.adminUserId !== null && a.action === "update")).toBe(true);

    expect(await landingOn(`http://${host.toLowerCase()}/`)).toBe("solar");
    expect(await landingOn("http://localhost/?partner=paisaplus"), "the brand on another host keeps the marketplace's landing").toBeNull();

    // None again: the host's empty path is the marketplace's landing.
    expect(await edit(partner.id, "landing_product", "")).toMatchObject({ status: 302, toasts: [{ type: "success" }] });
    expect(await landingOn(`http://${host.toLowerCase()}/`)).toBeNull();
    expect(await edit(partner.id, "host", "")).toMatchObject({ status: 302 });
    expect((await partnerNamed("paisaplus")).host).toBeNull();
  });

  it("refuses, beside the field and keeping what was typed, a host with a scheme, port or path, another partner's host, this site's own host, and a product without a landing", async () => {
    const partner = await partnerNamed("paisaplus");
    const before = await partnerNamed("paisaplus");
    const refusedWith = async (property: string, value: string, message: string, status = 422) => {
      const answer = await edit(partner.id, property, value);
      expect(answer.status, value).toBe(status);
      expect(answer.result?.error?.value, value).toEqual([message]);
      expect(answer.result?.initialValue, value).toMatchObject({ property, value });
    };
    for (const typed of ["https://loans.example.in", "loans.example.in:8443", "loans.example.in/solar", "loans example.in", "-loans.example.in"]) {
      await refusedWith("host", typed, "admin:editDialog.rules.host");
    }
    // The seed gives Roshni Solar the solar host (decision 054).
    await refusedWith("host", "solar.localhost", "admin:partners.hostTaken", 409);
    await refusedWith("host", "LOCALHOST", "admin:partners.hostIsSite");
    await refusedWith("landing_product", "pl", "admin:editDialog.rules.landingProduct");
    const after = await partnerNamed("paisaplus");
    expect({ host: after.host, landingProduct: after.landingProduct }).toEqual({ host: before.host, landingProduct: before.landingProduct });
  });
});

describe("the screen, as a browser without JavaScript gets it", () => {
  let app: InProcessApp;
  beforeAll(async () => {
    app = await createInProcessApp();
  });
  const open = async (path: string, token: string, init: { form?: Record<string, string> } = {}) => {
    const headers = new Headers({ origin: "http://localhost", authorization: `Bearer ${token}` });
    if (init.form) headers.set("content-type", "application/x-www-form-urlencoded");
    const response = await app.handle(new Request(`http://localhost${path}`, { method: init.form ? "POST" : "GET", headers, body: init.form ? new URLSearchParams(init.form) : null }));
    return { status: response.status, html: decodeEntities(await response.text()) };
  };

  it("shows the brand's host and landing, offers the landings as a choice, and answers a plain post's refusal beside the field with what was typed, in English and Hindi", async () => {
    const token = await adminBearer(1);
    const solar = await partnerNamed("roshni-solar");
    const page = await open(`/admin/partners/${solar.id}`, token);
    expect(page.status).toBe(200);
    expect(page.html).toContain("The brand's own site");
    expect(page.html).toContain("solar.localhost");
    expect(page.html).toContain("Solar Panel Loans");

    const dialog = await open(`/admin/partners/${solar.id}?dialog=edit&property=landing_product`, token);
    expect(dialog.html).toMatch(/<select[^>]*name="value"/);
    expect(dialog.html).toContain("None: the marketplace's landing");
    expect(dialog.html).toMatch(/<option value="solar" selected="">/);

    const form = { intent: "edit-property", module: "partner", id: String(solar.id), property: "host", value: "https://solar.example.in/" };
    const refused = await open(`/admin/partners/${solar.id}?dialog=edit&property=host`, token, { form });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain("Enter a host name only, such as solar.example.in (no https://, port or path)");
    expect(refused.html).toContain('value="https://solar.example.in/"');

    const hindi = await open(`/admin/partners/${solar.id}?dialog=edit&property=host&lng=hi`, token, { form });
    expect(hindi.html).toContain("ब्रांड की अपनी साइट");
    expect(hindi.html).toContain("सिर्फ़ होस्ट का नाम डालें");
    expect((await partnerNamed("roshni-solar")).host).toBe("solar.localhost");
  });
});
