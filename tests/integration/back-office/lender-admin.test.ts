import { TEST_DEMO_PASSWORD } from "../../support/demo-password";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

// App modules are imported once the database is chosen: the shared setup file
// (tests/support/vitest-database.ts) gives this file a fresh database; without
// it, a fresh PGlite directory of our own.
let lendersDb: typeof import("~/server/catalogue/admin-lenders.server");
let commands: typeof import("~/server/catalogue/lender-commands.server");
let groups: typeof import("~/server/catalogue/lender-groups.server");

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let lenderId = 0;

beforeAll(async () => {
  if (!process.env.DATABASE_URL && !process.env.PGLITE_DIR) {
    process.env.PGLITE_DIR = mkdtempSync(path.join(tmpdir(), "lender-admin-"));
    process.env.SEED_ON_EMPTY ??= "true";
    process.env.DEMO_PASSWORD ??= TEST_DEMO_PASSWORD;
  }
  lendersDb = await import("~/server/catalogue/admin-lenders.server");
  commands = await import("~/server/catalogue/lender-commands.server");
  groups = await import("~/server/catalogue/lender-groups.server");
  lenderId = (await lendersDb.createLender(`it_edit_${unique()}`, "pl")).lender_id;
});

/** Saves one property as the lender edit screen does ({lender_id, property, value}); answers the saved value or the message. */
async function update(property: string, value: unknown) {
  const result = await commands.updateLenderCommand({ lender_id: String(lenderId), property, value });
  return result.ok ? { ok: true as const, value: (result.data as Record<string, unknown>)[property] } : { ok: false as const, status: result.status, message: result.message };
}

describe("lender property updates (lender edit screen and update-lender-data)", () => {
  it("number: income, age, loan amount upto", async () => {
    expect(await update("min_income", "25000")).toEqual({ ok: true, value: 25000 });
    expect(await update("max_income", 150000)).toEqual({ ok: true, value: 150000 });
    expect(await update("min_age", "21")).toEqual({ ok: true, value: 21 });
    expect(await update("loan_amount_upto", "500000")).toEqual({ ok: true, value: 500000 });
    expect(await update("min_income", "abc")).toMatchObject({ ok: false, status: 422, message: "admin:validation.number" });
    expect(await update("min_income", "-5")).toMatchObject({ ok: false, message: "admin:validation.positive" });
    expect(await update("min_income", "12.5")).toMatchObject({ ok: false, message: "admin:validation.wholeNumber" });
    expect(await update("max_age", "101")).toMatchObject({ ok: false, message: "admin:validation.ageRange" });
    // A refused value leaves the saved one alone.
    expect((await lendersDb.getAdminLender(lenderId))!.min_income).toBe(25000);
  });

  it("nullable number: empty is null; apr is a percentage with decimals", async () => {
    expect(await update("max_income", "")).toEqual({ ok: true, value: null });
    expect(await update("apr_min", "1.25")).toEqual({ ok: true, value: 1.25 });
    expect(await update("apr_max", null)).toEqual({ ok: true, value: null });
    expect(await update("apr_max", "100.5")).toMatchObject({ ok: false, message: "admin:validation.percent" });
  });

  it("flag: 1/0 (and true/false, on) only", async () => {
    expect(await update("salaried", "1")).toEqual({ ok: true, value: 1 });
    expect(await update("salaried", 0)).toEqual({ ok: true, value: 0 });
    expect(await update("autosubmission", true)).toEqual({ ok: true, value: 1 });
    expect(await update("lender_status", "on")).toEqual({ ok: true, value: 1 });
    expect(await update("so_status", "yes")).toMatchObject({ ok: false, status: 422 });
    expect(await update("business", 2)).toMatchObject({ ok: false, status: 422 });
  });

  it("class code: ticket and credit score class are 1 to 4, or none", async () => {
    expect(await update("ticket_class", "2")).toEqual({ ok: true, value: 2 });
    expect(await update("credit_score_class", "")).toEqual({ ok: true, value: null });
    expect(await update("ticket_class", "7")).toMatchObject({ ok: false, message: "admin:validation.invalid" });
    expect(await update("credit_score_class", "0")).toMatchObject({ ok: false, message: "admin:validation.invalid" });
  });

  it("text: trimmed, empty is null, at most 1000 characters", async () => {
    expect(await update("so_text", "  Festive offer: 0 processing fee  ")).toEqual({ ok: true, value: "Festive offer: 0 processing fee" });
    expect(await update("interest_rate", "10.99% - 24%")).toEqual({ ok: true, value: "10.99% - 24%" });
    expect(await update("lender_journey_text", "")).toEqual({ ok: true, value: null });
    expect(await update("pdf_text", "x".repeat(1001))).toMatchObject({ ok: false, status: 422 });
  });

  it("date: YYYY-MM-DD of a day that exists, or none", async () => {
    expect(await update("so_date_end", "")).toEqual({ ok: true, value: null });
    expect(await update("so_date_start", "2026-01-15")).toEqual({ ok: true, value: "2026-01-15" });
    expect(await update("so_date_end", "15/01/2026")).toMatchObject({ ok: false, message: "admin:validation.date" });
    expect(await update("so_date_end", "2026-02-30")).toMatchObject({ ok: false, message: "admin:validation.date" });
  });

  it("priority: a non-negative whole number; negative is refused", async () => {
    expect(await update("priority", "5")).toEqual({ ok: true, value: 5 });
    expect(await update("priority", "0")).toEqual({ ok: true, value: 0 });
    expect(await update("priority", "-1")).toMatchObject({ ok: false, message: "admin:validation.priority" });
    expect(await update("priority", "")).toMatchObject({ ok: false, message: "admin:validation.priority" });
    expect(await update("priority", "abc")).toMatchObject({ ok: false, message: "admin:validation.priority" });
  });

  it("group ids: the lender's commission groups, replaced as a whole", async () => {
    const a = await groups.createLenderGroup(`IT group ${unique()}`);
    const b = await groups.createLenderGroup(`IT group ${unique()}`);
    const both = await update("lender_group_ids", `${a!.id},${b!.id}`);
    expect(both.ok && [...(both.value as number[])].sort((x, y) => x - y)).toEqual([a!.id, b!.id].sort((x, y) => x - y));
    expect(await update("lender_group_ids", [b!.id])).toEqual({ ok: true, value: [b!.id] });
    expect(await update("lender_group_ids", "abc")).toMatchObject({ ok: false, status: 422 });
    // A group that does not exist: refused, and the saved groups stay as they were.
    expect(await update("lender_group_ids", `${b!.id},99999999`)).toMatchObject({ ok: false, message: "admin:lenders.updateFailed" });
    expect((await lendersDb.getAdminLender(lenderId))!.lender_group_ids).toEqual([b!.id]);
    expect(await update("lender_group_ids", "")).toEqual({ ok: true, value: [] });
  });

  it("refuses a property not on the list, and a lender that does not exist", async () => {
    expect(await update("name", "renamed")).toMatchObject({ ok: false, message: "admin:validation.unknownProperty" });
    expect(await update("api", "1")).toMatchObject({ ok: false, message: "admin:validation.unknownProperty" });
    const missing = await commands.updateLenderCommand({ lender_id: "99999999", property: "priority", value: "1" });
    expect(missing).toMatchObject({ ok: false, status: 404, message: "admin:lenders.notFound" });
    expect(await commands.updateLenderCommand({ property: "priority", value: "1" })).toMatchObject({ ok: false, message: "admin:validation.lenderId" });
  });
});

describe("the special offer, saved as one", () => {
  it("saves text and window together, and refuses an end before the start without saving any of them", async () => {
    const saved = await commands.updateSpecialOfferCommand({ lender_id: lenderId, so_text: "Diwali", so_date_start: "2026-10-01", so_date_end: "2026-10-31" });
    expect(saved).toMatchObject({ ok: true, data: { so_text: "Diwali", so_date_start: "2026-10-01", so_date_end: "2026-10-31" } });
    const refused = await commands.updateSpecialOfferCommand({ lender_id: lenderId, so_text: "Half", so_date_start: "2026-11-01", so_date_end: "2026-10-31" });
    expect(refused).toMatchObject({ ok: false, status: 422, errors: { so_date_end: ["admin:validation.endBeforeStart"] } });
    expect(await commands.updateSpecialOfferCommand({ lender_id: lenderId, so_text: "Half", so_date_start: "2026-11-01", so_date_end: "2026-13-01" })).toMatchObject({
      ok: false,
      errors: { so_date_end: ["admin:validation.date"] },
    });
    const lender = (await lendersDb.getAdminLender(lenderId))!;
    expect([lender.so_text, lender.so_date_start, lender.so_date_end]).toEqual(["Diwali", "2026-10-01", "2026-10-31"]);
  });

  it("holds the window rule for a single property too (update-lender-data)", async () => {
    expect(await update("so_date_end", "2026-09-30")).toMatchObject({ ok: false, status: 422, message: "admin:validation.endBeforeStart" });
    expect(await update("so_date_end", "2026-12-31")).toEqual({ ok: true, value: "2026-12-31" });
  });
});

describe("the reply of every admin form (Conform's submission.reply())", () => {
  it("carries what was typed and each field's error; the message is a form error unless a field says it", async () => {
    const { replyFor } = await import("~/server/platform/http/command.server");
    const form = new FormData();
    form.set("intent", "create-lender");
    form.set("name", "bad name!");
    const refused = await commands.createLenderCommand(Object.fromEntries(form));
    expect(replyFor(form, refused)).toMatchObject({
      status: "error",
      initialValue: { intent: "create-lender", name: "bad name!" },
      error: { name: ["admin:validation.lenderName"] },
    });
    expect(replyFor(form, { ok: false, status: 422, message: "admin:lenders.updateFailed" })).toMatchObject({ status: "error", error: { "": ["admin:lenders.updateFailed"] } });
    expect(replyFor(form, { ok: true, message: "admin:lenders.updated", data: null })).toMatchObject({ status: "success" });
  });
});

describe("lender groups", () => {
  it("creates a group with a valid name, once", async () => {
    const name = `Premium NBFC-2 ${unique()}`;
    const created = await groups.createLenderGroupCommand({ name: `  ${name} ` });
    expect(created).toMatchObject({ ok: true, message: "admin:groups.created", data: { name } });
    expect((await groups.listLenderGroups()).map((g) => g.name)).toContain(name);
    expect(await groups.createLenderGroupCommand({ name })).toMatchObject({ ok: false, status: 409, message: "admin:groups.nameTaken" });
  });

  it("needs a name of letters, digits, hyphen, underscore and space", async () => {
    expect(await groups.createLenderGroupCommand({})).toMatchObject({ ok: false, status: 422, errors: { name: ["admin:validation.nameRequired"] } });
    expect(await groups.createLenderGroupCommand({ name: "   " })).toMatchObject({ ok: false, errors: { name: ["admin:validation.nameRequired"] } });
    expect(await groups.createLenderGroupCommand({ name: "Gold & Co" })).toMatchObject({ ok: false, errors: { name: ["admin:validation.groupName"] } });
    expect(await groups.createLenderGroupCommand({ name: "x".repeat(61) })).toMatchObject({ ok: false, errors: { name: ["admin:validation.nameTooLong"] } });
  });
});

describe("soft delete of a lender", () => {
  it("takes the lender out of every list and refuses further edits; its row stays", async () => {
    const lender = await lendersDb.createLender(`it_delete_${unique()}`, "bl");
    expect((await lendersDb.listAdminLenders("bl")).some((l) => l.lender_id === lender.lender_id)).toBe(true);
    expect(await commands.deleteLenderCommand({ lender_id: String(lender.lender_id) })).toMatchObject({ ok: true, message: "admin:lenders.deleted" });
    expect(await lendersDb.getAdminLender(lender.lender_id)).toBeNull();
    expect((await lendersDb.listAdminLenders("all")).some((l) => l.lender_id === lender.lender_id)).toBe(false);
    expect(await commands.updateLenderCommand({ lender_id: lender.lender_id, property: "priority", value: "3" })).toMatchObject({ ok: false, status: 404 });
    expect(await commands.deleteLenderCommand({ lender_id: lender.lender_id })).toMatchObject({ ok: false, status: 404 });

    const { getDb } = await import("~/server/platform/db/db.server");
    const { lenders } = await import("../../../db/schema");
    const { eq } = await import("drizzle-orm");
    const [row] = await (await getDb()).select().from(lenders).where(eq(lenders.id, lender.lender_id));
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row.lenderStatus).toBe(0);
  });
});

describe("the admin lenders list, a page at a time", () => {
  it("answers one page, the count of the whole view, and the last page for a page past the end", async () => {
    const tag = `it_page_${unique()}`;
    const made: Awaited<ReturnType<typeof lendersDb.createLender>>[] = [];
    for (let i = 0; i < 45; i++) made.push(await lendersDb.createLender(`${tag}_${String(i).padStart(2, "0")}`, "gl"));
    const view = { filter: "gl" as const, q: tag, page: 1 };

    const first = await lendersDb.listAdminLendersPage(view);
    expect(first).toMatchObject({ total: 45, page: 1, pages: 3 });
    expect(first.lenders.map((l) => l.name)).toEqual(made.slice(0, 20).map((l) => l.name));

    const last = await lendersDb.listAdminLendersPage({ ...view, page: 3 });
    expect(last.lenders.map((l) => l.name)).toEqual(made.slice(40).map((l) => l.name));
    expect(await lendersDb.listAdminLendersPage({ ...view, page: 99 })).toMatchObject({ page: 3, total: 45, lenders: last.lenders });

    // Another product, a search that finds nothing, a search whose % is a character, not a wildcard.
    expect((await lendersDb.listAdminLendersPage({ ...view, filter: "pl" })).total).toBe(0);
    expect(await lendersDb.listAdminLendersPage({ ...view, q: `${tag}%`, page: 2 })).toMatchObject({ total: 0, page: 1, pages: 1, lenders: [] });
    expect((await lendersDb.listAdminLendersPage({ ...view, q: tag.toUpperCase() })).total).toBe(45);

    // A new lender is found on the page where it sorts, deleted ones on none.
    const all = await lendersDb.listAdminLendersPage({ filter: "gl", q: "", page: await lendersDb.pageOfLender(made[30].lender_id, "gl") });
    expect(all.lenders.some((l) => l.lender_id === made[30].lender_id)).toBe(true);
    await commands.deleteLenderCommand({ lender_id: made[0].lender_id });
    expect((await lendersDb.listAdminLendersPage(view)).total).toBe(44);
  });
});
