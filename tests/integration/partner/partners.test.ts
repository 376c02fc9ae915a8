import { describe, expect, it } from "vitest";
import { getBrandByName } from "~/server/partner/brand.server";
import { getPartner, listPartners, updatePartnerCommand, updatePartnerRevenueCommand, updatePartnerUtmCommand } from "~/server/partner/partners.server";
import { callRoute } from "../../support/route-call";
import { adminBearer } from "../../support/admin-token";

async function somePartner() {
  const partners = await listPartners();
  const partner = partners.find((p) => p.name === "paisaplus") ?? partners.find((p) => !p.is_default)!;
  return partner;
}

describe("partner UTM id (update-partner-utm)", () => {
  it("saves letters, digits, underscore and hyphen, or empty; refuses anything else", async () => {
    const { id } = await somePartner();
    expect(await updatePartnerUtmCommand(id, { utm_id: "pp_2026-q1" })).toMatchObject({ ok: true, message: "admin:partners.updated", data: { utm_id: "pp_2026-q1" } });
    expect(await updatePartnerUtmCommand(id, { utm_id: "" })).toMatchObject({ ok: true, data: { utm_id: null } });
    expect(await updatePartnerUtmCommand(id, { utm_id: "bad id!" })).toMatchObject({ ok: false, status: 422, errors: { utm_id: ["admin:editDialog.rules.utmId"] } });
    expect((await getPartner(id))!.utm_id).toBeNull();
    expect(await updatePartnerUtmCommand(999999, { utm_id: "x" })).toMatchObject({ ok: false, status: 404 });
  });
});

describe("partner revenue (update-partner-revenue-data)", () => {
  it("saves the percent and the flat fee together", async () => {
    const { id } = await somePartner();
    expect(await updatePartnerRevenueCommand(id, { revenue_percent: "12.5", revenue_flat_fee: 250 })).toMatchObject({ ok: true, data: { revenue_percent: 12.5, revenue_flat_fee: 250 } });
    expect(await updatePartnerRevenueCommand(id, { revenue_percent: null, revenue_flat_fee: "" })).toMatchObject({ ok: true, data: { revenue_percent: null, revenue_flat_fee: null } });
  });

  it("refuses a percent over 100, a negative fee or a word, and changes nothing", async () => {
    const { id } = await somePartner();
    await updatePartnerRevenueCommand(id, { revenue_percent: 3, revenue_flat_fee: 100 });
    expect(await updatePartnerRevenueCommand(id, { revenue_percent: 101, revenue_flat_fee: 100 })).toMatchObject({ ok: false, errors: { revenue_percent: ["admin:validation.percent"] } });
    expect(await updatePartnerRevenueCommand(id, { revenue_percent: 5, revenue_flat_fee: -1 })).toMatchObject({ ok: false, errors: { revenue_flat_fee: ["admin:validation.positive"] } });
    expect(await updatePartnerRevenueCommand(id, { revenue_percent: "ten", revenue_flat_fee: 1 })).toMatchObject({ ok: false, status: 422 });
    expect(await getPartner(id)).toMatchObject({ revenue_percent: 3, revenue_flat_fee: 100 });
  });
});

describe("brand settings (the partner page's edit dialog)", () => {
  it("a change shows at once in the brand the consumer pages resolve", async () => {
    const partner = await somePartner();
    expect(await updatePartnerCommand(partner.id, { property: "primary_color", value: "#123abc" })).toMatchObject({ ok: true });
    expect(await updatePartnerCommand(partner.id, { property: "title", value: "Paisa Plus Loans" })).toMatchObject({ ok: true });
    expect(await updatePartnerCommand(partner.id, { property: "partner_terms", value: "1" })).toMatchObject({ ok: true, data: { partner_terms: true } });
    const brand = await getBrandByName(partner.name);
    expect(brand).toMatchObject({ primaryColor: "#123abc", title: "Paisa Plus Loans", partnerTerms: true });
  });

  it("refuses what could break the page: a colour not #rrggbb, a font from elsewhere, CSS in a font name", async () => {
    const { id } = await somePartner();
    expect(await updatePartnerCommand(id, { property: "secondary_color", value: "red;}" })).toMatchObject({ ok: false, errors: { value: ["admin:editDialog.rules.colour"] } });
    expect(await updatePartnerCommand(id, { property: "font_source", value: "https://evil.example/font.css" })).toMatchObject({ ok: false, errors: { value: ["admin:editDialog.rules.fontSource"] } });
    expect(await updatePartnerCommand(id, { property: "font_source", value: "https://fonts.googleapis.com/css2?family=Mukta" })).toMatchObject({ ok: true });
    expect(await updatePartnerCommand(id, { property: "font_family", value: "x;}body{display:none" })).toMatchObject({ ok: false });
    expect(await updatePartnerCommand(id, { property: "logo_url", value: "javascript:alert(1)" })).toMatchObject({ ok: false });
    expect(await updatePartnerCommand(id, { property: "name", value: "other" })).toMatchObject({ ok: false, message: "admin:validation.unknownProperty" });
  });
});

describe("the JSON twins, role 1 only", () => {
  it("POST /api/update-partner-revenue-data/{id} answers success; role 2 gets 403", async () => {
    const { adminApiGuard } = await import("~/middleware/admin-guard.server");
    const commands = await import("~/routes/api/partner-commands");
    const { id } = await somePartner();
    const post = async (role: 1 | 2, body: unknown) =>
      callRoute(commands.action as never, {
        request: new Request(`http://localhost/api/update-partner-revenue-data/${id}`, {
          method: "POST",
          headers: { authorization: `Bearer ${await adminBearer(role)}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        pattern: "/api/update-partner-revenue-data/:partnerId",
        params: { partnerId: String(id) },
        guards: [adminApiGuard],
      }).catch((e: unknown) => e);
    expect(((await post(1, { revenue_percent: 7, revenue_flat_fee: 0 })) as { data: unknown }).data).toMatchObject({ success: true, message: "Partner updated successfully!" });
    expect(((await post(2, { revenue_percent: 7, revenue_flat_fee: 0 })) as Response).status).toBe(403);
    expect(await getPartner(id)).toMatchObject({ revenue_percent: 7, revenue_flat_fee: 0 });
  });
});
