import { TEST_DEMO_PASSWORD } from "../../support/demo-password";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

// App modules are imported once the database is chosen (see lender-admin.test.ts).
let revenue: typeof import("~/server/catalogue/lender-revenue.server");
let commands: typeof import("~/server/catalogue/lender-revenue-commands.server");
let lendersDb: typeof import("~/server/catalogue/admin-lenders.server");

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let lenderId = 0;
let otherLenderId = 0;
let typeId = 0;

beforeAll(async () => {
  if (!process.env.DATABASE_URL && !process.env.PGLITE_DIR) {
    process.env.PGLITE_DIR = mkdtempSync(path.join(tmpdir(), "lender-revenue-"));
    process.env.SEED_ON_EMPTY ??= "true";
    process.env.DEMO_PASSWORD ??= TEST_DEMO_PASSWORD;
  }
  revenue = await import("~/server/catalogue/lender-revenue.server");
  commands = await import("~/server/catalogue/lender-revenue-commands.server");
  lendersDb = await import("~/server/catalogue/admin-lenders.server");
  const { getDb } = await import("~/server/platform/db/db.server");
  const { revenueTypes } = await import("../../../db/schema");
  lenderId = (await lendersDb.createLender(`it_revenue_${unique()}`, "pl")).lender_id;
  otherLenderId = (await lendersDb.createLender(`it_revenue_other_${unique()}`, "pl")).lender_id;
  [{ id: typeId }] = await (await getDb())
    .insert(revenueTypes)
    .values({ name: `IT commission ${unique()}` })
    .returning({ id: revenueTypes.id });
});

/** A valid entry as the Add dialog posts it: strings, empty meaning none. */
const form = (over: Record<string, unknown> = {}) => ({
  lender_id: String(lenderId),
  slab_disbursed_min: "0",
  slab_disbursed_max: "5000000",
  slab_number_min: "",
  slab_number_max: "",
  ats_min: "",
  ats_max: "",
  revenue_type_id: String(typeId),
  revenue_flat: "",
  revenue_percent: "2.5",
  status: "1",
  ...over,
});

async function errorsOf(over: Record<string, unknown>) {
  const result = await commands.createRevenueCommand(form(over));
  if (result.ok) throw new Error("expected the entry to be refused");
  expect(result).toMatchObject({ status: 422, message: "admin:revenue.addFailed" });
  return result.errors;
}

describe("revenue form rules, checked on the server", () => {
  it("Revenue type is required (and must exist)", async () => {
    expect(await errorsOf({ revenue_type_id: "" })).toEqual({ revenue_type_id: ["admin:revenue.validation.typeRequired"] });
    expect(await errorsOf({ revenue_type_id: "99999999" })).toEqual({ revenue_type_id: ["admin:revenue.validation.typeRequired"] });
  });

  it("flat: Must be a positive number", async () => {
    expect(await errorsOf({ revenue_flat: "-1" })).toEqual({ revenue_flat: ["admin:validation.positive"] });
    expect(await errorsOf({ revenue_flat: "ten" })).toEqual({ revenue_flat: ["admin:validation.number"] });
  });

  it("percentage: Must be between 0 and 100, in steps of 0.001", async () => {
    expect(await errorsOf({ revenue_percent: "100.5" })).toEqual({ revenue_percent: ["admin:validation.percent"] });
    expect(await errorsOf({ revenue_percent: "-0.5" })).toEqual({ revenue_percent: ["admin:validation.positive"] });
    expect(await errorsOf({ revenue_percent: "1.0001" })).toEqual({ revenue_percent: ["admin:revenue.validation.percentStep"] });
  });

  it("Max must be greater than Min, for slab disbursed, slab number and ATS", async () => {
    const max = ["admin:revenue.validation.maxAboveMin"];
    expect(await errorsOf({ slab_disbursed_min: "100", slab_disbursed_max: "100" })).toEqual({ slab_disbursed_max: max });
    expect(await errorsOf({ slab_number_min: "51", slab_number_max: "50" })).toEqual({ slab_number_max: max });
    expect(await errorsOf({ ats_min: "500000", ats_max: "50000" })).toEqual({ ats_max: max });
    expect(await errorsOf({ slab_number_min: "1.5" })).toEqual({ slab_number_min: ["admin:validation.wholeNumber"] });
  });

  it("a flat amount or a percentage above zero is required", async () => {
    const required = ["admin:revenue.validation.amountRequired"];
    expect(await errorsOf({ revenue_flat: "", revenue_percent: "" })).toEqual({ revenue_flat: required });
    expect(await errorsOf({ revenue_flat: "0", revenue_percent: "0" })).toEqual({ revenue_flat: required });
  });

  it("reports every broken rule at once, each beside its field", async () => {
    expect(await errorsOf({ revenue_type_id: "", ats_min: "5", ats_max: "1", revenue_percent: "101" })).toEqual({
      revenue_type_id: ["admin:revenue.validation.typeRequired"],
      ats_max: ["admin:revenue.validation.maxAboveMin"],
      revenue_percent: ["admin:validation.percent"],
    });
  });

  it("refuses a lender that does not exist or was deleted", async () => {
    expect(await commands.createRevenueCommand(form({ lender_id: "99999999" }))).toMatchObject({ ok: false, status: 404 });
    const gone = await lendersDb.createLender(`it_revenue_gone_${unique()}`, "pl");
    await lendersDb.softDeleteLender(gone.lender_id);
    expect(await commands.createRevenueCommand(form({ lender_id: String(gone.lender_id) }))).toMatchObject({ ok: false, status: 404 });
  });
});

describe("revenue entries: create, update, reorder, delete", () => {
  it("creates entries at the end of the table; empty numbers are stored as null", async () => {
    const first = await commands.createRevenueCommand(form());
    expect(first).toMatchObject({ ok: true, message: "admin:revenue.added" });
    // JSON clients may send numbers, null, and the form's name revenue_percentage.
    const second = await commands.createRevenueCommand({
      lender_id: lenderId,
      slab_disbursed_min: null,
      slab_disbursed_max: null,
      slab_number_min: 0,
      slab_number_max: 50,
      ats_min: null,
      ats_max: null,
      revenue_type_id: typeId,
      revenue_flat: 500,
      revenue_percentage: 0.125,
      status: 0,
    });
    if (!first.ok || !second.ok) throw new Error("expected both entries to be created");
    expect(second.data).toMatchObject({ lender_id: lenderId, slab_disbursed_min: null, slab_number_max: 50, revenue_flat: 500, revenue_percent: 0.125, status: 0 });
    expect(first.data).toMatchObject({ slab_disbursed_min: 0, slab_disbursed_max: 5_000_000, slab_number_min: null, ats_max: null, revenue_flat: null, status: 1 });
    const list = await revenue.listLenderRevenue(lenderId);
    expect(list.map((e) => e.id)).toEqual([first.data.id, second.data.id]);
    expect(list[1].sort_order).toBeGreaterThan(list[0].sort_order);
    expect(list[0].revenue_type).toMatch(/^IT commission/);
  });

  it("updates an entry of the lender; refuses another lender's or an unknown one", async () => {
    const [entry] = await revenue.listLenderRevenue(lenderId);
    const updated = await commands.updateRevenueCommand(form({ id: String(entry.id), revenue_percent: "3", status: "0", ats_min: "50000", ats_max: "500000" }));
    expect(updated).toMatchObject({ ok: true, message: "admin:revenue.updated", data: { id: entry.id, revenue_percent: 3, status: 0, ats_min: 50000, ats_max: 500000 } });
    expect((await revenue.listLenderRevenue(lenderId))[0].id).toBe(entry.id);

    const invalid = await commands.updateRevenueCommand(form({ id: String(entry.id), revenue_percent: "120" }));
    expect(invalid).toMatchObject({ ok: false, status: 422, message: "admin:revenue.updateFailed", errors: { revenue_percent: ["admin:validation.percent"] } });
    expect(await commands.updateRevenueCommand(form({ revenue_percent: "4" }))).toMatchObject({ ok: false, status: 422, errors: { id: ["admin:revenue.validation.id"] } });
    expect(await commands.updateRevenueCommand(form({ id: String(entry.id), lender_id: String(otherLenderId) }))).toMatchObject({ ok: false, status: 404, message: "admin:revenue.notFound" });
    expect(await commands.updateRevenueCommand(form({ id: "99999999" }))).toMatchObject({ ok: false, status: 404 });
    expect((await revenue.getRevenueEntry(entry.id))!.revenue_percent).toBe(3);
  });

  it("reorders the table with the full list of its ids, and nothing less", async () => {
    const third = await commands.createRevenueCommand(form({ revenue_flat: "100", revenue_percent: "" }));
    if (!third.ok) throw new Error("expected a third entry");
    const ids = (await revenue.listLenderRevenue(lenderId)).map((e) => e.id);
    const reversed = [...ids].reverse();
    expect(await commands.setRevenueOrderCommand({ lender_id: lenderId, lender_revenue_ids: reversed })).toMatchObject({ ok: true, message: "admin:revenue.orderUpdated" });
    expect((await revenue.listLenderRevenue(lenderId)).map((e) => e.id)).toEqual(reversed);
    // The screen posts a comma-separated list.
    expect(await commands.setRevenueOrderCommand({ lender_id: String(lenderId), lender_revenue_ids: ids.join(",") })).toMatchObject({ ok: true });
    expect((await revenue.listLenderRevenue(lenderId)).map((e) => e.id)).toEqual(ids);

    const refused = { ok: false, message: "admin:revenue.orderFailed" };
    expect(await commands.setRevenueOrderCommand({ lender_id: lenderId, lender_revenue_ids: ids.slice(1) })).toMatchObject({ ...refused, status: 409 });
    expect(await commands.setRevenueOrderCommand({ lender_id: otherLenderId, lender_revenue_ids: ids })).toMatchObject({ ...refused, status: 409 });
    expect(await commands.setRevenueOrderCommand({ lender_id: lenderId, lender_revenue_ids: [ids[0], ...ids] })).toMatchObject({ ...refused, status: 422 });
    expect(await commands.setRevenueOrderCommand({ lender_id: lenderId, lender_revenue_ids: "" })).toMatchObject({ ...refused, status: 422 });
    expect(await commands.setRevenueOrderCommand({ lender_id: lenderId, lender_revenue_ids: "1,x" })).toMatchObject({ ...refused, status: 422 });
    // A refused order changes nothing.
    expect((await revenue.listLenderRevenue(lenderId)).map((e) => e.id)).toEqual(ids);
  });

  it("deletes an entry of the lender, once", async () => {
    const [entry, ...rest] = await revenue.listLenderRevenue(lenderId);
    expect(await commands.deleteRevenueCommand(String(entry.id), otherLenderId)).toMatchObject({ ok: false, status: 404 });
    expect(await commands.deleteRevenueCommand(String(entry.id), lenderId)).toMatchObject({ ok: true, message: "admin:revenue.deleted" });
    expect((await revenue.listLenderRevenue(lenderId)).map((e) => e.id)).toEqual(rest.map((e) => e.id));
    expect(await commands.deleteRevenueCommand(entry.id)).toMatchObject({ ok: false, status: 404 });
    expect(await commands.deleteRevenueCommand("abc")).toMatchObject({ ok: false, status: 422 });
  });
});

/** A route module's answer (plain object, data() or Response) as status and JSON body. */
async function unwrap(answer: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  if (answer instanceof Response) return { status: answer.status, body: await answer.json() };
  if (answer && typeof answer === "object" && "init" in answer && "data" in answer) {
    const { init, data } = answer as { init?: { status?: number } | null; data: Record<string, unknown> };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: answer as Record<string, unknown> };
}

describe("JSON API twins", () => {
  let token = "";
  let call: (method: "GET" | "POST", url: string, params: Record<string, string>, body?: unknown, auth?: boolean) => Promise<{ status: number; body: Record<string, unknown> }>;

  beforeAll(async () => {
    const { getDb } = await import("~/server/platform/db/db.server");
    const { adminUsers } = await import("../../../db/schema");
    const { createSession } = await import("~/server/platform/http/session.server");
    const [admin] = await (await getDb())
      .insert(adminUsers)
      .values({ username: `it_admin_${unique()}`, passwordHash: "-", roleId: 1 })
      .returning();
    token = (await createSession("admin", admin.id, { roleId: 1 })).token;
    const { adminApiGuard } = await import("~/middleware/admin-guard.server");
    const { callRoute } = await import("../../support/route-call");
    const modules = {
      revenueData: await import("~/routes/api/lender-revenue-data"),
      revenueCommands: await import("~/routes/api/lender-revenue-commands"),
      groups: await import("~/routes/api/lender-groups"),
    };
    call = async (method, url, params, body, auth = true) => {
      const headers: Record<string, string> = auth ? { authorization: `Bearer ${token}` } : {};
      if (body !== undefined) headers["content-type"] = "application/json";
      const request = new Request(`http://localhost${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      // The pattern React Router would match for this URL, as the routes table names it.
      const pattern = url
        .replace(/^\/api\/lender-group\/[^/]+$/, "/api/lender-group/:op")
        .replace(/^\/api\/lender-revenue\/get\/[^/]+$/, "/api/lender-revenue/get/:lenderId")
        .replace(/^\/api\/lender-revenue\/delete\/[^/]+$/, "/api/lender-revenue/delete/:id");
      const path = url.split("/")[2] === "lender-group" ? modules.groups : method === "GET" ? modules.revenueData : modules.revenueCommands;
      const handler = method === "GET" ? (path as typeof modules.groups).loader : (path as typeof modules.revenueCommands).action;
      try {
        return await unwrap(await callRoute(handler as never, { request, params, pattern, guards: [adminApiGuard] }));
      } catch (thrown) {
        return unwrap(thrown);
      }
    };
  });

  it("needs an admin session", async () => {
    expect(await call("GET", "/api/lender-revenue/get-types", {}, undefined, false)).toMatchObject({ status: 401, body: { success: false } });
  });

  it("lender groups: get-all and create", async () => {
    const name = `API group ${unique()}`;
    const created = await call("POST", "/api/lender-group/create", { op: "create" }, { name });
    expect(created).toMatchObject({ status: 200, body: { success: true, message: "Lender group created successfully!", lenderGroup: { name } } });
    const all = await call("GET", "/api/lender-group/get-all", { op: "get-all" });
    expect(all.body.success).toBe(true);
    expect((all.body.lenderGroups as { name: string }[]).map((g) => g.name)).toContain(name);
    expect(await call("POST", "/api/lender-group/create", { op: "create" }, { name: "bad/name" })).toMatchObject({
      status: 422,
      body: { success: false, errors: { name: ["Use only letters, digits, hyphen, underscore and space"] } },
    });
  });

  it("revenue: types, create (422 with each field's errors), update, set-order, get, delete", async () => {
    const types = await call("GET", "/api/lender-revenue/get-types", {});
    expect(types.body.success).toBe(true);
    expect(types.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: typeId })]));

    const bad = await call("POST", "/api/lender-revenue/create", {}, { lender_id: lenderId, revenue_type_id: typeId, revenue_percent: 150, ats_min: 10, ats_max: 5 });
    expect(bad).toEqual({
      status: 422,
      body: {
        success: false,
        status: 422,
        code: "validation_failed",
        message: "Failed to add revenue",
        errors: { revenue_percent: ["Must be between 0 and 100"], ats_max: ["Max must be greater than Min"] },
      },
    });

    const created = await call("POST", "/api/lender-revenue/create", {}, { lender_id: lenderId, revenue_type_id: typeId, revenue_flat: 250, status: 1 });
    expect(created).toMatchObject({ status: 200, body: { success: true, message: "Revenue added successfully" } });
    const id = (created.body.lenderRevenueItem as { id: number }).id;
    expect(id).toBeGreaterThan(0);

    const updated = await call("POST", "/api/lender-revenue/update", {}, { id, lender_id: lenderId, revenue_type_id: typeId, revenue_flat: 300, revenue_percentage: 1.5, status: 0 });
    expect(updated).toMatchObject({ status: 200, body: { success: true, message: "Revenue updated successfully", lenderRevenueItem: { id, revenue_flat: 300, revenue_percent: 1.5, status: 0 } } });

    const listed = await call("GET", `/api/lender-revenue/get/${lenderId}`, { lenderId: String(lenderId) });
    const ids = (listed.body.lenderRevenue as { id: number }[]).map((e) => e.id);
    expect(ids.at(-1)).toBe(id);
    const order = [id, ...ids.filter((x) => x !== id)];
    expect(await call("POST", "/api/lender-revenue/set-order", {}, { lender_id: lenderId, lender_revenue_ids: order })).toMatchObject({
      status: 200,
      body: { success: true, message: "Revenue order updated" },
    });
    const reordered = await call("GET", `/api/lender-revenue/get/${lenderId}`, { lenderId: String(lenderId) });
    expect((reordered.body.lenderRevenue as { id: number }[]).map((e) => e.id)).toEqual(order);
    expect(await call("POST", "/api/lender-revenue/set-order", {}, { lender_id: lenderId, lender_revenue_ids: [id] })).toMatchObject({
      status: 409,
      body: { success: false, message: "Failed to update order" },
    });

    expect(await call("POST", `/api/lender-revenue/delete/${id}`, { id: String(id) })).toMatchObject({
      status: 200,
      body: { success: true, message: "Revenue entry deleted successfully" },
    });
    expect(await call("POST", `/api/lender-revenue/delete/${id}`, { id: String(id) })).toMatchObject({ status: 404, body: { success: false } });
    expect(await call("GET", "/api/lender-revenue/get/99999999", { lenderId: "99999999" })).toMatchObject({ status: 404 });
  });
});
